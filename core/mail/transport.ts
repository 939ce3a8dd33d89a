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

/**
 * The Message-ID of a lead's notification: made from the lead's id and the sender's domain, so every
 * copy of it, from any instance and any attempt, carries the same one and a mail system can drop a
 * repeat. A message without a lead uses its outbox id.
 */
export function messageIdFor(m: Pick<OutboxMessage, 'id' | 'leadId' | 'from'>): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(m.from)?.[1] ?? 'localhost';
  return `<${m.leadId ? `lead.${m.leadId}` : `outbox.${m.id}`}@${domain}>`;
}

function mailOptions(m: OutboxMessage) {
  return {
    from: m.from,
    to: m.to,
    replyTo: m.replyTo ?? undefined,
    subject: m.subject,
    text: m.text,
    messageId: messageIdFor(m),
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
