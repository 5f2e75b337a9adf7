import nodemailer from 'nodemailer';
import { z } from 'zod';
import { Outbox } from './outbox.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** The folder mail is written to instead of being sent; undefined when it goes to an SMTP server. */
  readonly outbox: Outbox | undefined;
}

export interface MailerOptions {
  /** smtp:// or smtps:// URL of the server to send through; undefined writes to the outbox. */
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
}

/** The part of nodemailer's JSON rendering the outbox keeps. */
const renderedMessageSchema = z.object({
  from: z.object({ address: z.string(), name: z.string().optional() }).or(z.string()),
  to: z.array(z.object({ address: z.string() })).min(1),
  subject: z.string(),
  text: z.string(),
});

function displayAddress(address: z.output<typeof renderedMessageSchema>['from']): string {
  if (typeof address === 'string') return address;
  return address.name ? `${address.name} <${address.address}>` : address.address;
}

/** Every message goes through nodemailer: to SMTP_URL when set, else rendered into the outbox. */
export function createMailer({ smtpUrl, from, dataDir }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      outbox: undefined,
      async send(message) {
        await transport.sendMail({ from, ...message });
      },
    };
  }
  const outbox = new Outbox(dataDir);
  const transport = nodemailer.createTransport({ jsonTransport: true });
  return {
    outbox,
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      const rendered = renderedMessageSchema.parse(JSON.parse(info.message));
      outbox.save({
        from: displayAddress(rendered.from),
        to: rendered.to.map((recipient) => recipient.address).join(', '),
        subject: rendered.subject,
        text: rendered.text,
      });
    },
  };
}
