import fs from 'node:fs/promises';
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
}

/** SMTP when SMTP_URL is set; otherwise each message is written as an .eml file under DATA_DIR/mail. */
export function createEmailTransport(config: Config): EmailTransport {
  const smtp = config.mail.smtpUrl;
  const transporter: Transporter = smtp
    ? nodemailer.createTransport({
        url: smtp,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const mailDir = path.join(config.dataDir, 'mail');
  return {
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
        await fs.mkdir(mailDir, { recursive: true });
        await fs.writeFile(
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
