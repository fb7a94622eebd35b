import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { openApiRoutes, registerOpenApi } from './api-contract/openapi.js';
import { registerRouteSchemas } from './api-contract/route-schemas.js';
import type { Config, TrustProxy } from './config.js';
import { createDb, type Db } from './db/connection.js';
import { migrateWhenReachable } from './db/migrate.js';
import { warnIfNoSearchIndex } from './db/search-index.js';
import { healthRoutes } from './modules/health/health-routes.js';
import { BacklogMonitor } from './modules/notifications/outbox-backlog.js';
import { authRoutes } from './modules/auth/auth-routes.js';
import { campaignRoutes } from './modules/content/campaign-routes.js';
import {
  campaignFunnelRoutes,
  decorateFunnel,
} from './modules/campaign-funnel/campaign-funnel-routes.js';
import { contentRoutes } from './modules/content/content-routes.js';
import { publicContentRoutes } from './modules/content/public-content-routes.js';
import { leadRoutes } from './modules/leads/lead-routes.js';
import { leadMergeRoutes } from './modules/leads/lead-merge-routes.js';
import { leadOwnerRoutes } from './modules/leads/lead-owner-routes.js';
import { settingsRoutes } from './modules/settings/settings-routes.js';
import { startRetentionSweeps } from './modules/leads/lead-retention.js';
import { dashboardRoutes } from './modules/leads/dashboard-routes.js';
import { leadTimelineRoutes } from './modules/leads/lead-timeline-routes.js';
import { leadWorkRoutes } from './modules/leads/lead-work-routes.js';
import { managerDigestJob } from './modules/leads/next-action-digest.js';
import { pageScheduleJob } from './modules/content/page-schedule-job.js';
import { funnelRecountJob } from './modules/campaign-funnel/funnel-recount-job.js';
import { JobScheduler } from './jobs/job-scheduler.js';
import { leadBinRoutes } from './modules/leads/lead-bin-routes.js';
import { leadExportRoutes } from './modules/leads/lead-export-routes.js';
import { auditRoutes } from './modules/audit/audit-routes.js';
import { bootstrapAdmin, type FirstAdmin } from './modules/users/bootstrap-admin.js';
import { userRoutes } from './modules/users/user-routes.js';
import { createEmailTransport } from './modules/notifications/email-transport.js';
import { OutboxWorker } from './modules/notifications/outbox-worker.js';
import { createSmsTransport } from './modules/notifications/sms-transport.js';
import { deliveryRoutes } from './modules/partners/delivery-routes.js';
import { partnerPortalRoutes } from './modules/partner-portal/portal-routes.js';
import { partnerInstallerRoutes } from './modules/partner-portal/installer-routes.js';
import { partnerOutcomeRoutes } from './modules/partner-portal/outcome-routes.js';
import { creditReviewRoutes } from './modules/partner-portal/credit-routes.js';
import { partnerRoutes } from './modules/partners/partner-routes.js';
import { setResponseMinutes } from './modules/partner-reassignment/response-window.js';
import { responseExpiryJob } from './modules/partner-reassignment/response-expiry-job.js';
import { partnerSettingsRoutes } from './modules/settings/partner-settings-routes.js';
import { phoneVerificationRoutes } from './modules/phone-verification/phone-verification-routes.js';
import { partnerPerformanceRoutes } from './modules/partners/performance-routes.js';
import { partnerRotationRoutes } from './modules/partner-portal/rotation-routes.js';
import { partnerWebhookRoutes } from './modules/partner-webhooks/webhook-routes.js';
import { createWebhookTransport } from './modules/partner-webhooks/webhook-transport.js';
import { registerErrorHandler } from './plugins/errors.js';
import {
  decorateLiveFigures,
  liveFiguresRoutes,
} from './modules/live-figures/live-figures-routes.js';
import { registerSecurity } from './plugins/security.js';
import { partnerOpenApiRoutes } from './api-contract/partner-openapi.js';
import { apiTokenRoutes } from './modules/partner-api/api-token-routes.js';
import { registerPartnerApiLimit } from './modules/partner-api/partner-api-limit.js';
import { loadLeadLinkKey } from './modules/partner-links/lead-link.js';
import { leadLinkRoutes } from './modules/partner-links/lead-link-routes.js';
import { dataRightsRoutes } from './modules/data-rights/data-rights-routes.js';
import { homeownerRequestRoutes } from './modules/homeowner-requests/request-routes.js';
import { contactChangeRoutes } from './modules/homeowner-requests/contact-change-routes.js';
import { contactChangeExpiryJob } from './modules/homeowner-requests/contact-change-job.js';
import { homeownerPickRoutes } from './modules/homeowner-picks/pick-routes.js';
import { pickTimeoutJob } from './modules/homeowner-picks/pick-timeout-job.js';
import { configureRequestLinks } from './modules/homeowner-requests/request-token.js';
import { registerCompression } from './web/compression.js';
import { registerWebApp } from './web/register-web.js';

export interface AppOptions {
  config: Config;
  /** Pass a database to share one between apps (tests); otherwise one is opened from config. */
  db?: Db;
  /** Receives a generated first admin's sign-in instead of the log (main.ts prints it). */
  onFirstAdmin?: (admin: FirstAdmin) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    outbox: OutboxWorker;
    jobs: JobScheduler;
  }
}

/** The whole server, ready to `listen` or to `inject` requests in tests. */
export async function buildApp({
  config,
  db: givenDb,
  onFirstAdmin,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: config.bodyLimit,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // Malformed URLs and bad headers answer in the API's own `{ message }` shape.
    frameworkErrors: (error, _request, reply) => {
      void (reply as FastifyReply).code(error.statusCode ?? 400).send({ message: error.message });
    },
  });
  const db =
    givenDb ??
    createDb(config.database, {
      ...config.pool,
      onError: (error) => app.log.warn({ err: error.message }, 'database connection lost'),
    });
  app.decorate('db', db);
  setResponseMinutes(config.partnerResponseMinutes);
  app.decorateRequest('user', null);
  app.decorateRequest('token', null);
  if (!givenDb) app.addHook('onClose', async () => db.destroy());

  await migrateWhenReachable(db, config.database, app.log);
  await warnIfNoSearchIndex(db, config.database.kind, app.log);
  await bootstrapAdmin(db, config, app.log, onFirstAdmin);
  await loadLeadLinkKey(db, config.publicBaseUrl);
  configureRequestLinks(config.publicBaseUrl, config.leadRetentionMonths);

  const email = createEmailTransport(config);
  const webhook = createWebhookTransport(db, config, app.log);
  const outbox = new OutboxWorker(
    db,
    config,
    { email, sms: createSmsTransport(config), webhook },
    app.log,
  );
  app.decorate('outbox', outbox);
  decorateFunnel(app, db);
  decorateLiveFigures(app, db, config);
  const backlog = new BacklogMonitor(db, config.outbox.lateSeconds, app.log);
  if (config.outbox.worker) {
    app.addHook('onReady', async () => {
      outbox.start();
      backlog.start();
    });
  }
  const jobs = new JobScheduler(
    db,
    [
      managerDigestJob(config.publicBaseUrl),
      responseExpiryJob(config.publicBaseUrl),
      pageScheduleJob(),
      funnelRecountJob(),
      contactChangeExpiryJob(),
      pickTimeoutJob(),
    ],
    app.log,
  );
  app.decorate('jobs', jobs);
  if (config.jobsScheduler) app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());
  let stopRetention = () => {};
  app.addHook('onReady', async () => {
    stopRetention = startRetentionSweeps(db, config.leadRetentionMonths, app.log);
  });
  app.addHook('onClose', async () => {
    stopRetention();
    backlog.stop();
    await outbox.stop();
    email.close();
  });

  // While closing, drop each keep-alive connection as soon as its last response is done,
  // so in-flight requests finish and close() does not wait out the keep-alive timeout.
  app.addHook('preClose', async () => {
    const timer = setInterval(() => app.server.closeIdleConnections(), 100);
    timer.unref();
    app.server.once('close', () => clearInterval(timer));
  });

  // An empty body sent as JSON (some clients always set the header) means no body at all.
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    body === '' ? done(null, undefined) : parseJson(request, body as string, done),
  );

  registerErrorHandler(app);
  // Before any route, so every route is checked, recorded and in the OpenAPI document.
  registerRouteSchemas(app, { checkResponses: config.env === 'test' });
  await registerOpenApi(app);
  await registerSecurity(app, config);
  registerPartnerApiLimit(app, config);
  await registerCompression(app);
  await app.register(healthRoutes, { db });

  await app.register(
    async (api) => {
      const deps = { db, config };
      await api.register(openApiRoutes);
      await api.register(authRoutes, deps);
      await api.register(userRoutes, deps);
      await api.register(leadRoutes, deps);
      await api.register(leadOwnerRoutes, deps);
      await api.register(settingsRoutes, deps);
      await api.register(partnerSettingsRoutes, deps);
      await api.register(dashboardRoutes, deps);
      await api.register(leadTimelineRoutes, deps);
      await api.register(leadWorkRoutes, deps);
      await api.register(leadMergeRoutes, deps);
      await api.register(leadBinRoutes, deps);
      await api.register(leadExportRoutes, deps);
      await api.register(auditRoutes, deps);
      await api.register(contentRoutes, deps);
      await api.register(publicContentRoutes, deps);
      await api.register(campaignRoutes, deps);
      await api.register(campaignFunnelRoutes, deps);
      await api.register(partnerRoutes, deps);
      await api.register(partnerPortalRoutes, deps);
      await api.register(partnerInstallerRoutes, deps);
      await api.register(partnerRotationRoutes, deps);
      await api.register(partnerPerformanceRoutes, deps);
      await api.register(partnerOutcomeRoutes, deps);
      await api.register(creditReviewRoutes, deps);
      await api.register(apiTokenRoutes, deps);
      await api.register(leadLinkRoutes, deps);
      await api.register(dataRightsRoutes, deps);
      await api.register(homeownerRequestRoutes, deps);
      await api.register(contactChangeRoutes, deps);
      await api.register(homeownerPickRoutes, deps);
      await api.register(partnerOpenApiRoutes);
      await api.register(deliveryRoutes, { ...deps, onQueued: () => outbox.kick() });
      await api.register(partnerWebhookRoutes, { ...deps, onQueued: () => outbox.kick() });
      await api.register(phoneVerificationRoutes, deps);
      await api.register(liveFiguresRoutes);
      // Answers may carry staff or customer data: no browser or proxy keeps a copy, unless a
      // route chose its own caching (the public content reads).
      api.addHook('onSend', async (_request, reply) => {
        if (!reply.hasHeader('Cache-Control')) void reply.header('Cache-Control', 'no-store');
      });
      api.setNotFoundHandler((request, reply) =>
        reply
          .status(404)
          .send({ message: `No API route for ${request.method} ${request.url.split('?')[0]}` }),
      );
    },
    { prefix: '/api' },
  );

  await registerWeb(app, config);
  return app;
}

/**
 * Whom to believe about the client's address. Fastify treats a bare hop count as trusting
 * nobody, so a count n becomes "the n nearest hops are our proxies", as Express reads it.
 */
export function trustProxyOption(
  trustProxy: TrustProxy,
): boolean | string | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy !== 'number') return trustProxy;
  return (_address, hop) => hop < trustProxy;
}

/** The web app: static assets, server-rendered public pages, the back office (src/server/web). */
async function registerWeb(app: FastifyInstance, config: Config): Promise<void> {
  await registerWebApp(app, config);
}
