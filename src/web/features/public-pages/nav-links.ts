import { resolvePublicPath } from '@shared/url-variants';

export interface NavLink {
  label: string;
  to: string;
}

export const QUOTE_FORM_ID = 'quote-form';

/**
 * Where the quote form is: on a home page variant, the form of that same page, so a lead
 * keeps the campaign path it came from (its url_type); everywhere else the home page's.
 */
export function quoteFormHref(pathname: string): string {
  const page = resolvePublicPath(pathname);
  const home = page?.kind === 'index' && page.slug !== '' ? `/${page.slug}` : '/';
  return `${home}#${QUOTE_FORM_ID}`;
}

/** The header navigation of SPEC 2: How it works, About, Contact. */
export function headerLinks(pathname: string): NavLink[] {
  return [
    { label: 'How it works', to: '/how-it-works' },
    { label: 'About', to: '/about' },
    { label: 'Contact', to: quoteFormHref(pathname) },
  ];
}
