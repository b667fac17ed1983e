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

  describe('an IPv4 address carried in IPv6 is judged by the IPv4 address', () => {
    it.each([
      // IPv4-compatible (::/96), in every spelling: refused whatever it carries.
      ['::127.0.0.1', 'IPv4-compatible'],
      ['::7f00:1', 'IPv4-compatible'],
      ['0:0:0:0:0:0:7f00:1', 'IPv4-compatible'],
      ['::a9fe:a9fe', 'IPv4-compatible'],
      ['::8.8.8.8', 'IPv4-compatible'],
      // IPv4-mapped.
      ['::ffff:127.0.0.1', 'IPv4-mapped'],
      ['0:0:0:0:0:ffff:a9fe:a9fe', 'IPv4-mapped'],
      ['::ffff:192.168.0.1', 'IPv4-mapped'],
      // IPv4-translated: refused whatever it carries.
      ['::ffff:0:127.0.0.1', 'IPv4-translated'],
      ['::ffff:0:808:808', 'IPv4-translated'],
      // NAT64, well-known prefix.
      ['64:ff9b::127.0.0.1', 'NAT64'],
      ['64:ff9b::a9fe:a9fe', 'NAT64'],
      ['64:ff9b::a00:1', 'NAT64'],
      // NAT64 for local use: refused whatever it carries.
      ['64:ff9b:1::7f00:1', 'NAT64 local'],
      ['64:ff9b:1:808:8:800::', 'NAT64 local'],
      // 6to4: refused whatever it carries.
      ['2002:7f00:1::1', '6to4'],
      ['2002:a9fe:a9fe::', '6to4'],
      ['2002:808:808::1', '6to4'],
      // Teredo, with a private server or client (stored inverted), or a public one: refused.
      ['2001:0:7f00:1::', 'Teredo'],
      ['2001:0:808:808:0:0:80ff:fffe', 'Teredo'],
      ['2001:0:808:808:0:0:f7f7:f7f7', 'Teredo'],
      // Other reserved IPv6.
      ['100::1', 'discard'],
      ['3fff::1', 'documentation'],
      ['fe80::1%eth0', 'link-local with a zone'],
    ])('%s (%s) is private', (address) => {
      expect(isPrivateAddress(address)).toBe(true);
    });

    it.each(['::ffff:8.8.8.8', '::ffff:808:808', '64:ff9b::8.8.8.8', '64:ff9b::5db8:d822'])(
      '%s leads to a public IPv4 address over the internet',
      (address) => {
        expect(isPrivateAddress(address)).toBe(false);
      },
    );
  });

  it('refuses a private address, written as a number or in brackets, unless allowed', async () => {
    for (const url of [
      'http://127.0.0.1:8080/x',
      'http://[::1]/x',
      'http://[::ffff:169.254.169.254]/',
      'http://[::127.0.0.1]/',
      'http://[64:ff9b::127.0.0.1]/',
      'http://[2002:7f00:1::]/',
      'http://[2001:0:4136:e378:8000:63bf:80ff:fffe]/',
    ]) {
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
