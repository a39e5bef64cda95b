// POST /oauth/token (issue and refresh) and POST /api/oauth/logout (revoke the caller's token).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import { IssuedClientToken, IssuedToken } from '../../../domain/account/account-answers.ts';
import { isMobile, isSmsCode } from '../../../domain/account/account-rules.ts';
import { TokenRequest } from '../../../domain/account/token-request.ts';
import { CLIENT_TOKEN_TTL_SECONDS } from '../../../domain/integration/api-scopes.ts';
import { MSG } from '../../../domain/shared/messages.ts';
import { basicCredentials, verifyClientBasic } from '../../http/auth.ts';
import { clearStaffCookie, staffCookieToken } from '../../http/staff-cookie.ts';
import { ok } from '../../http/envelope.ts';
import { AppError, badRequest, tooManyRequests, unauthorized } from '../../http/errors.ts';
import { Answers, OkEnvelope, type Routes } from '../../http/schemas.ts';
import { validationMessage } from '../../http/validation-message.ts';
import { issueTicket } from './account-tickets.ts';
import { memberAccount, memberAccountKey, memberBySmsLogin, staffAccount } from './credentials.ts';
import { findMemberByWxOpenId } from './member-repository.ts';
import { AddressSlowed, enterAddress } from './login-limits.ts';
import { checkPasswordAttempt, type LoginClient } from './login-policy.ts';
import { deviceCookie, deviceOf, newDeviceId, trust } from './login-trust.ts';
import { countLoginRefusal } from './login-refusals.ts';
import { ACCOUNT_MSG } from './messages.ts';
import { TokenFields } from './schemas.ts';
import { verifySmsCode } from './sms-codes.ts';
import { authenticateApiClient } from '../integration/public.ts';
import { issueClientToken, issueToken, refreshToken, revokeToken, type TokenOwner } from './token-repository.ts';

/** The token endpoint takes its fields from the query string or a form/JSON body; the body wins. */
export function parseTokenRequest(query: TokenFields, body: TokenFields | null): TokenRequest {
  const raw = { ...query, ...body };
  if (!Value.Check(TokenRequest, raw)) throw badRequest(validationMessage([...Value.Errors(TokenRequest, raw)], 'querystring'));
  return raw;
}

async function smsLogin(app: FastifyInstance, mobile: string, code: string): Promise<number> {
  if (!isMobile(mobile)) throw badRequest(MSG.mobileInvalid);
  if (!isSmsCode(code)) throw badRequest(MSG.smsCodeWrong(app.config.limits.smsMaxWrongTries));
  await verifySmsCode(app.db, app.config.limits, mobile, 'login', code);
  return memberBySmsLogin(app.db, mobile);
}

/** WeChat users without an account get this code and a social key for socialRegisterStep1. */
export const WECHAT_NOT_BOUND = 1010;

/** Who logged in, and the account key a trusted device is recorded for (password and SMS logins). */
interface Authenticated {
  owner: TokenOwner;
  trustKey: string | null;
}

/** auth_type password (members or staff, under the login policy), sms (mobile + code) or social (wx_open code). */
async function authenticate(app: FastifyInstance, req: TokenRequest, username: string, password: string, client: LoginClient): Promise<Authenticated> {
  const authType = req.auth_type ?? 'password';
  const deps = { db: app.db, limits: app.limits, sms: app.providers.sms, config: app.config.limits };
  const proofs = { captchaKey: req.captchaKey, captchaCode: req.captchaCode, smsCode: req.smsCode };
  if (authType === 'password') {
    const staff = (req.user_type ?? '0') === '1';
    const account = staff ? await staffAccount(app.db, username) : await memberAccount(app.db, username);
    await checkPasswordAttempt(deps, account, password, proofs, client);
    const id = account.id as number;
    return { owner: staff ? { staffId: id } : { memberId: id }, trustKey: account.key };
  }
  if (authType === 'sms') {
    // The per-address limit holds SMS logins too; the code itself has its own wrong-try limit.
    const pass = await enterAddress(app.limits, app.config.limits, client.ip);
    const memberId = await smsLogin(app, username, password);
    await pass.succeeded();
    return { owner: { memberId }, trustKey: memberAccountKey(memberId) };
  }
  if (authType === 'social' && req.social_type === 'wx_open') {
    const identity = await app.providers.wechat.exchangeCode(password);
    if (!identity) throw badRequest(MSG.wechatCodeInvalid);
    const member = await findMemberByWxOpenId(app.db, identity.openId);
    if (member && member.status === 1) return { owner: { memberId: member.id }, trustKey: null };
    if (member) throw badRequest(MSG.accountDisabled);
    const socialKey = await issueTicket(app.db, 'social', app.config.limits.ticketTtlSeconds, { payload: { openId: identity.openId, nickname: identity.nickname } });
    throw new AppError(400, MSG.wechatNotBound, WECHAT_NOT_BOUND, { socialKey, nickname: identity.nickname });
  }
  throw badRequest(MSG.unsupportedAuthType);
}

/**
 * Runs the login; an address past its limit gets 429 with Retry-After; a success trusts the browser
 * for the account. The token endpoint and the staff console's session login (staff-session-routes.ts) both call it.
 */
export async function login(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, req: TokenRequest, username: string, password: string): Promise<TokenOwner> {
  const device = deviceOf(request.headers.cookie);
  let done: Authenticated;
  try {
    done = await authenticate(app, req, username, password, { ip: request.ip, device });
  } catch (error) {
    if (!(error instanceof AddressSlowed)) throw error;
    reply.header('Retry-After', String(error.retryAfter));
    throw tooManyRequests(ACCOUNT_MSG.loginIpLimit(Math.ceil(error.retryAfter / 60)));
  }
  if (done.trustKey) {
    const id = device ?? newDeviceId();
    await trust(app.limits, done.trustKey, id, app.config.limits.loginTrustDays);
    reply.header('Set-Cookie', deviceCookie(id, app.config.limits.loginTrustDays, request.protocol === 'https'));
  }
  return done.owner;
}

const tokenRoutes: Routes = async (app) => {
  app.post(
    '/oauth/token',
    { schema: { querystring: TokenFields, body: Type.Union([TokenFields, Type.Null()]), response: Answers(Type.Union([IssuedToken, IssuedClientToken])) }, onError: countLoginRefusal },
    async (request, reply) => {
      // A company API client (issue 40) authenticates with its own id and secret, not the storefront's.
      if ((request.body?.grant_type ?? request.query.grant_type) === 'client_credentials') {
        const basic = basicCredentials(request.headers.authorization);
        if (!basic) throw unauthorized(MSG.clientAuthRequired);
        const grant = await authenticateApiClient(app.db, basic.id, basic.secret, request.ip);
        return ok(await issueClientToken(app.db, grant, basic.id, CLIENT_TOKEN_TTL_SECONDS, request.ip));
      }
      if (!verifyClientBasic(request.headers.authorization, app.config)) throw unauthorized(MSG.clientAuthRequired);
      const req = parseTokenRequest(request.query, request.body);
      const ttl = app.config;
      const clientId = app.config.oauthClientId;
      if (req.grant_type === 'refresh_token') {
        if (!req.refresh_token) throw badRequest(ACCOUNT_MSG.refreshTokenRequired);
        const issued = await refreshToken(app.db, req.refresh_token, clientId, ttl, request.ip);
        if (!issued) throw new AppError(401, MSG.refreshTokenInvalid);
        return ok(issued);
      }
      if (!req.username) throw badRequest(ACCOUNT_MSG.usernameRequired);
      if (!req.password) throw badRequest(ACCOUNT_MSG.passwordRequired);
      const owner = await login(app, request, reply, req, req.username, req.password);
      return ok(await issueToken(app.db, owner, clientId, ttl, request.ip));
    },
  );

  app.post('/api/oauth/logout', { schema: { response: { 200: OkEnvelope } } }, async (request, reply) => {
    if (request.principal) await revokeToken(app.db, request.principal.tokenId);
    // The staff console's session cookie goes with its token (issue 35, item 6).
    if (staffCookieToken(request)) clearStaffCookie(request, reply);
    return ok(null, ACCOUNT_MSG.loggedOut);
  });
};

export default tokenRoutes;
