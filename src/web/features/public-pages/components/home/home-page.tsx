import type { ReactNode } from 'react';
import { Info } from 'lucide-react';
import type { HomeContent } from '@shared/default-content';
import { Button } from '@/components/ui/button';
import { CtaArrow, CtaBand } from '../cta-band';
import { HomeFeatures } from './home-features';
import { HomeHero } from './home-hero';
import { HomeIntro } from './home-intro';
import { scrollToQuoteForm } from './scroll-to-quote-form';

/** The home page (SPEC 2 and 3); the quote form is passed in, so features stay apart. */
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
      <HomeFeatures content={content} />
      <CtaBand
        title={content.cta.title}
        subtitle={content.cta.subtitle}
        disclaimer={content.cta.disclaimer}
        action={
          <Button
            variant="accent"
            size="lg"
            onClick={scrollToQuoteForm}
            className="h-13 px-8 text-base"
          >
            {content.cta.buttonText}
            <CtaArrow />
          </Button>
        }
      />
    </>
  );
}
