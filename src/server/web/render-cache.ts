import type { RenderedPage } from '../../shared/ssr-contract.js';

/**
 * Rendered pages by URL and page data. The data is read from the database on every request,
 * so a published change shows at once; only identical renders are reused (rendering is
 * most of a public page's server time). The year is in the key for the footer's copyright.
 */
export class RenderCache {
  private readonly pages = new Map<string, RenderedPage>();

  constructor(private readonly maxEntries = 200) {}

  async get(url: string, dataJson: string, render: () => Promise<RenderedPage>) {
    const key = `${new Date().getUTCFullYear()}\n${url}\n${dataJson}`;
    const cached = this.pages.get(key);
    if (cached) {
      // Most recently used last, so the oldest is the one dropped.
      this.pages.delete(key);
      this.pages.set(key, cached);
      return cached;
    }
    const page = await render();
    this.pages.set(key, page);
    if (this.pages.size > this.maxEntries) {
      this.pages.delete(this.pages.keys().next().value as string);
    }
    return page;
  }
}
