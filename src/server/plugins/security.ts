import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import helmet from 'helmet';
import { Redis } from 'ioredis';
import type { Config } from '../config.js';
import { HttpError } from '../http-error.js';

export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  // The API takes JSON only; Fastify's built-in text/plain parser would let a string through.
  app.removeContentTypeParser('text/plain');
  // The headers middleware is built once: @fastify/helmet rebuilt it, policy parsing and all,
  // for every request.
  const secureHeaders = helmet({
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
  app.addHook('onRequest', (request, reply, done) =>
    secureHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
  );
  await app.register(rateLimit, {
    global: config.rateLimits.api > 0,
    max: config.rateLimits.api,
    timeWindow: config.rateLimits.windowSeconds * 1000,
    // Several processes count together in Redis; without it each process counts alone.
    redis: config.redisUrl ? connectRedis(app, config.redisUrl) : undefined,
    nameSpace: 'windowquotes-rate-',
    // A Redis outage must not take the site down with it: requests pass uncounted meanwhile.
    skipOnError: true,
    // The general limit guards the API; static files are not counted. Decided by the matched
    // route, not the raw URL, which a client could percent-encode (/%61pi/...) to slip past.
    allowList: (request) => !request.routeOptions.url?.startsWith('/api/'),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: `Too many requests. Please try again in ${context.after}.`,
    }),
  });
}

function connectRedis(app: FastifyInstance, url: string): Redis {
  const redis = new Redis(url, {
    // Fail fast rather than queue: a rate-limit check must never hold a request up.
    connectTimeout: 1000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  let reported = false;
  redis.on('error', (error: Error) => {
    if (!reported) app.log.warn({ err: error.message }, 'Redis unreachable: rate limits paused');
    reported = true;
  });
  redis.on('ready', () => {
    if (reported) app.log.info('Redis reachable again: rate limits shared');
    reported = false;
  });
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  return redis;
}

/** Route options for a per-client limit; a limit of 0 turns it off. */
export function rateLimitFor(config: Config, max: number): RouteShorthandOptions {
  if (max <= 0) return { config: { rateLimit: false } };
  return { config: { rateLimit: { max, timeWindow: config.rateLimits.windowSeconds * 1000 } } };
}

export interface FailureThrottle {
  /** Throws a 429 when this key has used up its failures for the window. */
  check(request: FastifyRequest): Promise<void>;
  /** Counts one failure against this key. */
  fail(request: FastifyRequest): Promise<void>;
}

/**
 * A limit on failures rather than requests (wrong passwords for one account, say), counted
 * in the same store as the rate limits, so every process shares it when Redis is set.
 */
export function failureThrottle(
  app: FastifyInstance,
  options: {
    max: number;
    windowMs: number;
    key: (request: FastifyRequest) => string;
    message: string;
  },
): FailureThrottle {
  if (options.max <= 0) return { check: async () => {}, fail: async () => {} };
  const limiter = app.createRateLimit({
    max: options.max,
    timeWindow: options.windowMs,
    keyGenerator: options.key,
  });
  return {
    async check(request) {
      const status = await limiter(request, { increment: false });
      if (!status.isAllowed && status.remaining === 0) {
        const minutes = Math.max(1, Math.ceil(status.ttl / 60_000));
        throw new HttpError(429, options.message.replace('{minutes}', plural(minutes, 'minute')));
      }
    },
    async fail(request) {
      await limiter(request);
    },
  };
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}
