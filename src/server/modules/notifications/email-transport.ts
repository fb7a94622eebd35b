import fs from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { SITE } from '../../../shared/site.js';
import type { Config } from '../../config.js';

export interface EmailMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
}

export interface EmailTransport {
  send(message: EmailMessage): Promise<void>;
  close(): void;
  /** Sends the outbox may have under way at once. */
  maxInFlight: number;
}

// Files protect no provider. Building a message takes several event-loop turns, so on a saturated
// loop the worker's share grows with what it has under way: this many keeps up with 50 submitters.
export const FILE_IN_FLIGHT = 1024;

/** SMTP when SMTP_URL is set; otherwise each message is written as an .eml file under DATA_DIR/mail. */
export function createEmailTransport(config: Config): EmailTransport {
  const smtp = config.mail.smtpUrl;
  const transporter: Transporter = smtp
    ? nodemailer.createTransport({
        url: smtp,
        // Reused connections, one per send in flight: no handshake per message.
        pool: true,
        maxConnections: config.outbox.concurrency.email,
        maxMessages: Infinity,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const mailDir = path.join(config.dataDir, 'mail');
  return {
    maxInFlight: smtp ? config.outbox.concurrency.email : FILE_IN_FLIGHT,
    async send(message) {
      const info = await transporter.sendMail({
        from: config.mail.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        // A stable id lets mail systems drop a repeat after a crash between send and record.
        messageId: `<outbox-${message.id}@${SITE.domain}>`,
      });
      if (!smtp) {
        // A few kB to the page cache: microseconds here, where async would wait several busy event-loop turns.
        fs.mkdirSync(mailDir, { recursive: true });
        fs.writeFileSync(
          path.join(mailDir, `${message.id}.eml`),
          (info as { message: Buffer }).message,
        );
      }
    },
    close() {
      transporter.close();
    },
  };
}
