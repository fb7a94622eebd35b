/**
 * A readable difference between two versions of a page's content: field by
 * field, with list items added and removed. Both sides are compared whole (made whole with
 * the defaults by the caller), so it says what a visitor would see change.
 */
export interface ContentChange {
  type: 'changed' | 'added' | 'removed';
  /** Where, as a dotted path with list positions: `hero.title`, `features.items[2]`. */
  path: string;
  /** The same for people: "Hero › Title", "Features › Items › item 3". */
  label: string;
  /** The old value as text (changed, removed). */
  before?: string;
  /** The new value as text (changed, added). */
  after?: string;
}

type Part = string | number;

const ACRONYMS: Record<string, string> = { cta: 'CTA', url: 'URL', seo: 'Search & sharing' };
const SUMMARY_MAX = 300;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `titleLine1` -> "Title line 1", `cta` -> "CTA". */
export function humanizeKey(key: string): string {
  if (ACRONYMS[key]) return ACRONYMS[key];
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .toLowerCase()
    .split(' ')
    .map((word) => ACRONYMS[word] ?? word);
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function pathText(parts: Part[]): string {
  return parts
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : index === 0 ? part : `.${part}`,
    )
    .join('');
}

function labelText(parts: Part[]): string {
  return parts
    .map((part) => (typeof part === 'number' ? `item ${part + 1}` : humanizeKey(part)))
    .join(' › ');
}

/** A value as one line of text: a list item shows its texts joined. */
export function displayValue(value: unknown): string {
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (typeof value === 'string') text = value;
  else if (typeof value === 'number' || typeof value === 'boolean') text = String(value);
  else if (Array.isArray(value)) text = value.map(displayValue).join(', ');
  else
    text = Object.values(value as Record<string, unknown>)
      .map(displayValue)
      .filter((part) => part !== '')
      .join(' · ');
  return text.length > SUMMARY_MAX ? `${text.slice(0, SUMMARY_MAX - 1)}…` : text;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The longest common subsequence of two lists, as pairs of matching indexes. */
function matchingItems(before: unknown[], after: unknown[]): Array<[number, number]> {
  const a = before.map((item) => JSON.stringify(item));
  const b = after.map((item) => JSON.stringify(item));
  const lengths = Array.from({ length: a.length + 1 }, () =>
    new Array<number>(b.length + 1).fill(0),
  );
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      lengths[i]![j] =
        a[i] === b[j]
          ? lengths[i + 1]![j + 1]! + 1
          : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
    }
  }
  const pairs: Array<[number, number]> = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      pairs.push([i, j]);
      i += 1;
      j += 1;
    } else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) i += 1;
    else j += 1;
  }
  return pairs;
}

function diffLists(before: unknown[], after: unknown[], at: Part[], out: ContentChange[]) {
  const pairs = [
    ...matchingItems(before, after),
    [before.length, after.length] as [number, number],
  ];
  let i = 0;
  let j = 0;
  for (const [nextI, nextJ] of pairs) {
    // Between two matches, items in the same place count as edited, the rest as removed or added.
    const removed = before.slice(i, nextI);
    const added = after.slice(j, nextJ);
    const paired = Math.min(removed.length, added.length);
    for (let k = 0; k < paired; k += 1) diffValues(removed[k], added[k], [...at, j + k], out);
    for (let k = paired; k < removed.length; k += 1) {
      const parts = [...at, i + k];
      out.push({
        type: 'removed',
        path: pathText(parts),
        label: labelText(parts),
        before: displayValue(removed[k]),
      });
    }
    for (let k = paired; k < added.length; k += 1) {
      const parts = [...at, j + k];
      out.push({
        type: 'added',
        path: pathText(parts),
        label: labelText(parts),
        after: displayValue(added[k]),
      });
    }
    i = nextI + 1;
    j = nextJ + 1;
  }
}

function diffValues(before: unknown, after: unknown, at: Part[], out: ContentChange[]) {
  if (same(before, after)) return;
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(after), ...Object.keys(before)])];
    for (const key of keys) diffValues(before[key], after[key], [...at, key], out);
    return;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    diffLists(before, after, at, out);
    return;
  }
  out.push({
    type: 'changed',
    path: pathText(at),
    label: labelText(at),
    before: displayValue(before),
    after: displayValue(after),
  });
}

/** Every change from `before` to `after`, in the order of the page's fields. */
export function diffContent(before: unknown, after: unknown): ContentChange[] {
  const out: ContentChange[] = [];
  diffValues(before, after, [], out);
  return out;
}
