// Placeholder until this screen is built.
export function PublicContentPage() {
  return <main className="p-8">Page</main>;
}
