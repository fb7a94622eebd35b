import { Shield, UserCheck, Users, UserCog } from 'lucide-react';
import type { User } from '@shared/user-schema';
import { Card } from '@/components/ui/card';
import { userStats } from './user-filters';

export function UserStatCards({ users }: { users: readonly User[] }) {
  const stats = userStats(users);
  const cards = [
    { label: 'Total Users', value: stats.total, icon: Users, tone: 'bg-blue-50 text-blue-700' },
    {
      label: 'Active Users',
      value: stats.active,
      icon: UserCheck,
      tone: 'bg-emerald-50 text-emerald-700',
    },
    {
      label: 'Administrators',
      value: stats.admins,
      icon: Shield,
      tone: 'bg-violet-50 text-violet-700',
    },
    { label: 'Managers', value: stats.managers, icon: UserCog, tone: 'bg-amber-50 text-amber-800' },
  ];
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      {cards.map(({ label, value, icon: IconComponent, tone }) => (
        <Card key={label} className="flex items-center gap-3 p-4">
          <span className={`hidden rounded-lg p-2.5 sm:inline-flex ${tone}`}>
            <IconComponent aria-hidden className="size-5" />
          </span>
          <div className="min-w-0">
            <p className="text-sm text-slate-500">{label}</p>
            <p className="text-2xl font-bold text-slate-900" aria-label={`${label}: ${value}`}>
              {value}
            </p>
          </div>
        </Card>
      ))}
    </div>
  );
}
