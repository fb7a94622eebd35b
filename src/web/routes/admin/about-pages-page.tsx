// Placeholder until this screen is built.
export default function AboutPagesPage() {
  return <main className="p-8">AboutPagesPage</main>;
}
