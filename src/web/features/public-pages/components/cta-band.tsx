import type { ReactNode } from 'react';
import { ArrowRight } from 'lucide-react';
import { Container } from './page-section';

/** The closing call to action: a brand band whose action is passed in (a link or a button). */
export function CtaBand({
  title,
  subtitle,
  action,
  disclaimer,
}: {
  title: string;
  subtitle: string;
  action: ReactNode;
  disclaimer?: string;
}) {
  return (
    <section aria-labelledby="cta-title" className="bg-white py-12 sm:py-16">
      <Container>
        <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-14 text-center shadow-xl sm:px-12">
          <div
            aria-hidden
            className="pointer-events-none absolute -left-20 -top-20 size-72 rounded-full bg-white/10 blur-2xl"
          />
          <h2
            id="cta-title"
            className="relative text-3xl font-bold tracking-tight text-white sm:text-4xl"
          >
            {title}
          </h2>
          <p className="relative mx-auto mt-4 max-w-xl text-lg text-brand-100">{subtitle}</p>
          <div className="relative mt-8 flex justify-center">{action}</div>
          {disclaimer ? (
            <p className="relative mx-auto mt-6 max-w-xl text-sm text-brand-200">{disclaimer}</p>
          ) : null}
        </div>
      </Container>
    </section>
  );
}

/** The arrow that ends every call-to-action label. */
export function CtaArrow() {
  return <ArrowRight aria-hidden className="size-5" />;
}
