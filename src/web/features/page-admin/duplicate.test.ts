import { describe, expect, it } from 'vitest';
import type { ContentPage, PageKind } from '@shared/content-schema';
import { DEFAULT_CONTENT } from '@shared/default-content';
import { resolvePublicPath } from '@shared/url-variants';
import { ApiError } from '@/lib/api-client';
import type { ContentPageBody } from '@/lib/content-api';
import { duplicatePage, randomSuffix, type CreatePage } from './duplicate';

function page(body: ContentPageBody): ContentPage {
  return {
    id: 9,
    url: body.url ?? '',
    sublink: body.sublink ?? '',
    content: body.content as Record<string, unknown>,
    is_published: body.is_published ?? false,
    created_at: '2026-11-22T10:00:00.000Z',
    updated_at: '2026-11-22T10:00:00.000Z',
    has_draft: false,
    draft_saved_at: null,
    draft_saved_by: '',
    version: null,
    published_at: null,
    schedule: { publish: null, unpublish: null },
  };
}

/** A create function that fails with the given errors, in order, and then succeeds. */
function creator(failures: unknown[]) {
  const calls: ContentPageBody[] = [];
  const create: CreatePage = async (_kind, body) => {
    calls.push(body);
    const failure = failures.shift();
    if (failure) throw failure;
    return page(body);
  };
  return { create, calls };
}

const taken = () => new ApiError(422, 'URL is already used', { url: 'URL is already used' });
let counter = 0;
const sequence = () => `r${(counter += 1)}`;

describe('duplicatePage', () => {
  it.each<[PageKind, string, string]>([
    ['index', '/homepage-r', 'homepage-r'],
    ['about', '/about-r', 'about-r'],
    ['how-it-works', '/how-it-works/hiw-r', 'hiw-r'],
  ])('creates a %s draft with the default content at a random url', async (kind, url, sublink) => {
    const { create, calls } = creator([]);
    const created = await duplicatePage(kind, create, () => 'r');
    expect(calls).toEqual([{ url, sublink, content: DEFAULT_CONTENT[kind], is_published: false }]);
    expect(created.is_published).toBe(false);
    // The random url really shows that page kind at that sublink.
    expect(resolvePublicPath(url)).toEqual({ kind, slug: sublink });
  });

  it('tries again with a new random part after a 422, up to three tries', async () => {
    const { create, calls } = creator([taken(), taken()]);
    const created = await duplicatePage('index', create, sequence);
    expect(calls).toHaveLength(3);
    expect(new Set(calls.map((call) => call.url)).size).toBe(3);
    expect(created.url).toBe(calls[2]?.url);
  });

  it('gives up after the third 422 and passes that error on', async () => {
    const { create, calls } = creator([taken(), taken(), taken(), taken()]);
    await expect(duplicatePage('about', create, sequence)).rejects.toMatchObject({ status: 422 });
    expect(calls).toHaveLength(3);
  });

  it('rethrows any other failure at once', async () => {
    const forbidden = new ApiError(403, 'You do not have permission to do this');
    const { create, calls } = creator([forbidden]);
    await expect(duplicatePage('how-it-works', create, sequence)).rejects.toBe(forbidden);
    expect(calls).toHaveLength(1);

    const offline = creator([new TypeError('network down')]);
    await expect(duplicatePage('index', offline.create, sequence)).rejects.toThrow('network down');
    expect(offline.calls).toHaveLength(1);
  });

  it('makes random parts that are valid slugs and differ', () => {
    const values = new Set(Array.from({ length: 50 }, randomSuffix));
    expect(values.size).toBe(50);
    for (const value of values) expect(value).toMatch(/^[a-z0-9]{6}$/);
  });
});
