import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { RETENTION_MONTHS } from '../shared/consent.js';
import { SITE } from '../shared/site.js';

/** Only this module reads the environment; everything else receives a Config. */
const boolish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => ['true', '1', 'yes'].includes(value));
const count = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .default(fallback);

/** Every variable the server reads; README's configuration table lists each (config-readme.test.ts). */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int()
    .min(0)
    .max(65535, 'must be a port number')
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL (leave unset for SQLite)')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  ADMIN_EMAIL: z.email('must be an e-mail address').optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  SESSION_TTL_HOURS: z.coerce
    .number({ error: 'must be a number of hours' })
    .positive('must be more than 0')
    .default(72),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, context): TrustProxy => {
      const text = value.trim();
      if (text === 'true') return true;
      if (text === 'false' || text === '' || text === '0') return false;
      if (/^\d+$/.test(text)) return Number(text);
      const bad = text
        .split(',')
        .map((item) => item.trim())
        .filter((item) => !isProxyAddress(item));
      if (bad.length > 0) {
        context.addIssue({
          code: 'custom',
          message: `must be true, false, a hop count or addresses/CIDR ranges (not ${bad.join(', ')})`,
        });
        return z.NEVER;
      }
      return text;
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: count(512 * 1024),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int()
    .positive('must be more than 0')
    .default(60),
  LOGIN_RATE_LIMIT: count(10),
  QUOTE_RATE_LIMIT: count(10),
  API_RATE_LIMIT: count(600),
  PARTNER_API_RATE_LIMIT: count(120),
  LOGIN_ACCOUNT_RATE_LIMIT: count(10),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  PG_POOL_MAX: z.coerce
    .number({ error: 'must be a whole number' })
    .int()
    .min(1, 'must be at least 1')
    .default(10),
  PG_CONNECT_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(100, 'must be at least 100')
    .default(2000),
  PG_STATEMENT_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(100, 'must be at least 100')
    .default(15000),
  PG_LIVENESS_CHECK_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(100, 'must be at least 100')
    .default(1000),
  SERVE_WEB: boolish.default(true),
  WEB_DIST_DIR: z.string().min(1).default('./dist/web'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM: z.string().min(1).optional(),
  TWILIO_API_BASE: z.url('must be a URL').default('https://api.twilio.com'),
  OUTBOX_WORKER: boolish.default(true),
  OUTBOX_POLL_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(50, 'must be at least 50')
    .default(2000),
  OUTBOX_MAX_ATTEMPTS: z.coerce
    .number({ error: 'must be a whole number' })
    .int()
    .min(1, 'must be at least 1')
    .default(10),
  OUTBOX_EMAIL_CONCURRENCY: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(8),
  OUTBOX_SMS_CONCURRENCY: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(4),
  OUTBOX_LATE_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(120),
  PUBLIC_BASE_URL: z.url('must be a URL').optional(),
  JOBS_SCHEDULER: boolish.default(true),
  LEAD_RETENTION_MONTHS: count(RETENTION_MONTHS),
  PARTNER_RESPONSE_MINUTES: z.coerce
    .number({ error: 'must be a number of minutes' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(7 * 12 * 60, 'must be at most a week of business hours (5040)')
    .default(240),
});

/** true (every hop), false, a hop count, or a comma-separated list of addresses and CIDR ranges. */
export type TrustProxy = boolean | number | string;

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR range, or one of proxy-addr's names (loopback, linklocal, uniquelocal). */
function isProxyAddress(item: string): boolean {
  if (PROXY_NAMES.has(item)) return true;
  const [address = '', bits, ...rest] = item.split('/');
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const size = Number(bits);
  return /^\d+$/.test(bits) && size <= (version === 4 ? 32 : 128);
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  database:
    { kind: 'sqlite'; filename: string } | { kind: 'postgres'; url: string; schema?: string };
  dataDir: string;
  admin: { email?: string; password?: string };
  sessionTtlHours: number;
  trustProxy: TrustProxy;
  logLevel: string;
  bodyLimit: number;
  rateLimits: {
    windowSeconds: number;
    login: number;
    loginPerAccount: number;
    quote: number;
    api: number;
    /** Requests a window per partner API token. */
    partnerApi: number;
  };
  redisUrl?: string;
  pool: {
    max: number;
    connectTimeoutMs: number;
    statementTimeoutMs: number;
    livenessCheckMs: number;
  };
  web: { serve: boolean; distDir: string };
  mail: { smtpUrl?: string; from: string };
  sms: { twilio?: { accountSid: string; authToken: string; from: string; apiBase: string } };
  outbox: {
    worker: boolean;
    pollMs: number;
    maxAttempts: number;
    /** Sends in flight at once per transport, per process. */
    concurrency: { email: number; sms: number };
    /** An unsent message older than this is late: a log warning and a dashboard card. */
    lateSeconds: number;
  };
  publicBaseUrl: string;
  /** Run background jobs (the managers' daily digest) from this process. */
  jobsScheduler: boolean;
  leadRetentionMonths: number;
  /** An installer's response window, in Irish business minutes. */
  partnerResponseMinutes: number;
}

export class ConfigError extends Error {}

/** The project root: config.ts sits in src/server, and in dist/server once built. */
const PROJECT_ROOT = path.resolve(import.meta.dirname, '..', '..');

/**
 * Load `.env` from the project root when there is one (see .env.example). Variables already
 * set in the environment win, so a deploy's own settings are never overridden by the file.
 */
export function loadDotEnv(file = path.join(PROJECT_ROOT, '.env')): boolean {
  if (!fs.existsSync(file)) return false;
  process.loadEnvFile(file);
  return true;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'sqlite', filename: path.join(dataDir, 'windowquotes.db') },
    dataDir,
    admin: { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD },
    sessionTtlHours: e.SESSION_TTL_HOURS,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    bodyLimit: e.BODY_LIMIT_BYTES,
    rateLimits: {
      windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
      login: e.LOGIN_RATE_LIMIT,
      loginPerAccount: e.LOGIN_ACCOUNT_RATE_LIMIT,
      quote: e.QUOTE_RATE_LIMIT,
      api: e.API_RATE_LIMIT,
      partnerApi: e.PARTNER_API_RATE_LIMIT,
    },
    redisUrl: e.REDIS_URL,
    pool: {
      max: e.PG_POOL_MAX,
      connectTimeoutMs: e.PG_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: e.PG_STATEMENT_TIMEOUT_MS,
      livenessCheckMs: e.PG_LIVENESS_CHECK_MS,
    },
    web: { serve: e.SERVE_WEB, distDir: path.resolve(e.WEB_DIST_DIR) },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? `${SITE.name} <${SITE.email}>` },
    sms: {
      twilio:
        e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM
          ? {
              accountSid: e.TWILIO_ACCOUNT_SID,
              authToken: e.TWILIO_AUTH_TOKEN,
              from: e.TWILIO_FROM,
              apiBase: e.TWILIO_API_BASE,
            }
          : undefined,
    },
    outbox: {
      worker: e.OUTBOX_WORKER,
      pollMs: e.OUTBOX_POLL_MS,
      maxAttempts: e.OUTBOX_MAX_ATTEMPTS,
      concurrency: { email: e.OUTBOX_EMAIL_CONCURRENCY, sms: e.OUTBOX_SMS_CONCURRENCY },
      lateSeconds: e.OUTBOX_LATE_SECONDS,
    },
    leadRetentionMonths: e.LEAD_RETENTION_MONTHS,
    partnerResponseMinutes: e.PARTNER_RESPONSE_MINUTES,
    jobsScheduler: e.JOBS_SCHEDULER,
    publicBaseUrl: (e.PUBLIC_BASE_URL ?? `https://${SITE.domain}`).replace(/\/$/, ''),
  };
}
