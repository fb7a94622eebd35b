import type { HowItWorksContent } from '@shared/default-content';
import { Icon } from '@/components/ui/icon';
import { accentClasses } from '@/lib/accent-colors';
import { cn } from '@/lib/cn';
import { QUOTE_FORM_ID } from '../nav-links';
import { CtaBand } from './cta-band';
import { CtaLink } from './cta-link';
import { PageHero, Section, SectionHeading } from './page-section';

/** The how-it-works page (SPEC 2 and 3): numbered steps, coloured benefits, CTA. */
export function HowItWorksPage({ content }: { content: HowItWorksContent }) {
  const { steps, benefits, cta } = content;
  return (
    <>
      <PageHero title={content.hero.title} subtitle={content.hero.subtitle} />

      <Section labelledBy="steps-title" className="pt-4 sm:pt-6">
        <SectionHeading id="steps-title" title={steps.title} />
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {steps.items.map((item, index) => (
            <li
              key={index}
              className="relative rounded-2xl border border-slate-200 bg-white p-6 pt-8 shadow-sm"
            >
              <span
                aria-hidden
                className="absolute -top-5 left-6 flex size-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white shadow-md ring-4 ring-white"
              >
                {item.step}
              </span>
              <span className="sr-only">Step {item.step}: </span>
              <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon name={item.icon} className="size-6" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">{item.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{item.description}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section labelledBy="benefits-title" className="bg-slate-50">
        <SectionHeading id="benefits-title" title={benefits.title} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {benefits.items.map((item, index) => (
            <li key={index} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <span
                className={cn(
                  'flex size-12 items-center justify-center rounded-xl',
                  accentClasses(item.color).soft,
                )}
              >
                <Icon name={item.icon} className="size-6" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">{item.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{item.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand
        title={cta.title}
        subtitle={cta.subtitle}
        action={<CtaLink to={`/#${QUOTE_FORM_ID}`} label={cta.buttonText} />}
      />
    </>
  );
}
