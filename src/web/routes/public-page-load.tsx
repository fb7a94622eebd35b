import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * A move from the back office to a public page (e.g. the home page after a role check):
 * public pages are rendered by the server, so the browser loads the address as a new page.
 * The development server has no server rendering and says so instead.
 */
export function PublicPageLoad() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    if (!import.meta.env.DEV) window.location.replace(`${pathname}${search}${hash}`);
  }, [pathname, search, hash]);
  if (!import.meta.env.DEV) return <div className="min-h-screen bg-white" aria-busy="true" />;
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-slate-700">
      <h1 className="text-2xl font-bold text-slate-900">Public page</h1>
      <p className="mt-3">
        Public pages are rendered by the server. Run <code>npm run build</code> and{' '}
        <code>npm start</code> to see {pathname}.
      </p>
    </main>
  );
}
