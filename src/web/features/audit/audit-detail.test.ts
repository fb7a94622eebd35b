import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@shared/audit';
import { auditDetailText, auditLeadText } from './audit-detail';

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2026-11-26T08:00:00.000Z',
  user_id: 1,
  user_name: 'Aoife',
  action: 'status_changed',
  lead_id: 12,
  lead_count: 1,
  detail: {},
  ...overrides,
});

describe('audit entries in plain words', () => {
  it('names a status change from and to', () => {
    expect(auditDetailText(entry({ detail: { from: 'new', to: 'quoted' } }))).toBe('New → Quoted');
  });

  it('names what an export held', () => {
    const exported = (detail: Record<string, unknown>) =>
      auditDetailText(entry({ action: 'leads_exported', lead_id: null, detail }));
    expect(
      exported({ format: 'csv', filter: { status: 'quoted', search: 'Murphy' }, rows: 12 }),
    ).toBe('CSV: 12 rows, filtered by status Quoted, search "Murphy"');
    expect(exported({ format: 'xlsx', selected: 3, rows: 3 })).toBe(
      'Excel: 3 rows of 3 selected leads',
    );
    expect(exported({ format: 'csv', filter: {}, rows: 1204, stopped: true })).toBe(
      'CSV: 1,204 rows, every lead (stopped before the end)',
    );
    expect(exported({ format: 'csv', filter: { filter: 'needs_county' }, rows: 1 })).toBe(
      'CSV: 1 row, filtered by Needs county',
    );
  });

  it('names the lead of a deletion, and writes any other detail as words', () => {
    expect(
      auditDetailText(entry({ action: 'lead_deleted', detail: { name: 'Mary Murphy' } })),
    ).toBe('Mary Murphy, moved to the bin');
    expect(
      auditDetailText(
        entry({
          action: 'lead_edited',
          detail: { fields: ['mobile_number'], next_action_at: null },
        }),
      ),
    ).toBe('Fields: mobile_number; Next action at: —');
    expect(auditDetailText(entry({ action: 'note_added' }))).toBe('Note added');
  });

  it('names one lead by id and many by count', () => {
    expect(auditLeadText(entry({}))).toBe('#12');
    expect(auditLeadText(entry({ lead_id: null, lead_count: 3 }))).toBe('3 leads');
    expect(auditLeadText(entry({ lead_id: null, lead_count: 0 }))).toBe('—');
  });
});
