import type { ContentPage, PageKind } from '../../../shared/content-schema.js';
import { DEFAULT_SLUG, sublinkFamily } from '../../../shared/url-variants.js';
import { inTransaction, isUniqueViolation, type Db } from '../../db/connection.js';
import { notFound, validationError } from '../../http-error.js';
import {
  findPage,
  findPageBy,
  findPageWithSublinkIn,
  insertPage,
  toContentPage,
  updatePage,
  type ContentPageRow,
} from './content-repository.js';
import { parseCreate, parseUpdate, sublinkFor } from './content-input.js';
import { latestVersions, type PageActor } from './page-history-repository.js';
import { publishPage, saveDraft, unpublishPage } from './page-publishing.js';
import { pendingSchedules } from './page-schedule-repository.js';

/** Records as the admin API answers them, each with its history's head and its schedule. */
export async function presentPages(db: Db, rows: ContentPageRow[]): Promise<ContentPage[]> {
  const ids = rows.map((row) => Number(row.id));
  const [versions, schedules] = await Promise.all([
    latestVersions(db, ids),
    pendingSchedules(db, ids),
  ]);
  return rows.map((row) => {
    const head = versions.get(Number(row.id));
    return toContentPage(row, {
      version: head?.version ?? null,
      published_at: head?.published_at ?? null,
      schedule: schedules.get(Number(row.id)) ?? { publish: null, unpublish: null },
    });
  });
}

export async function presentPage(db: Db, row: ContentPageRow): Promise<ContentPage> {
  return (await presentPages(db, [row]))[0]!;
}

/** The page as it is now, for the answer to a change. */
export async function presentPageById(db: Db, kind: PageKind, id: number): Promise<ContentPage> {
  return presentPage(db, await getPage(db, kind, id));
}

export async function getPage(db: Db, kind: PageKind, id: number): Promise<ContentPageRow> {
  const page = await findPage(db, kind, id);
  if (!page) throw notFound('Page not found');
  return page;
}

/**
 * url and sublink are each unique per kind. A 422 (not 409) on either, because the admin
 * client's Duplicate retries with a fresh random address on 422.
 */
async function assertAddressFree(
  db: Db,
  kind: PageKind,
  address: { url: string; sublink: string; derived: boolean },
  exceptId?: number,
): Promise<void> {
  const errors: Record<string, string> = {};
  const byUrl = await findPageBy(db, kind, 'url', address.url);
  if (byUrl && Number(byUrl.id) !== exceptId) {
    errors.url = `A page with the URL ${address.url} already exists`;
  }
  if (address.sublink === DEFAULT_SLUG) {
    errors.sublink = `The sublink ${DEFAULT_SLUG} is reserved for the base page`;
  }
  // Pages whose addresses reach the same content (/x1/about, /about/x1) may not both exist.
  const bySublink = await findPageWithSublinkIn(
    db,
    kind,
    sublinkFamily(kind, address.sublink),
    exceptId,
  );
  if (bySublink) {
    errors.sublink = `The page ${bySublink.url} already uses this sublink`;
    // /about/x1 and /about-x1 are one page: say so on the field the admin actually typed.
    if (address.derived) errors.url ??= `This URL shows the same page as ${bySublink.url}`;
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

async function translateUnique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw validationError({ url: 'Another page already uses this URL or sublink' });
  }
}

export async function createPage(
  db: Db,
  kind: PageKind,
  body: unknown,
  actor: PageActor,
): Promise<ContentPage> {
  const input = parseCreate(kind, body);
  const sublink = sublinkFor(kind, input.url, input.sublink);
  await assertAddressFree(db, kind, {
    url: input.url,
    sublink,
    derived: input.sublink === undefined,
  });
  const id = await translateUnique(() =>
    inTransaction(db, async (trx) => {
      // Created unpublished, then published as its first version when asked.
      const row = await insertPage(trx, kind, {
        url: input.url,
        sublink,
        content: input.content ?? {},
        isPublished: false,
      });
      if (input.is_published) await publishPage(trx, kind, Number(row.id), actor);
      return Number(row.id);
    }),
  );
  return presentPageById(db, kind, id);
}

/**
 * PATCH: a new address applies at once; content is saved as the draft; `is_published: true`
 * then publishes the draft (or the saved content), `false` takes the page off the site.
 */
export async function updatePageFromBody(
  db: Db,
  kind: PageKind,
  id: number,
  body: unknown,
  actor: PageActor,
): Promise<ContentPage> {
  const input = parseUpdate(kind, body);
  const current = await getPage(db, kind, id);
  let address: { url?: string; sublink?: string } = {};
  if (input.url !== undefined || input.sublink !== undefined) {
    const url = input.url ?? current.url;
    // A new url without a sublink moves the page's key along with it.
    const sublink = input.url !== undefined ? sublinkFor(kind, url, input.sublink) : input.sublink!;
    await assertAddressFree(db, kind, { url, sublink, derived: input.sublink === undefined }, id);
    address = { url, sublink };
  }
  await translateUnique(() =>
    inTransaction(db, async (trx) => {
      if (address.url !== undefined) {
        if (!(await updatePage(trx, kind, id, address))) throw notFound('Page not found');
      }
      if (input.content !== undefined) {
        const row = await findPage(trx, kind, id);
        if (!row) throw notFound('Page not found');
        await saveDraft(trx, row, input.content, actor);
      }
      if (input.is_published === true) await publishPage(trx, kind, id, actor);
      if (input.is_published === false) await unpublishPage(trx, kind, id);
    }),
  );
  return presentPageById(db, kind, id);
}
