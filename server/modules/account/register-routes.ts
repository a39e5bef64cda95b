// Open account calls: register, forgot password (two steps), WeChat social registration (two steps).
import { IssuedToken, Registered, SocialStep1Result, StepTicket } from '../../../domain/account/account-answers.ts';
import { ForgotStep1Body, ForgotStep2Body, RegisterBody, SocialStep1Body, SocialStep2Body } from '../../../domain/account/account-payloads.ts';
import { ok } from '../../http/envelope.ts';
import { Answers, OkEnvelope, type Routes } from '../../http/schemas.ts';
import { ACCOUNT_MSG } from './messages.ts';
import { bindSocialAccount, finishPasswordRecovery, registerMember, startPasswordRecovery, verifySocialMobile } from './register-service.ts';
import { issueToken } from './token-repository.ts';

const registerRoutes: Routes = async (app) => {
  const limits = app.config.limits;

  app.post('/open/member/register', { schema: { body: RegisterBody, response: Answers(Registered) } }, async (request) =>
    ok(await registerMember(app.db, limits, request.body), ACCOUNT_MSG.registered),
  );

  app.post('/open/member/forgotPasswordStep1', { schema: { body: ForgotStep1Body, response: Answers(StepTicket) } }, async (request) =>
    ok(await startPasswordRecovery(app.db, limits, request.body.mobile, request.body.smsCode)),
  );

  app.post('/open/member/forgotPasswordStep2', { schema: { body: ForgotStep2Body, response: { 200: OkEnvelope } } }, async (request) => {
    await finishPasswordRecovery(app.db, request.body.ticket, request.body.password);
    return ok(null, ACCOUNT_MSG.passwordReset);
  });

  app.post('/open/member/socialRegisterStep1', { schema: { body: SocialStep1Body, response: Answers(SocialStep1Result) } }, async (request) => {
    const { socialKey, mobile, smsCode } = request.body;
    return ok(await verifySocialMobile(app.db, limits, socialKey, mobile, smsCode));
  });

  app.post('/open/member/socialRegisterStep2', { schema: { body: SocialStep2Body, response: Answers(IssuedToken) } }, async (request) => {
    const memberId = await bindSocialAccount(app.db, request.body.ticket, request.body.password);
    return ok(await issueToken(app.db, { memberId }, app.config.oauthClientId, app.config, request.ip), ACCOUNT_MSG.wechatBound);
  });
};

export default registerRoutes;
