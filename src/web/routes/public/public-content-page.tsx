import { useContext } from 'react';
import { resolveContent } from '@shared/default-content';
import { applyLiveFigures } from '@shared/live-figures';
import { pageMeta } from '@shared/page-meta';
import type { PublicPageData } from '@shared/ssr-contract';
import { AboutPage } from '@/features/public-pages/components/about-page';
import { HomePage } from '@/features/public-pages/components/home/home-page';
import { HowItWorksPage } from '@/features/public-pages/components/how-it-works-page';
import { Island } from '@/features/public-pages/island';
import { PageDataContext } from '@/features/public-pages/page-data';
import { usePageMeta } from '@/features/public-pages/use-document-meta';
import { QuoteForm } from '@/features/quote-form/quote-form';

type ContentPage = NonNullable<PublicPageData['page']>;

function HomeRoute({ page }: { page: ContentPage }) {
  const figures = useContext(PageDataContext)?.figures;
  const resolved = resolveContent('index', page.content);
  // The island hydrates from the content as stored, so it gets the same (it shows no figure).
  const content = applyLiveFigures(resolved, figures);
  usePageMeta(pageMeta('index', page, content));
  return (
    <HomePage
      content={content}
      quoteForm={
        <Island name="quote-form">
          <QuoteForm content={resolved} />
        </Island>
      }
    />
  );
}

function AboutRoute({ page }: { page: ContentPage }) {
  const figures = useContext(PageDataContext)?.figures;
  const content = applyLiveFigures(resolveContent('about', page.content), figures);
  usePageMeta(pageMeta('about', page, content));
  return <AboutPage content={content} />;
}

function HowItWorksRoute({ page }: { page: ContentPage }) {
  const figures = useContext(PageDataContext)?.figures;
  const content = applyLiveFigures(resolveContent('how-it-works', page.content), figures);
  usePageMeta(pageMeta('how-it-works', page, content));
  return <HowItWorksPage content={content} />;
}

/**
 * Home, about or how-it-works in every URL form, with the content the
 * server read for the path: the published page, or the built-in defaults.
 */
export function PublicContentPage({ page }: { page: ContentPage }) {
  if (page.kind === 'about') return <AboutRoute page={page} />;
  if (page.kind === 'how-it-works') return <HowItWorksRoute page={page} />;
  return <HomeRoute page={page} />;
}
