// CSRF protection of the staff console's writes (issue 35, item 6). A call authenticated by the
// staff session cookie (staff-cookie.ts) with any method but GET/HEAD must carry the session's
// CSRF token in `X-CSRF-Token`. The token is HMAC-SHA256 keyed by the session's own access token,
// so it is bound to that session, needs no storage and no server secret, and reveals nothing
// about the access token; the console reads it from GET /api/staff/me (docs/decisions.md, "the
// console's cookie and CSRF design"). Calls with `Authorization: Bearer` (API tests, scripts)
// need none: a browser never attaches that header on its own.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isStaffUrl } from '../../domain/staff/staff-routes.ts';
import { SECURITY_MSG } from '../security/messages.ts';
import { forbidden } from './errors.ts';
import { isCookieAuth } from './staff-cookie.ts';

export const CSRF_HEADER = 'x-csrf-token';

/** The CSRF token of the session whose access token is `token`. */
export function csrfTokenOf(token: string): string {
  return createHmac('sha256', token).update('aibeike staff console csrf v1').digest('base64url');
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a cookie-authenticated write carries the right token (any other call passes). */
export function csrfPasses(request: FastifyRequest, sessionToken: string | null): boolean {
  if (SAFE.has(request.method) || !isCookieAuth(request)) return true;
  const sent = request.headers[CSRF_HEADER];
  if (typeof sent !== 'string' || sessionToken === null) return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(csrfTokenOf(sessionToken));
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The onRequest check of the other cookie-signed calls (logout), after the bearer hook has found the
 * principal: 403 with a Chinese sentence. The staff API's own routes are checked by the staff guard
 * (server/modules/staff/staff-guard.ts), which also writes the refusal to the audit log.
 */
export function installCsrfCheck(app: FastifyInstance, sessionTokenOf: (request: FastifyRequest) => string | null): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (isStaffUrl(request.routeOptions.url ?? '') || csrfPasses(request, sessionTokenOf(request))) return done();
    done(forbidden(SECURITY_MSG.csrfMissing));
  });
}
