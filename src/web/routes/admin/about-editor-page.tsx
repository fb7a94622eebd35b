// Placeholder until this screen is built.
export default function AboutEditorPage() {
  return <main className="p-8">AboutEditorPage</main>;
}
