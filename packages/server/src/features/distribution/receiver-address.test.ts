import { describe, expect, it } from 'vitest';
import { isPrivateAddress, resolveReceiver } from './receiver-address.ts';

describe('the addresses a receiver may not be at', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    'fc00::abcd',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:7f00:1',
    'ff02::1',
    '2001:db8::1',
  ])('%s is private', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '2a00:1450:4002:402::200e', '::ffff:8.8.8.8'])(
    '%s is public',
    (address) => {
      expect(isPrivateAddress(address)).toBe(false);
    },
  );

  it('refuses a private address, written as a number or in brackets, unless allowed', async () => {
    for (const url of ['http://127.0.0.1:8080/x', 'http://[::1]/x', 'http://[::ffff:169.254.169.254]/']) {
      await expect(resolveReceiver(new URL(url), false), url).rejects.toThrow(
        /private, loopback or reserved/,
      );
    }
    await expect(resolveReceiver(new URL('http://localhost/x'), false)).rejects.toThrow(
      /private, loopback or reserved|does not resolve/,
    );
    expect(await resolveReceiver(new URL('http://127.0.0.1:8080/x'), true)).toEqual({
      address: '127.0.0.1',
      family: 4,
    });
    expect(await resolveReceiver(new URL('http://[::1]/x'), true)).toEqual({ address: '::1', family: 6 });
  });

  it('says so of a name that does not resolve', async () => {
    await expect(resolveReceiver(new URL('http://no-such-host.invalid/'), false)).rejects.toThrow(
      'The name no-such-host.invalid does not resolve.',
    );
  });
});
