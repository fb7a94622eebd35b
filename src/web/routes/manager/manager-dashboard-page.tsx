import { ManagerDashboard } from '@/features/dashboard/manager-dashboard';

export default function ManagerDashboardPage() {
  return <ManagerDashboard />;
}
