import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { resolvePublicPath } from '@shared/url-variants';
import { SITE } from '@shared/site';
import { AboutPage } from '@/features/public-pages/components/about-page';
import { HomePage } from '@/features/public-pages/components/home/home-page';
import { HowItWorksPage } from '@/features/public-pages/components/how-it-works-page';
import { useDocumentMeta } from '@/features/public-pages/use-document-meta';
import { usePublicContent } from '@/features/public-pages/use-public-content';
import { QuoteForm } from '@/features/quote-form/quote-form';
import { NotFoundPage } from './not-found-page';

/** Holds the page out of sight (space kept) for the moment its first content read takes. */
function Loaded({ ready, children }: { ready: boolean; children: ReactNode }) {
  return (
    <div aria-busy={!ready} className={ready ? undefined : 'invisible'}>
      {children}
    </div>
  );
}

function HomeRoute({ slug }: { slug: string }) {
  const { content, ready } = usePublicContent('index', slug);
  useDocumentMeta(`${SITE.name}: free window replacement quotes`, content.hero.subtitle);
  return (
    <Loaded ready={ready}>
      <HomePage content={content} quoteForm={<QuoteForm content={content} />} />
    </Loaded>
  );
}

function AboutRoute({ slug }: { slug: string }) {
  const { content, ready } = usePublicContent('about', slug);
  useDocumentMeta(content.hero.title, content.hero.subtitle);
  return (
    <Loaded ready={ready}>
      <AboutPage content={content} />
    </Loaded>
  );
}

function HowItWorksRoute({ slug }: { slug: string }) {
  const { content, ready } = usePublicContent('how-it-works', slug);
  useDocumentMeta(content.hero.title, content.hero.subtitle);
  return (
    <Loaded ready={ready}>
      <HowItWorksPage content={content} />
    </Loaded>
  );
}

/** Home, about or how-it-works in every URL form (SPEC 2 and 7); any other path is a 404. */
export function PublicContentPage() {
  const { pathname } = useLocation();
  const page = resolvePublicPath(pathname);
  if (page === null) return <NotFoundPage />;
  if (page.kind === 'about') return <AboutRoute slug={page.slug} />;
  if (page.kind === 'how-it-works') return <HowItWorksRoute slug={page.slug} />;
  return <HomeRoute slug={page.slug} />;
}
