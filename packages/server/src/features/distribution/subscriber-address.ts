import { isIP } from 'node:net';
import { domainToASCII } from 'node:url';
import { ValidationFailed } from '../../lib/errors.ts';

/** A local part as a mailbox is written unquoted: RFC 5322's atoms between single dots, letters of any script (RFC 6531). */
const LOCAL_PART = /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+(?:\.[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+)*$/u;
/** A label of a domain as mail reaches it, in its ASCII form (punycode for the others). */
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
/** What a domain may not hold before its ASCII form is made: it would be read as something else. */
const NOT_IN_DOMAIN = /[\s/\\?#@:%[\]<>"(),;]/u;

const INVALID = 'Enter a valid e-mail address.';

/**
 * The one spelling of the mailbox an address names, as subscriptions keep, cap and mail it: trimmed,
 * in lower case, its domain in its ASCII form (`bücher.example` and `xn--bcher-kva.example` are one
 * domain). What names a mailbox in another way is refused with why, on `email`: a name or angle
 * brackets around it, a quoted local part, a domain ending in a dot, an IP address for a domain.
 */
export function subscriberAddress(given: string): string {
  const refuse = (message: string) => new ValidationFailed({ email: [message] });
  const text = given.trim();
  if (/[<>]/.test(text)) throw refuse('Write the address alone, without < > or a name.');
  if (text.includes('"')) throw refuse('Write the address without quotation marks.');
  const at = text.indexOf('@');
  if (at <= 0 || at !== text.lastIndexOf('@')) throw refuse(INVALID);
  const local = text.slice(0, at);
  const domain = text.slice(at + 1);
  if (domain.startsWith('[')) throw refuse('An address at a domain name, not at an IP address.');
  if (local.length > 64 || !LOCAL_PART.test(local) || !domain || NOT_IN_DOMAIN.test(domain))
    throw refuse(INVALID);
  const ascii = domainToASCII(domain);
  if (ascii.endsWith('.')) throw refuse('Write the domain without the dot at its end.');
  const labels = ascii.split('.');
  if (isIP(ascii) || /^\d+$/.test(labels.at(-1) ?? ''))
    throw refuse('An address at a domain name, not at an IP address.');
  if (labels.length < 2 || ascii.length > 253 || !labels.every((label) => LABEL.test(label)))
    throw refuse(INVALID);
  const address = `${local.toLowerCase()}@${ascii}`;
  if (address.length > 254) throw refuse('At most 254 characters.');
  return address;
}
