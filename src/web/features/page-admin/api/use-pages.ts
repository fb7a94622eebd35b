import { useQuery } from '@tanstack/react-query';
import type { PageKind } from '@shared/content-schema';
import { contentApi } from '@/lib/content-api';
import { queryKeys } from '@/lib/query-keys';

/** Every page of one kind, for its list. */
export function usePages(kind: PageKind) {
  return useQuery({
    queryKey: queryKeys.content.list(kind),
    queryFn: () => contentApi.list(kind),
  });
}
