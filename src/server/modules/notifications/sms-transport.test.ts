import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createSmsTransport, toE164 } from './sms-transport.js';

interface Captured {
  url: string;
  authorization: string;
  body: URLSearchParams;
}

async function fakeTwilio(status: number) {
  const captured: Captured[] = [];
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      captured.push({
        url: request.url ?? '',
        authorization: request.headers.authorization ?? '',
        body: new URLSearchParams(raw),
      });
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(
        JSON.stringify(status === 201 ? { sid: 'SM1' } : { message: 'Invalid To number' }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    captured,
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe('SMS transport', () => {
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    while (closers.length > 0) await closers.pop()!();
  });

  function twilioConfig(base: string) {
    return loadConfig({
      TWILIO_ACCOUNT_SID: 'AC123',
      TWILIO_AUTH_TOKEN: 'secret',
      TWILIO_FROM: '+353850000000',
      TWILIO_API_BASE: base,
    });
  }

  it('sends through the Twilio Messages API with basic auth and an international number', async () => {
    const twilio = await fakeTwilio(201);
    closers.push(twilio.close);
    await createSmsTransport(twilioConfig(twilio.base)).send({
      id: 1,
      to: '087 123 4567',
      text: 'Hello',
    });
    expect(twilio.captured).toHaveLength(1);
    const [request] = twilio.captured;
    expect(request!.url).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(request!.authorization).toBe(`Basic ${Buffer.from('AC123:secret').toString('base64')}`);
    expect(Object.fromEntries(request!.body)).toEqual({
      To: '+353871234567',
      From: '+353850000000',
      Body: 'Hello',
    });
  });

  it('fails with the provider answer so the outbox retries', async () => {
    const twilio = await fakeTwilio(400);
    closers.push(twilio.close);
    await expect(
      createSmsTransport(twilioConfig(twilio.base)).send({
        id: 2,
        to: '087 123 4567',
        text: 'Hello',
      }),
    ).rejects.toThrow(/400.*Invalid To number/);
  });

  it('writes Irish numbers in E.164', () => {
    expect(toE164('087 123 4567')).toBe('+353871234567');
    expect(toE164('+353 87 123 4567')).toBe('+353871234567');
    expect(toE164('00353871234567')).toBe('+353871234567');
    expect(toE164('+353 (0)87 123 4567')).toBe('+353871234567');
    expect(toE164('0044 20 7946 0958')).toBe('+442079460958');
  });
});
