import type { FastifyInstance } from 'fastify';
import {
  contactChangedSchema,
  contactChangeInputSchema,
  contactCodeSchema,
  contactCodeSentSchema,
} from '../../../shared/contact-change.js';
import { requestTokenParamsSchema } from '../../../shared/homeowner-request.js';
import { ERROR_RESPONSES, type ApiTypeProvider } from '../../api-contract/route-schemas.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connection.js';
import { parseInput } from '../../http-error.js';
import { rateLimitFor } from '../../plugins/security.js';
import { smsConfigured } from '../phone-verification/phone-verification-settings.js';
import {
  confirmContactChange,
  resendContactCode,
  startContactChange,
} from './contact-change-service.js';

/**
 * "Correct my phone or e-mail" on the homeowner's page: open with the page's
 * token, rate limited like the submit; a wrong or expired token is the page's one 404.
 */
export async function contactChangeRoutes(
  fastify: FastifyInstance,
  { db, config }: { db: Db; config: Config },
) {
  const app = fastify.withTypeProvider<ApiTypeProvider>();
  const limited = rateLimitFor(config, config.rateLimits.quote);
  const tags = ['Homeowner requests'];
  const params = requestTokenParamsSchema;
  const sentResponse = { 200: contactCodeSentSchema, ...ERROR_RESPONSES };
  const options = () => ({ smsConfigured: smsConfigured(config) });

  const start = {
    ...limited,
    schema: {
      tags,
      summary: 'Send a code to a new e-mail or mobile for the request (changed once confirmed)',
      params,
      body: contactChangeInputSchema,
      response: sentResponse,
    },
  };
  app.post('/request/:token/contact', start, async (request) => {
    const { token } = parseInput(params, request.params);
    const input = parseInput(contactChangeInputSchema, request.body);
    const sent = await startContactChange(db, token, input, options());
    // The code goes now rather than at the next poll.
    app.outbox.kick();
    return sent;
  });

  const resend = {
    ...limited,
    schema: {
      tags,
      summary: 'Send a new code for the change waiting',
      params,
      response: sentResponse,
    },
  };
  app.post('/request/:token/contact/resend', resend, async (request) => {
    const { token } = parseInput(params, request.params);
    const sent = await resendContactCode(db, token, options());
    app.outbox.kick();
    return sent;
  });

  const confirm = {
    ...limited,
    schema: {
      tags,
      summary: 'Confirm the change with the code sent to the new e-mail or mobile',
      params,
      body: contactCodeSchema,
      response: { 200: contactChangedSchema, ...ERROR_RESPONSES },
    },
  };
  app.post('/request/:token/contact/confirm', confirm, async (request) => {
    const { token } = parseInput(params, request.params);
    const input = parseInput(contactCodeSchema, request.body);
    const changed = await confirmContactChange(db, token, input);
    // The installers' e-mails go now rather than at the next poll.
    app.outbox.kick();
    return changed;
  });
}
