// POST /oauth/token (issue and refresh) and POST /api/oauth/logout (revoke the caller's token).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import { MSG } from '../../../domain/messages.ts';
import { TokenRequest } from '../../../domain/schemas/token-request.ts';
import { verifyClientBasic } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { AppError, badRequest, unauthorized } from '../../http/errors.ts';
import { validationMessage } from '../../http/validation-message.ts';
import { checkMemberPassword, checkStaffPassword, type CredentialCheck } from './credentials.ts';
import { issueToken, refreshToken, revokeToken } from './token-repository.ts';

/** The token endpoint takes its fields from the query string or a form/JSON body; the body wins. */
function parseTokenRequest(request: FastifyRequest): TokenRequest {
  const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
  const raw = { ...(request.query as Record<string, unknown>), ...body };
  if (!Value.Check(TokenRequest, raw)) throw badRequest(validationMessage([...Value.Errors(TokenRequest, raw)], 'querystring'));
  return raw;
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
      const authType = req.auth_type ?? 'password';
      if (authType !== 'password') throw badRequest(MSG.unsupportedAuthType);
      if (!req.username) throw badRequest('查询参数字段 username（用户名） 为必填项');
      if (!req.password) throw badRequest('查询参数字段 password（密码） 为必填项');
      const userType = req.user_type ?? '0';
      const check: CredentialCheck =
        userType === '0'
          ? await checkMemberPassword(app.db, req.username, req.password)
          : await checkStaffPassword(app.db, req.username, req.password);
      if (!check.ok) throw badRequest(check.reason === 'disabled' ? MSG.accountDisabled : MSG.badCredentials);
      const owner = 'memberId' in check ? { memberId: check.memberId } : { staffId: check.staffId };
      return ok(await issueToken(app.db, owner, clientId, ttl, request.ip));
    },
  );

  app.post('/api/oauth/logout', async (request) => {
    if (request.principal) await revokeToken(app.db, request.principal.tokenId);
    return ok(null, '已退出登录');
  });
}
