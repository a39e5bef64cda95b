// Logged-in account security: set or change the password, change the mobile (old mobile first),
// bind and unbind WeChat.
import { MobileChanged, PasswordSaved, SmsSent, StepTicket, WechatBinding, WechatBound } from '../../../domain/account/account-answers.ts';
import { CaptchaBody, CheckOldMobileBody, ResetMobileBody, ResetPasswordBody, SetPasswordBody } from '../../../domain/account/account-payloads.ts';
import { requireMember } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { unauthorized } from '../../http/errors.ts';
import { Answers, OkEnvelope, type Routes } from '../../http/schemas.ts';
import { consumeCaptcha } from './captcha-store.ts';
import { findMemberCredentials } from './member-repository.ts';
import { ACCOUNT_MSG } from './messages.ts';
import { WechatCodeQuery } from './schemas.ts';
import {
  bindWechat,
  changeMobile,
  changePassword,
  currentMobile,
  setFirstPassword,
  unbindWechat,
  verifyOldMobile,
} from './security-service.ts';
import { sendSmsCode } from './sms-codes.ts';

const securityRoutes: Routes = async (app) => {
  const limits = app.config.limits;

  app.post('/api/member/setPassword', { schema: { body: SetPasswordBody, response: { 200: OkEnvelope } } }, async (request) => {
    await setFirstPassword(app.db, requireMember(request), request.body.password);
    return ok(null, ACCOUNT_MSG.passwordSet);
  });

  app.post('/api/member/resetPassword', { schema: { body: ResetPasswordBody, response: Answers(PasswordSaved) } }, async (request) => {
    const memberId = requireMember(request);
    const keep = request.principal?.tokenId;
    if (keep === undefined) throw unauthorized();
    const revoked = await changePassword(app.db, memberId, keep, request.body.oldPassword, request.body.newPassword);
    return ok({ revokedSessions: revoked }, ACCOUNT_MSG.passwordChanged);
  });

  app.post('/api/member/sendSmsCodeByOldMobile', { schema: { body: CaptchaBody, response: Answers(SmsSent) } }, async (request) => {
    const mobile = await currentMobile(app.db, requireMember(request));
    await consumeCaptcha(app.db, request.body.captchaKey, request.body.captchaCode);
    const sent = await sendSmsCode({ db: app.db, limits: app.limits, sms: app.providers.sms, config: limits }, mobile, 'oldMobile', request.ip);
    return ok(sent, ACCOUNT_MSG.smsSentToOldMobile);
  });

  app.post('/api/member/checkOldMobile', { schema: { body: CheckOldMobileBody, response: Answers(StepTicket) } }, async (request) =>
    ok(await verifyOldMobile(app.db, limits, requireMember(request), request.body.code), ACCOUNT_MSG.oldMobileVerified),
  );

  app.post('/api/member/resetMobile', { schema: { body: ResetMobileBody, response: Answers(MobileChanged) } }, async (request) => {
    await changeMobile(app.db, limits, requireMember(request), request.body);
    return ok({ mobile: request.body.mobile }, ACCOUNT_MSG.mobileChanged);
  });

  app.post('/api/member/bindWxOpen', { schema: { querystring: WechatCodeQuery, response: Answers(WechatBound) } }, async (request) => {
    const nickname = await bindWechat(app.db, app.providers.wechat, requireMember(request), request.query.code);
    return ok({ bound: true, nickname }, ACCOUNT_MSG.wechatBound);
  });

  app.get('/api/member/getWxOpenBind', { schema: { response: Answers(WechatBinding) } }, async (request) => {
    const me = await findMemberCredentials(app.db, requireMember(request));
    return ok({ bound: me.wxOpenId !== null });
  });

  app.post('/api/member/removeWxOpenBind', { schema: { response: Answers(WechatBinding) } }, async (request) => {
    await unbindWechat(app.db, requireMember(request));
    return ok({ bound: false }, ACCOUNT_MSG.wechatUnbound);
  });
};

export default securityRoutes;
