import { formatDate } from '@/lib/format-date';

const DAY_MS = 86_400_000;

/** Whole calendar days from `from` to `to` in the viewer's time zone (DST-safe). */
function calendarDaysBetween(from: Date, to: Date): number {
  const start = Date.UTC(from.getFullYear(), from.getMonth(), from.getDate());
  const end = Date.UTC(to.getFullYear(), to.getMonth(), to.getDate());
  return Math.round((end - start) / DAY_MS);
}

/**
 * The Last Login label, counting the sign-in day itself as day 1: day 1 is Today,
 * day 2 Yesterday, days 3 to 7 "n-1 days ago", older the date; Never when there is none.
 */
export function lastLoginLabel(iso: string | null | undefined, now: Date = new Date()): string {
  if (!iso) return 'Never';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'Never';
  const day = calendarDaysBetween(date, now) + 1;
  if (day <= 1) return 'Today';
  if (day === 2) return 'Yesterday';
  if (day <= 7) return `${day - 1} days ago`;
  return formatDate(iso);
}
