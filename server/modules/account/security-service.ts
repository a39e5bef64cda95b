// The logged-in security flows behind security-routes.ts: passwords, the mobile change (old
// mobile first, then the new one) and the WeChat binding.
import type { Kysely } from 'kysely';
import { MSG } from '../../../domain/shared/messages.ts';
import type { AccountLimits } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import type { WechatProvider } from '../../providers/wechat/wechat-provider.ts';
import { verifyPassword } from '../../security/password.ts';
import { assertTicket, consumeTicket, issueTicket } from './account-tickets.ts';
import { setMemberPassword } from './member-accounts.ts';
import { changeMemberMobile, findMemberByWxOpenId, findMemberCredentials, mobileInUse, setMemberWxOpenId } from './member-repository.ts';
import { verifySmsCode } from './sms-codes.ts';
import { revokeMemberTokens } from './token-repository.ts';

/** A first password (accounts made by SMS login or WeChat have none). */
export async function setFirstPassword(db: Kysely<Database>, memberId: number, password: string): Promise<void> {
  const me = await findMemberCredentials(db, memberId);
  if (me.passwordHash) throw badRequest(MSG.passwordAlreadySet);
  await setMemberPassword(db, me.id, password);
}

/** Changes the password; every other session of the member ends. Answers how many ended. */
export async function changePassword(db: Kysely<Database>, memberId: number, keepTokenId: number, oldPassword: string, newPassword: string): Promise<number> {
  const me = await findMemberCredentials(db, memberId);
  if (!(await verifyPassword(oldPassword, me.passwordHash))) throw badRequest(MSG.oldPasswordWrong);
  if (oldPassword === newPassword) throw badRequest(MSG.samePassword);
  return db.transaction().execute(async (trx) => {
    await setMemberPassword(trx, me.id, newPassword);
    return revokeMemberTokens(trx, me.id, keepTokenId);
  });
}

/** The member's current mobile, or the refusal when there is none. */
export async function currentMobile(db: Kysely<Database>, memberId: number): Promise<string> {
  const me = await findMemberCredentials(db, memberId);
  if (!me.mobile) throw badRequest(MSG.noMobile);
  return me.mobile;
}

/** The old mobile's code is right: a ticket for the mobile change. */
export async function verifyOldMobile(db: Kysely<Database>, limits: AccountLimits, memberId: number, code: string) {
  const mobile = await currentMobile(db, memberId);
  await verifySmsCode(db, limits, mobile, 'oldMobile', code);
  const ticket = await issueTicket(db, 'mobileChange', limits.ticketTtlSeconds, { memberId });
  return { ticket, expiresIn: limits.ticketTtlSeconds };
}

/** The new mobile, proved by its code and the old mobile's ticket. */
export async function changeMobile(db: Kysely<Database>, limits: AccountLimits, memberId: number, body: { mobile: string; code: string; ticket: string }): Promise<void> {
  const me = await findMemberCredentials(db, memberId);
  await assertTicket(db, 'mobileChange', body.ticket);
  await verifySmsCode(db, limits, body.mobile, 'newMobile', body.code);
  const proof = await consumeTicket(db, 'mobileChange', body.ticket);
  if (proof.memberId !== me.id) throw badRequest(MSG.ticketInvalid);
  if (await mobileInUse(db, body.mobile)) throw conflict(MSG.mobileRegistered);
  await changeMemberMobile(db, me, body.mobile);
}

/** Binds the WeChat of a fresh scan's code; answers its nickname. */
export async function bindWechat(db: Kysely<Database>, wechat: WechatProvider, memberId: number, code: string): Promise<string> {
  const me = await findMemberCredentials(db, memberId);
  if (me.wxOpenId) throw conflict(MSG.wechatAlreadyBound);
  const identity = await wechat.exchangeCode(code);
  if (!identity) throw badRequest(MSG.wechatCodeInvalid);
  if (await findMemberByWxOpenId(db, identity.openId)) throw conflict(MSG.wechatBoundElsewhere);
  await setMemberWxOpenId(db, me.id, identity.openId);
  return identity.nickname;
}

/** Unbinds WeChat; refused while the account has no password to log in with. */
export async function unbindWechat(db: Kysely<Database>, memberId: number): Promise<void> {
  const me = await findMemberCredentials(db, memberId);
  if (!me.wxOpenId) throw badRequest(MSG.wechatNotBoundSelf);
  if (!me.passwordHash) throw badRequest(MSG.wechatUnbindNeedsPassword);
  await setMemberWxOpenId(db, me.id, null);
}
