import { ROLE_IDS } from '@shared/roles';
import { useLogout } from '@/features/auth/use-logout';
import { PanelLayout } from '@/features/panel/panel-layout';
import { RequireRole } from '@/features/panel/require-role';
import { useProfileRefresh } from '@/lib/profile';
import { QueryProvider } from '@/lib/query-client';

export default function AdminLayout() {
  useProfileRefresh();
  const logout = useLogout();
  return (
    <RequireRole roleId={ROLE_IDS.admin}>
      <QueryProvider>
        <PanelLayout onLogout={() => void logout()} />
      </QueryProvider>
    </RequireRole>
  );
}
