import type { Db } from '../../db/connection.js';

/** A server-held key made by its migration (app_secrets), such as partner_lead_links. */
export async function findAppSecret(db: Db, name: string): Promise<string> {
  const row = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}
