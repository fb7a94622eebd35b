import { describe, expect, it } from 'vitest';
import {
  readLeadListParams,
  showingText,
  toApiFilters,
  withLeadListParams,
} from './lead-list-params';

describe('lead list params', () => {
  it('reads the URL, ignoring values it does not know', () => {
    expect(
      readLeadListParams(new URLSearchParams('status=contacted&filter=followup&page=3&search=ann')),
    ).toEqual({
      search: 'ann',
      status: 'contacted',
      filter: 'followup',
      page: 3,
      // The follow-up queue keeps its own order (oldest first) unless the URL names one.
      sort: null,
      owner: '',
      lostReason: '',
      utmSource: '',
      utmCampaign: '',
    });
    expect(readLeadListParams(new URLSearchParams('status=pending&filter=x&page=-2'))).toEqual({
      search: '',
      status: 'all',
      filter: undefined,
      page: 1,
      sort: '-created_at',
      owner: '',
      lostReason: '',
      utmSource: '',
      utmCampaign: '',
    });
    // The Source card's links filter by UTM source and campaign, and the API is asked the same.
    const bySource = readLeadListParams(
      new URLSearchParams('utm_source=facebook&utm_campaign=spring'),
    );
    expect(bySource).toMatchObject({ utmSource: 'facebook', utmCampaign: 'spring' });
    expect(toApiFilters(bySource)).toMatchObject({
      utm_source: 'facebook',
      utm_campaign: 'spring',
    });
    expect(
      withLeadListParams(new URLSearchParams('utm_source=facebook&page=2'), {
        utmSource: '',
      }).toString(),
    ).toBe('');
    expect(readLeadListParams(new URLSearchParams('filter=needs_county')).filter).toBe(
      'needs_county',
    );
    expect(readLeadListParams(new URLSearchParams('filter=today')).filter).toBe('today');
    expect(readLeadListParams(new URLSearchParams('filter=overdue'))).toMatchObject({
      filter: 'overdue',
      sort: null,
    });
    expect(
      readLeadListParams(new URLSearchParams('filter=due_today&sort=-created_at')),
    ).toMatchObject({ filter: 'due_today', sort: '-created_at' });
    // A manager's list opens on their own and unassigned leads; the URL can say anyone.
    expect(readLeadListParams(new URLSearchParams(''), 'me_or_none').owner).toBe('me_or_none');
    expect(readLeadListParams(new URLSearchParams('owner=all'), 'me_or_none').owner).toBe('all');
    expect(readLeadListParams(new URLSearchParams('lost_reason=Price')).lostReason).toBe('Price');
    expect(readLeadListParams(new URLSearchParams('sort=created_at')).sort).toBe('created_at');
    expect(readLeadListParams(new URLSearchParams('sort=name')).sort).toBe('-created_at');
  });

  it('starts again at page 1 when a filter changes', () => {
    const current = new URLSearchParams('status=new&page=4');
    expect(withLeadListParams(current, { search: ' mary ' }).toString()).toBe(
      'status=new&search=mary',
    );
    expect(withLeadListParams(current, { status: 'all' }).toString()).toBe('');
    expect(withLeadListParams(current, { page: 5 }).toString()).toBe('status=new&page=5');
    expect(withLeadListParams(current, { sort: 'created_at' }).toString()).toBe(
      'status=new&sort=created_at',
    );
    expect(
      withLeadListParams(new URLSearchParams('sort=created_at'), {
        sort: '-created_at',
      }).toString(),
    ).toBe('');
    expect(withLeadListParams(current, { filter: 'needs_county' }).toString()).toBe(
      'status=new&filter=needs_county',
    );
    expect(
      withLeadListParams(new URLSearchParams('filter=needs_county'), {
        filter: undefined,
      }).toString(),
    ).toBe('');
    // A queue with its own order keeps an explicit newest first in the URL.
    expect(
      withLeadListParams(new URLSearchParams('filter=followup'), {
        sort: '-created_at',
      }).toString(),
    ).toBe('filter=followup&sort=-created_at');
    expect(withLeadListParams(current, { filter: 'overdue' }).toString()).toBe(
      'status=new&filter=overdue',
    );
  });

  it('gives the API only the filters that are set', () => {
    expect(
      toApiFilters({
        search: ' ',
        status: 'all',
        page: 1,
        sort: '-created_at',
      }),
    ).toEqual({
      search: undefined,
      status: undefined,
      filter: undefined,
    });
    expect(
      toApiFilters({
        search: 'x',
        status: 'lost',
        filter: 'followup',
        page: 2,
        sort: '-created_at',
      }),
    ).toEqual({
      search: 'x',
      status: 'lost',
      filter: 'followup',
    });
    expect(
      toApiFilters({
        search: '',
        status: 'all',
        filter: 'needs_county',
        page: 1,
        sort: '-created_at',
      }),
    ).toMatchObject({ filter: 'needs_county' });
  });

  it('says which rows are showing', () => {
    expect(showingText(0, 25, 60)).toBe('Showing 1-25 of 60');
    expect(showingText(50, 10, 60)).toBe('Showing 51-60 of 60');
    expect(showingText(0, 0, 0)).toBe('Showing 0 of 0');
    expect(showingText(0, 25, 2000, true)).toBe('Showing 1-25 of 2,000+');
  });
});
