// The open account flows behind register-routes.ts: registration, forgot password (two steps)
// and WeChat social registration (two steps), each step proved by an SMS code or a ticket.
import type { Kysely } from 'kysely';
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import { MSG } from '../../../domain/shared/messages.ts';
import type { AccountLimits } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { joinInvitedCompany } from '../company/public.ts';
import { assertInviteCode, bindReferrer } from '../distribution/public.ts';
import { assertTicket, consumeTicket, issueTicket } from './account-tickets.ts';
import { createPersonalMember, setMemberPassword } from './member-accounts.ts';
import { findMemberByMobile, findMemberByWxOpenId, setMemberWxOpenId } from './member-repository.ts';
import { verifySmsCode } from './sms-codes.ts';
import { revokeMemberTokens } from './token-repository.ts';

type Limits = AccountLimits;

/** What a socialBind ticket carries: the WeChat identity and the verified mobile. */
const SocialBindPayload = Type.Object({ openId: Type.String(), nickname: Type.String(), mobile: Type.String() });

export async function registerMember(db: Kysely<Database>, limits: Limits, body: { mobile: string; smsCode: string; password: string; agree: boolean; inviteCode?: string | undefined }) {
  if (!body.agree) throw badRequest(MSG.agreementRequired);
  // A wrong invitation code is refused before the SMS code is used up.
  if (body.inviteCode) await assertInviteCode(db, body.inviteCode);
  await verifySmsCode(db, limits, body.mobile, 'register', body.smsCode);
  // The member and its binding to the inviting distributor (issue 19) are one write.
  const memberId = await db.transaction().execute(async (trx) => {
    const id = await createPersonalMember(trx, { mobile: body.mobile, password: body.password });
    if (body.inviteCode) await bindReferrer(trx, id, body.inviteCode);
    // Someone a company invited lands in it (issue 37).
    await joinInvitedCompany(trx, id, body.mobile);
    return id;
  });
  return { memberId, username: body.mobile };
}

/** Step 1: the mobile's code proves the owner; a ticket carries the proof to step 2. */
export async function startPasswordRecovery(db: Kysely<Database>, limits: Limits, mobile: string, smsCode: string) {
  await verifySmsCode(db, limits, mobile, 'forgot', smsCode);
  const member = await findMemberByMobile(db, mobile);
  if (!member) throw badRequest(MSG.mobileNotRegistered);
  const ticket = await issueTicket(db, 'forgot', limits.ticketTtlSeconds, { memberId: member.id });
  return { ticket, expiresIn: limits.ticketTtlSeconds };
}

/** Step 2: the new password; every session of the member ends. */
export async function finishPasswordRecovery(db: Kysely<Database>, ticket: string, password: string): Promise<void> {
  const { memberId } = await consumeTicket(db, 'forgot', ticket);
  if (memberId === null) throw badRequest(MSG.ticketInvalid);
  await db.transaction().execute(async (trx) => {
    await setMemberPassword(trx, memberId, password);
    await revokeMemberTokens(trx, memberId);
  });
}

/** Social step 1: an unbound WeChat (its social key) verifies a mobile. */
export async function verifySocialMobile(db: Kysely<Database>, limits: Limits, socialKey: string, mobile: string, smsCode: string) {
  // A mistyped code must not cost the WeChat scan: check the key, then the code, then use the key.
  await assertTicket(db, 'social', socialKey);
  await verifySmsCode(db, limits, mobile, 'social', smsCode);
  const social = await consumeTicket(db, 'social', socialKey);
  const member = await findMemberByMobile(db, mobile);
  if (member?.wxOpenId) throw conflict(MSG.wechatAlreadyBound);
  const ticket = await issueTicket(db, 'socialBind', limits.ticketTtlSeconds, {
    memberId: member?.id ?? null,
    payload: { ...social.payload, mobile },
  });
  return { ticket, exists: !!member, expiresIn: limits.ticketTtlSeconds };
}

/** Social step 2: binds the WeChat to the mobile's member, or creates one; answers its id. */
export async function bindSocialAccount(db: Kysely<Database>, ticket: string, password: string | undefined): Promise<number> {
  const bind = await consumeTicket(db, 'socialBind', ticket);
  if (!Value.Check(SocialBindPayload, bind.payload)) throw badRequest(MSG.ticketInvalid);
  const { openId, nickname, mobile } = bind.payload;
  if (await findMemberByWxOpenId(db, openId)) throw conflict(MSG.wechatBoundElsewhere);
  if (bind.memberId !== null) {
    await setMemberWxOpenId(db, bind.memberId, openId);
    return bind.memberId;
  }
  return db.transaction().execute(async (trx) => {
    const id = await createPersonalMember(trx, { mobile, wxOpenId: openId, nickname, ...(password ? { password } : {}) });
    await joinInvitedCompany(trx, id, mobile);
    return id;
  });
}
