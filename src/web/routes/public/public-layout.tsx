// Placeholder until this screen is built.
import { Outlet } from 'react-router';
export function PublicLayout() {
  return (
    <main className="p-8">
      <Outlet />
    </main>
  );
}
