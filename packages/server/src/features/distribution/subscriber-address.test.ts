import { describe, expect, it } from 'vitest';
import { ValidationFailed } from '../../lib/errors.ts';
import { subscriberAddress } from './subscriber-address.ts';

/** The message on `email` an address is refused with. */
function refusal(given: string): string | undefined {
  try {
    subscriberAddress(given);
  } catch (error) {
    if (error instanceof ValidationFailed) return error.errors?.email?.join(' ');
    throw error;
  }
  return undefined;
}

describe('the address a subscription is kept under', () => {
  it.each(['v4@example.org', 'V4@Example.ORG', ' v4@example.org\n', '\tv4@EXAMPLE.org '])(
    '%j is v4@example.org',
    (given) => {
      expect(subscriberAddress(given)).toBe('v4@example.org');
    },
  );

  it.each([
    'v4@bücher.example',
    'v4@BÜCHER.example',
    'v4@xn--bcher-kva.example',
    'V4@XN--BCHER-KVA.EXAMPLE',
    'v4@ｂüｃｈｅｒ．example',
    // The ü written as u and a combining diaeresis.
    'v4@bu\u0308cher.example',
  ])('%j is the punycode form of its domain', (given) => {
    expect(subscriberAddress(given)).toBe('v4@xn--bcher-kva.example');
  });

  it('keeps a local part in another script, in lower case', () => {
    expect(subscriberAddress('Ünïcode+news@example.org')).toBe('ünïcode+news@example.org');
  });

  it.each([
    ['<v4@example.org>', 'Write the address alone, without < > or a name.'],
    ['Vera <v4@example.org>', 'Write the address alone, without < > or a name.'],
    ['"v4"@example.org', 'Write the address without quotation marks.'],
    ['"v 4"@example.org', 'Write the address without quotation marks.'],
    ['v4@example.org.', 'Write the domain without the dot at its end.'],
    ['v4@example.org。', 'Write the domain without the dot at its end.'],
    ['x@127.0.0.1', 'An address at a domain name, not at an IP address.'],
    ['x@127.1', 'An address at a domain name, not at an IP address.'],
    ['x@0x7f.1', 'An address at a domain name, not at an IP address.'],
    ['x@[127.0.0.1]', 'An address at a domain name, not at an IP address.'],
    ['x@[IPv6:::1]', 'An address at a domain name, not at an IP address.'],
    ['x@example.123', 'Enter a valid e-mail address.'],
    ['x@example', 'Enter a valid e-mail address.'],
    ['x@@example.org', 'Enter a valid e-mail address.'],
    ['x@y@example.org', 'Enter a valid e-mail address.'],
    ['@example.org', 'Enter a valid e-mail address.'],
    ['x@', 'Enter a valid e-mail address.'],
    ['a..b@example.org', 'Enter a valid e-mail address.'],
    ['.a@example.org', 'Enter a valid e-mail address.'],
    ['a b@example.org', 'Enter a valid e-mail address.'],
    ['x@example.org/path', 'Enter a valid e-mail address.'],
    ['x@example.org:25', 'Enter a valid e-mail address.'],
    ['x@ex_ample.org', 'Enter a valid e-mail address.'],
    ['x@-example.org', 'Enter a valid e-mail address.'],
    ['x@example..org', 'Enter a valid e-mail address.'],
    [`${'a'.repeat(65)}@example.org`, 'Enter a valid e-mail address.'],
  ])('%j is refused: %s', (given, message) => {
    expect(refusal(given)).toBe(message);
  });
});
