import { QUOTE_FORM_ID } from '../../nav-links';

/** Bring the quote form into view and put the cursor in its first field. */
export function scrollToQuoteForm() {
  const section = document.getElementById(QUOTE_FORM_ID);
  if (!section) return;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  section.querySelector<HTMLElement>('input, select, textarea')?.focus({ preventScroll: true });
}
