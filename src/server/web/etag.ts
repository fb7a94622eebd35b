import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A weak validator: the same body compressed differently is still the same content. */
export function weakEtag(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** True when the client's copy is current (If-None-Match matches), so a 304 answers. */
export function isFresh(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const wanted = etag.replace(/^W\//, '');
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === wanted || tag === '*');
}

/** Send a text body with an ETag, or 304 when the client already holds it. */
export function sendWithEtag(request: FastifyRequest, reply: FastifyReply, body: string) {
  const etag = weakEtag(body);
  reply.header('ETag', etag);
  if (isFresh(request, etag)) return reply.code(304).send();
  return reply.send(body);
}
