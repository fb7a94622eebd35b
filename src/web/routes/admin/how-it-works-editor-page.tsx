// Placeholder until this screen is built.
export default function HowItWorksEditorPage() {
  return <main className="p-8">HowItWorksEditorPage</main>;
}
