// The bearer hook: every `/gateway/<service>/api/...` call needs a live access token.
// Tokens are opaque random strings; only their SHA-256 is stored, so a database leak reveals none.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MSG } from '../../domain/shared/messages.ts';
import type { AppConfig } from '../config.ts';
import { forbidden, unauthorized } from './errors.ts';
import { clearStaffCookie, markCookieAuth, staffCookieToken } from './staff-cookie.ts';
import type { ClientPrincipal, Principal } from './fastify-types.ts';
import { API_SCOPE_TEXT, INTEGRATION_PATH, isApiScope, type ApiScope } from '../../domain/integration/api-scopes.ts';

const API_PATH = /^\/gateway\/[a-z]+\/api\//;

export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i.exec(header.trim());
  return match?.[1] ?? null;
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The client id and secret of an HTTP Basic header, or null when it is not one (the storefront's client, a company API client). */
export function basicCredentials(header: string | undefined): { id: string; secret: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header?.trim() ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const sep = decoded.indexOf(':');
  if (sep < 0) return null;
  return { id: decoded.slice(0, sep), secret: decoded.slice(sep + 1) };
}

/** Checks the fixed OAuth client credential sent as HTTP Basic. */
export function verifyClientBasic(header: string | undefined, config: Pick<AppConfig, 'oauthClientId' | 'oauthClientSecret'>): boolean {
  const basic = basicCredentials(header);
  return basic !== null && safeEqual(basic.id, config.oauthClientId) && safeEqual(basic.secret, config.oauthClientSecret);
}

export async function findPrincipal(app: FastifyInstance, token: string): Promise<Principal | null> {
  const row = await app.db
    .selectFrom('oauthToken')
    .leftJoin('member', 'member.id', 'oauthToken.memberId')
    .leftJoin('staffUser', 'staffUser.id', 'oauthToken.staffId')
    // A company API client's token (issue 40) lives only while its client is active.
    .leftJoin('apiClient', 'apiClient.id', 'oauthToken.apiClientId')
    .select([
      'oauthToken.id', 'oauthToken.memberId', 'oauthToken.staffId', 'member.status as memberStatus', 'staffUser.status as staffStatus', 'staffUser.role as staffRole',
      'oauthToken.apiClientId', 'oauthToken.scopes', 'apiClient.status as clientStatus', 'apiClient.companyId as clientCompanyId',
      'apiClient.clientId as clientPublicId', 'apiClient.name as clientName', 'apiClient.ipRanges as clientIpRanges',
    ])
    .where('oauthToken.accessHash', '=', tokenHash(token))
    .where('oauthToken.revokedAt', 'is', null)
    .where('oauthToken.expiresAt', '>', new Date())
    .executeTakeFirst();
  if (!row) return null;
  if (row.apiClientId !== null) {
    if (row.clientStatus !== 'active' || row.memberId === null || row.memberStatus !== 1 || row.clientCompanyId === null) return null;
    const client: ClientPrincipal = {
      apiClientId: Number(row.apiClientId), companyId: Number(row.clientCompanyId), scopes: row.scopes ?? [],
      clientId: row.clientPublicId ?? '', name: row.clientName ?? '', ipRanges: row.clientIpRanges ?? [],
    };
    return { kind: 'member', memberId: row.memberId, tokenId: row.id, client };
  }
  if (row.memberId !== null && row.memberStatus === 1) return { kind: 'member', memberId: row.memberId, tokenId: row.id };
  if (row.staffId !== null && row.staffStatus === 1) return { kind: 'staff', staffId: row.staffId, tokenId: row.id, role: row.staffRole ?? '' };
  return null;
}

/** The request's path with percent-escapes decoded (as the router decodes it), or null when it does not decode (the router refuses those). */
function decodedPath(url: string): string | null {
  const q = url.indexOf('?');
  const raw = q < 0 ? url : url.slice(0, q);
  if (!raw.includes('%')) return raw; // nothing to decode (most requests)
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/**
 * Whether a request needs a token: its matched route's registered URL, or its decoded path, sits
 * under `/gateway/<service>/api/`, so `/gateway/system/%61pi/...` cannot slip past.
 */
export function needsToken(request: FastifyRequest): boolean {
  const routeUrl = request.routeOptions.url;
  if (routeUrl && API_PATH.test(routeUrl)) return true;
  const decoded = decodedPath(request.url);
  return API_PATH.test(request.url) || (decoded !== null && API_PATH.test(decoded));
}

const STAFF_API = /^\/gateway\/[a-z]+\/api\/staff\//;
const LOGOUT = '/gateway/system/api/oauth/logout';

/**
 * The staff console's session cookie, for the calls it may authenticate (issue 35, item 6): the
 * staff API and logout, matched on the registered route. Null on any other route, so the cookie
 * never signs a member call.
 */
export function cookieTokenFor(request: FastifyRequest): string | null {
  const routeUrl = request.routeOptions.url ?? '';
  if (!STAFF_API.test(routeUrl) && routeUrl !== LOGOUT) return null;
  return staffCookieToken(request);
}

/** The token a call is authenticated with: the Authorization header first, then the staff cookie. */
export function sessionTokenOf(request: FastifyRequest): string | null {
  return bearerToken(request) ?? cookieTokenFor(request);
}

export function installBearerHook(app: FastifyInstance) {
  app.decorateRequest('principal', null);
  // A callback hook: the open routes (most traffic, and /healthz) leave at once without a promise;
  // only an /api/ call waits for the token lookup.
  app.addHook('onRequest', (request, reply, done) => {
    if (!needsToken(request)) return done();
    const bearer = bearerToken(request);
    const cookie = bearer ? null : cookieTokenFor(request);
    const token = bearer ?? cookie;
    if (!token) return done(unauthorized(MSG.unauthorized));
    findPrincipal(app, token).then(
      (principal) => {
        // Only a staff token signs in by cookie; a dead one is cleared from the browser.
        if (!principal || (cookie && principal.kind !== 'staff')) {
          if (cookie) clearStaffCookie(request, reply);
          return done(unauthorized(MSG.tokenInvalid));
        }
        if (cookie) markCookieAuth(request);
        // A company API client's token reaches the integration API only; that API takes no other token.
        const integration = INTEGRATION_PATH.test(request.routeOptions.url ?? request.url);
        if (principal.kind === 'member' && principal.client && !integration) return done(forbidden(MSG.clientTokenOnlyIntegration));
        request.principal = principal;
        done();
      },
      (err: Error) => done(err),
    );
  });
}

export function requireMember(request: FastifyRequest): number {
  const p = request.principal;
  if (!p) throw unauthorized();
  if (p.kind !== 'member') throw forbidden();
  return p.memberId;
}

export function requireStaff(request: FastifyRequest): number {
  const p = request.principal;
  if (!p) throw unauthorized();
  if (p.kind !== 'staff') throw forbidden(MSG.staffOnly);
  return p.staffId;
}

/**
 * The caller of an integration API route (issue 40): a company API client's token holding `scope`
 * (403 naming the scope otherwise; 403 for a person's token). Answers the member it acts as.
 */
export function requireScope(request: FastifyRequest, scope: ApiScope): { memberId: number; client: ClientPrincipal } {
  const p = request.principal;
  if (!p) throw unauthorized();
  if (p.kind !== 'member' || !p.client) throw forbidden(MSG.integrationNeedsClient);
  if (!p.client.scopes.some((s) => isApiScope(s) && s === scope)) throw forbidden(MSG.scopeNeeded(scope, API_SCOPE_TEXT[scope]));
  return { memberId: p.memberId, client: p.client };
}
