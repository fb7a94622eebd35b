import type { PageMeta } from '../../shared/ssr-contract.js';

/** Text for an HTML attribute or element: stored text is never markup. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * JSON for a `<script type="application/json">` block: `<`, `>` and `&` are escaped as
 * JSON escapes, so no stored text can close the script element (`</script>`) or open a
 * comment, and JSON.parse reads the same value back.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface HeadInput extends PageMeta {
  /** Absolute canonical URL; none on noindex pages. */
  canonicalUrl?: string;
}

/** A social image as absolute address: a site path is put under the site's public address. */
export function absoluteImageUrl(image: string | undefined, baseUrl: string): string | undefined {
  if (!image) return undefined;
  return image.startsWith('/') ? `${baseUrl.replace(/\/+$/, '')}${image}` : image;
}

/**
 * Title, description, robots, canonical, Open Graph and Twitter card tags of one page; every
 * value escaped. `image` must already be absolute (absoluteImageUrl).
 */
export function headTags(
  { title, description, noindex, canonicalUrl, image }: HeadInput,
  siteName: string,
) {
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
  ];
  if (noindex) tags.push('<meta name="robots" content="noindex" />');
  if (canonicalUrl) tags.push(`<link rel="canonical" href="${escapeHtml(canonicalUrl)}" />`);
  tags.push(
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
    `<meta property="og:locale" content="en_IE" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
  );
  if (canonicalUrl) tags.push(`<meta property="og:url" content="${escapeHtml(canonicalUrl)}" />`);
  if (image) tags.push(`<meta property="og:image" content="${escapeHtml(image)}" />`);
  tags.push(`<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`);
  return tags.join('\n    ');
}

/** The built index.html cut where the head and the rendered page go. */
export interface HtmlTemplate {
  render(head: string, rootHtml: string, dataJson?: string): string;
}

const TITLE = /<title>[\s\S]*?<\/title>/;
/**
 * Vite preloads every chunk at high priority; on a server-rendered page that competes with
 * the stylesheet the first paint waits for, so there the browser loads them as the entry
 * asks. The client-only back office keeps them: it shows nothing until they have run.
 */
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*>/g;
const DESCRIPTION = /\s*<meta\s+name="description"[\s\S]*?\/?>/;
const ROOT = '<div id="root"></div>';

export function parseTemplate(
  indexHtml: string,
  { modulePreload }: { modulePreload: boolean },
): HtmlTemplate {
  if (!TITLE.test(indexHtml) || !indexHtml.includes(ROOT)) {
    throw new Error('index.html lacks the <title> or <div id="root"></div> the server fills in');
  }
  const [before, after] = indexHtml
    .replace(DESCRIPTION, '')
    .replace(MODULE_PRELOAD, (link) => (modulePreload ? link : ''))
    .split(ROOT) as [string, string];
  const [headStart, headEnd] = before.split(TITLE) as [string, string];
  return {
    render(head, rootHtml, dataJson) {
      const data =
        dataJson === undefined
          ? ''
          : `<script type="application/json" id="page-data">${dataJson}</script>`;
      return `${headStart}${head}${headEnd}<div id="root">${rootHtml}</div>${data}${after}`;
    },
  };
}
