import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toLeadRow } from '../lead-row';
import {
  readStoredQuotes,
  removeStoredQuotes,
  updateStoredQuote,
  writeStoredQuotes,
} from './quotes-storage';

const lead = (id: number, status = 'new') =>
  toLeadRow({
    id,
    first_name: `F${id}`,
    last_name: 'L',
    status: status as 'new',
    created_at: '2026-01-01T00:00:00Z',
  });

const storedIds = () =>
  (JSON.parse(sessionStorage.getItem('quotes') ?? 'null') as { id: string }[] | null)?.map(
    (row) => row.id,
  );

beforeEach(() => sessionStorage.clear());

describe('the leads mirrored under "quotes"', () => {
  it('holds the page last fetched, in sessionStorage and never localStorage', () => {
    writeStoredQuotes([lead(1), lead(2)]);
    expect(storedIds()).toEqual(['1', '2']);
    expect(localStorage.getItem('quotes')).toBeNull();
    expect(readStoredQuotes().map((row) => row.id)).toEqual(['1', '2']);
  });

  it('refreshes the entry of a lead fetched or saved, and never adds one', () => {
    writeStoredQuotes([lead(1), lead(2)]);
    updateStoredQuote(lead(2, 'converted'));
    expect(readStoredQuotes().find((row) => row.id === '2')?.status).toBe('converted');

    updateStoredQuote(lead(9));
    expect(storedIds()).toEqual(['1', '2']);
  });

  it('drops deleted leads', () => {
    writeStoredQuotes([lead(1), lead(2), lead(3)]);
    removeStoredQuotes(['1', '3', '8']);
    expect(storedIds()).toEqual(['2']);
  });

  it('writes nothing when nothing is stored', () => {
    updateStoredQuote(lead(1));
    removeStoredQuotes(['1']);
    expect(sessionStorage.getItem('quotes')).toBeNull();
  });
});

describe('reading stored quotes', () => {
  it('discards anything that is not a list, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    sessionStorage.setItem('quotes', JSON.stringify({ id: 4 }));
    expect(readStoredQuotes()).toEqual([]);
    expect(sessionStorage.getItem('quotes')).toBeNull();
    expect(warn).toHaveBeenCalledWith('Discarding stored quotes: not a list');
  });

  it('ignores stored text that is not JSON', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    sessionStorage.setItem('quotes', '[oops');
    expect(readStoredQuotes()).toEqual([]);
  });
});
