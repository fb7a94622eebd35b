// Placeholder until this screen is built.
export default function HowItWorksPagesPage() {
  return <main className="p-8">HowItWorksPagesPage</main>;
}
