import { useCallback, useEffect, useState } from 'react';
import type { DashboardSummary } from '@shared/dashboard';
import { api, ApiError } from '@/lib/api-client';

/** GET /api/dashboard, with a reload for the Refresh button. */
export function useDashboard() {
  const [data, setData] = useState<DashboardSummary | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [reloadKey, setReloadKey] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    api
      .get<DashboardSummary>('/dashboard', { signal: controller.signal })
      .then((summary) => {
        setData(summary);
        setError(null);
        setLoading(false);
      })
      .catch((failure: unknown) => {
        if ((failure as Error).name === 'AbortError') return;
        setError(
          failure instanceof ApiError && failure.message
            ? failure.message
            : 'Failed to load the dashboard',
        );
        setLoading(false);
      });
    return () => controller.abort();
  }, [reloadKey]);

  const reload = useCallback(() => setReloadKey((key) => key + 1), []);
  return { data, error, loading, reload };
}
