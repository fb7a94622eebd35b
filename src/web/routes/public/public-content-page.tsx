import { COUNTIES } from '@shared/counties';
import { DEFAULT_HOME_CONTENT, resolveContent, type HomeContent } from '@shared/default-content';
import { SITE } from '@shared/site';
import type { PublicPageData } from '@shared/ssr-contract';
import { AboutPage } from '@/features/public-pages/components/about-page';
import { HomePage } from '@/features/public-pages/components/home/home-page';
import { HowItWorksPage } from '@/features/public-pages/components/how-it-works-page';
import { Island } from '@/features/public-pages/island';
import { useDocumentMeta } from '@/features/public-pages/use-document-meta';
import { QuoteForm } from '@/features/quote-form/quote-form';

type ContentPage = NonNullable<PublicPageData['page']>;

const HOME_TITLE = `${SITE.name}: free window replacement quotes`;

/** The county a campaign is named after (`dublin`, `cork-spring`), if any. */
function countyOf(name: string): string | undefined {
  const first = name.toLowerCase().split(/[-_.~]/)[0];
  return COUNTIES.find((county) => county.toLowerCase() === first);
}

function heroHeading(content: HomeContent): string {
  return `${content.hero.titleLine1} ${content.hero.titleEmphasis}`.replace(/\s+/g, ' ').trim();
}

/**
 * A home variant's title (issue 29, until titles are edited per page): its own hero heading
 * when it has one, else the county its campaign is named after, else the home page's title.
 */
export function homeTitle(page: Pick<ContentPage, 'slug' | 'source'>, content: HomeContent) {
  if (page.slug === '') return HOME_TITLE;
  const heading = heroHeading(content);
  if (page.source === 'page' && heading && heading !== heroHeading(DEFAULT_HOME_CONTENT)) {
    return heading;
  }
  const county = countyOf(page.slug);
  return county ? `Free window replacement quotes in ${county}` : HOME_TITLE;
}

/** An inner page's title, with the county its campaign is named after. */
function innerTitle(page: ContentPage, title: string): string {
  const county =
    page.slug === '' ? undefined : countyOf(page.slug.replace(/^(about|hiw|how-it-works)-/, ''));
  return county ? `${title} (${county})` : title;
}

function HomeRoute({ page }: { page: ContentPage }) {
  const content = resolveContent('index', page.content);
  useDocumentMeta(homeTitle(page, content), content.hero.subtitle);
  return (
    <HomePage
      content={content}
      quoteForm={
        <Island name="quote-form">
          <QuoteForm content={content} />
        </Island>
      }
    />
  );
}

function AboutRoute({ page }: { page: ContentPage }) {
  const content = resolveContent('about', page.content);
  useDocumentMeta(innerTitle(page, content.hero.title), content.hero.subtitle);
  return <AboutPage content={content} />;
}

function HowItWorksRoute({ page }: { page: ContentPage }) {
  const content = resolveContent('how-it-works', page.content);
  useDocumentMeta(innerTitle(page, content.hero.title), content.hero.subtitle);
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
