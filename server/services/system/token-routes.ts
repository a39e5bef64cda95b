// POST /oauth/token (issue and refresh) and POST /api/oauth/logout (revoke the caller's token).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import { MSG } from '../../../domain/messages.ts';
import { TokenRequest } from '../../../domain/schemas/token-request.ts';
import { verifyClientBasic } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { AppError, badRequest, unauthorized } from '../../http/errors.ts';
import type { TokenOwner } from './token-repository.ts';
import { validationMessage } from '../../http/validation-message.ts';
import { checkMemberPassword, checkStaffPassword, memberBySmsLogin } from './credentials.ts';
import { verifySmsCode } from './sms-codes.ts';
import { issueTicket } from '../member/account-tickets.ts';
import { isMobile, isSmsCode } from '../../../domain/account-rules.ts';
import { issueToken, refreshToken, revokeToken } from './token-repository.ts';

/** The token endpoint takes its fields from the query string or a form/JSON body; the body wins. */
function parseTokenRequest(request: FastifyRequest): TokenRequest {
  const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
  const raw = { ...(request.query as Record<string, unknown>), ...body };
  if (!Value.Check(TokenRequest, raw)) throw badRequest(validationMessage([...Value.Errors(TokenRequest, raw)], 'querystring'));
  return raw;
}

/** WeChat users without an account get this code and a social key for socialRegisterStep1. */
export const WECHAT_NOT_BOUND = 1010;

/** auth_type password (members or staff), sms (mobile + code) or social (wx_open code). */
async function authenticate(app: FastifyInstance, req: TokenRequest, username: string, password: string): Promise<TokenOwner> {
  const authType = req.auth_type ?? 'password';
  if (authType === 'password') {
    if ((req.user_type ?? '0') === '1') return { staffId: await checkStaffPassword(app.db, username, password) };
    return { memberId: await checkMemberPassword(app.db, app.config.limits, username, password) };
  }
  if (authType === 'sms') {
    if (!isMobile(username)) throw badRequest(MSG.mobileInvalid);
    if (!isSmsCode(password)) throw badRequest(MSG.smsCodeWrong(app.config.limits.smsMaxWrongTries));
    await verifySmsCode(app.db, app.config.limits, username, 'login', password);
    return { memberId: await memberBySmsLogin(app.db, username) };
  }
  if (authType === 'social' && req.social_type === 'wx_open') {
    const identity = await app.providers.wechat.exchangeCode(password);
    if (!identity) throw badRequest(MSG.wechatCodeInvalid);
    const member = await app.db.selectFrom('member').select(['id', 'status']).where('wxOpenId', '=', identity.openId).executeTakeFirst();
    if (member && member.status === 1) return { memberId: member.id };
    if (member) throw badRequest(MSG.accountDisabled);
    const socialKey = await issueTicket(app.db, 'social', app.config.limits.ticketTtlSeconds, { payload: { openId: identity.openId, nickname: identity.nickname } });
    throw new AppError(400, MSG.wechatNotBound, WECHAT_NOT_BOUND, { socialKey, nickname: identity.nickname });
  }
  throw badRequest(MSG.unsupportedAuthType);
}

export default async function tokenRoutes(app: FastifyInstance) {
  app.post(
    '/oauth/token',
    { schema: { querystring: Type.Record(Type.String(), Type.String({ maxLength: 256 })) } },
    async (request) => {
      if (!verifyClientBasic(request.headers.authorization, app.config)) throw unauthorized(MSG.clientAuthRequired);
      const req = parseTokenRequest(request);
      const ttl = app.config;
      const clientId = app.config.oauthClientId;
      if (req.grant_type === 'refresh_token') {
        if (!req.refresh_token) throw badRequest('查询参数字段 refresh_token（刷新令牌） 为必填项');
        const issued = await refreshToken(app.db, req.refresh_token, clientId, ttl, request.ip);
        if (!issued) throw new AppError(401, MSG.refreshTokenInvalid);
        return ok(issued);
      }
      if (!req.username) throw badRequest('查询参数字段 username（用户名） 为必填项');
      if (!req.password) throw badRequest('查询参数字段 password（密码） 为必填项');
      const owner = await authenticate(app, req, req.username, req.password);
      return ok(await issueToken(app.db, owner, clientId, ttl, request.ip));
    },
  );

  app.post('/api/oauth/logout', async (request) => {
    if (request.principal) await revokeToken(app.db, request.principal.tokenId);
    return ok(null, '已退出登录');
  });
}
