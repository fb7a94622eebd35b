// Placeholder until this screen is built.
import { Outlet } from 'react-router';
export default function ManagerLayout() {
  return (
    <main className="p-8">
      <Outlet />
    </main>
  );
}
