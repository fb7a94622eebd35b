import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '../../../shared/api-schema.js';
import {
  creditDecisionSchema,
  creditItemSchema,
  creditListQuerySchema,
  creditPageSchema,
  type CreditItem,
  type CreditStatus,
  type FlagReason,
} from '../../../shared/partner-outcomes.js';
import { BEARER, ERROR_RESPONSES, type ApiTypeProvider } from '../../api-contract/route-schemas.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connection.js';
import { parseId, parseInput } from '../../http-error.js';
import { requireRole } from '../../plugins/auth.js';
import { listCredits } from './outcome-repository.js';
import { decideCredit } from './outcome-service.js';

type CreditRow = Awaited<ReturnType<typeof listCredits>>['rows'][number];

function toCreditItem(row: CreditRow): CreditItem {
  return {
    id: Number(row.id),
    lead_id: Number(row.lead_id),
    lead_name: `${row.first_name} ${row.last_name}`.trim(),
    county: row.county,
    partner_id: row.partner_id === null ? null : Number(row.partner_id),
    partner: row.partner_name,
    partner_counties: row.counties ? (JSON.parse(row.counties) as string[]) : [],
    reason: row.flag_reason as FlagReason,
    note: row.flag_note,
    flagged_at: row.flagged_at!,
    flagged_by: row.flagged_by ?? null,
    credit_status: row.credit_status as CreditStatus,
    credit_note: row.credit_note,
  };
}

/**
 * The staff review queue of bad leads installers flagged: admins list them and
 * credit or refuse each one waiting, with an audit entry.
 */
export async function creditReviewRoutes(
  fastify: FastifyInstance,
  { db }: { db: Db; config: Config },
) {
  const app = fastify.withTypeProvider<ApiTypeProvider>();
  const adminOnly = requireRole(db, 'admin');
  const tags = ['Partners'];

  app.get(
    '/partner-credits',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security: BEARER,
        summary: 'Bad leads installers flagged, by what became of the flag',
        querystring: creditListQuerySchema,
        response: { 200: creditPageSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const query = parseInput(creditListQuerySchema, request.query);
      const { rows, total } = await listCredits(db, query.status ?? 'review', {
        limit: query.limit ?? 25,
        offset: query.offset ?? 0,
      });
      return { items: rows.map(toCreditItem), total };
    },
  );

  app.post<{ Params: { id: string } }>(
    '/partner-credits/:id/decision',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security: BEARER,
        summary:
          'Credit a flagged lead (it leaves the partner’s cap and goes to the next partner) or refuse the credit',
        params: idParamsSchema,
        body: creditDecisionSchema,
        response: { 200: creditItemSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const id = parseId(request.params.id, 'Flagged lead');
      const { decision, note } = parseInput(creditDecisionSchema, request.body);
      const user = request.user!;
      await decideCredit(db, id, decision, { id: Number(user.id), name: user.name }, note ?? '');
      const status = decision === 'credit' ? 'credited' : 'rejected';
      const { rows } = await listCredits(db, status, { limit: 1, offset: 0 }, id);
      return toCreditItem(rows[0]!);
    },
  );
}
