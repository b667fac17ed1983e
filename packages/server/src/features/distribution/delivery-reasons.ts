import type { DeliveryReason, DeliveryReasonCode } from '@bora/shared/delivery-reason';

/** A reason as the log keeps it: its code and values, and the same in English for API clients. */
export type Because = DeliveryReason & { text: string };

type Params = DeliveryReason['params'];

const ENGLISH: Record<DeliveryReasonCode, (p: Params) => string> = {
  name_unresolved: (p) => `The name ${p.host} does not resolve.`,
  private_address: (p) =>
    `${p.host} leads to a private, loopback or reserved address, which receivers may not use here.`,
  no_answer: (p) => `No answer within ${p.seconds} s.`,
  connection_refused: () => 'The receiver refused the connection.',
  connection_closed: () => 'The receiver closed the connection.',
  bad_certificate: (p) => `The receiver's certificate is not valid (${p.code}).`,
  connection_failed: (p) => `The connection failed${p.code ? ` (${p.code})` : ''}.`,
  redirected: (p) => `Redirected${p.location ? ` to ${p.location}` : ''}: redirects are not followed.`,
  receiver_answered: (p) =>
    `The receiver answered ${p.status}${p.text ? `: ${String(p.text).replace(/[.\s]+$/, '')}` : ''}.`,
  receiver_gone: (p) => `The receiver answered 410 Gone on ${p.at}.`,
  mail_answered: (p) => `The mail server answered: ${p.text}`,
  mail_unreachable: (p) => `The mail server could not be reached${p.code ? ` (${p.code})` : ''}.`,
  mail_not_configured: () => 'E-mail is not set up on this server (SMTP_URL).',
  webhook_removed: () => 'The webhook was removed.',
  webhook_off: () => 'The webhook is turned off.',
  not_published: () => 'The bulletin is no longer published.',
  unsubscribed: () => 'The address unsubscribed.',
  nothing_to_send: () => 'Nothing to send.',
};

/** A reason with its values; the English text is made from them, in one place. */
export function because(code: DeliveryReasonCode, params: Params = {}): Because {
  return { code, params, text: ENGLISH[code](params) };
}

/** A reason kept as a code and values, with its English again. */
export function withText(reason: DeliveryReason): Because {
  return because(reason.code, reason.params);
}

/** The reason as an API answer carries it (without the English, which is a field of its own). */
export function reasonOf(given: Because | null): DeliveryReason | null {
  return given && { code: given.code, params: given.params };
}
