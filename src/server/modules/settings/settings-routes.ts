import type { FastifyInstance } from 'fastify';
import { leadSettingsResponseSchema, leadSettingsSchema } from '../../../shared/lead-owner.js';
import { BEARER, ERROR_RESPONSES, type ApiTypeProvider } from '../../api-contract/route-schemas.js';
import { inTransaction, type Db } from '../../db/connection.js';
import { parseInput } from '../../http-error.js';
import { requireRole } from '../../plugins/auth.js';
import { recordAudit } from '../audit/audit-repository.js';
import { LOST_REASONS, ROUND_ROBIN } from './lead-settings.js';
import { readSetting, writeSetting } from './settings-repository.js';

/** The admin's lead settings: round-robin owners and the lost reasons. */
export async function settingsRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<ApiTypeProvider>();
  const schema = {
    tags: ['Settings'],
    security: BEARER,
    response: { 200: leadSettingsResponseSchema, ...ERROR_RESPONSES },
  };
  const read = async (from: Db) => ({
    round_robin: await readSetting(from, ROUND_ROBIN),
    lost_reasons: await readSetting(from, LOST_REASONS),
  });

  // Managers read them too: the Lost dialog lists the reasons.
  app.get(
    '/settings/leads',
    {
      preHandler: requireRole(db, 'admin', 'manager'),
      schema: { ...schema, summary: 'Lead settings' },
    },
    async () => read(db),
  );

  app.put(
    '/settings/leads',
    {
      preHandler: requireRole(db, 'admin'),
      schema: { ...schema, summary: 'Change the lead settings (admins)', body: leadSettingsSchema },
    },
    async (request) => {
      const next = parseInput(leadSettingsSchema, request.body);
      const user = request.user!;
      return inTransaction(db, async (trx) => {
        const before = await read(trx);
        await writeSetting(trx, ROUND_ROBIN, next.round_robin);
        await writeSetting(trx, LOST_REASONS, next.lost_reasons);
        const changed = Object.fromEntries(
          (['round_robin', 'lost_reasons'] as const)
            .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(next[key]))
            .map((key) => [key, { from: before[key], to: next[key] }]),
        );
        if (Object.keys(changed).length > 0) {
          await recordAudit(
            trx,
            { id: Number(user.id), name: user.name },
            {
              action: 'settings_changed',
              detail: changed,
            },
          );
        }
        return read(trx);
      });
    },
  );
}
