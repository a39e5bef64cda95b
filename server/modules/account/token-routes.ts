// POST /oauth/token (issue and refresh) and POST /api/oauth/logout (revoke the caller's token).
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import { IssuedToken } from '../../../domain/account/account-answers.ts';
import { isMobile, isSmsCode } from '../../../domain/account/account-rules.ts';
import { TokenRequest } from '../../../domain/account/token-request.ts';
import { MSG } from '../../../domain/shared/messages.ts';
import { verifyClientBasic } from '../../http/auth.ts';
import { clearStaffCookie, staffCookieToken } from '../../http/staff-cookie.ts';
import { ok } from '../../http/envelope.ts';
import { AppError, badRequest, unauthorized } from '../../http/errors.ts';
import { Answers, OkEnvelope, type Routes } from '../../http/schemas.ts';
import { validationMessage } from '../../http/validation-message.ts';
import { issueTicket } from './account-tickets.ts';
import { checkMemberPassword, checkStaffPassword, memberBySmsLogin } from './credentials.ts';
import { findMemberByWxOpenId } from './member-repository.ts';
import { enterLogin } from './login-limits.ts';
import { ACCOUNT_MSG } from './messages.ts';
import { TokenFields } from './schemas.ts';
import { verifySmsCode } from './sms-codes.ts';
import { issueToken, refreshToken, revokeToken, type TokenOwner } from './token-repository.ts';

/** The token endpoint takes its fields from the query string or a form/JSON body; the body wins. */
export function parseTokenRequest(query: TokenFields, body: TokenFields | null): TokenRequest {
  const raw = { ...query, ...body };
  if (!Value.Check(TokenRequest, raw)) throw badRequest(validationMessage([...Value.Errors(TokenRequest, raw)], 'querystring'));
  return raw;
}

async function smsLogin(app: FastifyInstance, mobile: string, code: string): Promise<TokenOwner> {
  if (!isMobile(mobile)) throw badRequest(MSG.mobileInvalid);
  if (!isSmsCode(code)) throw badRequest(MSG.smsCodeWrong(app.config.limits.smsMaxWrongTries));
  await verifySmsCode(app.db, app.config.limits, mobile, 'login', code);
  return { memberId: await memberBySmsLogin(app.db, mobile) };
}

/** WeChat users without an account get this code and a social key for socialRegisterStep1. */
export const WECHAT_NOT_BOUND = 1010;

/** Password and SMS logins pass the per-IP and global limits first; a refused one counts as failed. */
async function limitedLogin(app: FastifyInstance, ip: string, check: () => Promise<TokenOwner>): Promise<TokenOwner> {
  const pass = await enterLogin(app.limits, app.config.limits, ip);
  const owner = await check();
  await pass.succeeded();
  return owner;
}

/** auth_type password (members or staff), sms (mobile + code) or social (wx_open code). */
export async function authenticate(app: FastifyInstance, req: TokenRequest, username: string, password: string, ip: string): Promise<TokenOwner> {
  const authType = req.auth_type ?? 'password';
  if (authType === 'password') {
    const limits = app.config.limits;
    if ((req.user_type ?? '0') === '1') return limitedLogin(app, ip, async () => ({ staffId: await checkStaffPassword(app.db, app.limits, limits, username, password) }));
    return limitedLogin(app, ip, async () => ({ memberId: await checkMemberPassword(app.db, app.limits, limits, username, password) }));
  }
  if (authType === 'sms') return limitedLogin(app, ip, () => smsLogin(app, username, password));
  if (authType === 'social' && req.social_type === 'wx_open') {
    const identity = await app.providers.wechat.exchangeCode(password);
    if (!identity) throw badRequest(MSG.wechatCodeInvalid);
    const member = await findMemberByWxOpenId(app.db, identity.openId);
    if (member && member.status === 1) return { memberId: member.id };
    if (member) throw badRequest(MSG.accountDisabled);
    const socialKey = await issueTicket(app.db, 'social', app.config.limits.ticketTtlSeconds, { payload: { openId: identity.openId, nickname: identity.nickname } });
    throw new AppError(400, MSG.wechatNotBound, WECHAT_NOT_BOUND, { socialKey, nickname: identity.nickname });
  }
  throw badRequest(MSG.unsupportedAuthType);
}

const tokenRoutes: Routes = async (app) => {
  app.post(
    '/oauth/token',
    { schema: { querystring: TokenFields, body: Type.Union([TokenFields, Type.Null()]), response: Answers(IssuedToken) } },
    async (request) => {
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
      const owner = await authenticate(app, req, req.username, req.password, request.ip);
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
