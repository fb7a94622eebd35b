import { contentSchemas, type PageKind } from '../../../shared/content-schema.js';
import { fieldErrors } from '../../../shared/text-schema.js';
import type { Db } from '../../db/connection.js';
import { notFound, validationError } from '../../http-error.js';
import { findPage, type ContentPageRow } from './content-repository.js';
import {
  insertVersion,
  lockPage,
  makeLive,
  takeOffline,
  writeDraft,
  type PageActor,
} from './page-history-repository.js';

/**
 * The draft model: `content` is what visitors see once the page is published,
 * `draft_content` the one working draft. Saving writes the draft; publishing makes it live and
 * keeps it as a version; the live page never changes in between.
 */

/** Save `content` as the page's draft; content equal to the live version leaves no draft. */
export async function saveDraft(
  db: Db,
  row: ContentPageRow,
  content: Record<string, unknown>,
  actor: PageActor,
): Promise<void> {
  const text = JSON.stringify(content);
  await writeDraft(db, Number(row.id), text === row.content ? null : { text, savedBy: actor.name });
}

export async function discardDraft(db: Db, id: number): Promise<void> {
  await writeDraft(db, id, null);
}

/**
 * Content stored earlier must still pass the page's checks to go live (a model may have
 * changed since, or a row been damaged): the 422 names each field.
 */
function assertPublishable(kind: PageKind, text: string): void {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw validationError({ content: 'The draft is damaged and cannot be published' });
  }
  const result = contentSchemas[kind].safeParse(value);
  if (result.success) return;
  const errors = Object.fromEntries(
    Object.entries(fieldErrors(result.error)).map(([path, message]) => [
      `content.${path}`,
      message,
    ]),
  );
  const [path, message] = Object.entries(errors)[0]!;
  throw Object.assign(validationError(errors), {
    message: `The draft cannot be published: ${path}: ${message}`,
  });
}

/**
 * Make the draft (or, with none, the saved content) live and keep it as the next version, on
 * a transaction. A live page with no draft has nothing to publish: answers false.
 */
export async function publishPage(
  trx: Db,
  kind: PageKind,
  id: number,
  actor: PageActor | null,
  note = '',
): Promise<boolean> {
  if (!(await lockPage(trx, id))) throw notFound('Page not found');
  const row = await findPage(trx, kind, id);
  if (!row) throw notFound('Page not found');
  if (row.is_published && row.draft_content === null) return false;
  const text = row.draft_content ?? row.content;
  assertPublishable(kind, text);
  await insertVersion(trx, id, text, actor, note);
  await makeLive(trx, id, text);
  return true;
}

/** Take the page off the site; its content, draft and history stay. */
export async function unpublishPage(db: Db, kind: PageKind, id: number): Promise<boolean> {
  return takeOffline(db, kind, id);
}
