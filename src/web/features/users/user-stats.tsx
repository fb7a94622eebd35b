import { Shield, UserCheck, UserCog, Users } from 'lucide-react';
import type { User } from '@shared/user-schema';
import { StatCard } from '@/components/stat-card';
import { userStats } from './user-filters';

export function UserStatCards({ users }: { users: readonly User[] }) {
  const stats = userStats(users);
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      <StatCard label="Total Users" value={stats.total} icon={Users} tone="blue" />
      <StatCard label="Active Users" value={stats.active} icon={UserCheck} tone="green" />
      <StatCard label="Administrators" value={stats.admins} icon={Shield} tone="purple" />
      <StatCard label="Managers" value={stats.managers} icon={UserCog} tone="yellow" />
    </div>
  );
}
