/** The query parameter that asks a public page to show its saved draft to staff. */
export const PREVIEW_PARAM = 'preview';

/**
 * The public address at which staff see a page as saved, published or not: the page's own
 * address with `?preview`. Visitors opening it see the published page (or the defaults).
 */
export function previewHref(url: string): string {
  return `${url}?${PREVIEW_PARAM}`;
}

/** Whether the current address asks for the preview. */
export function wantsPreview(search: string): boolean {
  return new URLSearchParams(search).has(PREVIEW_PARAM);
}
