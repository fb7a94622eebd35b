// Placeholder until this screen is built.
export default function AdminLeadsPage() {
  return <main className="p-8">AdminLeadsPage</main>;
}
