import type { ReactNode } from 'react';
import { BadgeCheck } from 'lucide-react';
import type { HomeContent } from '@shared/default-content';
import { QUOTE_FORM_ID } from '../../nav-links';
import { Container, SectionTitle } from '../page-section';

/** Why compare quotes, beside the quote form itself (the #quote-form anchor). */
export function HomeIntro({ content, quoteForm }: { content: HomeContent; quoteForm: ReactNode }) {
  const { indexIntro } = content;
  return (
    <section aria-labelledby="intro-title" className="bg-slate-50 py-16 sm:py-20">
      <Container className="grid gap-10 lg:grid-cols-[1fr_1.25fr] lg:gap-14">
        <div className="lg:pt-8">
          <SectionTitle id="intro-title">{indexIntro.heading}</SectionTitle>
          <p className="mt-5 text-lg leading-relaxed text-slate-600">{indexIntro.paragraph}</p>
          {indexIntro.highlights.length > 0 ? (
            <ul className="mt-8 space-y-4">
              {indexIntro.highlights.map((highlight, index) => (
                <li
                  key={index}
                  className="flex items-center gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
                >
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent-500/10 text-accent-700">
                    <BadgeCheck aria-hidden className="size-5" />
                  </span>
                  <span className="font-semibold text-slate-800">{highlight}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div id={QUOTE_FORM_ID} className="scroll-mt-24">
          {quoteForm}
        </div>
      </Container>
    </section>
  );
}
