// Open account calls: register, forgot password (two steps), WeChat social registration (two steps).
import type { FastifyInstance } from 'fastify';
import { MSG } from '../../../domain/messages.ts';
import { ForgotStep1Body, ForgotStep2Body, RegisterBody, SocialStep1Body, SocialStep2Body } from '../../../domain/schemas/account-payloads.ts';
import { ok } from '../../http/envelope.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { verifySmsCode } from '../system/sms-codes.ts';
import { issueToken, revokeMemberTokens } from '../system/token-repository.ts';
import { assertTicket, consumeTicket, issueTicket } from './account-tickets.ts';
import { createPersonalMember, setMemberPassword } from './member-accounts.ts';

export default async function registerRoutes(app: FastifyInstance) {
  const limits = app.config.limits;

  app.post('/open/member/register', { schema: { body: RegisterBody } }, async (request) => {
    const body = request.body as { mobile: string; smsCode: string; password: string; agree: boolean };
    if (!body.agree) throw badRequest(MSG.agreementRequired);
    await verifySmsCode(app.db, limits, body.mobile, 'register', body.smsCode);
    const memberId = await createPersonalMember(app.db, { mobile: body.mobile, password: body.password });
    return ok({ memberId, username: body.mobile }, '注册成功');
  });

  app.post('/open/member/forgotPasswordStep1', { schema: { body: ForgotStep1Body } }, async (request) => {
    const { mobile, smsCode } = request.body as { mobile: string; smsCode: string };
    await verifySmsCode(app.db, limits, mobile, 'forgot', smsCode);
    const member = await app.db.selectFrom('member').select('id').where('mobile', '=', mobile).executeTakeFirst();
    if (!member) throw badRequest(MSG.mobileNotRegistered);
    const ticket = await issueTicket(app.db, 'forgot', limits.ticketTtlSeconds, { memberId: member.id });
    return ok({ ticket, expiresIn: limits.ticketTtlSeconds });
  });

  app.post('/open/member/forgotPasswordStep2', { schema: { body: ForgotStep2Body } }, async (request) => {
    const { ticket, password } = request.body as { ticket: string; password: string };
    const { memberId } = await consumeTicket(app.db, 'forgot', ticket);
    if (memberId === null) throw badRequest(MSG.ticketInvalid);
    await app.db.transaction().execute(async (trx) => {
      await setMemberPassword(trx, memberId, password);
      await revokeMemberTokens(trx, memberId);
    });
    return ok(null, '密码已重置，请使用新密码登录');
  });

  app.post('/open/member/socialRegisterStep1', { schema: { body: SocialStep1Body } }, async (request) => {
    const { socialKey, mobile, smsCode } = request.body as { socialKey: string; mobile: string; smsCode: string };
    // A mistyped code must not cost the WeChat scan: check the key, then the code, then use the key.
    await assertTicket(app.db, 'social', socialKey);
    await verifySmsCode(app.db, limits, mobile, 'social', smsCode);
    const social = await consumeTicket(app.db, 'social', socialKey);
    const member = await app.db.selectFrom('member').select(['id', 'wxOpenId']).where('mobile', '=', mobile).executeTakeFirst();
    if (member?.wxOpenId) throw conflict(MSG.wechatAlreadyBound);
    const ticket = await issueTicket(app.db, 'socialBind', limits.ticketTtlSeconds, {
      memberId: member?.id ?? null,
      payload: { ...social.payload, mobile },
    });
    return ok({ ticket, exists: !!member, expiresIn: limits.ticketTtlSeconds });
  });

  app.post('/open/member/socialRegisterStep2', { schema: { body: SocialStep2Body } }, async (request) => {
    const { ticket, password } = request.body as { ticket: string; password?: string };
    const bind = await consumeTicket(app.db, 'socialBind', ticket);
    const { openId, nickname, mobile } = bind.payload as { openId: string; nickname: string; mobile: string };
    const taken = await app.db.selectFrom('member').select('id').where('wxOpenId', '=', openId).executeTakeFirst();
    if (taken) throw conflict(MSG.wechatBoundElsewhere);
    let memberId = bind.memberId;
    if (memberId !== null) {
      await app.db.updateTable('member').set({ wxOpenId: openId, updatedAt: new Date() }).where('id', '=', memberId).execute();
    } else {
      memberId = await createPersonalMember(app.db, { mobile, wxOpenId: openId, nickname, ...(password ? { password } : {}) });
    }
    return ok(await issueToken(app.db, { memberId }, app.config.oauthClientId, app.config, request.ip), '微信绑定成功');
  });
}
