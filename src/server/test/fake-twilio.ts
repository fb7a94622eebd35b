import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One text the fake received, as Twilio's Messages API is sent it. */
export interface SentText {
  to: string;
  body: string;
}

/**
 * A local stand-in for Twilio's Messages API: answers 201 and keeps what was sent, so tests
 * drive the real SMS transport (sms-transport.ts) over HTTP. `env` configures an app for it.
 */
export async function startFakeTwilio() {
  const sent: SentText[] = [];
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const body = new URLSearchParams(raw);
      sent.push({ to: body.get('To') ?? '', body: body.get('Body') ?? '' });
      response.writeHead(201, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ sid: `SM${sent.length}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    sent,
    env: {
      TWILIO_ACCOUNT_SID: 'AC-test',
      TWILIO_AUTH_TOKEN: 'test-token',
      TWILIO_FROM: '+353850000000',
      TWILIO_API_BASE: `http://127.0.0.1:${port}`,
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // fetch keeps its connections alive; close would wait for them.
        server.closeAllConnections();
      }),
  };
}
