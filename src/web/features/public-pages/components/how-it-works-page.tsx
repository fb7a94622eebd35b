import type { HowItWorksContent } from '@shared/default-content';
import { accentClasses } from '@/lib/accent-colors';
import { CtaLinkBand } from './cta-link-band';
import { IconCard } from './icon-card';
import { PageHero, Section, SectionHeading } from './page-section';

/** The how-it-works page: numbered steps, coloured benefits, CTA. */
export function HowItWorksPage({ content }: { content: HowItWorksContent }) {
  const { steps, benefits, cta } = content;
  return (
    <>
      <PageHero title={content.hero.title} subtitle={content.hero.subtitle} />

      <Section labelledBy="steps-title" className="pt-4 sm:pt-6">
        <SectionHeading id="steps-title" title={steps.title} />
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {steps.items.map((item, index) => (
            <IconCard
              key={index}
              icon={item.icon}
              title={item.title}
              description={item.description}
              className="relative rounded-2xl border border-slate-200 bg-white p-6 pt-8 shadow-sm"
            >
              <span
                aria-hidden
                className="absolute -top-5 left-6 flex size-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white shadow-md ring-4 ring-white"
              >
                {item.step}
              </span>
              <span className="sr-only">Step {item.step}: </span>
            </IconCard>
          ))}
        </ol>
      </Section>

      <Section labelledBy="benefits-title" className="bg-slate-50">
        <SectionHeading id="benefits-title" title={benefits.title} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {benefits.items.map((item, index) => (
            <IconCard
              key={index}
              icon={item.icon}
              title={item.title}
              description={item.description}
              tileClassName={accentClasses(item.color).soft}
            />
          ))}
        </ul>
      </Section>

      <CtaLinkBand cta={cta} />
    </>
  );
}
