import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The page width and side padding every public section shares. */
export function Container({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn('mx-auto max-w-6xl px-4 sm:px-6 lg:px-8', className)}>{children}</div>;
}

/** A full-width band with the site's vertical rhythm. */
export function Section({
  className,
  children,
  labelledBy,
  id,
}: {
  className?: string;
  children: ReactNode;
  labelledBy?: string;
  id?: string;
}) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={cn('py-16 sm:py-20', className)}>
      <Container>{children}</Container>
    </section>
  );
}

/** The h2 look every public section shares, centred or beside its content. */
export function SectionTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
      {children}
    </h2>
  );
}

/** A section's h2 with an optional lead paragraph, centred above its content. */
export function SectionHeading({
  id,
  title,
  subtitle,
  className,
}: {
  id: string;
  title: string;
  subtitle?: string;
  className?: string;
}) {
  return (
    <div className={cn('mx-auto max-w-2xl text-center', className)}>
      <SectionTitle id={id}>{title}</SectionTitle>
      {subtitle ? <p className="mt-4 text-lg leading-relaxed text-slate-600">{subtitle}</p> : null}
    </div>
  );
}

/** The top of an inner page: its one h1 and a lead line, on a soft brand wash. */
export function PageHero({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      <div
        aria-hidden
        className="pointer-events-none absolute -top-48 right-[-8%] size-[22rem] rounded-full bg-brand-100/70 blur-3xl"
      />
      <Container className="relative py-16 text-center sm:py-24">
        <h1 className="mx-auto max-w-3xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
          {title}
        </h1>
        {subtitle ? (
          <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-slate-600 sm:text-xl">
            {subtitle}
          </p>
        ) : null}
        {children}
      </Container>
    </section>
  );
}
