import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toLeadRow } from './lead-row';

const lead = (id: number, status = 'new') =>
  toLeadRow({
    id,
    first_name: `F${id}`,
    last_name: 'L',
    status: status as 'new',
    created_at: '2026-01-01T00:00:00Z',
  });

beforeEach(() => sessionStorage.clear());

async function freshStore() {
  vi.resetModules();
  return import('./lead-store');
}

describe('lead store actions', () => {
  beforeEach(() => sessionStorage.clear());

  it('replaces the list, clearing loading and error', async () => {
    const { useLeadStore } = await freshStore();
    const store = useLeadStore.getState();
    store.setLoading();
    store.setError('Failed to fetch quotes');
    expect(useLeadStore.getState()).toMatchObject({
      loading: false,
      error: 'Failed to fetch quotes',
    });
    store.setLoading();
    store.setQuotes([lead(1), lead(2)], 40);
    expect(useLeadStore.getState()).toMatchObject({ loading: false, error: null, total: 40 });
    expect(useLeadStore.getState().quotes.map((row) => row.id)).toEqual(['1', '2']);
  });

  it('adds, updates (refreshing the current lead) and deletes (clearing it)', async () => {
    const { useLeadStore } = await freshStore();
    const store = useLeadStore.getState();
    store.setQuotes([lead(1), lead(2)]);
    store.addQuote(lead(3));
    expect(useLeadStore.getState().quotes.map((row) => row.id)).toEqual(['3', '1', '2']);

    store.setCurrent(lead(2));
    store.updateQuote(lead(2, 'converted'));
    expect(useLeadStore.getState().current?.status).toBe('converted');
    expect(useLeadStore.getState().quotes.find((row) => row.id === '2')?.status).toBe('converted');

    store.updateQuote(lead(1, 'lost'));
    expect(useLeadStore.getState().current?.id).toBe('2');

    store.deleteQuote('1');
    expect(useLeadStore.getState().current?.id).toBe('2');
    store.deleteQuote('2');
    expect(useLeadStore.getState().current).toBeNull();
    expect(useLeadStore.getState().quotes.map((row) => row.id)).toEqual(['3']);
  });

  it('keeps the list in sessionStorage under "quotes"', async () => {
    const { useLeadStore } = await freshStore();
    useLeadStore.getState().setQuotes([lead(7)]);
    expect(JSON.parse(sessionStorage.getItem('quotes')!)[0].id).toBe('7');
  });
});

describe('restoring stored quotes', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('restores a stored list', async () => {
    sessionStorage.setItem('quotes', JSON.stringify([lead(4)]));
    const { useLeadStore } = await freshStore();
    expect(useLeadStore.getState().quotes.map((row) => row.id)).toEqual(['4']);
  });

  it('discards anything that is not a list, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    sessionStorage.setItem('quotes', JSON.stringify({ id: 4 }));
    const { useLeadStore } = await freshStore();
    expect(useLeadStore.getState().quotes).toEqual([]);
    expect(sessionStorage.getItem('quotes')).toBeNull();
    expect(warn).toHaveBeenCalledWith('Discarding stored quotes: not a list');
  });

  it('ignores stored text that is not JSON', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    sessionStorage.setItem('quotes', '[oops');
    const { useLeadStore } = await freshStore();
    expect(useLeadStore.getState().quotes).toEqual([]);
  });
});

describe('fetchQuotes', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the page and the X-Total-Count header', async () => {
    const { fetchQuotes, useLeadStore } = await freshStore();
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify([{ id: 9, first_name: 'A', created_at: '2026-01-01T00:00:00Z' }]),
          {
            status: 200,
            headers: { 'X-Total-Count': '31' },
          },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    await fetchQuotes({ search: 'ann', status: undefined, limit: 25, offset: 25 });
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe(
      '/api/quote?search=ann&limit=25&offset=25',
    );
    expect(useLeadStore.getState()).toMatchObject({ total: 31, loading: false, error: null });
    expect(useLeadStore.getState().quotes[0]?.status).toBe('contacted');
  });

  it("shows the server's message, or the store's wording", async () => {
    const { fetchQuotes, useLeadStore } = await freshStore();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    );
    await fetchQuotes({ limit: 25, offset: 0 });
    expect(useLeadStore.getState().error).toBe('Failed to fetch quotes');
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ message: 'Search is too long' }), { status: 422 }),
      ),
    );
    await fetchQuotes({ limit: 25, offset: 0 });
    expect(useLeadStore.getState()).toMatchObject({ error: 'Search is too long', loading: false });
  });

  it('drops an answer overtaken by a newer request', async () => {
    const { fetchQuotes, useLeadStore } = await freshStore();
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockImplementationOnce(async () => {
          await slow;
          return new Response(JSON.stringify([{ id: 1 }]), { headers: { 'X-Total-Count': '1' } });
        })
        .mockImplementationOnce(
          async () =>
            new Response(JSON.stringify([{ id: 2 }]), { headers: { 'X-Total-Count': '1' } }),
        ),
    );
    const first = fetchQuotes({ limit: 25, offset: 0 });
    await fetchQuotes({ search: 'b', limit: 25, offset: 0 });
    release();
    await first;
    expect(useLeadStore.getState().quotes.map((row) => row.id)).toEqual(['2']);
  });
});

describe('fetchQuote', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fails a non-numeric id without calling the server', async () => {
    const { fetchQuote, useLeadStore } = await freshStore();
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchQuote('abc')).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(useLeadStore.getState()).toMatchObject({
      current: null,
      error: 'Lead not found',
      loading: false,
    });
  });
});

describe('when the session ends', () => {
  it('forgets the leads, in memory and in sessionStorage', async () => {
    vi.resetModules();
    const { useSessionStore } = await import('@/lib/session-store');
    const { useLeadStore } = await import('./lead-store');
    useSessionStore.getState().setSession('token-1', { id: 1, email: 'a@test.ie', name: 'A' });
    useLeadStore.getState().setQuotes([lead(1)]);
    expect(sessionStorage.getItem('quotes')).toContain('"1"');

    useSessionStore.getState().clearSession({ signedOut: true });
    expect(useLeadStore.getState().quotes).toEqual([]);
    expect(sessionStorage.getItem('quotes')).toBeNull();
  });
});
