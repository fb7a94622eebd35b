import { formatDateTime, formatRelative } from '@/lib/format-date';

/** "3 h ago", with the exact date and time on hover and for assistive technology. */
export function RelativeTime({
  iso,
  className,
}: {
  iso: string | null | undefined;
  className?: string;
}) {
  if (!iso) return <span className="text-slate-500">—</span>;
  const exact = formatDateTime(iso);
  return (
    <time dateTime={iso} title={exact} className={className}>
      {formatRelative(iso)}
    </time>
  );
}
