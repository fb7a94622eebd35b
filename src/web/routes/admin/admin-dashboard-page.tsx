// Placeholder until this screen is built.
export default function AdminDashboardPage() {
  return <main className="p-8">AdminDashboardPage</main>;
}
