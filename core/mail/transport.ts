import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { OutboxMessage } from '../store/types';

/** sends one outbox message; throws when the message was not accepted */
export interface MailTransport {
  readonly description: string;
  send(message: OutboxMessage): Promise<void>;
  close(): void;
}

function mailOptions(m: OutboxMessage) {
  return {
    from: m.from,
    to: m.to,
    replyTo: m.replyTo ?? undefined,
    subject: m.subject,
    text: m.text,
    // the outbox id makes a resend after a crash recognisable as the same message
    messageId: `<${m.id}@outbox.bloksecure>`,
    headers: { 'X-Lead-Id': m.leadId ?? '' },
  };
}

/** SMTP through nodemailer, e.g. smtp://user:pass@mail.example.com:587 */
export function smtpTransport(url: string, opts: { timeoutMs?: number } = {}): MailTransport {
  const timeout = opts.timeoutMs ?? 15_000;
  // settings given in the URL's query win over these
  const transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 2,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout * 2,
  });
  const { host, port } = new URL(url);
  return {
    description: `SMTP ${host}:${port || 'default'}`,
    async send(m) {
      await transporter.sendMail(mailOptions(m));
    },
    close: () => transporter.close(),
  };
}

/** without SMTP_URL: each message becomes DATA_DIR/outbox/<id>.eml (a resend overwrites the same file) */
export function emlFileTransport(dir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    description: `.eml files in ${dir}`,
    async send(m) {
      const info = await transporter.sendMail(mailOptions(m));
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${m.id}.eml`);
      const tmp = `${file}.tmp`;
      await writeFile(tmp, info.message as Buffer);
      await rename(tmp, file);
    },
    close: () => transporter.close(),
  };
}

/** SMTP when a URL is configured, else .eml files under DATA_DIR/outbox */
export function createMailTransport(config: { SMTP_URL?: string; DATA_DIR: string }): MailTransport {
  return config.SMTP_URL ? smtpTransport(config.SMTP_URL) : emlFileTransport(path.resolve(config.DATA_DIR, 'outbox'));
}
