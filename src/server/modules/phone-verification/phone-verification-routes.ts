import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '../../../shared/api-schema.js';
import { leadResponseSchema } from '../../../shared/lead-schema.js';
import {
  phoneCodeSchema,
  phoneCodeSentSchema,
  phoneResendSchema,
  phoneVerificationSettingsResponseSchema,
  phoneVerificationSettingsSchema,
  phoneVerifiedSchema,
} from '../../../shared/phone-verification.js';
import { SMS_NOT_CONFIGURED_MESSAGE } from '../../../shared/phone-verification-rules.js';
import { BEARER, ERROR_RESPONSES, type ApiTypeProvider } from '../../api-contract/route-schemas.js';
import type { Config } from '../../config.js';
import { inTransaction, type Db } from '../../db/connection.js';
import { badRequest, notFound, parseId, parseInput } from '../../http-error.js';
import { requireRole } from '../../plugins/auth.js';
import { rateLimitFor } from '../../plugins/security.js';
import { recordAudit } from '../audit/audit-repository.js';
import { readSetting, writeSetting } from '../settings/settings-repository.js';
import { PHONE_VERIFICATION, smsConfigured } from './phone-verification-settings.js';
import {
  confirmPhoneCode,
  releasePhoneCheck,
  resendPhoneCode,
} from './phone-verification-service.js';

/**
 * Phone verification: the homeowner's code and "Send a new code" (open, rate
 * limited like the submit), staff passing a held lead on without it, and the admin's switch.
 */
export async function phoneVerificationRoutes(
  fastify: FastifyInstance,
  { db, config }: { db: Db; config: Config },
) {
  const app = fastify.withTypeProvider<ApiTypeProvider>();
  const limited = rateLimitFor(config, config.rateLimits.quote);
  const tags = ['Leads'];

  const verifySchema = {
    tags,
    summary: "Confirm a request's mobile number with the texted code (open, rate limited)",
    body: phoneCodeSchema,
    response: { 200: phoneVerifiedSchema, ...ERROR_RESPONSES },
  };
  app.post('/quote/verify', { ...limited, schema: verifySchema }, async (request) => {
    const input = parseInput(phoneCodeSchema, request.body);
    const { verified, dispatched } = await confirmPhoneCode(db, input);
    // Deliver the confirmation and partner e-mails now rather than at the next poll.
    if (dispatched) app.outbox.kick();
    return verified;
  });

  const resendSchema = {
    tags,
    summary: 'Text a new code for a request waiting for one (open, rate limited)',
    body: phoneResendSchema,
    response: { 200: phoneCodeSentSchema, ...ERROR_RESPONSES },
  };
  app.post('/quote/verify/resend', { ...limited, schema: resendSchema }, async (request) => {
    const input = parseInput(phoneResendSchema, request.body);
    const sent = await resendPhoneCode(db, input);
    app.outbox.kick();
    return sent;
  });

  const releaseSchema = {
    tags,
    security: BEARER,
    summary: 'Pass on a lead held for its phone check without the code',
    params: idParamsSchema,
    response: { 200: leadResponseSchema, ...ERROR_RESPONSES },
  };
  app.post<{ Params: { id: string } }>(
    '/quote/:id/phone-release',
    { preHandler: requireRole(db, 'admin', 'manager'), schema: releaseSchema },
    async (request) => {
      const id = parseId(request.params.id, 'Lead');
      const user = request.user!;
      const lead = await releasePhoneCheck(db, id, { id: Number(user.id), name: user.name });
      if (!lead) throw notFound('Lead not found');
      app.outbox.kick();
      return lead;
    },
  );

  const settingsSchema = {
    tags: ['Settings'],
    security: BEARER,
    response: { 200: phoneVerificationSettingsResponseSchema, ...ERROR_RESPONSES },
  };
  const read = async (from: Db) => ({
    phone_verification: smsConfigured(config) && (await readSetting(from, PHONE_VERIFICATION)),
    sms_configured: smsConfigured(config),
  });
  const adminOnly = requireRole(db, 'admin');

  app.get(
    '/settings/verification',
    {
      preHandler: adminOnly,
      schema: { ...settingsSchema, summary: 'Phone verification (admins)' },
    },
    async () => read(db),
  );

  app.put(
    '/settings/verification',
    {
      preHandler: adminOnly,
      schema: {
        ...settingsSchema,
        summary: 'Turn phone verification on or off (admins; on needs an SMS provider)',
        body: phoneVerificationSettingsSchema,
      },
    },
    async (request) => {
      const next = parseInput(phoneVerificationSettingsSchema, request.body);
      if (next.phone_verification && !smsConfigured(config)) {
        throw badRequest(SMS_NOT_CONFIGURED_MESSAGE);
      }
      const user = request.user!;
      return inTransaction(db, async (trx) => {
        const before = await readSetting(trx, PHONE_VERIFICATION);
        await writeSetting(trx, PHONE_VERIFICATION, next.phone_verification);
        if (before !== next.phone_verification) {
          await recordAudit(
            trx,
            { id: Number(user.id), name: user.name },
            {
              action: 'settings_changed',
              detail: { phone_verification: { from: before, to: next.phone_verification } },
            },
          );
        }
        return read(trx);
      });
    },
  );
}
