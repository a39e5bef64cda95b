// POST /oauth/staff/session (system service): the staff console's login (issue 35, item 6). The
// same staff password grant as POST /oauth/token with user_type 1 (same limits, same checks: it
// calls the token endpoint's login, so the login policy of issue 35 item 1 applies: the captcha
// it may ask for comes in this body, and a success trusts the browser), but the access token goes only into the HttpOnly,
// SameSite=Strict session cookie (server/http/staff-cookie.ts); the answer carries the session's
// CSRF token, never the access token, so no script of the page ever sees it. API tests and
// scripts keep using POST /oauth/token and `Authorization: Bearer`.
import { StaffSessionAnswer } from '../../../domain/staff/staff-payloads.ts';
import { MSG } from '../../../domain/shared/messages.ts';
import { verifyClientBasic } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { badRequest, unauthorized } from '../../http/errors.ts';
import { Answers, type Routes } from '../../http/schemas.ts';
import { setStaffCookie } from '../../http/staff-cookie.ts';
import { csrfTokenOf } from '../../http/staff-csrf.ts';
import { countLoginRefusal } from './login-refusals.ts';
import { ACCOUNT_MSG } from './messages.ts';
import { TokenFields } from './schemas.ts';
import { login, parseTokenRequest } from './token-routes.ts';
import { issueToken } from './token-repository.ts';

const staffSessionRoutes: Routes = async (app) => {
  app.post(
    '/oauth/staff/session',
    {
      // Refusals counted for /metrics (login-refusals.ts).
      onError: countLoginRefusal,
      schema: {
        description: '后台员工登录（控制台）：登录令牌只写入 HttpOnly、SameSite=Strict 的 Cookie，应答只含 CSRF 令牌',
        body: TokenFields,
        response: Answers(StaffSessionAnswer),
      },
    },
    async (request, reply) => {
      if (!verifyClientBasic(request.headers.authorization, app.config)) throw unauthorized(MSG.clientAuthRequired);
      // Always the staff password grant, whatever else the body says.
      const req = parseTokenRequest({}, { ...request.body, grant_type: 'password', user_type: '1', auth_type: 'password' });
      if (!req.username) throw badRequest(ACCOUNT_MSG.usernameRequired);
      if (!req.password) throw badRequest(ACCOUNT_MSG.passwordRequired);
      const owner = await login(app, request, reply, req, req.username, req.password);
      const issued = await issueToken(app.db, owner, app.config.oauthClientId, app.config, request.ip);
      setStaffCookie(request, reply, issued.access_token, issued.expires_in);
      return ok({ csrfToken: csrfTokenOf(issued.access_token), expiresIn: issued.expires_in });
    },
  );
};

export default staffSessionRoutes;
