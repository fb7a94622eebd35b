import { describe, expect, it } from 'vitest';
import { conversionRate, deriveLeadStatus } from '@shared/lead-status';
import { fullName, toLeadRow } from './lead-row';

const NOW = new Date('2026-06-30T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

describe('toLeadRow', () => {
  it('maps an API lead to the list shape', () => {
    const row = toLeadRow(
      {
        id: 12,
        first_name: 'Mary',
        last_name: 'Murphy',
        email: 'mary@example.ie',
        mobile_number: '087 123 4567',
        additional_info: 'Six windows',
        url_type: '/dublin',
        status: 'quoted',
        created_at: daysAgo(1),
        updated_at: daysAgo(0),
      },
      NOW,
    );
    expect(row).toMatchObject({
      id: '12',
      mobile: '087 123 4567',
      additionalInfo: 'Six windows',
      url_type: '/dublin',
      status: 'quoted',
      submittedAt: daysAgo(1),
      property_type: '',
    });
    expect(fullName(row)).toBe('Mary Murphy');
  });

  it('maps where the job is and the consent record', () => {
    const row = toLeadRow({
      id: 7,
      county: 'Galway',
      eircode: 'H91 F2X3',
      consent: true,
      consent_at: '2026-06-29T10:00:00.000Z',
      consent_version: '2026-11-22',
      consent_page: '/dublin',
      marketing_opt_in: true,
    });
    expect(row).toMatchObject({
      county: 'Galway',
      eircode: 'H91 F2X3',
      consent: true,
      consentAt: '2026-06-29T10:00:00.000Z',
      consentVersion: '2026-11-22',
      consentPage: '/dublin',
      marketingOptIn: true,
    });
  });

  it('reads a lead stored before consent was asked as no consent and no opt-in', () => {
    expect(toLeadRow({ id: 8 }, NOW)).toMatchObject({
      county: '',
      eircode: '',
      consent: false,
      consentAt: null,
      consentVersion: '',
      consentPage: '',
      marketingOptIn: false,
    });
  });

  it('derives a missing or unknown status from the age', () => {
    expect(toLeadRow({ id: 1, created_at: daysAgo(29) }, NOW).status).toBe('new');
    expect(toLeadRow({ id: 1, created_at: daysAgo(31) }, NOW).status).toBe('contacted');
    expect(
      toLeadRow({ id: 1, status: 'pending' as never, created_at: daysAgo(90) }, NOW).status,
    ).toBe('contacted');
    expect(toLeadRow({ id: 1 }, NOW).status).toBe('new');
  });
});

describe('deriveLeadStatus', () => {
  it('keeps a valid status and falls back to new without a usable date', () => {
    expect(deriveLeadStatus('lost', daysAgo(400), NOW)).toBe('lost');
    expect(deriveLeadStatus(undefined, 'not a date', NOW)).toBe('new');
    expect(deriveLeadStatus(null, null, NOW)).toBe('new');
    expect(deriveLeadStatus('', daysAgo(30), NOW)).toBe('new');
  });
});

describe('conversionRate', () => {
  it('is the rounded percentage, 0 with no leads', () => {
    expect(conversionRate(1, 3)).toBe(33);
    expect(conversionRate(2, 3)).toBe(67);
    expect(conversionRate(5, 5)).toBe(100);
    expect(conversionRate(0, 0)).toBe(0);
  });
});
