// The integration API's order rows (issue 40): the Idempotency-Key claims of API clients
// (integration_order_request, owned here), and the reads of a company's orders an ERP asks for.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface OrderRequestRow {
  id: number;
  requestHash: string;
  orderId: number | null;
}

/** Claims the key for the request; answers the row that holds the key (ours when `claimed`). */
export async function claimOrderRequest(db: Db, apiClientId: number, key: string, requestHash: string): Promise<{ claimed: boolean; row: OrderRequestRow }> {
  const inserted = await db
    .insertInto('integrationOrderRequest')
    .values({ apiClientId, idempotencyKey: key, requestHash })
    .onConflict((oc) => oc.columns(['apiClientId', 'idempotencyKey']).doNothing())
    .returning(['id', 'requestHash', 'orderId'])
    .executeTakeFirst();
  if (inserted) return { claimed: true, row: { id: Number(inserted.id), requestHash: inserted.requestHash, orderId: inserted.orderId === null ? null : Number(inserted.orderId) } };
  const row = await db
    .selectFrom('integrationOrderRequest')
    .select(['id', 'requestHash', 'orderId'])
    .where('apiClientId', '=', apiClientId)
    .where('idempotencyKey', '=', key)
    .executeTakeFirstOrThrow();
  return { claimed: false, row: { id: Number(row.id), requestHash: row.requestHash, orderId: row.orderId === null ? null : Number(row.orderId) } };
}

/** Records the order the claim made. */
export async function setRequestOrder(db: Db, id: number, orderId: number): Promise<void> {
  await db.updateTable('integrationOrderRequest').set({ orderId }).where('id', '=', id).execute();
}

/** Gives up a claim that made no order (the request was refused), so the key may be sent again. */
export async function dropOpenClaim(db: Db, id: number): Promise<void> {
  await db.deleteFrom('integrationOrderRequest').where('id', '=', id).where('orderId', 'is', null).execute();
}

/** The company's order with our number, or its newest order with the PO number: its id. */
export async function companyOrderId(db: Db, companyId: number, orderNoOrPo: string): Promise<number | undefined> {
  // reads sale_order of orders: an ERP names the company's order by our number or by its own PO number
  const byNo = await db.selectFrom('saleOrder').select('id').where('companyId', '=', companyId).where('orderNo', '=', orderNoOrPo).executeTakeFirst();
  if (byNo) return Number(byNo.id);
  const byPo = await db
    .selectFrom('saleOrder')
    .select('id')
    .where('companyId', '=', companyId)
    .where('poNumber', '=', orderNoOrPo)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return byPo ? Number(byPo.id) : undefined;
}

/** The order as the integration API shows it: head columns, or undefined. */
export async function integrationOrderHead(db: Db, orderId: number) {
  // reads sale_order of orders: the head an ERP reads (status, approval, shipment, invoice snapshot) in one row
  return db
    .selectFrom('saleOrder')
    .select([
      'id', 'orderNo', 'memberId', 'companyId', 'departmentId', 'status', 'poNumber', 'costCentre', 'totalFen', 'createdAt', 'carrier', 'trackingNo', 'shippedAt',
      'invoice', 'approvalStatus', 'approvalPlan', 'approvalLevel',
    ])
    .where('id', '=', orderId)
    .executeTakeFirst();
}

/** The order's lines with the source of each price. */
export async function integrationOrderLines(db: Db, orderId: number) {
  // reads sale_order_line of orders: the lines with their price source (the order detail leaves it out)
  return db
    .selectFrom('saleOrderLine')
    .select(['goodsId', 'goodsCode', 'model', 'name', 'num', 'unitPriceFen', 'lineFen', 'priceSource', 'buyerCode'])
    .where('orderId', '=', orderId)
    .orderBy('id')
    .execute();
}
