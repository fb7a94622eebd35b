import { Quote, ShieldCheck, Star } from 'lucide-react';
import type { HomeContent } from '@shared/default-content';
import { IconCard } from '../icon-card';
import { Container, SectionHeading } from '../page-section';

function Stars({ rating }: { rating: number }) {
  const filled = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <p className="flex gap-0.5 text-amber-400" role="img" aria-label={`Rated ${filled} out of 5`}>
      {Array.from({ length: 5 }, (_, index) => (
        <Star
          key={index}
          aria-hidden
          className={index < filled ? 'size-5 fill-current' : 'size-5 text-slate-300'}
        />
      ))}
    </p>
  );
}

/** Features, testimonials with stars, and the trust strip (the home content's "features"). */
export function HomeFeatures({ content }: { content: HomeContent }) {
  const { features } = content;
  return (
    <section aria-labelledby="features-title" className="bg-white py-16 sm:py-24">
      <Container>
        <SectionHeading id="features-title" title={features.title} subtitle={features.subtitle} />

        {features.items.length > 0 ? (
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {features.items.map((item, index) => (
              <IconCard
                key={index}
                icon={item.icon}
                title={item.title}
                description={item.description}
                className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
              />
            ))}
          </ul>
        ) : null}

        {features.testimonials.length > 0 ? (
          <div className="mt-20">
            <h3 className="text-center text-2xl font-bold tracking-tight text-slate-900">
              What homeowners say
            </h3>
            <ul className="mt-8 grid gap-6 md:grid-cols-3">
              {features.testimonials.map((testimonial, index) => (
                <li key={index}>
                  <figure className="flex h-full flex-col rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
                    <Stars rating={testimonial.rating} />
                    <blockquote className="relative mt-4 flex-1 leading-relaxed text-slate-700">
                      <Quote
                        aria-hidden
                        className="absolute -left-1 -top-1 size-6 -scale-x-100 text-brand-100"
                      />
                      <p className="relative">{testimonial.quote}</p>
                    </blockquote>
                    <figcaption className="mt-5 border-t border-slate-200 pt-4">
                      <span className="block font-semibold text-slate-900">{testimonial.name}</span>
                      <span className="text-sm text-slate-500">{testimonial.role}</span>
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        {features.trustLogos.length > 0 ? (
          <ul
            aria-label="Why you can trust our installers"
            className="mt-16 flex flex-wrap items-center justify-center gap-3 border-t border-slate-200 pt-10"
          >
            {features.trustLogos.map((logo, index) => (
              <li
                key={index}
                className="flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-slate-700 ring-1 ring-slate-200"
              >
                <ShieldCheck aria-hidden className="size-4 text-accent-600" />
                {logo}
              </li>
            ))}
          </ul>
        ) : null}
      </Container>
    </section>
  );
}
