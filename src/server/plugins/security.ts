import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import type { Config } from '../config.js';

export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  // The API takes JSON only; Fastify's built-in text/plain parser would let a string through.
  app.removeContentTypeParser('text/plain');
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and sonner position elements with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.env === 'production',
  });
  await app.register(rateLimit, {
    global: config.rateLimits.api > 0,
    max: config.rateLimits.api,
    timeWindow: config.rateLimits.windowSeconds * 1000,
    // The general limit guards the API; static files are not counted. Decided by the matched
    // route, not the raw URL, which a client could percent-encode (/%61pi/...) to slip past.
    allowList: (request) => !request.routeOptions.url?.startsWith('/api/'),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: `Too many requests. Please try again in ${context.after}.`,
    }),
  });
}

/** Route options for a per-client limit; a limit of 0 turns it off (DESIGN contracts). */
export function rateLimitFor(config: Config, max: number): RouteShorthandOptions {
  if (max <= 0) return { config: { rateLimit: false } };
  return { config: { rateLimit: { max, timeWindow: config.rateLimits.windowSeconds * 1000 } } };
}
