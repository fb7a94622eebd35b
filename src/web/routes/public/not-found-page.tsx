import { Home, SearchX } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useDocumentMeta } from '@/features/public-pages/use-document-meta';

/** Any unknown route. */
export function NotFoundPage() {
  useDocumentMeta('Page not found', undefined, { noindex: true });
  return (
    <section className="flex min-h-[60vh] items-center bg-gradient-to-b from-brand-50 to-white px-4 py-20">
      <div className="mx-auto max-w-lg text-center">
        <span className="mx-auto flex size-16 items-center justify-center rounded-2xl bg-white text-brand-700 shadow-sm ring-1 ring-brand-100">
          <SearchX aria-hidden className="size-8" />
        </span>
        <p className="mt-6 text-sm font-semibold uppercase tracking-wider text-brand-700">404</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          Oops! Page not found
        </h1>
        <p className="mt-4 text-lg text-slate-600">
          The page you were looking for has moved or never existed. Your free window quotes are only
          a click away.
        </p>
        <a href="/" className={cn(buttonClasses('default', 'lg'), 'mt-8')}>
          <Home aria-hidden />
          Return to Home
        </a>
      </div>
    </section>
  );
}
