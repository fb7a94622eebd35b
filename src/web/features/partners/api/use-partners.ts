import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { partnersApi } from '../partners-api';

/** Every partner company (GET /api/partners). */
export function usePartners() {
  return useQuery({ queryKey: queryKeys.partners.list(), queryFn: () => partnersApi.list() });
}
