import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { diffContent } from '../../../shared/content-diff.js';
import { contentPageResponseSchema, type PageKind } from '../../../shared/content-schema.js';
import { resolveContent } from '../../../shared/default-content.js';
import { dublinWallTimeToInstant } from '../../../shared/dublin-day.js';
import {
  draftChangesSchema,
  pageVersionListSchema,
  pageVersionSchema,
  scheduleBodySchema,
  type PageVersionSummary,
} from '../../../shared/page-history.js';
import { BEARER, ERROR_RESPONSES, type ApiTypeProvider } from '../../api-contract/route-schemas.js';
import { inTransaction, type Db } from '../../db/connection.js';
import { notFound, parseId, parseInput, validationError } from '../../http-error.js';
import type { requireRole } from '../../plugins/auth.js';
import { getPage, presentPageById } from './content-service.js';
import {
  findVersion,
  listVersions,
  previousVersion,
  type ContentVersionRow,
  type PageActor,
} from './page-history-repository.js';
import { discardDraft, saveDraft } from './page-publishing.js';
import {
  cancelSchedule,
  SCHEDULE_ACTIONS,
  setSchedule,
  type ScheduleAction,
} from './page-schedule-repository.js';

export function actorOf(request: FastifyRequest): PageActor {
  return { id: Number(request.user!.id), name: request.user!.name };
}

function storedContent(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** What changed for visitors from `before` (null: the built-in defaults) to `after`. */
function changesBetween(kind: PageKind, before: string | null, after: string) {
  return diffContent(
    resolveContent(kind, before === null ? {} : storedContent(before)),
    resolveContent(kind, storedContent(after)),
  );
}

function summary(row: ContentVersionRow, changeCount: number): PageVersionSummary {
  return {
    version: Number(row.version),
    published_at: row.published_at,
    published_by: row.published_by_name,
    note: row.note,
    change_count: changeCount,
  };
}

const versionParams = z.object({ id: z.string(), version: z.string() });
const actionParams = z.object({ id: z.string(), action: z.enum(SCHEDULE_ACTIONS) });
type VersionParams = { Params: z.infer<typeof versionParams> };
type ActionParams = { Params: { id: string; action: string } };
type WithId = { Params: { id: string } };

/**
 * History, drafts and schedules of one page kind's records, admin only:
 * GET versions, GET versions/{n}, POST versions/{n}/restore, GET draft/changes,
 * DELETE draft, PUT and DELETE schedule/{publish|unpublish}.
 */
export function pageHistoryRoutes(
  fastify: FastifyInstance,
  db: Db,
  kind: PageKind,
  preHandler: ReturnType<typeof requireRole>,
) {
  const app = fastify.withTypeProvider<ApiTypeProvider>();
  const base = `/content/${kind}/:id`;
  const schema = { tags: ['Content history'], security: BEARER };
  const pageId = (value: string) => parseId(value, 'Page');
  const versionNumber = (value: string) => parseId(value, 'Version');
  const idParams = z.object({ id: z.string() });
  const pageAnswer = { 200: contentPageResponseSchema, ...ERROR_RESPONSES };

  app.get<WithId>(
    `${base}/versions`,
    {
      preHandler,
      schema: {
        ...schema,
        params: idParams,
        response: { 200: pageVersionListSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const page = await getPage(db, kind, pageId(request.params.id));
      const rows = await listVersions(db, Number(page.id));
      // Newest first; each is compared with the one below it, the oldest with the defaults.
      const versions = rows.map((row, index) =>
        summary(row, changesBetween(kind, rows[index + 1]?.content ?? null, row.content).length),
      );
      return { versions };
    },
  );

  app.get<VersionParams>(
    `${base}/versions/:version`,
    {
      preHandler,
      schema: {
        ...schema,
        params: versionParams,
        response: { 200: pageVersionSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const page = await getPage(db, kind, pageId(request.params.id));
      const row = await findVersion(db, Number(page.id), versionNumber(request.params.version));
      if (!row) throw notFound('Version not found');
      const before = await previousVersion(db, Number(page.id), Number(row.version));
      const changes = changesBetween(kind, before?.content ?? null, row.content);
      return {
        ...summary(row, changes.length),
        content: storedContent(row.content),
        previous: before ? Number(before.version) : null,
        changes,
      };
    },
  );

  app.post<VersionParams>(
    `${base}/versions/:version/restore`,
    { preHandler, schema: { ...schema, params: versionParams, response: pageAnswer } },
    async (request) => {
      const id = pageId(request.params.id);
      const version = versionNumber(request.params.version);
      await inTransaction(db, async (trx) => {
        const page = await getPage(trx, kind, id);
        const row = await findVersion(trx, id, version);
        if (!row) throw notFound('Version not found');
        // Stored content is JSON.stringify's text, so publishing the draft reproduces it exactly.
        await saveDraft(trx, page, storedContent(row.content), actorOf(request));
      });
      return presentPageById(db, kind, id);
    },
  );

  app.get<WithId>(
    `${base}/draft/changes`,
    {
      preHandler,
      schema: {
        ...schema,
        params: idParams,
        response: { 200: draftChangesSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const page = await getPage(db, kind, pageId(request.params.id));
      if (page.draft_content === null) return { changes: [] };
      // A page never published is compared with the defaults visitors see meanwhile.
      const live = page.is_published ? page.content : null;
      return { changes: changesBetween(kind, live, page.draft_content) };
    },
  );

  app.delete<WithId>(
    `${base}/draft`,
    { preHandler, schema: { ...schema, params: idParams, response: pageAnswer } },
    async (request) => {
      const page = await getPage(db, kind, pageId(request.params.id));
      await discardDraft(db, Number(page.id));
      return presentPageById(db, kind, Number(page.id));
    },
  );

  app.put<ActionParams>(
    `${base}/schedule/:action`,
    {
      preHandler,
      schema: { ...schema, params: actionParams, body: scheduleBodySchema, response: pageAnswer },
    },
    async (request) => {
      // The body first: a bad one is a 422 whatever the address names.
      const { at } = parseInput(scheduleBodySchema, request.body);
      const id = pageId(request.params.id);
      const action = scheduleAction(request.params.action);
      const runAt = dublinWallTimeToInstant(at);
      if (runAt === null) throw validationError({ at: 'That time does not exist in Ireland' });
      if (runAt.getTime() <= Date.now())
        throw validationError({ at: 'Choose a time in the future' });
      await getPage(db, kind, id);
      await inTransaction(db, (trx) => setSchedule(trx, id, action, runAt, actorOf(request)));
      return presentPageById(db, kind, id);
    },
  );

  app.delete<ActionParams>(
    `${base}/schedule/:action`,
    { preHandler, schema: { ...schema, params: actionParams, response: pageAnswer } },
    async (request) => {
      const id = pageId(request.params.id);
      const action = scheduleAction(request.params.action);
      await getPage(db, kind, id);
      await cancelSchedule(db, id, action);
      return presentPageById(db, kind, id);
    },
  );
}

function scheduleAction(value: string): ScheduleAction {
  if (!(SCHEDULE_ACTIONS as readonly string[]).includes(value)) {
    throw notFound('No such schedule: use publish or unpublish');
  }
  return value as ScheduleAction;
}
