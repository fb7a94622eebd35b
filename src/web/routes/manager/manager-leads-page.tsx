// Placeholder until this screen is built.
export default function ManagerLeadsPage() {
  return <main className="p-8">ManagerLeadsPage</main>;
}
