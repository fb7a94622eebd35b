// Placeholder until this screen is built.
export default function HomeEditorPage() {
  return <main className="p-8">HomeEditorPage</main>;
}
