import { isRouteErrorResponse, useRouteError } from 'react-router';

/** The router's fallback for an error no screen handled. */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Unexpected Application Error!</h1>
      <p className="mt-3 text-slate-600">{detail}</p>
      <a href="/" className="mt-6 inline-block font-semibold text-brand-700 hover:underline">
        Return to Home
      </a>
    </main>
  );
}
