import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * The addresses a webhook may not reach unless WEBHOOK_ALLOW_PRIVATE_ADDRESSES is on (server-side request forgery):
 * the platform's own machine, its private network and the cloud's metadata service are all behind these. An IPv4
 * address written as IPv6 (::ffff:10.0.0.1) is caught by the IPv4 ranges.
 */
const BLOCKED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT, private to the provider
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, the cloud metadata service among them
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // protocol assignments
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast included
] as const) BLOCKED.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['fe80::', 10], // link-local
  ['fc00::', 7], // unique local
  ['ff00::', 8], // multicast
] as const) BLOCKED.addSubnet(network, prefix, 'ipv6');

export const PRIVATE_ADDRESS_REFUSED = 'Cette adresse mène à un réseau privé ou à la machine elle-même : elle est refusée.';
export const UNKNOWN_HOST = "Ce nom d'hôte est introuvable.";

/** An address the refusal names, for the attempts' history. */
export class PrivateAddressError extends Error {
  constructor(readonly address: string) {
    super(`${PRIVATE_ADDRESS_REFUSED} (${address})`);
  }
}

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return BLOCKED.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/** The URL's host as an address when it is one (`[::1]` is written with brackets), else null. */
function literalAddress(url: URL): string | null {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isIP(host) ? host : null;
}

function resolveAll(host: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) => dnsLookup(host, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))));
}

/**
 * The check made when an endpoint is registered: every address its host resolves to must be public. Answers the
 * refusal's sentence, or null when the URL may be used.
 */
export async function refusedWebhookUrl(url: string, allowPrivate: boolean): Promise<string | null> {
  if (allowPrivate) return null;
  const parsed = new URL(url);
  const literal = literalAddress(parsed);
  if (literal) return isPrivateAddress(literal) ? PRIVATE_ADDRESS_REFUSED : null;
  try {
    const addresses = await resolveAll(parsed.hostname);
    return addresses.length === 0 || addresses.some(({ address }) => isPrivateAddress(address)) ? PRIVATE_ADDRESS_REFUSED : null;
  } catch {
    return UNKNOWN_HOST;
  }
}

/**
 * The check made at each delivery, on the very addresses the connection uses (a name may resolve elsewhere since it
 * was registered): the address literal at once, a name through this lookup, which refuses a private answer.
 */
export function deliveryLookup(url: URL, allowPrivate: boolean): LookupFunction | undefined {
  if (allowPrivate) return undefined;
  const literal = literalAddress(url);
  if (literal && isPrivateAddress(literal)) throw new PrivateAddressError(literal);
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const refused = addresses.find(({ address }) => isPrivateAddress(address));
      if (refused || addresses.length === 0) return callback(new PrivateAddressError(refused?.address ?? hostname), '', 0);
      if (options.all) return (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}
