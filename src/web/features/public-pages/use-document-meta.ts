import { createContext, useContext, useEffect } from 'react';
import { SITE } from '@shared/site';
import type { PageMeta } from '@shared/ssr-contract';

/** On the server, the head of the page being rendered is collected here. */
export const MetaCollectorContext = createContext<{ meta?: PageMeta } | null>(null);

/** A page's title with the brand, as tabs and search results show it. */
export function documentTitle(title: string): string {
  return title.includes(SITE.name) ? title : `${title} | ${SITE.name}`;
}

function metaTag(attribute: 'name' | 'property', key: string): HTMLMetaElement {
  let tag = document.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.appendChild(tag);
  }
  return tag;
}

/**
 * The page title (with the brand) and meta description, restored when the page goes away.
 * `noindex` keeps pages such as the 404 and /thank-you out of search results. The server
 * writes the same head into the first HTML; this keeps it right as the visitor moves on.
 */
export function useDocumentMeta(
  title: string,
  description: string = SITE.tagline,
  { noindex = false }: { noindex?: boolean } = {},
) {
  const collector = useContext(MetaCollectorContext);
  // Rendering on the server: hand the head to the page template (effects never run there).
  if (collector) collector.meta = { title: documentTitle(title), description, noindex };

  useEffect(() => {
    const tags = {
      description: metaTag('name', 'description'),
      ogTitle: metaTag('property', 'og:title'),
      ogDescription: metaTag('property', 'og:description'),
    };
    const previous = {
      title: document.title,
      description: tags.description.content,
      ogTitle: tags.ogTitle.content,
      ogDescription: tags.ogDescription.content,
    };
    document.title = documentTitle(title);
    tags.description.content = description;
    tags.ogTitle.content = document.title;
    tags.ogDescription.content = description;
    const robots = noindex ? metaTag('name', 'robots') : null;
    const robotsBefore = robots?.content;
    if (robots) robots.content = 'noindex';
    return () => {
      document.title = previous.title;
      tags.description.content = previous.description;
      tags.ogTitle.content = previous.ogTitle;
      tags.ogDescription.content = previous.ogDescription;
      if (robots && robotsBefore) robots.content = robotsBefore;
      else robots?.remove();
    };
  }, [title, description, noindex]);
}
