import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connection.js';
import type { WebhookTransport } from '../notifications/outbox-worker.js';
import type { OutboxRow } from '../notifications/outbox-repository.js';
import { findPartnerHook, recordAttempt } from './webhook-repository.js';
import { isPrivateAddress, signWebhook, webhookUrlProblem } from './webhook-signing.js';

export interface WebhookTransportOptions {
  /** How long an endpoint has to answer; a slower one is a failed attempt (retried). */
  timeoutMs?: number;
  maxInFlight?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;
// Partners' endpoints are slow or down independently; enough at once that one cannot stall the rest.
const DEFAULT_IN_FLIGHT = 16;
// What is kept of an endpoint's error answer for the log; the rest is read and dropped.
const ANSWER_KEPT = 200;

/** In production a name that resolves to a private address is refused at connect time (SSRF). */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 4);
    const list = addresses as dns.LookupAddress[];
    const blocked = list.find((entry) => isPrivateAddress(entry.address));
    if (blocked || list.length === 0) {
      return callback(new Error(`${hostname} resolves to a private address`), '', 4);
    }
    if (options.all) return callback(null, list as never, 4);
    return callback(null, list[0]!.address, list[0]!.family);
  });
};

/** The current secret, and the one a rotation replaced while its overlap lasts. */
function signingSecrets(
  hook: {
    webhook_secret: string;
    webhook_previous_secret: string;
    webhook_previous_until: string | null;
  },
  at: Date,
): string[] {
  const overlap =
    hook.webhook_previous_secret !== '' &&
    hook.webhook_previous_until !== null &&
    hook.webhook_previous_until > at.toISOString();
  return overlap ? [hook.webhook_secret, hook.webhook_previous_secret] : [hook.webhook_secret];
}

interface Answer {
  status: number;
  text: string;
}

/** One POST; redirects are not followed (a 3xx is an answer like any other non-2xx). */
function post(
  url: URL,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
  production: boolean,
): Promise<Answer> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        ...(production ? { lookup: publicOnlyLookup } : {}),
        agent: false,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (text.length < ANSWER_KEPT) text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        response.on('error', reject);
      },
    );
    const timer = setTimeout(
      () => request.destroy(new Error(`No answer within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    request.on('close', () => clearTimeout(timer));
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * Delivers partner webhooks (Standard Webhooks): POSTs the stored JSON body to the message's
 * URL with `webhook-id` (stable across attempts), `webhook-timestamp` (this attempt) and
 * `webhook-signature`, signed with the partner's secret (and, for a day after a rotation, the
 * one it replaced). A 2xx is delivered; anything
 * else throws, so the outbox retries with its back-off. Every attempt goes in the delivery log.
 */
export function createWebhookTransport(
  db: Db,
  config: Config,
  log: FastifyBaseLogger,
  options: WebhookTransportOptions = {},
): WebhookTransport {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const production = config.env === 'production';
  return {
    maxInFlight: options.maxInFlight ?? DEFAULT_IN_FLIGHT,
    async send(row: OutboxRow) {
      const started = performance.now();
      const at = new Date();
      let statusCode: number | null = null;
      let error = '';
      const hook = row.partner_id === null ? undefined : await findPartnerHook(db, row.partner_id);
      // A URL saved under other rules (or edited in the database) is checked again here.
      const refused = production ? webhookUrlProblem(row.recipient, true) : null;
      if (!hook?.webhook_secret) {
        error = 'The partner has no webhook now';
      } else if (refused) {
        error = refused;
      } else {
        const timestamp = Math.floor(at.getTime() / 1000);
        try {
          const answer = await post(
            new URL(row.recipient),
            {
              'content-type': 'application/json',
              'user-agent': 'windowquotes-webhooks/1',
              'webhook-id': row.subject,
              'webhook-timestamp': String(timestamp),
              'webhook-signature': signingSecrets(hook, at)
                .map((secret) => signWebhook(secret, row.subject, timestamp, row.body))
                .join(' '),
            },
            row.body,
            timeoutMs,
            production,
          );
          statusCode = answer.status;
          if (answer.status < 200 || answer.status >= 300) {
            const detail = answer.text.trim().slice(0, ANSWER_KEPT);
            error = `Endpoint answered ${answer.status}${detail ? `: ${detail}` : ''}`;
          }
        } catch (failure) {
          error = failure instanceof Error ? failure.message : String(failure);
        }
      }
      await recordAttempt(db, {
        outboxId: Number(row.id),
        attempt: Number(row.attempts),
        at: at.toISOString(),
        statusCode,
        error,
        durationMs: performance.now() - started,
      }).catch((failure: unknown) =>
        // The log is for people; a delivery is not repeated because its line could not be written.
        log.warn({ err: failure, outboxId: row.id }, 'could not record a webhook attempt'),
      );
      if (error) throw new Error(error);
    },
  };
}
