import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '../../../shared/api-schema.js';
import {
  assignPartnerSchema,
  leadDeliverySchema,
  type LeadDelivery,
} from '../../../shared/partner-schema.js';
import { BEARER, ERROR_RESPONSES, type ApiTypeProvider } from '../../api-contract/route-schemas.js';
import type { Config } from '../../config.js';
import { isUniqueViolation, type Db } from '../../db/connection.js';
import { conflict, notFound, parseId, parseInput } from '../../http-error.js';
import { requireRole } from '../../plugins/auth.js';
import { listLeadMessages, toMessageView } from '../notifications/outbox-repository.js';
import { sendLeadToPartner } from './lead-dispatch.js';
import { findLeadForMessage } from '../leads/lead-repository.js';
import { findPartner, listLeadAssignments, toPartner } from './partner-repository.js';
import { recordAudit } from '../audit/audit-repository.js';
import { manualSendReasons, manualSendWarnings } from '../../../shared/manual-send.js';
import { assignmentReports } from '../partner-portal/outcome-repository.js';

async function leadDelivery(db: Db, leadId: number): Promise<LeadDelivery> {
  const assignments = await listLeadAssignments(db, leadId);
  const messages = await listLeadMessages(db, leadId);
  const reports = await assignmentReports(db, leadId);
  return {
    assignments: assignments.map((row) => ({
      id: Number(row.id),
      partner_id: row.partner_id === null ? null : Number(row.partner_id),
      partner_name: row.partner_name,
      method: row.method as 'auto' | 'manual',
      assigned_at: row.assigned_at,
      report: reports.get(Number(row.id))!,
    })),
    messages: messages.map(toMessageView),
  };
}

/** Who received a lead and each message's state; and sending a lead to a partner by hand. */
export async function deliveryRoutes(
  fastify: FastifyInstance,
  { db, onQueued }: { db: Db; config: Config; onQueued: () => void },
) {
  const app = fastify.withTypeProvider<ApiTypeProvider>();
  const preHandler = requireRole(db, 'admin', 'manager');
  const schema = { tags: ['Partners'], security: BEARER, params: idParamsSchema };
  const staff = {
    preHandler,
    schema: { ...schema, response: { 200: leadDeliverySchema, ...ERROR_RESPONSES } },
  };
  const send = {
    preHandler,
    schema: {
      ...schema,
      summary: 'Send the lead to a partner by hand',
      body: assignPartnerSchema,
      response: { 201: leadDeliverySchema, ...ERROR_RESPONSES },
    },
  };

  app.get<{ Params: { id: string } }>('/quote/:id/delivery', staff, async (request) => {
    const id = parseId(request.params.id, 'Lead');
    if (!(await findLeadForMessage(db, id))) throw notFound('Lead not found');
    return leadDelivery(db, id);
  });

  app.post<{ Params: { id: string } }>('/quote/:id/partners', send, async (request, reply) => {
    const id = parseId(request.params.id, 'Lead');
    const { partner_id, confirm } = parseInput(assignPartnerSchema, request.body);
    const lead = await findLeadForMessage(db, id);
    if (!lead) throw notFound('Lead not found');
    // Nothing goes to a partner without the homeowner's consent.
    if (lead.consent_at === null) {
      throw conflict('Consent not recorded: confirm with the homeowner before passing on');
    }
    // Nor while it waits for the homeowner's texted code.
    if (lead.phone_verification === 'pending') {
      throw conflict('Phone not verified: release the lead from its phone check first');
    }
    // Nor while the homeowner chooses their installers: send it on first.
    if (lead.homeowner_pick === 'awaiting') {
      throw conflict('Awaiting the homeowner’s pick: send it to the matched installers first');
    }
    const partner = await findPartner(db, partner_id);
    if (!partner) throw notFound('Partner not found');
    // Outside its counties, over its cap or paused: only with staff's explicit confirmation.
    const warnings = manualSendWarnings(lead.county, toPartner(partner));
    if (warnings.length > 0 && confirm !== true) {
      throw conflict(`Confirm to send to ${partner.name}: ${manualSendReasons(warnings)}`);
    }
    const user = request.user!;
    try {
      await db.transaction().execute(async (trx) => {
        await sendLeadToPartner(trx, lead, partner, Number(user.id));
        await recordAudit(
          trx,
          { id: Number(user.id), name: user.name },
          {
            action: 'partner_sent',
            leadId: id,
            detail: { partner_id: Number(partner.id), partner_name: partner.name, warnings },
          },
        );
      });
    } catch (error) {
      if (isUniqueViolation(error))
        throw conflict(`This lead has already been sent to ${partner.name}`);
      throw error;
    }
    onQueued();
    return reply.status(201).send(await leadDelivery(db, id));
  });
}
