import { useEffect } from 'react';
import { SITE } from '@shared/site';

function metaTag(name: string): HTMLMetaElement {
  let tag = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.appendChild(tag);
  }
  return tag;
}

/**
 * The page title (with the brand) and meta description, restored when the page goes away.
 * `noindex` keeps pages such as the 404 out of search results, since the server answers
 * every client route with the same 200 index.html.
 */
export function useDocumentMeta(
  title: string,
  description: string = SITE.tagline,
  { noindex = false }: { noindex?: boolean } = {},
) {
  useEffect(() => {
    const descriptionTag = metaTag('description');
    const previous = { title: document.title, description: descriptionTag.content };
    document.title = title.includes(SITE.name) ? title : `${title} | ${SITE.name}`;
    descriptionTag.content = description;
    const robots = noindex ? metaTag('robots') : null;
    if (robots) robots.content = 'noindex';
    return () => {
      document.title = previous.title;
      descriptionTag.content = previous.description;
      robots?.remove();
    };
  }, [title, description, noindex]);
}
