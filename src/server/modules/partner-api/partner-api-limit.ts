import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import { HttpError } from '../../http-error.js';

/**
 * Each partner API token has its own request limit (PARTNER_API_RATE_LIMIT a window; 0 turns
 * it off), counted in the rate-limit store so every process shares it when Redis is set. The
 * general per-client API limit applies as well.
 */
export function registerPartnerApiLimit(app: FastifyInstance, config: Config): void {
  app.decorateRequest('apiTokenId', null);
  const max = config.rateLimits.partnerApi;
  if (max <= 0) return;
  const limiter = app.createRateLimit({
    max,
    timeWindow: config.rateLimits.windowSeconds * 1000,
    keyGenerator: (request) => `partner-api-token:${request.apiTokenId}`,
  });
  app.decorate('partnerApiLimit', async (request) => {
    const status = await limiter(request);
    if (!status.isAllowed && status.isExceeded) {
      const seconds = Math.max(1, Math.ceil(status.ttl / 1000));
      throw new HttpError(
        429,
        `Too many requests with this API token. Please try again in ${seconds} seconds.`,
        undefined,
        { 'Retry-After': String(seconds) },
      );
    }
  });
}
