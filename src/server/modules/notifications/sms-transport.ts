import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.js';
import { FILE_IN_FLIGHT } from './email-transport.js';

export interface SmsTransport {
  send(message: { id: number; to: string; text: string }): Promise<void>;
  /** Sends the outbox may have under way at once. */
  maxInFlight: number;
}

/** Irish numbers in the international form SMS providers need: 087 123 4567 -> +353871234567. */
export function toE164(number: string): string {
  const digits = number.replace(/[^\d+]/g, '');
  const international = digits.startsWith('+')
    ? digits
    : digits.startsWith('00')
      ? `+${digits.slice(2)}`
      : digits.startsWith('0')
        ? `+353${digits.slice(1)}`
        : `+${digits}`;
  // "+353 (0)87 …" is a common way to write an Irish number; the 0 is not dialled from abroad.
  return international.replace(/^\+3530/, '+353');
}

/** Twilio's Messages API when configured; otherwise a text file per message under DATA_DIR/sms. */
export function createSmsTransport(config: Config): SmsTransport {
  const twilio = config.sms.twilio;
  if (twilio) {
    const url = `${twilio.apiBase}/2010-04-01/Accounts/${encodeURIComponent(twilio.accountSid)}/Messages.json`;
    const auth = Buffer.from(`${twilio.accountSid}:${twilio.authToken}`).toString('base64');
    return {
      maxInFlight: config.outbox.concurrency.sms,
      async send({ to, text }) {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            Authorization: `Basic ${auth}`,
            'Content-Type': 'application/x-www-form-urlencoded',
          },
          body: new URLSearchParams({ To: toE164(to), From: twilio.from, Body: text }),
          signal: AbortSignal.timeout(15_000),
        });
        if (!response.ok) {
          const detail = await response.text().catch(() => '');
          throw new Error(`SMS provider answered ${response.status}: ${detail.slice(0, 200)}`);
        }
      },
    };
  }
  const smsDir = path.join(config.dataDir, 'sms');
  return {
    maxInFlight: FILE_IN_FLIGHT,
    async send({ id, to, text }) {
      // Synchronous for the same reason as the e-mail files: a small write, no event-loop turns.
      fs.mkdirSync(smsDir, { recursive: true });
      fs.writeFileSync(path.join(smsDir, `${id}.txt`), `To: ${toE164(to)}\n\n${text}\n`);
    },
  };
}
