import type { Selectable } from 'kysely';
import { nowIso, type Db } from '../../db/connection.js';
import type { ContentVersionsTable } from '../../db/schema.js';

export type ContentVersionRow = Selectable<ContentVersionsTable>;

/** Versions kept per page: well over the 50 the issue asks for; older ones are dropped. */
export const VERSIONS_KEPT = 100;

/** Who did it: the signed-in admin, or null for the app itself. */
export interface PageActor {
  id: number | null;
  name: string;
}

/**
 * Take the page's row for this transaction before reading it (an UPDATE locks the row on
 * PostgreSQL and the database on SQLite), so two publishes never number the same version.
 */
export async function lockPage(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable('content_pages')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function latestVersion(
  db: Db,
  pageId: number,
): Promise<ContentVersionRow | undefined> {
  return db
    .selectFrom('content_versions')
    .selectAll()
    .where('page_id', '=', pageId)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Record a publish as the page's next version and drop those beyond VERSIONS_KEPT. */
export async function insertVersion(
  db: Db,
  pageId: number,
  content: string,
  actor: PageActor | null,
  note = '',
): Promise<number> {
  const version = ((await latestVersion(db, pageId))?.version ?? 0) + 1;
  await db
    .insertInto('content_versions')
    .values({
      page_id: pageId,
      version,
      content,
      published_by: actor?.id ?? null,
      published_by_name: actor?.name ?? '',
      published_at: nowIso(),
      note,
    })
    .execute();
  await db
    .deleteFrom('content_versions')
    .where('page_id', '=', pageId)
    .where('version', '<=', version - VERSIONS_KEPT)
    .execute();
  return version;
}

/** Every kept version of a page, to narrow down. */
const versionsOf = (db: Db, pageId: number) =>
  db.selectFrom('content_versions').selectAll().where('page_id', '=', pageId);

/** The page's versions, newest first. */
export async function listVersions(db: Db, pageId: number): Promise<ContentVersionRow[]> {
  return versionsOf(db, pageId).orderBy('version', 'desc').limit(VERSIONS_KEPT).execute();
}

export async function findVersion(
  db: Db,
  pageId: number,
  version: number,
): Promise<ContentVersionRow | undefined> {
  return versionsOf(db, pageId).where('version', '=', version).executeTakeFirst();
}

/** The kept version before `version`, if any. */
export async function previousVersion(
  db: Db,
  pageId: number,
  version: number,
): Promise<ContentVersionRow | undefined> {
  return versionsOf(db, pageId)
    .where('version', '<', version)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The newest version number and time of each page. */
export async function latestVersions(
  db: Db,
  pageIds: number[],
): Promise<Map<number, { version: number; published_at: string }>> {
  if (pageIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('content_versions')
    .select((eb) => [
      'page_id',
      eb.fn.max('version').as('version'),
      eb.fn.max('published_at').as('published_at'),
    ])
    .where('page_id', 'in', pageIds)
    .groupBy('page_id')
    .execute();
  return new Map(
    rows.map((row) => [
      Number(row.page_id),
      { version: Number(row.version), published_at: String(row.published_at) },
    ]),
  );
}

/** Set or clear the page's working draft. */
export async function writeDraft(
  db: Db,
  id: number,
  draft: { text: string; savedBy: string } | null,
): Promise<void> {
  await db
    .updateTable('content_pages')
    .set({
      draft_content: draft?.text ?? null,
      draft_saved_at: draft ? nowIso() : null,
      draft_saved_by_name: draft?.savedBy ?? '',
    })
    .where('id', '=', id)
    .execute();
}

/** Make `text` the live content of a published page, with no draft left. */
export async function makeLive(db: Db, id: number, text: string): Promise<void> {
  await db
    .updateTable('content_pages')
    .set({
      content: text,
      is_published: 1,
      draft_content: null,
      draft_saved_at: null,
      draft_saved_by_name: '',
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .execute();
}

/** Take a published page off the site: false when it was not published. */
export async function takeOffline(db: Db, kind: string, id: number): Promise<boolean> {
  const result = await db
    .updateTable('content_pages')
    .set({ is_published: 0, updated_at: nowIso() })
    .where('kind', '=', kind)
    .where('id', '=', id)
    .where('is_published', '=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The kind of the page with this id, if it exists. */
export async function findPageKind(db: Db, id: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('content_pages')
    .select('kind')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.kind;
}
