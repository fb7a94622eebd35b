import { createHash, randomBytes } from 'node:crypto';
import { RETENTION_MONTHS } from '../../../shared/consent.js';
import { requestPath } from '../../../shared/homeowner-request-text.js';
import { SITE } from '../../../shared/site.js';

/**
 * The homeowner's link: 160 random bits written in lower-case base32, so the
 * link survives an address bar or an SMS app that changes case, and is short enough for a
 * text. Only its SHA-256 is stored; the token exists in plain text only where it is made.
 */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
const TOKEN_BYTES = 20;

let settings = { baseUrl: `https://${SITE.domain}`, retentionMonths: RETENTION_MONTHS };

/** The site's address and the leads' retention; buildApp calls this once at start. */
export function configureRequestLinks(baseUrl: string, retentionMonths: number): void {
  settings = { baseUrl, retentionMonths };
}

export function newRequestToken(): string {
  const bytes = randomBytes(TOKEN_BYTES);
  let bits = 0;
  let value = 0;
  let token = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      token += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return token;
}

/** What is stored and looked up: the SHA-256 of the token as sent, lower-cased. */
export function requestTokenHash(token: string): string {
  return createHash('sha256').update(token.toLowerCase()).digest('hex');
}

/** The absolute address of a homeowner's page, for e-mails and texts. */
export function requestUrl(token: string): string {
  return `${settings.baseUrl}${requestPath(token)}`;
}

/** When a link made for a lead received at `createdAt` stops working: with the lead, or never. */
export function requestLinkExpiry(createdAt: string): string | null {
  if (settings.retentionMonths <= 0) return null;
  const end = new Date(createdAt);
  end.setUTCMonth(end.getUTCMonth() + settings.retentionMonths);
  return end.toISOString();
}

/** A new link for a lead: the token to hand out and the row to store. */
export function newRequestLink(leadId: number, createdAt: string) {
  const token = newRequestToken();
  return {
    token,
    row: {
      lead_id: leadId,
      token_hash: requestTokenHash(token),
      created_at: createdAt,
      expires_at: requestLinkExpiry(createdAt),
    },
  };
}
