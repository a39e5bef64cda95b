// Reading after-sales requests: the member's and the staff's views (lines with their goods, the
// trace, the money going back, what the member may do now), the tabs' counts, and the list query.
import type { Kysely, Transaction } from 'kysely';
import { REFUND_METHOD_TEXT, REFUND_TABS, type RefundMethod, type RefundTabKey } from '../../../domain/after-sales/refund-rules.ts';
import { REFUND_STATUS, REFUND_STATUS_TEXT, REFUND_TYPE, REFUND_TYPE_TEXT, type RefundStatus, type RefundType } from '../../../domain/after-sales/refund-status.ts';
import type { RefundCounts, RefundDetail, RefundLineView, ReturnAddress, StaffRefundRow } from '../../../domain/after-sales/refund-views.ts';
import type { PayMethod } from '../../../domain/orders/order-status.ts';
import type { Page } from '../../../domain/shared/envelope.ts';
import type { Database } from '../../db/schema.ts';
import { page } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { actingOf, assertRecordAccess, mayActOn, memberNames, type Acting, type RecordScope } from '../company/public.ts';
import { AS_MSG } from './messages.ts';
import { refundOwner } from './refund-repository.ts';
import { refundHeads, refundLineViews, refundPageIds, refundPayments, refundTraces, returnAddressSetting, scopedRefundsPerStatus } from './refund-view-repository.ts';

type Db = Kysely<Database> | Transaction<Database>;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** The shop's return address (site setting `returnAddress`), or null when none is set. */
export async function readReturnAddress(db: Db): Promise<ReturnAddress | null> {
  const v: unknown = await returnAddressSetting(db);
  if (!v || typeof v !== 'object') return null;
  const f = new Map<string, unknown>(Object.entries(v));
  const [consignee, mobile, address] = [f.get('consignee'), f.get('mobile'), f.get('address')];
  if (typeof consignee !== 'string' || typeof mobile !== 'string' || typeof address !== 'string' || !consignee || !address) return null;
  return { consignee, mobile, address };
}

/** Whether the reader acts on the request: staff views (no reader) keep the flags; a member acts on their own only, while their role may order. */
function mayAct(acting: Acting | null, h: { memberId: number; companyId: number | null }): boolean {
  return acting === null || mayActOn(acting, h);
}

/** The full views of the given requests, in the given order; read by a member (`acting`), the can* flags are theirs only on their own (issue 37). */
export async function refundDetails(db: Db, ids: number[], acting: Acting | null = null): Promise<StaffRefundRow[]> {
  if (ids.length === 0) return [];
  const heads = await refundHeads(db, ids);
  const lines = await refundLineViews(db, ids);
  const traces = await refundTraces(db, ids);
  const payments = await refundPayments(db, ids);
  const needsAddress = heads.some((h) => h.refundType === REFUND_TYPE.returnAndRefund);
  const returnAddress = needsAddress ? await readReturnAddress(db) : null;
  const names = await memberNames(db, heads.filter((h) => h.companyId !== null).map((h) => h.memberId));
  const byId = new Map(heads.map((h) => [h.id, h]));
  return ids.flatMap((id) => {
    const h = byId.get(id);
    if (!h) return [];
    const status = h.status as RefundStatus;
    const refundType = h.refundType as RefundType;
    const own: RefundLineView[] = lines
      .filter((l) => l.refundId === id)
      .map((l) => ({
        orderLineId: l.orderLineId, goodsId: l.goodsId, goodsCode: l.goodsCode, model: l.model, name: l.name, brandName: l.brandName,
        unit: l.unit, imageUrl: l.imageUrl, unitPriceFen: Number(l.unitPriceFen), num: l.num, amountFen: Number(l.amountFen),
        receivedNum: l.receivedNum, damagedNum: l.damagedNum,
      }));
    const payment = payments.find((p) => p.refundId === id) ?? null;
    const method = (payment?.method ?? null) as RefundMethod | null;
    const isReturn = refundType === REFUND_TYPE.returnAndRefund;
    return [
      {
        id: h.id,
        refundNo: h.refundNo,
        orderId: h.orderId,
        orderNo: h.orderNo,
        status,
        statusText: REFUND_STATUS_TEXT[status],
        refundType,
        refundTypeText: REFUND_TYPE_TEXT[refundType],
        reason: h.reason,
        amountFen: Number(h.amountFen),
        totalNum: own.reduce((s, l) => s + l.num, 0),
        lines: own,
        createdAt: iso(h.createdAt)!,
        buyerName: h.companyId === null ? null : (names.get(h.memberId) ?? null),
        description: h.description,
        images: Array.isArray(h.images) ? h.images : [],
        freightFen: Number(h.freightFen),
        refuseReason: h.refuseReason,
        payMethod: h.payMethod as PayMethod | null,
        refundMethod: method,
        refundMethodText: method ? REFUND_METHOD_TEXT[method] : null,
        refundedAt: iso(h.refundedAt),
        returnAddress: isReturn && status !== REFUND_STATUS.applying && status !== REFUND_STATUS.refused && status !== REFUND_STATUS.cancelled ? returnAddress : null,
        trace: {
          id: h.id,
          steps: traces
            .filter((t) => t.refundId === id)
            .map((t) => ({ status: t.status as RefundStatus, statusText: REFUND_STATUS_TEXT[t.status as RefundStatus], note: t.note, createdAt: iso(t.createdAt)! })),
          returnCarrier: h.returnCarrier,
          returnTrackingNo: h.returnTrackingNo,
          returnShippedAt: iso(h.returnShippedAt),
        },
        canCancel: mayAct(acting, h) && (status === REFUND_STATUS.applying || status === REFUND_STATUS.agreed),
        canShipBack: mayAct(acting, h) && isReturn && status === REFUND_STATUS.agreed,
        memberId: h.memberId,
        memberName: h.companyName || h.nickname || h.mobile || AS_MSG.memberName(h.memberId),
      },
    ];
  });
}

const REFUND_ACCESS = { missing: AS_MSG.refundNotFound, forbidden: AS_MSG.colleagueRefund };

/** The member's own request, or a colleague's within the role's reach (issue 37); another member's reads as missing: 404. */
export async function memberRefund(db: Db, memberId: number, id: number): Promise<RefundDetail> {
  const acting = await actingOf(db, memberId);
  const owner = await refundOwner(db, id);
  await assertRecordAccess(db, acting, owner, REFUND_ACCESS);
  const [row] = await refundDetails(db, [id], acting);
  if (!row) throw notFound(AS_MSG.refundNotFound);
  return row;
}

export async function staffRefund(db: Db, id: number): Promise<StaffRefundRow> {
  const [row] = await refundDetails(db, [id]);
  if (!row) throw notFound(AS_MSG.refundNotFound);
  return row;
}

export interface RefundListQuery {
  memberId?: number;
  /** Issue 37: the member's list in 我的 or 全公司 (instead of memberId). */
  scope?: RecordScope;
  statuses?: readonly RefundStatus[];
  refundType?: RefundType | undefined;
  keyword?: string | undefined;
  current: number;
  size: number;
}

export async function listRefunds(db: Db, q: RefundListQuery): Promise<Page<StaffRefundRow>> {
  const { total, ids } = await refundPageIds(db, q, q.current, q.size);
  return page(await refundDetails(db, ids), total, q.current, q.size);
}

export function tabStatuses(tab: RefundTabKey | undefined): readonly RefundStatus[] {
  return REFUND_TABS.find((t) => t.key === (tab ?? 'all'))?.statuses ?? [];
}

/** The member's list (issue 37: in 我的 or 全公司): the rows as the member reads them. */
export async function memberRefundList(db: Db, acting: Acting, q: RefundListQuery & { scope: RecordScope }): Promise<Page<StaffRefundRow>> {
  const { total, ids } = await refundPageIds(db, q, q.current, q.size);
  return page(await refundDetails(db, ids, acting), total, q.current, q.size);
}

/** findRefundStatusCnt: the requests in scope per tab (the member's own, or 全公司's). */
export async function refundCounts(db: Db, scope: RecordScope): Promise<RefundCounts> {
  const rows = await scopedRefundsPerStatus(db, scope);
  const count = (statuses: readonly RefundStatus[]) =>
    rows.filter((r) => statuses.length === 0 || statuses.includes(r.status as RefundStatus)).reduce((s, r) => s + Number(r.n), 0);
  return {
    all: count(tabStatuses('all')),
    applying: count(tabStatuses('applying')),
    processing: count(tabStatuses('processing')),
    refunded: count(tabStatuses('refunded')),
    closed: count(tabStatuses('closed')),
  };
}
