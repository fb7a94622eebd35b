import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '../../../shared/api-schema.js';
import { requestTokenParamsSchema } from '../../../shared/homeowner-request.js';
import {
  homeownerPickSettingsSchema,
  homeownerPicksSchema,
  leadPickStatusSchema,
  pickInputSchema,
} from '../../../shared/homeowner-picks.js';
import { BEARER, ERROR_RESPONSES, type ApiTypeProvider } from '../../api-contract/route-schemas.js';
import type { Config } from '../../config.js';
import { inTransaction, type Db } from '../../db/connection.js';
import { notFound, parseId, parseInput } from '../../http-error.js';
import { requireRole } from '../../plugins/auth.js';
import { rateLimitFor } from '../../plugins/security.js';
import { recordAudit } from '../audit/audit-repository.js';
import { writeSetting } from '../settings/settings-repository.js';
import { leadPickStatus, pickInstallers, pickViewByToken, releasePick } from './pick-service.js';
import { HOMEOWNER_PICKS, PICK_HOURS, readPickSettings } from './pick-settings.js';

/**
 * "Homeowner chooses installers": the homeowner's pick on their page (open with its token, rate
 * limited), staff's view of it and sending it on, and the admin's switch and time limit.
 */
export async function homeownerPickRoutes(
  fastify: FastifyInstance,
  { db, config }: { db: Db; config: Config },
) {
  const app = fastify.withTypeProvider<ApiTypeProvider>();
  const tags = ['Homeowner requests'];
  const params = requestTokenParamsSchema;
  const view = { 200: homeownerPicksSchema, ...ERROR_RESPONSES };

  const read = {
    ...rateLimitFor(config, config.rateLimits.api),
    schema: {
      tags,
      summary: 'The installers a held request was matched to',
      params,
      response: view,
    },
  };
  app.get('/request/:token/picks', read, async (request) => {
    const { token } = parseInput(params, request.params);
    return pickViewByToken(db, token);
  });

  const pick = {
    ...rateLimitFor(config, config.rateLimits.quote),
    schema: {
      tags,
      summary: 'Send the request to the installers the homeowner picked',
      params,
      body: pickInputSchema,
      response: view,
    },
  };
  app.post('/request/:token/picks', pick, async (request) => {
    const { token } = parseInput(params, request.params);
    const { partner_ids } = parseInput(pickInputSchema, request.body);
    const { view: answer, dispatched } = await pickInstallers(db, token, partner_ids);
    // The installers' e-mails and the homeowner's confirmation go now, not at the next poll.
    if (dispatched) app.outbox.kick();
    return answer;
  });

  const staff = { preHandler: requireRole(db, 'admin', 'manager') };
  const status = { 200: leadPickStatusSchema, ...ERROR_RESPONSES };
  const staffSchema = { tags, security: BEARER, params: idParamsSchema, response: status };
  app.get<{ Params: { id: string } }>(
    '/quote/:id/homeowner-pick',
    { ...staff, schema: { ...staffSchema, summary: "A lead's wait for the homeowner's pick" } },
    async (request) => {
      const found = await leadPickStatus(db, parseId(request.params.id, 'Lead'));
      if (!found) throw notFound('Lead not found');
      return found;
    },
  );
  app.post<{ Params: { id: string } }>(
    '/quote/:id/pick-release',
    {
      ...staff,
      schema: {
        ...staffSchema,
        summary: "Send a lead waiting for the homeowner's pick to the default matching now",
      },
    },
    async (request) => {
      const user = request.user!;
      const id = parseId(request.params.id, 'Lead');
      const released = await releasePick(db, id, { id: Number(user.id), name: user.name });
      if (!released) throw notFound('Lead not found');
      app.outbox.kick();
      return released;
    },
  );

  const adminOnly = requireRole(db, 'admin');
  const settingsSchema = {
    tags: ['Settings'],
    security: BEARER,
    response: { 200: homeownerPickSettingsSchema, ...ERROR_RESPONSES },
  };
  app.get(
    '/settings/homeowner-picks',
    {
      preHandler: adminOnly,
      schema: { ...settingsSchema, summary: 'Homeowner chooses installers (admins)' },
    },
    async () => readPickSettings(db),
  );
  app.put(
    '/settings/homeowner-picks',
    {
      preHandler: adminOnly,
      schema: {
        ...settingsSchema,
        summary: 'Turn "homeowner chooses installers" on or off, and its time limit (admins)',
        body: homeownerPickSettingsSchema,
      },
    },
    async (request) => {
      const next = parseInput(homeownerPickSettingsSchema, request.body);
      const user = request.user!;
      return inTransaction(db, async (trx) => {
        const before = await readPickSettings(trx);
        await writeSetting(trx, HOMEOWNER_PICKS, next.homeowner_picks);
        await writeSetting(trx, PICK_HOURS, next.pick_hours);
        const detail: Record<string, { from: unknown; to: unknown }> = {};
        if (before.homeowner_picks !== next.homeowner_picks) {
          detail.homeowner_picks = { from: before.homeowner_picks, to: next.homeowner_picks };
        }
        if (before.pick_hours !== next.pick_hours) {
          detail.pick_hours = { from: before.pick_hours, to: next.pick_hours };
        }
        if (Object.keys(detail).length > 0) {
          await recordAudit(
            trx,
            { id: Number(user.id), name: user.name },
            { action: 'settings_changed', detail },
          );
        }
        return readPickSettings(trx);
      });
    },
  );
}
