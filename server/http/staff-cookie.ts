// The staff console's session cookie (issue 35, item 6): the staff access token lives in an
// HttpOnly, SameSite=Strict cookie the server sets on the console's login, so no page script
// can read it. Secure when the request came over https (request.protocol: the connection itself,
// or X-Forwarded-Proto from a proxy listed in TRUST_PROXY). Path=/ because one cookie path cannot
// cover both /gateway/<service>/api/staff/ and /files/uploads/; the server reads it only for the
// staff API, the logout call and file downloads (auth.ts, upload-routes.ts), never for member
// routes. The member's token stays in the SPA's own `token` cookie.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { accessTokenCookie } from './cookie-header.ts';

export const STAFF_COOKIE = 'aibeike_staff';

/** The staff token of the request's session cookie, or null when absent or malformed. */
export function staffCookieToken(request: FastifyRequest): string | null {
  return accessTokenCookie(request.headers.cookie, STAFF_COOKIE);
}

function attributes(request: FastifyRequest, maxAgeSeconds: number): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure}`;
}

/** Sets the session cookie to `token` for `maxAgeSeconds` (the token's own lifetime). */
export function setStaffCookie(request: FastifyRequest, reply: FastifyReply, token: string, maxAgeSeconds: number): void {
  reply.header('set-cookie', `${STAFF_COOKIE}=${token}; ${attributes(request, Math.max(0, Math.floor(maxAgeSeconds)))}`);
}

/** Clears the session cookie (logout, a revoked or expired token). */
export function clearStaffCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', `${STAFF_COOKIE}=; ${attributes(request, 0)}`);
}

const viaCookie = new WeakSet<FastifyRequest>();

/** Marks a request authenticated by the session cookie (not an Authorization header). */
export function markCookieAuth(request: FastifyRequest): void {
  viaCookie.add(request);
}

/** Whether the request was authenticated by the session cookie: its writes need the CSRF token. */
export function isCookieAuth(request: FastifyRequest): boolean {
  return viaCookie.has(request);
}
