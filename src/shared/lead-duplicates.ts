/** A new request matching a lead of this many days is a possible duplicate (decision 0831). */
export const DUPLICATE_WINDOW_DAYS = 90;

/** What the detail page's banner and the list say of a possible duplicate. */
export function duplicateText(duplicateOf: number): string {
  return `Possible duplicate of #${duplicateOf}`;
}
