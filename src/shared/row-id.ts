/** The largest id a table can hold (PostgreSQL `integer`); a bigger one would be a database error. */
export const MAX_ROW_ID = 2_147_483_647;
