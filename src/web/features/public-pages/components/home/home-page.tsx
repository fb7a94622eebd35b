import type { ReactNode } from 'react';
import { Info } from 'lucide-react';
import type { HomeContent } from '@shared/default-content';
import { CtaBand } from '../cta-band';
import { HomeFeatures } from './home-features';
import { HomeHero } from './home-hero';
import { HomeIntro } from './home-intro';
import { HomePriceGuide } from './home-price-guide';
import { ScrollToFormButton } from './scroll-to-form-button';

/** The home page; the quote form is passed in, so features stay apart. */
export function HomePage({ content, quoteForm }: { content: HomeContent; quoteForm: ReactNode }) {
  return (
    <>
      {content.bannerText ? (
        <p className="flex items-center justify-center gap-2 bg-brand-800 px-4 py-2.5 text-center text-sm font-medium text-white">
          <Info aria-hidden className="hidden size-4 shrink-0 text-brand-200 sm:block" />
          {content.bannerText}
        </p>
      ) : null}
      <HomeHero content={content} />
      <HomeIntro content={content} quoteForm={quoteForm} />
      <HomePriceGuide content={content} />
      <HomeFeatures content={content} />
      <CtaBand
        title={content.cta.title}
        subtitle={content.cta.subtitle}
        disclaimer={content.cta.disclaimer}
        action={
          <ScrollToFormButton label={content.cta.buttonText} className="h-13 px-8 text-base" />
        }
      />
    </>
  );
}
