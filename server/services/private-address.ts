import dns, { type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a request made on an account's behalf must never reach: this machine, the networks it sits in
 * (cloud metadata, admin ports, databases), link-local, multicast and reserved ranges. BlockList matches
 * IPv4-mapped IPv6 addresses (`::ffff:127.0.0.1`, `::ffff:7f00:1`), which connect to the IPv4 one, against
 * the IPv4 rules; and it matches every IPv4 address against an IPv6 rule for `::ffff:0:0/96`, so there must
 * be none (the webhooks' list had one, which refused every IPv4 address).
 */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  // `::`, `::1` and the old IPv4-compatible form `::a.b.c.d`.
  ['::', 96],
  ['64:ff9b::', 96], ['100::', 64], ['fc00::', 7], ['fe80::', 10], ['fec0::', 10], ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv6');
}

/** Why a request was not made: the host is, or resolves to, an address PRIVATE holds. */
export class PrivateAddressError extends Error {
  constructor(host: string, address: string) {
    super(host === address
      ? `${address} is a loopback, private or reserved address, which the server does not call`
      : `${host} resolves to ${address}, a loopback, private or reserved address, which the server does not call`);
    this.name = 'PrivateAddressError';
  }
}

/** Why a request was not made: the host name could not be resolved (a failed lookup never passes the check). */
export class UnresolvedHostError extends Error {
  constructor(host: string, code: string | undefined) {
    super(`${host} could not be resolved${code ? ` (${code})` : ''}`);
    this.name = 'UnresolvedHostError';
  }
}

/** Whether an IP address (IPv4 or IPv6 text, without brackets) is one the server must not call. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return PRIVATE.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * A URL host that is an IP address, as the URL parser wrote it: WHATWG parsing (Node's and Chromium's
 * alike) turns decimal, octal and hex IPv4 spellings into dotted form and compresses IPv6, so the check
 * sees the address that will be connected to. Undefined for a host name.
 */
export function literalAddress(hostname: string): string | undefined {
  const host = hostname.replace(/^\[|\]$/g, '');
  return isIP(host) ? host : undefined;
}

/** Refuses a URL whose host is a private IP address; a name is checked when it is resolved (`publicLookup`). */
export function refusePrivateLiteral(url: URL): void {
  const address = literalAddress(url.hostname);
  if (address !== undefined && isPrivateAddress(address)) throw new PrivateAddressError(address, address);
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for node:http(s) and node:net that resolves the name and hands the connection only public
 * addresses: any private one in the answer refuses the whole name, and a failed lookup is an error. The
 * connection then goes to the very address this checked, so a name that answers differently the next
 * time (DNS rebinding) gains nothing. IP-address hosts skip lookups: `refusePrivateLiteral` checks those.
 */
export function publicLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(Object.assign(new UnresolvedHostError(hostname, error.code), { code: error.code }), []);
    const refused = addresses.find(({ address }) => isPrivateAddress(address));
    if (refused) return callback(new PrivateAddressError(hostname, refused.address), []);
    if (addresses.length === 0) return callback(new UnresolvedHostError(hostname, 'ENOTFOUND'), []);
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  });
}
