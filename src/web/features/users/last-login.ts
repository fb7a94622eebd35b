import { dublinDaysBetween } from '@shared/dublin-day';
import { formatDate } from '@/lib/format-date';

/**
 * The Last Login label, counting the sign-in day itself as day 1: day 1 is Today,
 * day 2 Yesterday, days 3 to 7 "n-1 days ago", older the date; Never when there is none.
 * Days are Irish calendar days, whatever the viewer's time zone.
 */
export function lastLoginLabel(iso: string | null | undefined, now: Date = new Date()): string {
  if (!iso) return 'Never';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'Never';
  const day = dublinDaysBetween(date, now) + 1;
  if (day <= 1) return 'Today';
  if (day === 2) return 'Yesterday';
  if (day <= 7) return `${day - 1} days ago`;
  return formatDate(iso);
}
