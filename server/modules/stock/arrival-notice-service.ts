// Arrival notices (到货通知): a member waits for goods that have no sellable stock; a stock receipt
// tells every waiting member once (stock-receipt-service.ts). Subscribing is idempotent (one open
// wait per member and goods), and one member's subscriptions are counted under a row lock so the
// limit holds under parallel clicks.
import type { Kysely } from 'kysely';
import { ARRIVAL_NOTICE_MAX } from '../../../domain/stock/buy-rule.ts';
import type { ArrivalNoticeQuery } from '../../../domain/stock/stock-payloads.ts';
import type { ArrivalNoticeRow, ArrivalNoticeState } from '../../../domain/stock/stock-views.ts';
import { offsetOf } from '../../../domain/shared/page-query.ts';
import type { Page } from '../../../domain/shared/envelope.ts';
import type { Database } from '../../db/schema.ts';
import { AppError, conflict, notFound } from '../../http/errors.ts';
import { STOCK_MSG } from './messages.ts';
import { deleteNotice, goodsFacts, lockMember, noticePage, pendingCount, pendingNotice, sellable, upsertNotice } from './stock-repository.ts';

const iso = (d: Date | string) => new Date(d).toISOString();

export async function noticeState(db: Kysely<Database>, memberId: number, goodsId: number): Promise<ArrivalNoticeState> {
  const goods = await goodsFacts(db, goodsId);
  if (!goods || goods.status !== 1) throw notFound(STOCK_MSG.goodsGone);
  const open = await pendingNotice(db, memberId, goodsId);
  return { goodsId, subscribed: !!open, subscribedAt: open ? iso(open.createdAt) : null };
}

/** Starts a wait; answers the state and whether it already existed. */
export async function subscribe(db: Kysely<Database>, memberId: number, goodsId: number): Promise<{ state: ArrivalNoticeState; already: boolean }> {
  const goods = await goodsFacts(db, goodsId);
  if (!goods || goods.status !== 1) throw notFound(STOCK_MSG.goodsGone);
  if ((await sellable(db, goodsId)) > 0) throw conflict(STOCK_MSG.inStock);
  const already = await db.transaction().execute(async (trx) => {
    await lockMember(trx, memberId);
    if (await pendingNotice(trx, memberId, goodsId)) return true;
    if ((await pendingCount(trx, memberId)) >= ARRIVAL_NOTICE_MAX) throw new AppError(409, STOCK_MSG.tooMany);
    await upsertNotice(trx, memberId, goodsId);
    return false;
  });
  return { state: await noticeState(db, memberId, goodsId), already };
}

/** Ends the wait (nothing to end is fine: the answer is the same). */
export async function cancelNotice(db: Kysely<Database>, memberId: number, goodsId: number): Promise<ArrivalNoticeState> {
  await deleteNotice(db, memberId, goodsId);
  return { goodsId, subscribed: false, subscribedAt: null };
}

export async function listNotices(db: Kysely<Database>, memberId: number, query: ArrivalNoticeQuery): Promise<Page<ArrivalNoticeRow>> {
  const { total, rows } = await noticePage(db, memberId, offsetOf(query), query.size);
  return { records: rows, total, size: query.size, current: query.current, pages: Math.ceil(total / query.size) };
}
