/** The largest id a table can hold (PostgreSQL `integer`); a bigger one would be a database error. */
export const MAX_ROW_ID = 2_147_483_647;

/** Only numeric ids reach the API; non-numeric ids are skipped. */
export function isNumericId(id: string): boolean {
  return /^\d+$/.test(id);
}
