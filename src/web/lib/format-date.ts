const DATE_FORMAT = new Intl.DateTimeFormat('en-IE', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** A stored ISO time as an Irish-style date ("22 Nov 2026"); '—' when missing or unreadable. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : DATE_FORMAT.format(date);
}

/** Dates as staff in Ireland read them: "22 Nov 2026, 13:09". */
const dateTime = new Intl.DateTimeFormat('en-IE', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : dateTime.format(date);
}

/** The same in Irish time wherever the browser is: the audit log's times. */
const dublinDateTime = new Intl.DateTimeFormat('en-IE', {
  timeZone: 'Europe/Dublin',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export function formatDublinDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : dublinDateTime.format(date);
}

/** "just now", "5 min ago", "3 h ago", "2 days ago", then the date. */
export function formatRelative(iso: string | null | undefined, now: Date = new Date()): string {
  if (!iso) return '—';
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '—';
  const minutes = Math.floor((now.getTime() - time) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  if (days < 7) return days === 1 ? 'yesterday' : `${days} days ago`;
  return formatDateTime(iso);
}

/** A duration in minutes as "45 min", "2 h 30 min" or "3 days". */
export function formatMinutes(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes)) return '—';
  const rounded = Math.round(minutes);
  if (rounded < 60) return `${rounded} min`;
  if (rounded < 24 * 60) {
    const hours = Math.floor(rounded / 60);
    const rest = rounded % 60;
    return rest ? `${hours} h ${rest} min` : `${hours} h`;
  }
  const days = Math.round(rounded / (24 * 60));
  return days === 1 ? '1 day' : `${days} days`;
}
