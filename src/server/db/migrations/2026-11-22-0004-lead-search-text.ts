import type { Db, Dialect } from '../connection.js';

/** The search text as this migration first wrote it; frozen here so the migration never changes. */
function leadSearchText(lead: {
  first_name: string;
  last_name: string;
  email: string;
  mobile_number: string;
  url_type: string;
  county: string;
  eircode: string;
}): string {
  return [
    `${lead.first_name} ${lead.last_name}`,
    lead.email,
    lead.mobile_number,
    lead.mobile_number.replace(/\D/g, ''),
    lead.url_type,
    lead.county,
    lead.eircode,
  ]
    .join('\n')
    .toLowerCase();
}

/** One lower-cased text per lead that search matches with a single LIKE instead of six. */
export async function up(db: Db, _dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('leads')
    .addColumn('search_text', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  let lastId = 0;
  for (;;) {
    const rows = await db
      .selectFrom('leads')
      .select([
        'id',
        'first_name',
        'last_name',
        'email',
        'mobile_number',
        'url_type',
        'county',
        'eircode',
      ])
      .where('id', '>', lastId)
      .orderBy('id')
      .limit(1000)
      .execute();
    if (rows.length === 0) break;
    for (const row of rows) {
      await db
        .updateTable('leads')
        .set({ search_text: leadSearchText(row) })
        .where('id', '=', row.id)
        .execute();
    }
    lastId = Number(rows.at(-1)!.id);
  }
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('leads').dropColumn('search_text').execute();
}
