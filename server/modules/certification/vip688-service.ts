// The 688 year (issue 15 item 5, docs/api/certification.md): an enterprise member buys 365 days
// of VIP for ¥688 through the payment provider (the sandbox here).
// - startVip688: a vip_grant (kind vip688, status 0) with its trade number, and the gateway page.
//   An earlier attempt still waiting is voided: only the newest one can be paid.
// - vip688Link: what the sandbox page needs to show or refuse a checkout link.
// - applyVip688Notification: the gateway's verified notification, in one transaction (member row,
//   then grant row locked). Idempotent on the gateway's transaction id; a paid grant extends
//   memberPriceEndTime by 365 days from the later of now and the current end, and the member gets
//   a message. Money for a grant that was voided or paid already is recorded in the log for an
//   operator to refund, never applied twice.
// - vipGrantsOf: the member's VIP records (the receipt of each purchase).
// A company's VIP is its certified account's (issue 37): a member of a company buys the 688 year
// for the company (any active role but viewer: those who order, and finance), the grant is recorded
// under the certified account and extends its VIP, which every member prices with; the records
// listed are the company's.
import type { Kysely } from 'kysely';
import {
  extendedVipEnd, isVipTradeNo, VIP688_DAYS, VIP688_MAX_AHEAD_DAYS, VIP688_PRICE_FEN, VIP_GRANT_KIND_TEXT, VIP_GRANT_STATUS, VIP_GRANT_STATUS_TEXT,
  vipDaysLeft, vipTradeNo, type VipGrantStatus,
} from '../../../domain/certification/vip-rules.ts';
import type { Vip688Start, VipGrantRow } from '../../../domain/certification/vip-views.ts';
import { chinaDateKey } from '../../../domain/shared/china-time.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import type { PaymentNotification, PaymentProvider } from '../../providers/payment/payment-provider.ts';
import { setMemberVipEnd } from '../account/public.ts';
import { actingOf, bookOwnerOf, may } from '../company/public.ts';
import { notifyMember } from '../messages/public.ts';
import { lockMember } from './certification-repository.ts';
import { CERT_MSG } from './messages.ts';
import {
  activateVipGrant, insertPendingVip688, lockVipGrant, setVipGrantTradeNo, vip688Head, vip688LinkRow, vipGrantRows, vipProviderRefUsed, voidFailedVipGrant,
  voidPendingVip688,
} from './vip-repository.ts';

const PERSONAL = 1;
export const VIP688_RETURN_PATH = '/enterpriseCertification';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export async function startVip688(
  db: Kysely<Database>,
  provider: PaymentProvider,
  input: { memberId: number; offerOn: boolean; now?: Date },
): Promise<Vip688Start> {
  const now = input.now ?? new Date();
  if (!input.offerOn) throw badRequest(CERT_MSG.vip688Off);
  const acting = await actingOf(db, input.memberId);
  if (acting.company && !may(acting, 'order') && !may(acting, 'manageBooks')) throw forbidden(CERT_MSG.vip688CompanyRole);
  return db.transaction().execute(async (trx) => {
    const member = await lockMember(trx, acting.ownerId);
    if (!member) throw notFound(CERT_MSG.notFound);
    if (member.memberType === PERSONAL) throw badRequest(CERT_MSG.vip688EnterpriseOnly);
    if (vipDaysLeft(member.memberPriceEndTime, now) > VIP688_MAX_AHEAD_DAYS) throw conflict(CERT_MSG.vip688TooFarAhead);
    await voidPendingVip688(trx, member.id, CERT_MSG.vip688Superseded);
    const id = await insertPendingVip688(trx, { memberId: member.id, days: VIP688_DAYS, amountFen: VIP688_PRICE_FEN, provider: provider.name, at: now });
    const tradeNo = vipTradeNo(chinaDateKey(now).replaceAll('-', ''), id);
    await setVipGrantTradeNo(trx, id, tradeNo);
    const payUrl = provider.checkoutUrl({ paymentId: id, orderNo: tradeNo, amountFen: VIP688_PRICE_FEN, subject: CERT_MSG.vip688Subject, returnUrl: VIP688_RETURN_PATH });
    return { grantId: id, tradeNo, amountFen: VIP688_PRICE_FEN, payUrl };
  });
}

/** What a checkout link of a 688 purchase points at, or null. */
export async function vip688Link(db: Kysely<Database>, grantId: number) {
  const row = await vip688LinkRow(db, grantId);
  if (!row || row.outTradeNo === null || row.provider === null) return null;
  return { amountFen: row.amountFen, provider: row.provider, tradeNo: row.outTradeNo, status: row.status as VipGrantStatus };
}

export type Vip688Outcome = 'paid' | 'failed' | 'repeat' | 'refundNeeded';

export interface WarnLogger {
  warn(obj: object, msg: string): void;
}

export async function applyVip688Notification(
  db: Kysely<Database>,
  providerName: string,
  n: PaymentNotification,
  log: WarnLogger,
  now: Date = new Date(),
): Promise<{ outcome: Vip688Outcome; grantId: number }> {
  if (!isVipTradeNo(n.orderNo)) throw badRequest(CERT_MSG.vip688NotifyMismatch);
  const head = await vip688Head(db, n.paymentId);
  if (!head || head.provider !== providerName) throw notFound(CERT_MSG.vip688NotFound);
  if (head.outTradeNo !== n.orderNo) throw badRequest(CERT_MSG.vip688NotifyMismatch);
  return db.transaction().execute(async (trx) => {
    // Lock member, then grant: the order every writer of both uses (the approval locks the member too).
    const member = await lockMember(trx, head.memberId);
    const grant = await lockVipGrant(trx, n.paymentId);
    if (!member || !grant) throw notFound(CERT_MSG.vip688NotFound);
    const result = { grantId: grant.id };
    if (grant.providerRef === n.providerRef) return { ...result, outcome: 'repeat' as const };
    if (n.amountFen !== grant.amountFen) {
      log.warn({ grantId: grant.id, expected: grant.amountFen, got: n.amountFen }, 'vip688 notification amount mismatch refused');
      throw badRequest(CERT_MSG.vip688AmountMismatch);
    }
    if (await vipProviderRefUsed(trx, n.providerRef)) throw conflict(CERT_MSG.vip688RefUsed);
    if (n.status === 'failed') {
      if (grant.status === VIP_GRANT_STATUS.pending) {
        await voidFailedVipGrant(trx, grant.id, n.providerRef, CERT_MSG.vip688Failed);
      }
      return { ...result, outcome: 'failed' as const };
    }
    if (grant.status !== VIP_GRANT_STATUS.pending) {
      // Paid for a year that is voided or paid already: nothing is extended; an operator refunds it.
      log.warn({ grantId: grant.id, tradeNo: grant.outTradeNo, status: grant.status, providerRef: n.providerRef, amountFen: n.amountFen }, 'vip688 payment for a grant that no longer waits: refund needed');
      return { ...result, outcome: 'refundNeeded' as const };
    }
    const end = extendedVipEnd(member.memberPriceEndTime, now, grant.days);
    await activateVipGrant(trx, grant.id, { providerRef: n.providerRef, paidAt: now, endBefore: member.memberPriceEndTime, endAfter: end });
    await setMemberVipEnd(trx, member.id, end, now);
    await notifyMember(trx, {
      memberId: member.id,
      kind: 'system',
      title: CERT_MSG.vip688PaidTitle,
      body: CERT_MSG.vip688PaidBody(grant.outTradeNo ?? '', end),
      link: VIP688_RETURN_PATH,
      eventKey: `vip688-paid:${grant.id}`,
    });
    return { ...result, outcome: 'paid' as const };
  });
}

/** The member's VIP records (a company member: the company's), newest first: the trial and every 688 year (paid, waiting or void). */
export async function vipGrantsOf(db: Kysely<Database>, memberId: number): Promise<VipGrantRow[]> {
  const rows = await vipGrantRows(db, await bookOwnerOf(db, memberId));
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    kindText: VIP_GRANT_KIND_TEXT[r.kind],
    days: r.days,
    amountFen: r.amountFen,
    status: r.status,
    statusText: VIP_GRANT_STATUS_TEXT[r.status as VipGrantStatus],
    tradeNo: r.outTradeNo,
    providerRef: r.providerRef,
    endBefore: iso(r.endBefore),
    endAfter: iso(r.endAfter),
    paidAt: iso(r.paidAt),
    createdAt: iso(r.createdAt)!,
  }));
}
