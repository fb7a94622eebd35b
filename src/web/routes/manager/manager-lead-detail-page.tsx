// Placeholder until this screen is built.
export default function ManagerLeadDetailPage() {
  return <main className="p-8">ManagerLeadDetailPage</main>;
}
