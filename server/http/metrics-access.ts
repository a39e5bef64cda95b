// Who may read GET /metrics (docs/decisions.md "Metrics"): a client address inside METRICS_ALLOW
// (CIDR ranges or addresses, `loopback` by default), or a request carrying METRICS_TOKEN as
// `Authorization: Bearer <token>`. The address is request.ip, which TRUST_PROXY resolves through the
// trusted proxies; when TRUST_PROXY believes no proxy, a request that came through one (it carries
// X-Forwarded-For or Forwarded) is not let in by address, since its socket address is the proxy's:
// a reverse proxy on this machine would otherwise open /metrics to the whole internet.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';
import { METRICS_MSG } from './messages.ts';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** What METRICS_ALLOW's `loopback` means. */
const LOOPBACK = ['127.0.0.0/8', '::1/128'];

/** The settings of GET /metrics (README: Configuration). */
export interface MetricsSettings {
  /** METRICS=off: no /metrics route and no per-request hook (default on). */
  enabled: boolean;
  /** METRICS_ALLOW, as CIDR ranges. */
  allow: string[];
  /** METRICS_TOKEN's SHA-256 (hex), or null: no token lets anyone in. */
  tokenHash: string | null;
}

function normalised(address: string): Address | null {
  if (!ipaddr.isValid(address)) return null;
  const parsed = ipaddr.parse(address);
  return parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress() ? (parsed as ipaddr.IPv6).toIPv4Address() : parsed;
}

function asCidr(entry: string): string | null {
  try {
    if (entry.includes('/')) {
      const [net, bits] = ipaddr.parseCIDR(entry);
      return `${net.toString()}/${bits}`;
    }
    if (!ipaddr.isValid(entry)) return null;
    const ip = ipaddr.parse(entry);
    return `${ip.toString()}/${ip.kind() === 'ipv4' ? 32 : 128}`;
  } catch {
    return null;
  }
}

/** METRICS_ALLOW: a comma-separated list of addresses and CIDR ranges, `loopback` (the default), or `none` (token only). */
export function parseMetricsAllow(value: string | undefined): string[] {
  const text = (value ?? '').trim() || 'loopback';
  if (text === 'none') return [];
  const out: string[] = [];
  for (const entry of text.split(',').map((e) => e.trim()).filter(Boolean)) {
    if (entry === 'loopback') {
      out.push(...LOOPBACK);
      continue;
    }
    const cidr = asCidr(entry);
    if (!cidr) throw new Error(METRICS_MSG.allowInvalid(entry));
    out.push(cidr);
  }
  return out;
}

/** The settings from the environment: METRICS (on|off), METRICS_ALLOW, METRICS_TOKEN (16 characters or more). */
export function metricsSettings(env: NodeJS.ProcessEnv): MetricsSettings {
  const mode = (env.METRICS ?? '').trim() || 'on';
  if (mode !== 'on' && mode !== 'off') throw new Error(METRICS_MSG.modeInvalid(mode));
  const token = env.METRICS_TOKEN ?? '';
  if (token !== '' && (token.length < 16 || /\s/.test(token))) throw new Error(METRICS_MSG.tokenTooShort);
  return { enabled: mode === 'on', allow: parseMetricsAllow(env.METRICS_ALLOW), tokenHash: token ? sha256(token) : null };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Whether `address` lies in one of the CIDR ranges. */
export function inRanges(address: string, ranges: readonly string[]): boolean {
  const ip = normalised(address);
  if (!ip) return false;
  return ranges.some((range) => {
    const [net, bits] = ipaddr.parseCIDR(range);
    return net.kind() === ip.kind() && ip.match(net, bits);
  });
}

function tokenMatches(header: string | undefined, tokenHash: string | null): boolean {
  if (!tokenHash || !header) return false;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match?.[1]) return false;
  // Equal-length digests, compared in constant time: neither the token's length nor its prefix leaks.
  return timingSafeEqual(Buffer.from(sha256(match[1]), 'hex'), Buffer.from(tokenHash, 'hex'));
}

/** Whether this request may read /metrics. */
export function metricsAllowed(request: Pick<FastifyRequest, 'ip' | 'headers'>, settings: MetricsSettings, trustProxy: string[] | false): boolean {
  if (tokenMatches(request.headers.authorization, settings.tokenHash)) return true;
  const forwardedUnbelieved = trustProxy === false && (request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined);
  return !forwardedUnbelieved && inRanges(request.ip, settings.allow);
}
