import { AdminDashboard } from '@/features/dashboard/admin-dashboard';

export default function AdminDashboardPage() {
  return <AdminDashboard />;
}
