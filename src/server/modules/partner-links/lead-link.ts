import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/connection.js';
import { findAppSecret } from './app-secret-repository.js';

/**
 * One-click links to one lead of one partner, for installer e-mails:
 * `/partner/lead/<lead>.<partner>.<expiry>.<HMAC-SHA256>`, signed with a 256-bit key the
 * database holds (app_secrets, made by migration 0025), so every process signs and checks
 * alike and nothing is written per link. A link works for LEAD_LINK_DAYS.
 */
export const LEAD_LINK_DAYS = 7;

let key: Buffer | null = null;
let baseUrl = '';

/** Load the signing key and the site's address; buildApp calls this once migrations ran. */
export async function loadLeadLinkKey(db: Db, publicBaseUrl: string): Promise<void> {
  key = Buffer.from(await findAppSecret(db, 'partner_lead_links'), 'base64url');
  baseUrl = publicBaseUrl;
}

function signingKey(): Buffer {
  // Without an app (a unit test of the templates) a throwaway key: no one can open its links.
  key ??= randomBytes(32);
  return key;
}

function sign(payload: string): Buffer {
  return createHmac('sha256', signingKey()).update(`partner-lead-link:v1:${payload}`).digest();
}

export function leadLinkToken(leadId: number, partnerId: number, expiresAt: Date): string {
  const payload = `${leadId}.${partnerId}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${payload}.${sign(payload).toString('base64url')}`;
}

/** The link for an e-mail written now. */
export function leadLinkUrl(leadId: number, partnerId: number, now = Date.now()): string {
  const expires = new Date(now + LEAD_LINK_DAYS * 86_400_000);
  return `${baseUrl}/partner/lead/${leadLinkToken(leadId, partnerId, expires)}`;
}

export type LeadLinkCheck =
  | { ok: true; leadId: number; partnerId: number; expiresAt: string }
  | { ok: false; reason: 'invalid' | 'expired' };

/**
 * Check a link: the signature first, compared in constant time, then the expiry, with no
 * database read before either, so a forged link and an expired one take the same time.
 */
export function checkLeadLink(token: string, now = Date.now()): LeadLinkCheck {
  const match = /^(\d{1,15})\.(\d{1,15})\.(\d{1,12})\.([\w-]{43})$/.exec(token);
  const payload = match ? `${match[1]}.${match[2]}.${match[3]}` : 'invalid';
  const expected = sign(payload);
  const given = Buffer.from(match?.[4] ?? '', 'base64url');
  // Compared whatever was sent, so a malformed link costs what a forged one does.
  const same = timingSafeEqual(given.length === 32 ? given : Buffer.alloc(32), expected);
  if (!match || given.length !== 32 || !same) return { ok: false, reason: 'invalid' };
  const expiresMs = Number(match[3]) * 1000;
  if (expiresMs <= now) return { ok: false, reason: 'expired' };
  return {
    ok: true,
    leadId: Number(match[1]),
    partnerId: Number(match[2]),
    expiresAt: new Date(expiresMs).toISOString(),
  };
}
