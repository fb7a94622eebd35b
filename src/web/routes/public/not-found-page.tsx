// Placeholder until this screen is built.
export function NotFoundPage() {
  return <main className="p-8">Oops! Page not found</main>;
}
