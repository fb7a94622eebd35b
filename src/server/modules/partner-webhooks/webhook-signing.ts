import { createHmac, randomBytes } from 'node:crypto';
import net from 'node:net';

/** Standard Webhooks (standardwebhooks.com): secrets, signatures and where an endpoint may be. */

const SECRET_PREFIX = 'whsec_';

/** A new signing secret: `whsec_` and the base64 of 32 random bytes. */
export function newWebhookSecret(): string {
  return SECRET_PREFIX + randomBytes(32).toString('base64');
}

/** A random `webhook-id` for an event: the same on every attempt, unique across events. */
export function newEventId(): string {
  return `msg_${randomBytes(16).toString('base64url')}`;
}

/**
 * The `webhook-signature` header's value: `v1,` and the base64 of the HMAC-SHA256, keyed with
 * the secret's bytes (base64 after `whsec_`), of `id.timestamp.body`.
 */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  const mac = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}

// Addresses a production server must never POST to (its own host, the private network, cloud
// metadata at 169.254.169.254): loopback, private, shared, link-local, unspecified, multicast.
const PRIVATE = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  PRIVATE.addSubnet(address, prefix, 'ipv4');
}
for (const [address, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const) {
  PRIVATE.addSubnet(address, prefix, 'ipv6');
}

/** Whether an IP address is loopback, private, link-local or otherwise not on the internet. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return PRIVATE.check(mapped[1]!, 'ipv4');
  const family = net.isIP(address);
  if (family === 0) return false;
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const LOCAL_NAMES = /(^|\.)(localhost|local|internal|home\.arpa)$/i;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Why the server refuses this endpoint, or null. In production: https only, and no local name
 * or private address (the address a name resolves to is checked again on every delivery).
 * Elsewhere https anywhere, or http to this machine, so tests and development use a local server.
 */
export function webhookUrlProblem(text: string, production: boolean): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'Webhook URL is not a valid address';
  }
  const host = url.hostname.toLowerCase();
  if (!production) {
    return url.protocol === 'https:' || LOOPBACK_HOSTS.has(host)
      ? null
      : 'Webhook URL must start with https:// (http:// only to localhost outside production)';
  }
  if (url.protocol !== 'https:') return 'Webhook URL must start with https://';
  const literal = host.startsWith('[') ? host.slice(1, -1) : host;
  const singleLabel = net.isIP(literal) === 0 && !host.includes('.');
  if (LOCAL_NAMES.test(host) || isPrivateAddress(literal) || singleLabel) {
    return 'Webhook URL must be a public internet address';
  }
  return null;
}
