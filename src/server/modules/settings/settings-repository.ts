import type { z } from 'zod';
import { nowIso, type Db } from '../../db/connection.js';

/**
 * One admin setting: its key in the settings table, the schema its JSON value must pass and
 * the value it has until an admin sets it. A stored value the schema refuses (written by an
 * older version) reads as the default, so a setting never breaks the page that reads it.
 */
export interface Setting<T> {
  key: string;
  schema: z.ZodType<T>;
  defaultValue: T;
}

export async function readSetting<T>(db: Db, setting: Setting<T>): Promise<T> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', setting.key)
    .executeTakeFirst();
  if (!row) return setting.defaultValue;
  try {
    const parsed = setting.schema.safeParse(JSON.parse(row.value));
    return parsed.success ? parsed.data : setting.defaultValue;
  } catch {
    return setting.defaultValue;
  }
}

export async function writeSetting<T>(db: Db, setting: Setting<T>, value: T): Promise<void> {
  const row = { key: setting.key, value: JSON.stringify(value), updated_at: nowIso() };
  await db
    .insertInto('settings')
    .values(row)
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({ value: row.value, updated_at: row.updated_at }),
    )
    .execute();
}
