// Placeholder until this screen is built.
export default function HomePagesPage() {
  return <main className="p-8">HomePagesPage</main>;
}
