import { useQuery } from '@tanstack/react-query';
import type { DashboardAnswer } from '@shared/dashboard';
import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/dashboard for the admin or manager dashboard, with a reload for Refresh. */
export function useDashboard(role: 'admin' | 'manager') {
  const query = useQuery({
    queryKey: queryKeys.dashboard.view(role, {}),
    queryFn: ({ signal }) => api.get<DashboardAnswer>('/dashboard', { signal }),
  });
  return {
    data: query.data,
    error: query.isError ? errorMessage(query.error, 'Failed to load the dashboard') : null,
    loading: query.isFetching,
    reload: () => void query.refetch(),
  };
}
