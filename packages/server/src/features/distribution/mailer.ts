import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import { because } from './delivery-reasons.ts';
import type { PostOutcome } from './webhook-post.ts';

/** How long the mail server has to take a message. */
const SMTP_TIMEOUT_MS = 15_000;

/**
 * A message as Bora sends it: one receiver, its own Message-ID, the same on every try; `fromName`,
 * the sender's display name when it is not the configured one (a bulletin's authority).
 */
export type Mail = Required<Pick<SendMailOptions, 'to' | 'subject' | 'text' | 'html'>> &
  Pick<SendMailOptions, 'attachments' | 'headers' | 'list'> & { messageId: string; fromName?: string };

/** How a mail was taken, in the delivery log's terms; `refused` when the address will never take it. */
export type MailOutcome = PostOutcome & { refused: boolean };

/** Sends Bora's e-mails through the SMTP server of the configuration (`SMTP_URL`, `MAIL_FROM`). */
export class Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    readonly from: string,
  ) {
    this.transport = nodemailer.createTransport({
      url: smtpUrl,
      // Connections are kept and reused: a publish to many subscribers does not open one per message.
      pool: true,
      maxConnections: 4,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    });
  }

  /** Sends one message and says how it went; it never throws. */
  async send(mail: Mail): Promise<MailOutcome> {
    const started = performance.now();
    const took = () => Math.round(performance.now() - started);
    try {
      const { fromName, ...message } = mail;
      const from = fromName ? { name: fromName, address: addressOf(this.from) } : this.from;
      const info = await this.transport.sendMail({ ...message, from });
      return {
        statusCode: replyCode(info.response) ?? 250,
        durationMs: took(),
        reason: null,
        refused: false,
      };
    } catch (error) {
      const failure = error as Error & { responseCode?: number; code?: string; response?: string };
      const code = failure.responseCode ?? null;
      const said = failure.response?.replace(/\s+/g, ' ').trim().slice(0, 200);
      return {
        statusCode: code,
        durationMs: took(),
        reason: said
          ? because('mail_answered', { text: said })
          : because('mail_unreachable', { code: failure.code ?? '' }),
        // 5xx: the address or the message is refused for good; 4xx and no answer: later.
        refused: code !== null && code >= 500,
      };
    }
  }

  close(): void {
    this.transport.close();
  }
}

/** The address of a `MAIL_FROM` ("Name" <address>, or the address alone): the one mail servers check. */
export function addressOf(from: string): string {
  return (/<([^<>]+)>\s*$/.exec(from)?.[1] ?? from).trim();
}

function replyCode(response: string | undefined): number | undefined {
  const code = Number(response?.slice(0, 3));
  return Number.isInteger(code) && code >= 200 ? code : undefined;
}
