import { AUDIT_ACTION_LABELS, type AuditEntry } from '@shared/audit';
import { LEAD_QUEUE_FILTER_LABELS } from '@shared/lead-schema';
import { LEAD_STATUS_LABELS } from '@shared/lead-status';

const statusLabel = (value: unknown) =>
  typeof value === 'string'
    ? (LEAD_STATUS_LABELS[value as keyof typeof LEAD_STATUS_LABELS] ?? value)
    : '—';

const count = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-IE')} ${n === 1 ? one : many}`;

/** "next_action_at" → "Next action at". */
const words = (key: string) => {
  const text = key.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

function plain(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.map(plain).join(', ');
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, inner]) => `${words(key).toLowerCase()} ${plain(inner)}`)
      .join(', ');
  }
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}

/** An export's filter in words: 'status Quoted, search "Murphy"'. */
function filterWords(filter: Record<string, unknown>): string {
  return Object.entries(filter)
    .map(([key, value]) => {
      if (key === 'status') return `status ${statusLabel(value)}`;
      if (key === 'search') return `search "${String(value)}"`;
      if (key === 'filter') {
        const label = LEAD_QUEUE_FILTER_LABELS[value as keyof typeof LEAD_QUEUE_FILTER_LABELS];
        return label ?? `${words(key).toLowerCase()} ${plain(value)}`;
      }
      return `${words(key).toLowerCase()} ${plain(value)}`;
    })
    .join(', ');
}

function exportWords(detail: Record<string, unknown>): string {
  const file = detail.format === 'xlsx' ? 'Excel' : 'CSV';
  const rows = typeof detail.rows === 'number' ? detail.rows : 0;
  let what: string;
  if (typeof detail.selected === 'number')
    what = `${count(rows, 'row')} of ${count(detail.selected, 'selected lead')}`;
  else {
    const filter = (detail.filter ?? {}) as Record<string, unknown>;
    what =
      Object.keys(filter).length > 0
        ? `${count(rows, 'row')}, filtered by ${filterWords(filter)}`
        : `${count(rows, 'row')}, every lead`;
  }
  return `${file}: ${what}${detail.stopped ? ' (stopped before the end)' : ''}`;
}

/** What an audit entry did, in plain words for the audit page. */
export function auditDetailText(entry: AuditEntry): string {
  const { detail } = entry;
  switch (entry.action) {
    case 'status_changed':
      return `${statusLabel(detail.from)} → ${statusLabel(detail.to)}`;
    case 'lead_deleted':
      return `${plain(detail.name)}, moved to the bin`;
    case 'lead_restored':
      return `${plain(detail.name)}, back from the bin`;
    case 'lead_purged':
      return `${plain(detail.name)}, 30 days in the bin`;
    case 'leads_exported':
      return exportWords(detail);
    case 'consent_confirmed':
      return "Homeowner's consent recorded by staff";
    default: {
      const parts = Object.entries(detail).map(([key, value]) => `${words(key)}: ${plain(value)}`);
      return parts.length > 0 ? parts.join('; ') : AUDIT_ACTION_LABELS[entry.action];
    }
  }
}

/** The lead an entry names: "#12", "3 leads", or nothing. */
export function auditLeadText(entry: AuditEntry): string {
  if (entry.lead_id !== null) return `#${entry.lead_id}`;
  return entry.lead_count > 0 ? count(entry.lead_count, 'lead') : '—';
}
