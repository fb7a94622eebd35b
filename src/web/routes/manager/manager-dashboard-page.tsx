// Placeholder until this screen is built.
export default function ManagerDashboardPage() {
  return <main className="p-8">ManagerDashboardPage</main>;
}
