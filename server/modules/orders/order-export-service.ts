// The order export (issue 33 item 3): the most recent orders matching the order list's filters,
// one sheet row per order line with the buyer's 物料编码 and 备注, as an .xlsx written by the
// enquiry module's writer; issue 38 added each order's 采购单号, 成本中心 and 审批状态. The member's own orders (not those they deleted), or every member's
// for the staff console and the orders CLI (with a 会员 column). docs/api/orders.md.
import type { Kysely } from 'kysely';
import { ORDER_EXPORT_MAX_ORDERS } from '../../../domain/orders/order-payloads.ts';
import { ORDER_STATUS_TEXT, type OrderStatus } from '../../../domain/orders/order-status.ts';
import type { InvoiceSnapshot } from '../../../domain/orders/orders.ts';
import { chinaDateKey, formatChinaDateTime } from '../../../domain/shared/china-time.ts';
import type { Database } from '../../db/schema.ts';
import { memberContacts, type MemberContact } from '../account/public.ts';
import { writeXlsx } from '../enquiry/public.ts';
import { ORDER_EXPORT_MSG, ORDER_MSG } from './messages.ts';
import { memberNames, type RecordScope } from '../company/public.ts';
import { exportLines, exportOrderRows, type OrderFilter } from './order-list-repository.ts';
import { approvalOf } from './order-detail.ts';

export interface OrderExportScope extends OrderFilter {
  /** Only this member's orders; for the member's own export their deleted orders are left out too. */
  memberId?: number | undefined;
  /** The member's own export: orders the member deleted are not in it, and there is no 会员 column. */
  mine: boolean;
  /** The member's export in their list's scope (issue 37): 全公司 adds a 下单人 column. */
  records?: RecordScope | undefined;
}

export interface OrderExport {
  fileName: string;
  /** Orders in the sheet (at most ORDER_EXPORT_MAX_ORDERS). */
  orders: number;
  /** More orders matched than the sheet holds: the most recent ones are in it. */
  truncated: boolean;
  bytes: Buffer;
}

/** Yuan as a number with 2 decimals (fen are integers, so the division is exact to the cent). */
const yuan = (fen: number | string) => Math.round(Number(fen)) / 100;

export async function exportOrders(db: Kysely<Database>, scope: OrderExportScope, now: Date = new Date()): Promise<OrderExport> {
  const orders = await exportOrderRows(db, scope, ORDER_EXPORT_MAX_ORDERS + 1);
  const truncated = orders.length > ORDER_EXPORT_MAX_ORDERS;
  const kept = orders.slice(0, ORDER_EXPORT_MAX_ORDERS);
  const lines = await exportLines(db, kept.map((o) => o.id));
  // The member's own export has no 会员 column: only staff and CLI exports read the members; a
  // company's export (全公司) names each order's placer as the company knows them.
  const contacts = scope.mine ? new Map<number, MemberContact>() : await memberContacts(db, kept.map((o) => o.memberId));
  const placers = scope.records?.kind === 'company' ? await memberNames(db, kept.map((o) => o.memberId)) : null;
  const byOrder = new Map<number, typeof lines>();
  for (const l of lines) byOrder.set(l.orderId, [...(byOrder.get(l.orderId) ?? []), l]);

  const withMember = !scope.mine || placers !== null;
  const memberColumn = placers !== null ? ORDER_EXPORT_MSG.placerColumn : ORDER_EXPORT_MSG.memberColumn;
  const header = withMember ? [memberColumn, ...ORDER_EXPORT_MSG.columns] : [...ORDER_EXPORT_MSG.columns];
  const rows: (string | number | null)[][] = [header];
  for (const o of kept) {
    const c = contacts.get(o.memberId);
    const member = placers?.get(o.memberId) ?? (c?.companyName || c?.nickname || c?.mobile || ORDER_MSG.memberName(o.memberId));
    const invoiceTitle = (o.invoice as InvoiceSnapshot | null)?.title ?? null;
    for (const l of byOrder.get(o.id) ?? []) {
      const row = [
        o.orderNo,
        formatChinaDateTime(o.createdAt.toISOString()),
        ORDER_STATUS_TEXT[o.status as OrderStatus],
        o.poNumber,
        o.costCentre,
        approvalOf(o.approvalStatus).approvalStatusText,
        l.goodsCode,
        l.model,
        l.brandName,
        l.name,
        l.num,
        l.unit,
        yuan(l.unitPriceFen),
        yuan(l.lineFen),
        l.buyerCode,
        l.buyerRemark,
        invoiceTitle,
      ];
      rows.push(withMember ? [member, ...row] : row);
    }
  }
  const widths = [18, 17, 8, 20, 12, 10, 14, 24, 12, 24, 8, 6, 12, 12, 16, 24, 28];
  const bytes = writeXlsx([{ name: ORDER_EXPORT_MSG.sheetName, rows, widths: withMember ? [20, ...widths] : widths, freezeHeader: true }]);
  return { fileName: ORDER_EXPORT_MSG.fileName(chinaDateKey(now).replaceAll('-', '')), orders: kept.length, truncated, bytes };
}
