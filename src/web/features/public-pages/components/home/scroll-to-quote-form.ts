import { QUOTE_FORM_ID } from '../../nav-links';

/** Marks a button that brings the quote form into view (handled in the browser by one listener). */
export const SCROLL_TO_FORM_ATTRIBUTE = 'data-scroll-to-quote-form';

/** Bring the quote form into view and put the cursor in its first field. */
export function scrollToQuoteForm() {
  const section = document.getElementById(QUOTE_FORM_ID);
  if (!section) return;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  section.querySelector<HTMLElement>('input, select, textarea')?.focus({ preventScroll: true });
}

/**
 * The page's buttons that lead to the quote form work through one click listener on the
 * document, so they need no hydration of their own.
 */
export function listenForScrollButtons(doc: Document): void {
  doc.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest(`[${SCROLL_TO_FORM_ATTRIBUTE}]`)) scrollToQuoteForm();
  });
}
