import fs from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect } from 'vitest';
import { addPartner } from './partner-fixtures.js';
import { json, type TestApp } from './test-app.js';

/** What the partner-webhook API tests share: the documented recipe, a real receiver, a hooked partner. */

export type Verify = (
  secret: string,
  headers: IncomingHttpHeaders,
  body: string,
  nowMs?: number,
) => boolean;

/** The verification recipe exactly as docs/webhooks.md prints it, loaded from the docs. */
export async function recipeFromDocs(): Promise<Verify> {
  const docs = fs.readFileSync(path.resolve('docs/webhooks.md'), 'utf8');
  const block = /<!-- verification-recipe[^>]*-->\s*```js\n([\s\S]*?)```/.exec(docs)?.[1];
  if (!block) throw new Error('docs/webhooks.md has no verification recipe');
  const file = path.join(os.tmpdir(), `webhook-recipe-${process.pid}-${Date.now()}.mjs`);
  fs.writeFileSync(file, block);
  const module = (await import(pathToFileURL(file).href)) as { verifyWebhook: Verify };
  fs.rmSync(file);
  return module.verifyWebhook;
}

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A real receiver on 127.0.0.1: answers each request with the next reply (then 204). */
export async function startReceiver() {
  const received: Received[] = [];
  const replies: ('ok' | 500 | 'hang')[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      const reply = replies.shift() ?? 'ok';
      if (reply === 'hang') return; // never answers: the sender's timeout ends it
      if (reply === 500) response.writeHead(500).end('database down');
      else response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    received,
    replies,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** A partner of these counties whose webhook is `url`; answers its id and the secret shown once. */
export async function hookPartner(
  t: TestApp,
  admin: Record<string, string>,
  url: string,
  counties = ['Galway'],
) {
  const partnerId = await addPartner(t.db, { counties });
  const saved = await t.app.inject({
    method: 'PUT',
    url: `/api/partners/${partnerId}/webhook`,
    headers: admin,
    payload: { url },
  });
  expect(saved.statusCode).toBe(200);
  return { partnerId, secret: json<{ secret: string }>(saved).secret };
}

/** The outbox's webhook messages, oldest first. */
export const webhookRows = (t: TestApp) =>
  t.db.selectFrom('outbox').selectAll().where('channel', '=', 'webhook').orderBy('id').execute();
