// Every call of a company API client (issue 40, item 2), installed on the root app by app.ts after
// the bearer hook: the client's per-minute limit (app.limits, shared by every process through Redis
// when REDIS_URL is set; 429 with Retry-After), the caller's address checked again against the
// client's ranges on each call (a token replayed from elsewhere is refused, 403), and one company
// audit row per call with its answer's status, plus the client's last use. The client-credentials
// token request counts against the same limit and is audited too (its client found by the HTTP
// Basic id). Beyond the limit only the first refusal of the window is audited, so a flood cannot
// fill the log. Not exported from integration/public.ts: it imports company/public.ts.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, forbidden } from '../../http/errors.ts';
import type { ClientPrincipal } from '../../http/fastify-types.ts';
import { insertCompanyAudit } from '../company/public.ts';
import { basicCredentials } from '../../http/auth.ts';
import { CLIENT_ID } from './api-client-credentials.ts';
import { markClientUsed } from './api-client-grant-repository.ts';
import { API_CLIENT_AUDIT, API_CLIENT_MSG, INTEGRATION_MSG } from './messages.ts';
import { apiClientByClientId } from './api-client-repository.ts';
import { addressAllowed } from './ip-ranges.ts';

const TOKEN_ROUTE = '/gateway/system/oauth/token';
const WINDOW_SECONDS = 60;
const PATH_MAX = 160;

/** The requests past the limit that are not audited (all but the first refusal of a window). */
const unaudited = new WeakSet<FastifyRequest>();

const limitKey = (clientId: string) => `api-client:${clientId}`;

/** The client of a call authenticated with a client's token, with the member it acts as. */
function clientOf(request: FastifyRequest): (ClientPrincipal & { memberId: number }) | null {
  const p = request.principal;
  return p?.kind === 'member' && p.client ? { ...p.client, memberId: p.memberId } : null;
}

/** The client id of a client-credentials token request (the grant read from the query; the body is not parsed yet at onRequest). */
function tokenRequestClientId(request: FastifyRequest): string | null {
  if (request.method !== 'POST' || request.routeOptions.url !== TOKEN_ROUTE) return null;
  const id = basicCredentials(request.headers.authorization)?.id;
  return id !== undefined && CLIENT_ID.test(id) ? id : null;
}

/** Counts the call; past the limit answers 429 with Retry-After. */
async function checkLimit(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, clientId: string): Promise<void> {
  const max = app.config.limits.apiClientPerMinute;
  if (max <= 0) return;
  const hits = await app.limits.hit(limitKey(clientId), WINDOW_SECONDS);
  if (hits <= max) return;
  if (hits > max + 1) unaudited.add(request);
  const retryAfter = Math.max(1, await app.limits.ttl(limitKey(clientId)));
  reply.header('Retry-After', String(retryAfter));
  throw new AppError(429, API_CLIENT_MSG.tooFrequent(retryAfter));
}

const pathOf = (url: string) => {
  const q = url.indexOf('?');
  return (q < 0 ? url : url.slice(0, q)).slice(0, PATH_MAX);
};

async function auditCall(app: FastifyInstance, request: FastifyRequest, status: number): Promise<void> {
  const now = new Date();
  const client = clientOf(request);
  if (client) {
    const a = API_CLIENT_AUDIT.call;
    await app.db.transaction().execute(async (trx) => {
      await insertCompanyAudit(trx, {
        companyId: client.companyId, actor: { memberId: client.memberId }, action: a.action,
        summary: a.summary(client.name, client.clientId, request.method, pathOf(request.url), status), now,
      });
      await markClientUsed(trx, client.apiClientId, request.ip, now);
    });
    return;
  }
  const clientId = tokenRequestClientId(request);
  if (!clientId) return;
  const record = await apiClientByClientId(app.db, clientId);
  if (!record) return;
  const a = API_CLIENT_AUDIT.token;
  await insertCompanyAudit(app.db, { companyId: record.companyId, actor: { memberId: record.memberId }, action: a.action, summary: a.summary(record.name, record.clientId, request.ip, status), now });
}

export function installClientCallGuard(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const client = clientOf(request);
    const tokenClientId = client ? null : tokenRequestClientId(request);
    if (!client && !tokenClientId) return done();
    const check = async () => {
      await checkLimit(app, request, reply, client?.clientId ?? tokenClientId!);
      // The token was issued to an allowed address; each call is checked again (a replayed token).
      if (client && !addressAllowed(request.ip, client.ipRanges)) throw forbidden(INTEGRATION_MSG.addressNotAllowed(request.ip));
    };
    check().then(() => done(), (err: Error) => done(err));
  });

  app.addHook('onResponse', (request, reply, done) => {
    if (unaudited.has(request) || (!clientOf(request) && !tokenRequestClientId(request))) return done();
    auditCall(app, request, reply.statusCode).then(
      () => done(),
      (err: unknown) => {
        request.log.warn({ err }, 'api client call audit failed');
        done();
      },
    );
  });
}
