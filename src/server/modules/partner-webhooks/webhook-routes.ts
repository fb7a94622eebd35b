import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParamsSchema } from '../../../shared/api-schema.js';
import {
  webhookDeliveriesSchema,
  webhookSecretShownSchema,
  webhookSettingsInputSchema,
  webhookSettingsSchema,
  webhookTestQueuedSchema,
  type WebhookSettings,
} from '../../../shared/partner-webhooks.js';
import { BEARER, ERROR_RESPONSES, type ApiTypeProvider } from '../../api-contract/route-schemas.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connection.js';
import { conflict, notFound, parseId, parseInput, validationError } from '../../http-error.js';
import { requireRole } from '../../plugins/auth.js';
import {
  findPartnerHook,
  listDeliveries,
  queueTestEvent,
  removeWebhook,
  saveWebhook,
} from './webhook-repository.js';
import { newWebhookSecret, webhookUrlProblem } from './webhook-signing.js';

const NO_WEBHOOK = 'This partner has no webhook URL yet';
/** How long the replaced secret still signs after a rotation (a second `v1,` signature). */
const ROTATION_OVERLAP_MS = 24 * 3_600_000;

const actor = (request: FastifyRequest) => ({
  id: Number(request.user!.id),
  name: request.user!.name,
});

/**
 * A partner's webhook, managed by admins on the partner screen: the URL, the
 * signing secret (shown once when made or rotated), a test event and the delivery log.
 */
export async function partnerWebhookRoutes(
  fastify: FastifyInstance,
  { db, config, onQueued }: { db: Db; config: Config; onQueued: () => void },
) {
  const app = fastify.withTypeProvider<ApiTypeProvider>();
  const adminOnly = requireRole(db, 'admin');
  const schema = { tags: ['Partner webhooks'], security: BEARER, params: idParamsSchema };
  const answers = (body: unknown, status = 200) => ({
    preHandler: adminOnly,
    schema: { ...schema, response: { [status]: body, ...ERROR_RESPONSES } },
  });

  const hookOf = async (idParam: string) => {
    const id = parseId(idParam, 'Partner');
    const hook = await findPartnerHook(db, id);
    if (!hook) throw notFound('Partner not found');
    return { ...hook, id };
  };
  const settings = (hook: {
    webhook_url: string;
    webhook_secret_at: string | null;
  }): WebhookSettings => ({
    url: hook.webhook_url || null,
    secret_created_at: hook.webhook_url ? hook.webhook_secret_at : null,
  });

  app.get<{ Params: { id: string } }>(
    '/partners/:id/webhook',
    answers(webhookSettingsSchema),
    async (request) => settings(await hookOf(request.params.id)),
  );

  app.put<{ Params: { id: string } }>(
    '/partners/:id/webhook',
    {
      preHandler: adminOnly,
      schema: {
        ...schema,
        body: webhookSettingsInputSchema,
        response: { 200: webhookSecretShownSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { url } = parseInput(webhookSettingsInputSchema, request.body);
      const hook = await hookOf(request.params.id);
      const problem = webhookUrlProblem(url, config.env === 'production');
      if (problem) throw validationError({ url: problem });
      // The first URL gets a secret; changing the URL keeps the one the partner already holds.
      const secret = hook.webhook_secret ? undefined : newWebhookSecret();
      await saveWebhook(
        db,
        hook.id,
        { url, secret },
        { actor: actor(request), change: 'url_set', url },
      );
      const saved = await hookOf(request.params.id);
      return { ...settings(saved), secret: secret ?? null };
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/partners/:id/webhook',
    answers(webhookSettingsSchema),
    async (request) => {
      const hook = await hookOf(request.params.id);
      // Nothing to remove is not a change worth an audit entry.
      if (hook.webhook_url) await removeWebhook(db, hook.id, actor(request));
      return { url: null, secret_created_at: null };
    },
  );

  app.post<{ Params: { id: string } }>(
    '/partners/:id/webhook/secret',
    answers(webhookSecretShownSchema),
    async (request) => {
      const hook = await hookOf(request.params.id);
      if (!hook.webhook_url) throw conflict(NO_WEBHOOK);
      const secret = newWebhookSecret();
      const until = new Date(Date.now() + ROTATION_OVERLAP_MS).toISOString();
      await saveWebhook(
        db,
        hook.id,
        { url: hook.webhook_url, secret, previous: { secret: hook.webhook_secret, until } },
        { actor: actor(request), change: 'secret_rotated', url: hook.webhook_url },
      );
      return { ...settings(await hookOf(request.params.id)), secret };
    },
  );

  app.post<{ Params: { id: string } }>(
    '/partners/:id/webhook/test',
    answers(webhookTestQueuedSchema, 202),
    async (request, reply) => {
      const hook = await hookOf(request.params.id);
      if (!hook.webhook_url) throw conflict(NO_WEBHOOK);
      const deliveryId = await queueTestEvent(db, { id: hook.id, webhook_url: hook.webhook_url });
      onQueued();
      return reply.status(202).send({ message: 'Test event queued', delivery_id: deliveryId });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/partners/:id/webhook/deliveries',
    answers(webhookDeliveriesSchema),
    async (request) => {
      const hook = await hookOf(request.params.id);
      return { deliveries: await listDeliveries(db, hook.id) };
    },
  );
}
