import { CheckCircle2 } from 'lucide-react';
import type { AboutContent } from '@shared/default-content';
import { CtaLinkBand } from './cta-link-band';
import { IconCard } from './icon-card';
import { PageHero, Section, SectionHeading, SectionTitle } from './page-section';

/** The about page: mission with stats, values, story, commitment, CTA. */
export function AboutPage({ content }: { content: AboutContent }) {
  const { mission, values, story, commitment, cta } = content;
  return (
    <>
      <PageHero title={content.hero.title} subtitle={content.hero.subtitle} />

      <Section labelledBy="mission-title" className="pt-4 sm:pt-6">
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <div>
            <SectionTitle id="mission-title">{mission.title}</SectionTitle>
            <p className="mt-5 text-lg leading-relaxed text-slate-600">{mission.description}</p>
          </div>
          {mission.stats.length > 0 ? (
            <dl className="grid grid-cols-2 gap-4">
              {mission.stats.map((stat, index) => (
                <div
                  key={index}
                  className="flex flex-col-reverse rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100"
                >
                  <dt className="mt-1 text-sm font-medium text-slate-600">{stat.label}</dt>
                  <dd className="text-3xl font-extrabold tracking-tight text-brand-800 sm:text-4xl">
                    {stat.number}
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
      </Section>

      <Section labelledBy="values-title" className="bg-slate-50">
        <SectionHeading id="values-title" title={values.title} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {values.items.map((item, index) => (
            <IconCard
              key={index}
              icon={item.icon}
              title={item.title}
              description={item.description}
            />
          ))}
        </ul>
      </Section>

      <Section labelledBy="story-title">
        <div className="grid gap-10 lg:grid-cols-2 lg:gap-16">
          <div>
            <SectionTitle id="story-title">{story.title}</SectionTitle>
            <div className="mt-5 space-y-4 text-lg leading-relaxed text-slate-600">
              {story.paragraphs.map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          </div>
          {commitment.items.length > 0 ? (
            <div className="rounded-2xl bg-slate-900 p-8 text-white shadow-xl">
              <h2 className="text-2xl font-bold tracking-tight">{commitment.title}</h2>
              <ul className="mt-6 space-y-4">
                {commitment.items.map((item, index) => (
                  <li key={index} className="flex items-start gap-3 text-slate-200">
                    <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-accent-500" />
                    {item}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      </Section>

      <CtaLinkBand cta={cta} />
    </>
  );
}
