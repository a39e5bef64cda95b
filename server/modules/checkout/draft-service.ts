// Checkout drafts (the spec's temporary orders): made from a quick buy, the ticked cart lines or
// a past order; listed, counted, cancelled and hidden. A draft stores goods and quantities only;
// it is priced afresh every time it is read (draft-pricing.ts).
import type { Kysely } from 'kysely';
import type { Page } from '../../../domain/shared/envelope.ts';
import { DRAFT_SOURCE, DRAFT_STATUS, DRAFT_STATUS_TEXT, ORDER_CODE, type DraftSource, type DraftStatus, type OrderType } from '../../../domain/orders/order-rules.ts';
import type { DraftSummary, DraftView, StatusCount } from '../../../domain/orders/orders.ts';
import type { DraftListBody } from '../../../domain/orders/order-payloads.ts';
import { offsetOf } from '../../../domain/shared/page-query.ts';
import type { Database } from '../../db/schema.ts';
import { page } from '../../http/envelope.ts';
import { AppError, conflict, notFound } from '../../http/errors.ts';
import { buildDraftView, lineRefusal, priceLines, totalsOf, type Buyer, type LineRequest } from './draft-pricing.ts';
import { draftPage, draftStatusCounts, findDraft, hideDraft, insertDraft, insertDraftLines, linesOfDrafts, lockDraft, setDraftStatus, type DraftRow } from './draft-repository.ts';
import { memberCartLines } from '../cart/public.ts';
import { orderingFor } from '../company/public.ts';
import { goodsShelfStatus } from '../catalogue/public.ts';
import { nextDraftNo, ORDER_MSG, reorderLines } from '../orders/public.ts';

/** One line per goods: lines of the same goods (another vendor's cart line) add up; the first line's buyer columns and quote stay. */
function mergeLines(requests: LineRequest[]): LineRequest[] {
  const byGoods = new Map<number, LineRequest>();
  for (const r of requests) {
    const had = byGoods.get(r.goodsId);
    if (had) had.num += r.num;
    else byGoods.set(r.goodsId, { ...r, cartItemId: r.cartItemId ?? null });
  }
  return [...byGoods.values()];
}

/** Makes a draft when every line can be ordered now; otherwise refuses with the first line's problem. */
export async function createDraft(db: Kysely<Database>, buyer: Buyer, source: DraftSource, requests: LineRequest[]): Promise<DraftView> {
  // Issue 37: a company role that may not order (finance, viewer, a disabled member) is refused before a draft is made.
  await orderingFor(db, buyer.memberId);
  const lines = mergeLines(requests);
  const priced = await priceLines(db, lines, buyer);
  const bad = priced.find((l) => l.problem !== null);
  if (bad) throw lineRefusal(bad);
  const tmpNo = await nextDraftNo(db);
  const draft = await db.transaction().execute(async (trx) => {
    const row = await insertDraft(trx, { tmpNo, memberId: buyer.memberId, orderType: buyer.orderType, source });
    await insertDraftLines(
      trx,
      row.id,
      lines.map((l) => ({
        goodsId: l.goodsId, num: l.num, cartItemId: l.cartItemId ?? null,
        buyerCode: l.buyerCode ?? null, buyerRemark: l.buyerRemark ?? null, quoteEnquiryId: l.quoteEnquiryId ?? null, quoteLineNo: l.quoteLineNo ?? null,
      })),
    );
    return row;
  });
  return buildDraftView(db, draft, buyer, priced);
}

/** Quick buy: one goods; a missing or off-shelf goods is 404 like everywhere else. */
export async function quickBuyDraft(db: Kysely<Database>, buyer: Buyer, goodsId: number, num: number): Promise<DraftView> {
  if ((await goodsShelfStatus(db, goodsId)) !== 1) throw notFound(ORDER_MSG.goodsNotFound);
  return createDraft(db, buyer, DRAFT_SOURCE.quickBuy, [{ goodsId, num }]);
}

/** The member's own cart lines; any unknown or foreign id refuses the whole checkout. */
export async function cartDraft(db: Kysely<Database>, buyer: Buyer, cartIds: number[]): Promise<DraftView> {
  const ids = [...new Set(cartIds)];
  const rows = await memberCartLines(db, buyer.memberId, ids);
  if (rows.length !== ids.length) throw notFound(ORDER_MSG.cartLineNotFound);
  return createDraft(db, buyer, DRAFT_SOURCE.cart, rows.map(({ id, ...r }) => ({ ...r, cartItemId: id })));
}

/**
 * Buy a past order's goods again, in the same quantities, at today's prices, with each line's
 * buyer 物料编码 and 备注 (issue 33 item 3); a staff quote is not carried (it was for that order).
 */
export async function reorderDraft(db: Kysely<Database>, buyer: Buyer, orderId: number): Promise<DraftView> {
  const lines = await reorderLines(db, buyer.memberId, orderId);
  if (!lines) throw notFound(ORDER_MSG.orderNotFound);
  return createDraft(db, buyer, DRAFT_SOURCE.reorder, lines);
}

export async function draftView(db: Kysely<Database>, buyer: Buyer, id: number): Promise<DraftView> {
  const draft = await findDraft(db, buyer.memberId, id);
  if (!draft) throw notFound(ORDER_MSG.orderNotFound);
  return buildDraftView(db, draft, buyer);
}

export async function listDrafts(db: Kysely<Database>, buyer: Buyer, q: DraftListBody): Promise<Page<DraftSummary>> {
  const { total: n, rows } = await draftPage(db, buyer.memberId, q.status, q.size, offsetOf(q));
  const lines = await linesOfDrafts(db, rows.map((r) => r.id));
  const priced = await priceLines(db, lines, buyer);
  const records = rows.map((d): DraftSummary => {
    const mine = priced.filter((_, i) => lines[i]!.tmpOrderId === d.id);
    const totals = totalsOf(mine);
    return {
      id: d.id,
      tmpNo: d.tmpNo,
      orderType: d.orderType as OrderType,
      source: d.source as DraftSource,
      status: d.status as DraftStatus,
      statusText: DRAFT_STATUS_TEXT[d.status as DraftStatus],
      saleOrderId: d.saleOrderId,
      lineCount: mine.length,
      totalNum: totals.totalNum,
      totalFen: totals.totalFen,
      previews: mine.slice(0, 3).map((l) => ({ goodsId: l.goodsId, model: l.model, name: l.name, imageUrl: l.imageUrl, num: l.num })),
      createdAt: d.createdAt.toISOString(),
    };
  });
  return page(records, Number(n), q.current, q.size);
}

/** 全部 first, then 待确认, 已提交, 已取消 (drafts the member deleted are not counted). */
export async function draftCounts(db: Kysely<Database>, memberId: number): Promise<StatusCount[]> {
  const by = await draftStatusCounts(db, memberId);
  const statuses = Object.values(DRAFT_STATUS) as DraftStatus[];
  return [
    { status: null, text: ORDER_MSG.allStatuses, count: [...by.values()].reduce((a, b) => a + b, 0) },
    ...statuses.map((s) => ({ status: s, text: DRAFT_STATUS_TEXT[s], count: by.get(s) ?? 0 })),
  ];
}

/** Cancels an open draft (a submitted or cancelled one is refused with its status). */
export async function cancelDraft(db: Kysely<Database>, buyer: Buyer, id: number): Promise<DraftView> {
  const draft = await db.transaction().execute(async (trx): Promise<DraftRow> => {
    const d = await lockDraft(trx, buyer.memberId, id);
    if (!d) throw notFound(ORDER_MSG.orderNotFound);
    if (d.status !== DRAFT_STATUS.open) {
      throw new AppError(409, ORDER_MSG.draftNotOpen(DRAFT_STATUS_TEXT[d.status as DraftStatus]), ORDER_CODE.orderStatus, { status: d.status });
    }
    await setDraftStatus(trx, id, DRAFT_STATUS.cancelled);
    return { ...d, status: DRAFT_STATUS.cancelled };
  });
  return buildDraftView(db, draft, buyer);
}

/** Hides a submitted or cancelled draft from the member's lists (an open one must be cancelled first). */
export async function deleteDraft(db: Kysely<Database>, memberId: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const d = await lockDraft(trx, memberId, id);
    if (!d) throw notFound(ORDER_MSG.orderNotFound);
    if (d.status === DRAFT_STATUS.open) throw conflict(ORDER_MSG.cancelFirst);
    await hideDraft(trx, id);
  });
}
