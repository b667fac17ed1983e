import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { type Because, because } from './delivery-reasons.ts';

/**
 * Addresses a receiver may not be at unless the configuration allows private receivers
 * (`WEBHOOK_ALLOW_PRIVATE`): this machine, its networks, and what is not the public internet. A
 * webhook's address is whatever a manager typed, so without this Bora would post, and report the
 * answer of, services only it can reach (SSRF).
 */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv6');

/** True when `address` (an IP address) is not on the public internet. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return PRIVATE.check(address, 'ipv4');
  if (family !== 6) return true;
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is that IPv4 address.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return PRIVATE.check(mapped, 'ipv4');
  if (/^::ffff:/i.test(address)) return true;
  return PRIVATE.check(address, 'ipv6');
}

export class UnreachableReceiver extends Error {
  override name = 'UnreachableReceiver';
  constructor(readonly because: Because) {
    super(because.text);
  }
}

/** Where a receiver's name leads now: the address Bora connects to, checked. */
export type ReceiverAddress = { address: string; family: 4 | 6 };

/**
 * Resolves a receiver's host and checks every address it resolves to; the one answered is the one
 * connected to, so a name that resolves elsewhere a moment later (DNS rebinding) changes nothing.
 * Checked at every delivery, not only when the address is saved.
 */
export async function resolveReceiver(url: URL, allowPrivate: boolean): Promise<ReceiverAddress> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let found: { address: string; family: number }[];
  if (isIP(host)) found = [{ address: host, family: isIP(host) }];
  else {
    try {
      found = await lookup(host, { all: true, verbatim: true });
    } catch {
      throw new UnreachableReceiver(because('name_unresolved', { host }));
    }
  }
  if (!found.length) throw new UnreachableReceiver(because('name_unresolved', { host }));
  if (!allowPrivate && found.some((entry) => isPrivateAddress(entry.address)))
    throw new UnreachableReceiver(because('private_address', { host }));
  const [first] = found as [{ address: string; family: number }];
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}
