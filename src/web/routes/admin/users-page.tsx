// Placeholder until this screen is built.
export default function UsersPage() {
  return <main className="p-8">UsersPage</main>;
}
