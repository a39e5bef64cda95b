// The member's cart (docs/api/cart.md). Lines hold goods and quantities only: every read re-prices
// them from the goods at the member's price kind and quantity tier (domain/shared/pricing.ts) and checks
// them against sellable stock with the one line rule of cart and checkout (domain/cart/line-check.ts).
// A line added from a batch enquiry's staff-quoted line is priced at the quote while it is valid
// (quoted-price.ts), and keeps the buyer's 物料编码 and 备注 for the order.
//
// Writes run in one transaction that first locks the member's row (FOR NO KEY UPDATE), so two
// writes to the same cart queue: the 200-line cap, the summed quantity and the stock check see
// each other. The add itself is an upsert on (member_id, goods_id, vendor_id) that sums quantities.
import { sql, type Kysely, type Transaction } from 'kysely';
import { CART_MAX_LINES, CART_MAX_NUM, type CartLine, type CartView } from '../../../domain/cart/cart.ts';
import { checkLine } from '../../../domain/cart/line-check.ts';
import { lineTotal } from '../../../domain/shared/money.ts';
import { ORDER_CODE } from '../../../domain/orders/order-rules.ts';
import { unitPriceFor } from '../../../domain/shared/pricing.ts';
import type { Database } from '../../db/schema.ts';
import { AppError, badRequest, conflict, notFound } from '../../http/errors.ts';
import { availableStock } from '../orders/public.ts';
import { linePrices, memberPriceViewer } from '../pricing/public.ts';
import { CART_MSG } from './messages.ts';
import { quoteOf, quoteView, readQuotes } from './quoted-price.ts';

/** Only the shop itself sells here: the one vendor id. */
import { SELF_VENDOR_ID } from '../../../domain/cart/cart-limits.ts';

export { SELF_VENDOR_ID };

type Db = Kysely<Database> | Transaction<Database>;

/** The whole cart, priced for the member now. */
/** The number of lines in the member's cart (one index read; the badges ask it often). */
export async function countCartLines(db: Db, memberId: number): Promise<number> {
  const row = await db.selectFrom('cartItem').select((eb) => eb.fn.countAll<number>().as('n')).where('memberId', '=', memberId).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every line of the member's cart as goods and quantity, newest first like the cart page (a requisition list saved from the cart). */
export async function cartGoodsLines(db: Db, memberId: number): Promise<{ goodsId: number; num: number }[]> {
  const rows = await db.selectFrom('cartItem').select(['goodsId', 'num']).where('memberId', '=', memberId).orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
  return rows.map((r) => ({ goodsId: r.goodsId, num: r.num }));
}

export async function readCart(db: Db, memberId: number): Promise<CartView> {
  const [viewer, rows] = await Promise.all([
    memberPriceViewer(db, memberId),
    // reads goods and brand of catalogue: the goods and brand name of every line in the one join (a second query otherwise; catalogue's goodsForPricing has no pack or lead time)
    db
      .selectFrom('cartItem as c')
      .innerJoin('goods as g', 'g.id', 'c.goodsId')
      .innerJoin('brand as b', 'b.id', 'g.brandId')
      .select([
        'c.id', 'c.goodsId', 'c.vendorId', 'c.num', 'c.selected',
        'g.goodsCode', 'g.model', 'g.name', 'b.name as brandName', 'g.unit', 'g.imageUrl', 'g.minOrderQty', 'g.packQty', 'g.leadTimeDays',
        'g.listPriceFen', 'g.memberPriceFen', 'g.vipPriceFen', 'g.status', 'g.priceTiers',
        'c.buyerCode', 'c.buyerRemark', 'c.quoteEnquiryId', 'c.quoteLineNo',
      ])
      .where('c.memberId', '=', memberId)
      .orderBy('c.createdAt', 'desc')
      .orderBy('c.id', 'desc')
      .execute(),
  ]);
  const refs = rows.flatMap((r) => (r.quoteEnquiryId !== null && r.quoteLineNo !== null ? [{ enquiryId: r.quoteEnquiryId, lineNo: r.quoteLineNo, goodsId: r.goodsId }] : []));
  const [stock, quotes, prices] = await Promise.all([
    availableStock(db, [...new Set(rows.map((r) => r.goodsId))]),
    readQuotes(db, memberId, refs),
    linePrices(db, viewer, rows),
  ]);
  const priceKind = viewer.kind;
  const lines: CartLine[] = rows.map((r, i) => {
    const stockQty = Math.max(0, stock.get(r.goodsId) ?? 0);
    const check = checkLine(r, r.num, stockQty);
    const quote = quoteOf(quotes, r.goodsId, r.quoteEnquiryId, r.quoteLineNo);
    // A valid staff quote prices the line; an expired one gives the normal price back (quote.note says so).
    // Otherwise the price decision (issue 39): the lower of the member's tier price and their company's agreement.
    const decided = prices[i] ?? { priceFen: unitPriceFor(r, priceKind, r.num), priceSource: priceKind, contractValidTo: null };
    const unitPriceFen = quote?.chargeFen ?? decided.priceFen;
    return {
      id: r.id,
      goodsId: r.goodsId,
      vendorId: r.vendorId,
      num: r.num,
      selected: r.selected,
      goods: {
        goodsCode: r.goodsCode,
        model: r.model,
        name: r.name,
        brandName: r.brandName,
        unit: r.unit,
        imageUrl: r.imageUrl,
        minOrderQty: r.minOrderQty,
        packQty: r.packQty,
        leadTimeDays: r.leadTimeDays,
      },
      unitPriceFen,
      priceSource: quote?.chargeFen != null ? 'quote' : decided.priceSource,
      contractValidTo: quote?.chargeFen != null ? null : decided.contractValidTo,
      listPriceFen: r.listPriceFen,
      lineFen: lineTotal(unitPriceFen, r.num),
      stockQty,
      problem: check.problem,
      problemText: check.text,
      buyerCode: r.buyerCode,
      buyerRemark: r.buyerRemark,
      quote: quoteView(quote),
    };
  });
  const ready = lines.filter((l) => l.selected && l.problem === null);
  return {
    lines,
    priceKind,
    selectedCount: ready.length,
    selectedNum: ready.reduce((n, l) => n + l.num, 0),
    selectedTotalFen: ready.reduce((n, l) => n + l.lineFen, 0),
    lineCount: lines.length,
  };
}

/** Runs a cart write with the member's row locked, so writes to one cart never interleave. */
export async function withCartLock<T>(db: Kysely<Database>, memberId: number, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    // reads member of account: the member's row locked (FOR NO KEY UPDATE) at the start of the cart write's own transaction
    await trx.selectFrom('member').select('id').where('id', '=', memberId).forNoKeyUpdate().executeTakeFirst();
    return work(trx);
  });
}

/** Why `num` of a goods cannot be in the cart, as the refusal to send; null when it can. */
async function quantityRefusal(trx: Transaction<Database>, goodsId: number, num: number): Promise<AppError | null> {
  // reads goods of catalogue: one row by key in the add's transaction (catalogue's public.ts has no such read; goodsShelfStatus gives the status alone)
  const goods = await trx.selectFrom('goods').select(['status', 'minOrderQty', 'unit']).where('id', '=', goodsId).executeTakeFirst();
  if (!goods || goods.status !== 1) return notFound(CART_MSG.goodsGone);
  if (num > CART_MAX_NUM) return badRequest(CART_MSG.tooMany);
  const available = Math.max(0, (await availableStock(trx, [goodsId])).get(goodsId) ?? 0);
  const check = checkLine(goods, num, available);
  if (check.problem === 'belowMinimum') return badRequest(check.text!);
  if (check.problem === 'outOfStock' || check.problem === 'short') return new AppError(409, check.text!, ORDER_CODE.outOfStock, { goodsId, available });
  return null;
}

/** What a cart add may carry from a batch enquiry line: the buyer's code and remark, the quoted line. */
export interface CartItemOrigin {
  buyerCode?: string | null;
  buyerRemark?: string | null;
  /** The quoted enquiry line (enquiry, sheet row) whose quote prices the line; the caller checked it is the member's. */
  quote?: { enquiryId: number; lineNo: number } | null;
}

/**
 * Adds `num` of a goods to the member's line for it (or makes the line). Returns the refusal
 * instead of throwing, so a batch can skip the item and go on; call inside withCartLock. The
 * cart holds one line per goods: an add from an enquiry line sets the line's buyer code, remark
 * and quote (a later add without them keeps them).
 */
export async function addToCart(trx: Transaction<Database>, memberId: number, item: { goodsId: number; num: number; vendorId: number } & CartItemOrigin): Promise<AppError | null> {
  if (item.vendorId !== SELF_VENDOR_ID) return badRequest(CART_MSG.vendorUnknown);
  const existing = await trx
    .selectFrom('cartItem')
    .select('num')
    .where('memberId', '=', memberId)
    .where('goodsId', '=', item.goodsId)
    .where('vendorId', '=', item.vendorId)
    .executeTakeFirst();
  const refusal = await quantityRefusal(trx, item.goodsId, (existing?.num ?? 0) + item.num);
  if (refusal) return refusal;
  if (!existing) {
    const { n } = await trx
      .selectFrom('cartItem')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('memberId', '=', memberId)
      .executeTakeFirstOrThrow();
    if (Number(n) >= CART_MAX_LINES) return conflict(CART_MSG.full);
  }
  await trx
    .insertInto('cartItem')
    .values({
      memberId, goodsId: item.goodsId, vendorId: item.vendorId, num: item.num, selected: true,
      buyerCode: item.buyerCode ?? null, buyerRemark: item.buyerRemark ?? null, quoteEnquiryId: item.quote?.enquiryId ?? null, quoteLineNo: item.quote?.lineNo ?? null,
    })
    .onConflict((oc) =>
      oc.columns(['memberId', 'goodsId', 'vendorId']).doUpdateSet({
        num: sql<number>`cart_item.num + excluded.num`,
        selected: true,
        updatedAt: sql<Date>`now()`,
        buyerCode: sql<string | null>`coalesce(excluded.buyer_code, cart_item.buyer_code)`,
        buyerRemark: sql<string | null>`coalesce(excluded.buyer_remark, cart_item.buyer_remark)`,
        ...(item.quote ? { quoteEnquiryId: item.quote.enquiryId, quoteLineNo: item.quote.lineNo } : {}),
      }),
    )
    .execute();
  return null;
}

/** Sets a line's quantity and/or tick; false when the line is not the member's. */
export async function updateLine(trx: Transaction<Database>, memberId: number, change: { id: number; num?: number; selected?: boolean }): Promise<boolean> {
  const line = await trx.selectFrom('cartItem').select(['goodsId']).where('id', '=', change.id).where('memberId', '=', memberId).executeTakeFirst();
  if (!line) return false;
  if (change.num !== undefined) {
    const refusal = await quantityRefusal(trx, line.goodsId, change.num);
    if (refusal) throw refusal;
  }
  await trx
    .updateTable('cartItem')
    .set({
      ...(change.num !== undefined ? { num: change.num } : {}),
      ...(change.selected !== undefined ? { selected: change.selected } : {}),
      updatedAt: new Date(),
    })
    .where('id', '=', change.id)
    .where('memberId', '=', memberId)
    .execute();
  return true;
}

/** Whether every id is one of the member's lines. */
async function ownsAll(trx: Transaction<Database>, memberId: number, ids: readonly number[]): Promise<boolean> {
  const unique = [...new Set(ids)];
  const rows = await trx.selectFrom('cartItem').select('id').where('memberId', '=', memberId).where('id', 'in', unique).execute();
  return rows.length === unique.length;
}

/** Ticks or unticks the given lines (all lines when ids is omitted); false when an id is not the member's. */
export async function selectLines(trx: Transaction<Database>, memberId: number, ids: readonly number[] | undefined, selected: boolean): Promise<boolean> {
  if (ids !== undefined && ids.length > 0 && !(await ownsAll(trx, memberId, ids))) return false;
  let q = trx.updateTable('cartItem').set({ selected, updatedAt: new Date() }).where('memberId', '=', memberId);
  if (ids !== undefined) {
    if (ids.length === 0) return true;
    q = q.where('id', 'in', [...new Set(ids)]);
  }
  await q.execute();
  return true;
}

/** Deletes the given lines, all or none; false when an id is not the member's. */
export async function deleteLines(trx: Transaction<Database>, memberId: number, ids: readonly number[]): Promise<boolean> {
  if (!(await ownsAll(trx, memberId, ids))) return false;
  await trx.deleteFrom('cartItem').where('memberId', '=', memberId).where('id', 'in', [...new Set(ids)]).execute();
  return true;
}

export async function clearCart(trx: Transaction<Database>, memberId: number): Promise<void> {
  await trx.deleteFrom('cartItem').where('memberId', '=', memberId).execute();
}
