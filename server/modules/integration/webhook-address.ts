// Where a webhook may be sent (issue 40 item 3, SSRF): an https URL whose host resolves only to
// public unicast addresses. Private (10/8, 172.16/12, 192.168/16), loopback, link-local (with the
// cloud metadata address 169.254.169.254), unique-local (fc00::/7), multicast, CGNAT (100.64/10),
// unspecified, broadcast, reserved and the IPv6 tunnel ranges are refused: at registration, and
// again at every send through the connection's own lookup (a host that resolved to a public
// address yesterday and to 127.0.0.1 now is refused, and the address checked is the one dialled).
// WEBHOOK_ALLOW_PRIVATE=1 (tests and the bench only) allows every address and plain http.
import dns from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { WEBHOOK_MSG } from './messages.ts';

export type LookupAll = (hostname: string) => Promise<{ address: string; family: number }[]>;

const systemLookup: LookupAll = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

/** Whether the address is a public unicast one (IPv4-mapped IPv6 judged as its IPv4). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return parsed.range() === 'unicast';
}

/** The URL, or the Chinese sentence saying why it is refused (scheme, credentials, form). */
export function parseWebhookUrl(raw: string, allowPrivate: boolean): URL | string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return WEBHOOK_MSG.urlInvalid;
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) return WEBHOOK_MSG.urlNotHttps;
  if (url.username || url.password) return WEBHOOK_MSG.urlCredentials;
  if (!url.hostname) return WEBHOOK_MSG.urlInvalid;
  return url;
}

function bareHost(url: URL): string {
  return url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
}

/** Registration's check: the URL's form, then every address its host resolves to. Null when allowed, else the sentence. */
export async function webhookUrlRefusal(raw: string, allowPrivate: boolean, lookup: LookupAll = systemLookup): Promise<string | null> {
  const url = parseWebhookUrl(raw, allowPrivate);
  if (typeof url === 'string') return url;
  if (allowPrivate) return null;
  const host = bareHost(url);
  if (isIP(host)) return isPublicAddress(host) ? null : WEBHOOK_MSG.urlPrivate;
  let addresses: { address: string }[];
  try {
    addresses = await lookup(host);
  } catch {
    return WEBHOOK_MSG.urlUnresolvable(host);
  }
  if (addresses.length === 0) return WEBHOOK_MSG.urlUnresolvable(host);
  return addresses.every((a) => isPublicAddress(a.address)) ? null : WEBHOOK_MSG.urlPrivate;
}

/** The refusal a send records when the host now resolves to a refused address. */
export class AddressRefused extends Error {}

/**
 * The lookup the sender's connection uses: it resolves every address of the host and refuses the
 * connection when any of them is not public (unless allowed), so the address dialled is one checked.
 */
export function guardedLookup(allowPrivate: boolean, lookup: LookupAll = systemLookup): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname).then(
      (all) => {
        const refused = all.find((a) => !allowPrivate && !isPublicAddress(a.address));
        if (all.length === 0) return callback(new AddressRefused(WEBHOOK_MSG.urlUnresolvable(hostname)), '', 4);
        if (refused) return callback(new AddressRefused(WEBHOOK_MSG.sendPrivate(refused.address)), '', 4);
        const wanted = options.family === 6 || options.family === 4 ? all.filter((a) => a.family === options.family) : all;
        const chosen = wanted.length > 0 ? wanted : all;
        if (options.all) return (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, chosen);
        return callback(null, chosen[0]!.address, chosen[0]!.family);
      },
      (err: unknown) => callback(err instanceof Error ? (err as NodeJS.ErrnoException) : new Error(String(err)), '', 4),
    );
  };
}
