// Placeholder until this screen is built.
export function ThankYouPage() {
  return <main className="p-8">Thank you</main>;
}
