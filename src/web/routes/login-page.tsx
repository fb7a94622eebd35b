// Placeholder until this screen is built.
export default function LoginPage() {
  return <main className="p-8">Login</main>;
}
