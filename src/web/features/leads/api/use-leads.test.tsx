import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toLeadRow } from '../lead-row';
import { useLeads } from './use-leads';

const lead = (id: number) =>
  toLeadRow({ id, first_name: `F${id}`, last_name: 'L', status: 'new', created_at: '2026-01-01' });
const QUERY = { limit: 25, offset: 0 };

function renderLeads() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useLeads(QUERY), { wrapper });
}

/** A server that answers the list with one lead when `release` is called. */
function slowServer() {
  let release!: () => void;
  vi.stubGlobal(
    'fetch',
    vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          release = () =>
            resolve(Response.json([{ ...lead(9), id: 9 }], { headers: { 'X-Total-Count': '1' } }));
        }),
    ),
  );
  return () => release();
}

afterEach(() => sessionStorage.clear());

describe('the lead list at start', () => {
  it('shows the stored quotes until the server answers, then the server’s page', async () => {
    sessionStorage.setItem('quotes', JSON.stringify([lead(1), lead(2)]));
    const release = slowServer();
    const { result } = renderLeads();
    expect(result.current.isPlaceholderData).toBe(true);
    expect(result.current.data?.rows.map((row) => row.id)).toEqual(['1', '2']);

    release();
    await waitFor(() => expect(result.current.isPlaceholderData).toBe(false));
    expect(result.current.data?.rows.map((row) => row.id)).toEqual(['9']);
  });

  it('discards stored quotes that are not a list, with a warning, and shows nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    sessionStorage.setItem('quotes', JSON.stringify({ id: '1' }));
    slowServer();
    const { result } = renderLeads();
    expect(result.current.data).toBeUndefined();
    expect(result.current.isPending).toBe(true);
    expect(warn).toHaveBeenCalledWith('Discarding stored quotes: not a list');
    expect(sessionStorage.getItem('quotes')).toBeNull();
  });
});
