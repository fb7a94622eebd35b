import { describe, expect, it } from 'vitest';
import type { RenderedPage } from '../../shared/ssr-contract.js';
import { RenderCache } from './render-cache.js';

const page = (html: string): RenderedPage => ({
  status: 200,
  html,
  meta: { title: 't', description: 'd', noindex: false },
});

describe('RenderCache', () => {
  it('reuses a render only for the same URL and data, and forgets the oldest', async () => {
    const cache = new RenderCache(2);
    let renders = 0;
    const render = (html: string) => async () => {
      renders += 1;
      return page(html);
    };
    expect((await cache.get('/', '{"a":1}', render('one'))).html).toBe('one');
    expect((await cache.get('/', '{"a":1}', render('again'))).html).toBe('one');
    // New content published: new data, so a new render.
    expect((await cache.get('/', '{"a":2}', render('two'))).html).toBe('two');
    expect((await cache.get('/about', '{"a":1}', render('three'))).html).toBe('three');
    expect(renders).toBe(3);
    // Two entries kept: the first one went.
    expect((await cache.get('/', '{"a":1}', render('four'))).html).toBe('four');
    expect(renders).toBe(4);
  });
});
