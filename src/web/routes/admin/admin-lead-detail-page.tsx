// Placeholder until this screen is built.
export default function AdminLeadDetailPage() {
  return <main className="p-8">AdminLeadDetailPage</main>;
}
