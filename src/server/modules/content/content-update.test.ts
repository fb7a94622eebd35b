import type { InjectOptions } from 'fastify';
import { describe, expect } from 'vitest';
import type { ContentPage } from '../../../shared/content-schema.js';
import { apiTest, type Api } from '../../test/api-test.js';
import { json } from '../../test/test-app.js';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

describe('content API: update and delete', () => {
  // One app for the file; every test starts with no pages.
  let api: Api;
  apiTest.beforeEach(async ({ api: fileApi, reset }) => {
    api = fileApi;
    await reset('content_pages');
  });

  const call = (method: Method, url: string, payload?: InjectOptions['payload']) =>
    api.call(method, url, payload);
  const create = async (kind: string, payload: InjectOptions['payload']) =>
    json<ContentPage>(await call('POST', `/api/content/${kind}`, payload));
  const patch = async (kind: string, id: number, payload: InjectOptions['payload']) => {
    const response = await call('PATCH', `/api/content/${kind}/${id}`, payload);
    expect(response.statusCode, response.body).toBe(200);
    return json<ContentPage>(response);
  };

  apiTest('replaces content as sent (not merged); {} resets the page to the defaults', async () => {
    const page = await create('about', { url: '/about', content: { hero: { title: 'A' } } });
    const second = await patch('about', page.id, { content: { mission: { title: 'B' } } });
    expect(second.content).toEqual({ mission: { title: 'B' } });
    expect(second.url).toBe('/about');
    expect(second.updated_at >= page.updated_at).toBe(true);
    expect(second.created_at).toBe(page.created_at);
    const reset = await patch('about', page.id, { content: {} });
    expect(reset.content).toEqual({});
  });

  apiTest('refuses a card with a blank title on every page kind, naming the field', async () => {
    const cases = [
      ['index', { features: { items: [{ icon: 'Star', title: '  ', description: 'x' }] } }],
      ['about', { values: { items: [{ icon: 'Star', title: '', description: '' }] } }],
      [
        'how-it-works',
        { steps: { items: [{ step: '1', title: '', description: '', icon: 'Star' }] } },
      ],
      [
        'how-it-works',
        { benefits: { items: [{ icon: 'Star', title: '', description: '', color: 'blue' }] } },
      ],
    ] as const;
    for (const [i, [kind, content]] of cases.entries()) {
      const base = kind === 'index' ? '' : `/${kind}`;
      const page = await create(kind, { url: `${base}/blank-${i}` });
      expect(page.id).toBeGreaterThan(0);
      const response = await call('PATCH', `/api/content/${kind}/${page.id}`, { content });
      expect(response.statusCode).toBe(422);
      const [path, message] = Object.entries(json<{ errors: object }>(response).errors)[0]!;
      expect(path).toMatch(/^content\.(features|values|steps|benefits)\.items\.0\.title$/);
      expect(message).toBe('Title is required');
    }
  });

  apiTest('publishes and unpublishes', async () => {
    const page = await create('index', { url: '/dublin' });
    expect((await patch('index', page.id, { is_published: true })).is_published).toBe(true);
    expect((await patch('index', page.id, { is_published: false })).is_published).toBe(false);
  });

  apiTest('re-derives the sublink when the url changes without one', async () => {
    const page = await create('how-it-works', { url: '/how-it-works/old' });
    const moved = await patch('how-it-works', page.id, { url: 'cork/how-it-works/' });
    expect(moved).toMatchObject({ url: '/cork/how-it-works', sublink: 'cork' });
    const both = await patch('how-it-works', page.id, { url: '/how-it-works/x', sublink: 'kept' });
    expect(both).toMatchObject({ url: '/how-it-works/x', sublink: 'kept' });
    const keyOnly = await patch('how-it-works', page.id, { sublink: 'hiw-x' });
    expect(keyOnly).toMatchObject({ url: '/how-it-works/x', sublink: 'hiw-x' });
    // Saving a page at its own address is not a clash with itself.
    const same = await patch('how-it-works', page.id, { url: '/how-it-works/x' });
    expect(same.sublink).toBe('hiw-x');

    const wrong = await call('PATCH', `/api/content/how-it-works/${page.id}`, { url: '/dublin' });
    expect(wrong.statusCode).toBe(422);
    expect(json(wrong).errors).toEqual({
      url: 'A how it works page address must be /how-it-works, /how-it-works/{name}, /how-it-works-{name} or /{name}/how-it-works',
    });
  });

  apiTest('answers 422 when the new url or sublink belongs to another page', async () => {
    await create('index', { url: '/dublin' });
    const page = await create('index', { url: '/cork' });
    const url = await call('PATCH', `/api/content/index/${page.id}`, { url: '/dublin' });
    expect(url.statusCode).toBe(422);
    expect(json(url).errors).toMatchObject({ url: 'A page with the URL /dublin already exists' });
    const sublink = await call('PATCH', `/api/content/index/${page.id}`, { sublink: 'dublin' });
    expect(json(sublink).errors).toEqual({ sublink: 'The page /dublin already uses this sublink' });
    const unchanged = json<ContentPage>(await call('GET', `/api/content/index/${page.id}`));
    expect(unchanged).toMatchObject({ url: '/cork', sublink: 'cork' });
  });

  apiTest('rejects an empty or invalid update; unknown and non-numeric ids are 404', async () => {
    const page = await create('index', { url: '/galway' });
    const empty = await call('PATCH', `/api/content/index/${page.id}`, { ignored: true });
    expect(empty.statusCode).toBe(422);
    expect(json(empty).message).toBe('Nothing to update');
    const bad = await call('PATCH', `/api/content/index/${page.id}`, {
      is_published: 1,
      content: { cta: { buttonText: 'b'.repeat(61) } },
    });
    expect(json(bad).errors).toEqual({
      is_published: 'Published must be true or false',
      'content.cta.buttonText': 'Must be at most 60 characters',
    });
    for (const id of ['999', 'abc', '1abc']) {
      const response = await call('PATCH', `/api/content/index/${id}`, { is_published: true });
      expect(response.statusCode, id).toBe(404);
    }
    const otherKind = await call('PATCH', `/api/content/about/${page.id}`, { is_published: true });
    expect(otherKind.statusCode).toBe(404);
  });

  apiTest('deletes a page', async () => {
    const page = await create('about', { url: '/about/gone' });
    const response = await call('DELETE', `/api/content/about/${page.id}`);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ message: 'Page deleted' });
    expect((await call('GET', `/api/content/about/${page.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/content/about/${page.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/content/about/abc')).statusCode).toBe(404);
    // The address is free again.
    expect((await call('POST', '/api/content/about', { url: '/about/gone' })).statusCode).toBe(201);
  });
});
