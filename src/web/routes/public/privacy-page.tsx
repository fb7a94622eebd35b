// Placeholder until this screen is built.
export default function PrivacyPage() {
  return <main className="p-8">Privacy</main>;
}
