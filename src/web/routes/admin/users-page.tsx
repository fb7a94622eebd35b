import { UsersScreen } from '@/features/users/users-screen';

export default function UsersPage() {
  return <UsersScreen />;
}
