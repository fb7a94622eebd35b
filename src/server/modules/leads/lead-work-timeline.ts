import type { TimelineEntry } from '../../../shared/lead-timeline.js';
import { CALL_OUTCOMES, type CallOutcome, type FieldChange } from '../../../shared/lead-work.js';

type WorkEntry = Extract<TimelineEntry, { kind: 'updated' | 'note' | 'call' | 'next_action_set' }>;

function parseDetail(detail: string): Record<string, unknown> {
  if (!detail) return {};
  try {
    const value: unknown = JSON.parse(detail);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const time = (value: unknown) => (typeof value === 'string' && value ? value : null);

function changesIn(value: unknown): FieldChange[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((item): item is Record<string, unknown> => Boolean(item) && typeof item === 'object')
    .map((item) => ({ field: text(item.field), from: text(item.from), to: text(item.to) }));
}

/**
 * The timeline entry of a staff edit, note, call or next action, from its lead_events row;
 * what it says is in `detail` (JSON written by lead-work-service.ts and updateLeadByStaff).
 */
export function workEntry(type: string, at: string, by: string | null, detail: string): WorkEntry {
  const data = parseDetail(detail);
  switch (type) {
    case 'note':
      return { kind: 'note', at, by, text: text(data.text) };
    case 'call': {
      const outcome = CALL_OUTCOMES.includes(data.outcome as CallOutcome)
        ? (data.outcome as CallOutcome)
        : 'reached';
      return {
        kind: 'call',
        at,
        by,
        outcome,
        note: text(data.note),
        call_back_at: time(data.call_back_at),
      };
    }
    case 'next_action_set':
      return {
        kind: 'next_action_set',
        at,
        by,
        due_at: time(data.due_at),
        label: text(data.label),
      };
    default:
      return { kind: 'updated', at, by, changes: changesIn(data.changes) };
  }
}
