import { sql, type Selectable } from 'kysely';
import type { ContentPage, PageKind } from '../../../shared/content-schema.js';
import { nowIso, type Db } from '../../db/connection.js';
import type { ContentPagesTable } from '../../db/schema.js';

export type ContentPageRow = Selectable<ContentPagesTable>;

/** Stored JSON text back to an object; a damaged row reads as empty (the defaults show). */
function parseStoredContent(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** What visitors see of a published page: its live content, never the draft. */
export function publishedContent(row: ContentPageRow): Record<string, unknown> {
  return parseStoredContent(row.content);
}

/** What the admin API adds to a record: its history's head and its pending schedule. */
export type PageExtras = Pick<ContentPage, 'version' | 'published_at' | 'schedule'>;

/** A record as the admin API answers it: `content` is the draft when there is one. */
export function toContentPage(row: ContentPageRow, extras: PageExtras): ContentPage {
  return {
    id: Number(row.id),
    url: row.url,
    sublink: row.sublink,
    content: parseStoredContent(row.draft_content ?? row.content),
    is_published: Boolean(row.is_published),
    created_at: row.created_at,
    updated_at: row.updated_at,
    has_draft: row.draft_content !== null,
    draft_saved_at: row.draft_saved_at,
    draft_saved_by: row.draft_saved_by_name,
    ...extras,
  };
}

export interface PageFilters {
  sublink?: string;
  url?: string;
}

/** Base page first, then newest (docs/api.md). */
export async function listPages(
  db: Db,
  kind: PageKind,
  filters: PageFilters = {},
): Promise<ContentPageRow[]> {
  let query = db.selectFrom('content_pages').selectAll().where('kind', '=', kind);
  if (filters.sublink !== undefined) query = query.where('sublink', '=', filters.sublink);
  if (filters.url !== undefined) query = query.where('url', '=', filters.url);
  return query
    .orderBy(sql`case when sublink = '' then 0 else 1 end`)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function findPage(
  db: Db,
  kind: PageKind,
  id: number,
): Promise<ContentPageRow | undefined> {
  return db
    .selectFrom('content_pages')
    .selectAll()
    .where('kind', '=', kind)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findLatestPage(db: Db, kind: PageKind): Promise<ContentPageRow | undefined> {
  return db
    .selectFrom('content_pages')
    .selectAll()
    .where('kind', '=', kind)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The record of this kind holding a url or sublink (each is unique per kind). */
export async function findPageBy(
  db: Db,
  kind: PageKind,
  column: 'url' | 'sublink',
  value: string,
): Promise<ContentPageRow | undefined> {
  return db
    .selectFrom('content_pages')
    .selectAll()
    .where('kind', '=', kind)
    .where(column, '=', value)
    .executeTakeFirst();
}

/** A record of this kind whose sublink is one of these (e.g. a sublink family), other than `exceptId`. */
export async function findPageWithSublinkIn(
  db: Db,
  kind: PageKind,
  sublinks: string[],
  exceptId?: number,
): Promise<ContentPageRow | undefined> {
  return db
    .selectFrom('content_pages')
    .selectAll()
    .where('kind', '=', kind)
    .where('sublink', 'in', sublinks)
    .$if(exceptId !== undefined, (query) => query.where('id', '!=', exceptId!))
    .executeTakeFirst();
}

/** Published records whose sublink is one of the candidates, in candidate order. */
export async function findPublishedBySublinks(
  db: Db,
  kind: PageKind,
  sublinks: string[],
): Promise<ContentPageRow | undefined> {
  if (sublinks.length === 0) return undefined;
  const rows = await db
    .selectFrom('content_pages')
    .selectAll()
    .where('kind', '=', kind)
    .where('is_published', '=', 1)
    .where('sublink', 'in', sublinks)
    .execute();
  for (const sublink of sublinks) {
    const row = rows.find((candidate) => candidate.sublink === sublink);
    if (row) return row;
  }
  return undefined;
}

export interface PageValues {
  url: string;
  sublink: string;
  content: Record<string, unknown>;
  isPublished: boolean;
}

export async function insertPage(
  db: Db,
  kind: PageKind,
  page: PageValues,
): Promise<ContentPageRow> {
  const now = nowIso();
  return db
    .insertInto('content_pages')
    .values({
      kind,
      url: page.url,
      sublink: page.sublink,
      content: JSON.stringify(page.content),
      is_published: page.isPublished ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updatePage(
  db: Db,
  kind: PageKind,
  id: number,
  changes: Partial<PageValues>,
): Promise<ContentPageRow | undefined> {
  return db
    .updateTable('content_pages')
    .set({
      ...(changes.url === undefined ? {} : { url: changes.url }),
      ...(changes.sublink === undefined ? {} : { sublink: changes.sublink }),
      ...(changes.content === undefined ? {} : { content: JSON.stringify(changes.content) }),
      ...(changes.isPublished === undefined ? {} : { is_published: changes.isPublished ? 1 : 0 }),
      updated_at: nowIso(),
    })
    .where('kind', '=', kind)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deletePage(db: Db, kind: PageKind, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('content_pages')
    .where('kind', '=', kind)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The raw content (JSON text) of every published page of a kind. */
export async function listPublishedContent(db: Db, kind: PageKind): Promise<string[]> {
  const rows = await db
    .selectFrom('content_pages')
    .select('content')
    .where('kind', '=', kind)
    .where('is_published', '=', 1)
    .execute();
  return rows.map((row) => row.content);
}

/** Every published page's public address and last change, for the sitemap. */
export async function listPublishedUrls(
  db: Db,
): Promise<Array<{ url: string; updated_at: string }>> {
  return db
    .selectFrom('content_pages')
    .select(['url', 'updated_at'])
    .where('is_published', '=', 1)
    .orderBy('url')
    .execute();
}
