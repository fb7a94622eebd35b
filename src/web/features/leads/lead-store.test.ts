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

describe('the lead store', () => {
  it('keeps the page last fetched, and one current lead refreshed in it', async () => {
    const { rememberQuote, rememberQuotes, forgetQuote, useLeadStore } = await freshStore();
    rememberQuotes([lead(1), lead(2)]);
    rememberQuote(lead(2, 'converted'));
    expect(useLeadStore.getState().current?.status).toBe('converted');
    expect(useLeadStore.getState().quotes.find((row) => row.id === '2')?.status).toBe('converted');

    rememberQuote(lead(9));
    expect(useLeadStore.getState().quotes.map((row) => row.id)).toEqual(['1', '2']);

    forgetQuote('1');
    expect(useLeadStore.getState().current?.id).toBe('9');
    forgetQuote('9');
    expect(useLeadStore.getState().current).toBeNull();
    expect(useLeadStore.getState().quotes.map((row) => row.id)).toEqual(['2']);
  });

  it('keeps the list in sessionStorage under "quotes"', async () => {
    const { rememberQuotes } = await freshStore();
    rememberQuotes([lead(7)]);
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

describe('when the session ends', () => {
  it('forgets the leads, in memory and in sessionStorage', async () => {
    vi.resetModules();
    const { useSessionStore } = await import('@/lib/session-store');
    const { rememberQuotes, useLeadStore } = await import('./lead-store');
    useSessionStore.getState().setSession('token-1', { id: 1, email: 'a@test.ie', name: 'A' });
    rememberQuotes([lead(1)]);
    expect(sessionStorage.getItem('quotes')).toContain('"1"');

    useSessionStore.getState().clearSession({ signedOut: true });
    expect(useLeadStore.getState().quotes).toEqual([]);
    expect(sessionStorage.getItem('quotes')).toBeNull();
  });
});
