// Allowed caller addresses of an API client (issue 40): CIDR ranges, IPv4 or IPv6, checked with
// ipaddr.js (already in the tree through Fastify's proxy-addr). An empty list allows any address.
import ipaddr from 'ipaddr.js';

function normalised(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  if (!ipaddr.isValid(address)) return null;
  const parsed = ipaddr.parse(address);
  return parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress() ? (parsed as ipaddr.IPv6).toIPv4Address() : parsed;
}

/** Whether `range` is a CIDR range (`10.0.0.0/8`, `2001:db8::/32`) or a single address. */
export function isIpRange(range: string): boolean {
  try {
    if (range.includes('/')) ipaddr.parseCIDR(range);
    else if (!ipaddr.isValid(range)) return false;
    return true;
  } catch {
    return false;
  }
}

/** Whether `address` lies in one of `ranges` (any address when there are none). */
export function addressAllowed(address: string, ranges: readonly string[]): boolean {
  if (ranges.length === 0) return true;
  const ip = normalised(address);
  if (!ip) return false;
  return ranges.some((range) => {
    try {
      const [net, bits] = range.includes('/') ? ipaddr.parseCIDR(range) : [ipaddr.parse(range), ipaddr.parse(range).kind() === 'ipv4' ? 32 : 128];
      return net.kind() === ip.kind() && ip.match(net, bits);
    } catch {
      return false;
    }
  });
}
