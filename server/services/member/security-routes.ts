// Logged-in account security: set or change the password, change the mobile (old mobile first),
// bind and unbind WeChat.
import type { FastifyInstance } from 'fastify';
import { MSG } from '../../../domain/messages.ts';
import {
  CaptchaBody,
  CheckOldMobileBody,
  ResetMobileBody,
  ResetPasswordBody,
  SetPasswordBody,
} from '../../../domain/schemas/account-payloads.ts';
import { requireMember } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { verifyPassword } from '../../security/password.ts';
import { consumeCaptcha } from '../system/captcha-store.ts';
import { sendSmsCode, verifySmsCode } from '../system/sms-codes.ts';
import { revokeMemberTokens } from '../system/token-repository.ts';
import { Type } from 'typebox';
import { assertTicket, consumeTicket, issueTicket } from './account-tickets.ts';
import { setMemberPassword } from './member-accounts.ts';

export default async function securityRoutes(app: FastifyInstance) {
  const limits = app.config.limits;
  const member = (id: number) =>
    app.db.selectFrom('member').select(['id', 'mobile', 'username', 'passwordHash', 'wxOpenId']).where('id', '=', id).executeTakeFirstOrThrow();

  app.post('/api/member/setPassword', { schema: { body: SetPasswordBody } }, async (request) => {
    const me = await member(requireMember(request));
    if (me.passwordHash) throw badRequest(MSG.passwordAlreadySet);
    await setMemberPassword(app.db, me.id, (request.body as { password: string }).password);
    return ok(null, '登录密码设置成功');
  });

  app.post('/api/member/resetPassword', { schema: { body: ResetPasswordBody } }, async (request) => {
    const me = await member(requireMember(request));
    const { oldPassword, newPassword } = request.body as { oldPassword: string; newPassword: string };
    if (!(await verifyPassword(oldPassword, me.passwordHash))) throw badRequest(MSG.oldPasswordWrong);
    if (oldPassword === newPassword) throw badRequest(MSG.samePassword);
    const keep = request.principal!.tokenId;
    const revoked = await app.db.transaction().execute(async (trx) => {
      await setMemberPassword(trx, me.id, newPassword);
      return revokeMemberTokens(trx, me.id, keep);
    });
    return ok({ revokedSessions: revoked }, '密码修改成功，其他设备已退出登录');
  });

  app.post('/api/member/sendSmsCodeByOldMobile', { schema: { body: CaptchaBody } }, async (request) => {
    const me = await member(requireMember(request));
    if (!me.mobile) throw badRequest(MSG.noMobile);
    const { captchaKey, captchaCode } = request.body as { captchaKey: string; captchaCode: string };
    await consumeCaptcha(app.db, captchaKey, captchaCode);
    const sent = await sendSmsCode({ db: app.db, limits: app.limits, sms: app.providers.sms, config: limits }, me.mobile, 'oldMobile', request.ip);
    return ok(sent, '验证码已发送至原手机号');
  });

  app.post('/api/member/checkOldMobile', { schema: { body: CheckOldMobileBody } }, async (request) => {
    const me = await member(requireMember(request));
    if (!me.mobile) throw badRequest(MSG.noMobile);
    await verifySmsCode(app.db, limits, me.mobile, 'oldMobile', (request.body as { code: string }).code);
    const ticket = await issueTicket(app.db, 'mobileChange', limits.ticketTtlSeconds, { memberId: me.id });
    return ok({ ticket, expiresIn: limits.ticketTtlSeconds }, '原手机号验证通过');
  });

  app.post('/api/member/resetMobile', { schema: { body: ResetMobileBody } }, async (request) => {
    const me = await member(requireMember(request));
    const { mobile, code, ticket } = request.body as { mobile: string; code: string; ticket: string };
    await assertTicket(app.db, 'mobileChange', ticket);
    await verifySmsCode(app.db, limits, mobile, 'newMobile', code);
    const proof = await consumeTicket(app.db, 'mobileChange', ticket);
    if (proof.memberId !== me.id) throw badRequest(MSG.ticketInvalid);
    const taken = await app.db.selectFrom('member').select('id').where((eb) => eb.or([eb('mobile', '=', mobile), eb('username', '=', mobile)])).executeTakeFirst();
    if (taken) throw conflict(MSG.mobileRegistered);
    await app.db
      .updateTable('member')
      .set({ mobile, ...(me.username === me.mobile ? { username: mobile } : {}), updatedAt: new Date() })
      .where('id', '=', me.id)
      .execute();
    return ok({ mobile }, '手机号已更换');
  });

  app.post('/api/member/bindWxOpen', { schema: { querystring: Type.Object({ code: Type.String({ minLength: 8, maxLength: 128 }) }) } }, async (request) => {
    const me = await member(requireMember(request));
    if (me.wxOpenId) throw conflict(MSG.wechatAlreadyBound);
    const identity = await app.providers.wechat.exchangeCode((request.query as { code: string }).code);
    if (!identity) throw badRequest(MSG.wechatCodeInvalid);
    const taken = await app.db.selectFrom('member').select('id').where('wxOpenId', '=', identity.openId).executeTakeFirst();
    if (taken) throw conflict(MSG.wechatBoundElsewhere);
    await app.db.updateTable('member').set({ wxOpenId: identity.openId, updatedAt: new Date() }).where('id', '=', me.id).execute();
    return ok({ bound: true, nickname: identity.nickname }, '微信绑定成功');
  });

  app.get('/api/member/getWxOpenBind', async (request) => {
    const me = await member(requireMember(request));
    return ok({ bound: me.wxOpenId !== null });
  });

  app.post('/api/member/removeWxOpenBind', async (request) => {
    const me = await member(requireMember(request));
    if (!me.wxOpenId) throw badRequest(MSG.wechatNotBoundSelf);
    if (!me.passwordHash) throw badRequest(MSG.wechatUnbindNeedsPassword);
    await app.db.updateTable('member').set({ wxOpenId: null, updatedAt: new Date() }).where('id', '=', me.id).execute();
    return ok({ bound: false }, '已解除微信绑定');
  });
}
