/** The selection kept to the ids still in the list after a reload. */
export function pruneSelection(
  selected: ReadonlySet<string>,
  rows: readonly { id: string }[],
): Set<string> {
  const present = new Set(rows.map((row) => row.id));
  const kept = new Set([...selected].filter((id) => present.has(id)));
  return kept.size === selected.size ? (selected as Set<string>) : kept;
}

export function toggleId(selected: ReadonlySet<string>, id: string, on: boolean): Set<string> {
  const next = new Set(selected);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}

/** Select or clear every row of the page, keeping the rest of the selection. */
export function togglePage(
  selected: ReadonlySet<string>,
  rows: readonly { id: string }[],
  on: boolean,
): Set<string> {
  const next = new Set(selected);
  for (const row of rows) {
    if (on) next.add(row.id);
    else next.delete(row.id);
  }
  return next;
}

export function pageSelectionState(
  selected: ReadonlySet<string>,
  rows: readonly { id: string }[],
): 'all' | 'some' | 'none' {
  const count = rows.filter((row) => selected.has(row.id)).length;
  if (count === 0) return 'none';
  return count === rows.length ? 'all' : 'some';
}
