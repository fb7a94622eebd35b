import type { ContentPage, PageKind } from '../../../shared/content-schema.js';
import { DEFAULT_SLUG, sublinkFamily } from '../../../shared/url-variants.js';
import { isUniqueViolation, type Db } from '../../db/connection.js';
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

export async function createPage(db: Db, kind: PageKind, body: unknown): Promise<ContentPage> {
  const input = parseCreate(kind, body);
  const sublink = sublinkFor(kind, input.url, input.sublink);
  await assertAddressFree(db, kind, {
    url: input.url,
    sublink,
    derived: input.sublink === undefined,
  });
  const row = await translateUnique(() =>
    insertPage(db, kind, {
      url: input.url,
      sublink,
      content: input.content ?? {},
      isPublished: input.is_published ?? false,
    }),
  );
  return toContentPage(row);
}

export async function updatePageFromBody(
  db: Db,
  kind: PageKind,
  id: number,
  body: unknown,
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
  const row = await translateUnique(() =>
    updatePage(db, kind, id, {
      ...address,
      content: input.content,
      isPublished: input.is_published,
    }),
  );
  if (!row) throw notFound('Page not found');
  return toContentPage(row);
}
