import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ABOUT_CONTENT, DEFAULT_HOME_CONTENT } from '@shared/default-content';
import { routes } from '@/router';

type FetchMock = ReturnType<typeof vi.fn<typeof fetch>>;
let fetchMock: FetchMock;

const CACHE_KEY = 'home_content_v1';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function home(titleLine1: string) {
  return { ...DEFAULT_HOME_CONTENT, hero: { ...DEFAULT_HOME_CONTENT.hero, titleLine1 } };
}

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

// The campaign look-up (GET /api/campaign/...) is checked in the campaign tests.
const requestedPaths = () =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => !url.startsWith('/api/campaign/'));
const heading = () => screen.getByRole('heading', { level: 1 });

// Whole routes render here; allow for a machine busy with other builds.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  localStorage.clear();
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('scrollTo', () => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('public content loading', () => {
  it('shows the defaults, then the published content, and caches home content per slug', async () => {
    fetchMock.mockResolvedValue(json(200, home('Published title')));
    renderAt('/');
    expect(heading()).toHaveTextContent(DEFAULT_HOME_CONTENT.hero.titleLine1);
    await waitFor(() => expect(heading()).toHaveTextContent('Published title'));
    expect(requestedPaths()).toEqual(['/api/index/default']);
    const cache = JSON.parse(localStorage.getItem(CACHE_KEY)!);
    expect(cache.default.hero.titleLine1).toBe('Published title');
  });

  it('holds a page with nothing known out of sight until its first read, at most briefly', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    renderAt('/wait-d');
    const busy = () => heading().closest('[aria-busy]');
    expect(busy()).toHaveAttribute('aria-busy', 'true');
    expect(busy()).toHaveClass('invisible');
    await act(async () => answer(json(200, home('Campaign headline'))));
    expect(heading()).toHaveTextContent('Campaign headline');
    expect(busy()).toHaveAttribute('aria-busy', 'false');

    cleanup();
    fetchMock.mockReturnValueOnce(new Promise(() => {}));
    renderAt('/about/slow-e');
    expect(busy()).toHaveAttribute('aria-busy', 'true');
    // No answer yet: the defaults show after a short wait rather than a blank page.
    await waitFor(() => expect(busy()).toHaveAttribute('aria-busy', 'false'), { timeout: 3000 });
    expect(heading()).toHaveTextContent(DEFAULT_ABOUT_CONTENT.hero.title);
  });

  it('shows the cached content of a variant at once while it refreshes', async () => {
    localStorage.setItem(CACHE_KEY, JSON.stringify({ 'cache-a': home('Cached Dublin title') }));
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderAt('/cache-a');
    expect(heading()).toHaveTextContent('Cached Dublin title');
    expect(heading().closest('[aria-busy]')).toHaveAttribute('aria-busy', 'false');
    expect(requestedPaths()).toEqual(['/api/index/cache-a']);
    await act(async () => answer(json(200, home('Fresh Dublin title'))));
    expect(heading()).toHaveTextContent('Fresh Dublin title');
  });

  it('falls back to the defaults and forgets the cache when nothing is published', async () => {
    localStorage.setItem(
      CACHE_KEY,
      JSON.stringify({ 'gone-b': home('Unpublished title'), other: home('Other') }),
    );
    fetchMock.mockResolvedValue(json(404, { message: 'No published content' }));
    renderAt('/gone-b');
    await waitFor(() => expect(heading()).toHaveTextContent(DEFAULT_HOME_CONTENT.hero.titleLine1));
    expect(Object.keys(JSON.parse(localStorage.getItem(CACHE_KEY)!))).toEqual(['other']);
  });

  it('keeps what it shows when the server cannot be reached or answers nonsense', async () => {
    localStorage.setItem(CACHE_KEY, JSON.stringify({ 'offline-c': home('Cached offline') }));
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderAt('/offline-c');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(heading()).toHaveTextContent('Cached offline');

    cleanup();
    fetchMock.mockResolvedValue(json(200, ['not', 'content']));
    renderAt('/about-broken');
    await waitFor(() => expect(requestedPaths()).toHaveLength(2));
    expect(heading()).toHaveTextContent(DEFAULT_ABOUT_CONTENT.hero.title);
  });

  it.each([
    ['/about', '/api/about/default'],
    ['/about/x1', '/api/about/x1'],
    ['/about-x2', '/api/about/x2'],
    ['/cork/about', '/api/about/cork'],
    ['/how-it-works', '/api/how-it-works/default'],
    ['/how-it-works/x3', '/api/how-it-works/hiw-x3'],
    ['/how-it-works-x4', '/api/how-it-works/x4'],
    ['/cork/how-it-works', '/api/how-it-works/cork'],
  ])('%s reads %s', async (path, apiPath) => {
    fetchMock.mockResolvedValue(json(404, { message: 'No published content' }));
    renderAt(path);
    await waitFor(() => expect(requestedPaths()).toEqual([apiPath]));
  });

  it('reloads on each path change and never shows the previous page’s copy', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/v1')
        ? json(200, { hero: { title: 'Variant about', subtitle: 'Variant' } })
        : json(404, { message: 'No published content' }),
    );
    const router = renderAt('/about/v1');
    await waitFor(() => expect(heading()).toHaveTextContent('Variant about'));
    await act(() => router.navigate('/about/v2'));
    expect(heading()).toHaveTextContent(DEFAULT_ABOUT_CONTENT.hero.title);
    await waitFor(() => expect(requestedPaths()).toEqual(['/api/about/v1', '/api/about/v2']));
  });
});

describe('not found', () => {
  it.each(['/no/such/page/here', '/bad%20slug', '/about/a+b', '/dublin/contact'])(
    '%s shows the 404 page without loading content',
    async (path) => {
      renderAt(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
      expect(fetchMock).not.toHaveBeenCalled();
      expect(document.title).toBe('Page not found | WindowQuotes Ireland');
    },
  );
});
