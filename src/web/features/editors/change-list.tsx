import type { ContentChange } from '@shared/content-diff';

const TYPE_LABELS = { changed: 'Changed', added: 'Added', removed: 'Removed' } as const;
const TYPE_TONES = {
  changed: 'border-blue-200 bg-blue-50/60',
  added: 'border-emerald-200 bg-emerald-50/60',
  removed: 'border-red-200 bg-red-50/60',
} as const;

/** A readable list of changes: each field with its old and new text, items added and removed. */
export function ChangeList({ changes, empty }: { changes: ContentChange[]; empty: string }) {
  if (changes.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <ul className="space-y-2" aria-label="Changes">
      {changes.map((change) => (
        <li
          key={`${change.type} ${change.path}`}
          className={`rounded-md border p-3 text-sm ${TYPE_TONES[change.type]}`}
        >
          <p className="font-medium text-slate-900">
            <span className="text-slate-600">{TYPE_LABELS[change.type]}:</span> {change.label}
          </p>
          {change.before !== undefined ? (
            <p className="mt-1 [overflow-wrap:anywhere]">
              <span className="text-xs font-semibold uppercase text-red-700">Before </span>
              <del className="text-slate-700">{change.before || '(empty)'}</del>
            </p>
          ) : null}
          {change.after !== undefined ? (
            <p className="mt-1 [overflow-wrap:anywhere]">
              <span className="text-xs font-semibold uppercase text-emerald-800">After </span>
              <ins className="text-slate-900 no-underline">{change.after || '(empty)'}</ins>
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
