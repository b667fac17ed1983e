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

/**
 * IPv6 reaches the public internet only in its global unicast space (2000::/3): outside it are
 * this machine (::1), its links (fe80::/10), private networks (fc00::/7), multicast, and the
 * forms that carry an IPv4 address (judged by it, below). Inside it, what is not the internet.
 */
const GLOBAL_UNICAST = new BlockList();
GLOBAL_UNICAST.addSubnet('2000::', 3, 'ipv6');
for (const [network, prefix] of [
  // IETF protocol assignments, Teredo (2001::/32) among them.
  ['2001::', 23],
  ['2001:db8::', 32],
  // 6to4, deprecated: its relays are gone, and a host may unwrap it to an IPv4 of its own networks.
  ['2002::', 16],
  ['3fff::', 20],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv6');

/** The eight 16-bit groups of an IPv6 address (as isIP knows one), its zone (`%eth0`) left out. */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0] as string;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (side: string) => (side ? side.split(':').map((group) => Number.parseInt(group, 16)) : []);
  if (tail === undefined) return part(head);
  const left = part(head);
  const right = part(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

const ipv4Of = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;

/**
 * The IPv4 addresses an IPv6 address (as its eight groups) carries, in each form that embeds one,
 * and whether the form leads to that IPv4 address over the public internet: IPv4-mapped, which
 * this machine connects to as IPv4, and NAT64's well-known prefix, which RFC 6052 keeps for
 * public IPv4 addresses. The other forms are refused whatever they carry: IPv4-compatible,
 * IPv4-translated and NAT64 for local use (64:ff9b:1::/48, where only the network that chose its
 * prefix length knows where the IPv4 address sits) lie outside the global unicast space, and 6to4
 * and Teredo are listed in PRIVATE.
 */
function embeddedIPv4(groups: readonly number[]): { ipv4: string[]; routesPublicly: boolean } | null {
  const group = (index: number) => groups[index] ?? 0;
  const zero = (from: number, to: number) => groups.slice(from, to).every((each) => each === 0);
  const last = ipv4Of(group(6), group(7));
  // ::ffff:a.b.c.d, IPv4-mapped.
  if (zero(0, 5) && group(5) === 0xffff) return { ipv4: [last], routesPublicly: true };
  // ::a.b.c.d, IPv4-compatible; ::ffff:0:a.b.c.d, IPv4-translated.
  if (zero(0, 6) || (zero(0, 4) && group(4) === 0xffff && group(5) === 0))
    return { ipv4: [last], routesPublicly: false };
  // 64:ff9b::a.b.c.d, NAT64's well-known prefix.
  if (group(0) === 0x64 && group(1) === 0xff9b && zero(2, 6)) return { ipv4: [last], routesPublicly: true };
  // 2002:aabb:ccdd::/48, 6to4.
  if (group(0) === 0x2002) return { ipv4: [ipv4Of(group(1), group(2))], routesPublicly: false };
  // 2001:0:server::client, Teredo: its server's address, and its client's, stored inverted.
  if (group(0) === 0x2001 && group(1) === 0)
    return {
      ipv4: [ipv4Of(group(2), group(3)), ipv4Of(~group(6) & 0xffff, ~group(7) & 0xffff)],
      routesPublicly: false,
    };
  return null;
}

/**
 * True when `address` (an IP address) is not on the public internet. An IPv6 address that carries
 * an IPv4 address is judged by that address too: `::127.0.0.1`, `::ffff:10.0.0.1`,
 * `64:ff9b::a9fe:a9fe` (169.254.169.254) or `2002:7f00:1::` are private whatever their form.
 */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return PRIVATE.check(address, 'ipv4');
  if (family !== 6) return true;
  const groups = ipv6Groups(address);
  const embedded = embeddedIPv4(groups);
  if (embedded?.ipv4.some((ipv4) => PRIVATE.check(ipv4, 'ipv4'))) return true;
  if (embedded?.routesPublicly) return false;
  const full = groups.map((each) => each.toString(16)).join(':');
  return !GLOBAL_UNICAST.check(full, 'ipv6') || PRIVATE.check(full, 'ipv6');
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
