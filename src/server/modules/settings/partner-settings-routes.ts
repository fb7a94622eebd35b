import type { FastifyInstance } from 'fastify';
import {
  partnerSettingsResponseSchema,
  partnerSettingsSchema,
} from '../../../shared/partner-settings.js';
import { BEARER, ERROR_RESPONSES, type ApiTypeProvider } from '../../api-contract/route-schemas.js';
import { inTransaction, type Db } from '../../db/connection.js';
import { parseInput } from '../../http-error.js';
import { requireRole } from '../../plugins/auth.js';
import { recordAudit } from '../audit/audit-repository.js';
import { PAUSE_AFTER_EXPIRIES } from './partner-settings.js';
import { readSetting, writeSetting } from './settings-repository.js';

/** The admin's partner settings: pausing a partner after leads expired in a row. */
export async function partnerSettingsRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<ApiTypeProvider>();
  const adminOnly = requireRole(db, 'admin');
  const schema = {
    tags: ['Settings'],
    security: BEARER,
    response: { 200: partnerSettingsResponseSchema, ...ERROR_RESPONSES },
  };
  const read = async (from: Db) => ({
    pause_after_expiries: await readSetting(from, PAUSE_AFTER_EXPIRIES),
  });

  app.get(
    '/settings/partners',
    { preHandler: adminOnly, schema: { ...schema, summary: 'Partner settings (admins)' } },
    async () => read(db),
  );

  app.put(
    '/settings/partners',
    {
      preHandler: adminOnly,
      schema: {
        ...schema,
        summary: 'Change the partner settings (admins)',
        body: partnerSettingsSchema,
      },
    },
    async (request) => {
      const next = parseInput(partnerSettingsSchema, request.body);
      const user = request.user!;
      return inTransaction(db, async (trx) => {
        const before = await read(trx);
        await writeSetting(trx, PAUSE_AFTER_EXPIRIES, next.pause_after_expiries);
        if (before.pause_after_expiries !== next.pause_after_expiries) {
          await recordAudit(
            trx,
            { id: Number(user.id), name: user.name },
            {
              action: 'settings_changed',
              detail: {
                pause_after_expiries: {
                  from: before.pause_after_expiries,
                  to: next.pause_after_expiries,
                },
              },
            },
          );
        }
        return read(trx);
      });
    },
  );
}
