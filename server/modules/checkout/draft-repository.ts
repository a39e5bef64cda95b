// The queries of checkout drafts (tmp_order, tmp_order_line): make one with its lines, find or
// lock one of the member's, list and count them, its line requests, and the draft's status moves
// (cancelled, submitted, hidden). Writes name their columns; those of a transaction take its trx.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface DraftRow {
  id: number;
  tmpNo: string;
  memberId: number;
  orderType: number;
  source: number;
  status: number;
  saleOrderId: number | null;
  createdAt: Date;
}

export const DRAFT_COLUMNS = ['id', 'tmpNo', 'memberId', 'orderType', 'source', 'status', 'saleOrderId', 'createdAt'] as const;

export interface DraftLineValues {
  goodsId: number;
  num: number;
  cartItemId: number | null;
  buyerCode: string | null;
  buyerRemark: string | null;
  quoteEnquiryId: number | null;
  quoteLineNo: number | null;
  /** Issue 39: the accepted formal quote line the draft line is priced from (null: none). */
  formalQuoteId?: number | null;
  formalQuoteLineNo?: number | null;
}

/** The draft row; returns it. */
export async function insertDraft(trx: Transaction<Database>, d: { tmpNo: string; memberId: number; orderType: number; source: number }): Promise<DraftRow> {
  return trx
    .insertInto('tmpOrder')
    .values({ tmpNo: d.tmpNo, memberId: d.memberId, orderType: d.orderType, source: d.source })
    .returning(DRAFT_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** The draft's lines. */
export async function insertDraftLines(trx: Transaction<Database>, draftId: number, lines: DraftLineValues[]): Promise<void> {
  await trx
    .insertInto('tmpOrderLine')
    .values(
      lines.map((l) => ({
        tmpOrderId: draftId, goodsId: l.goodsId, num: l.num, cartItemId: l.cartItemId,
        buyerCode: l.buyerCode, buyerRemark: l.buyerRemark, quoteEnquiryId: l.quoteEnquiryId, quoteLineNo: l.quoteLineNo,
        formalQuoteId: l.formalQuoteId ?? null, formalQuoteLineNo: l.formalQuoteLineNo ?? null,
      })),
    )
    .execute();
}

/** The member's draft (not deleted by them), or null: another member's id reads as missing. */
export async function findDraft(db: Db, memberId: number, id: number): Promise<DraftRow | null> {
  return (
    (await db.selectFrom('tmpOrder').select(DRAFT_COLUMNS).where('id', '=', id).where('memberId', '=', memberId).where('deletedByMember', '=', false).executeTakeFirst()) ?? null
  );
}

/** The same, locked FOR UPDATE for the transaction. */
export async function lockDraft(db: Db, memberId: number, id: number): Promise<DraftRow | null> {
  return (
    (await db
      .selectFrom('tmpOrder')
      .select(DRAFT_COLUMNS)
      .where('id', '=', id)
      .where('memberId', '=', memberId)
      .where('deletedByMember', '=', false)
      .forUpdate()
      .executeTakeFirst()) ?? null
  );
}

/** What a draft's lines ask for, by line id. */
export async function draftLineRequests(db: Db, draftId: number) {
  return db
    .selectFrom('tmpOrderLine')
    .select(['goodsId', 'num', 'cartItemId', 'buyerCode', 'buyerRemark', 'quoteEnquiryId', 'quoteLineNo', 'formalQuoteId', 'formalQuoteLineNo'])
    .where('tmpOrderId', '=', draftId)
    .orderBy('id')
    .execute();
}

/** A page of the member's drafts (not deleted by them; one status or all), newest first, and the count of all that match. */
export async function draftPage(db: Db, memberId: number, status: number | null | undefined, limit: number, offset: number): Promise<{ total: number; rows: DraftRow[] }> {
  let base = db.selectFrom('tmpOrder').where('memberId', '=', memberId).where('deletedByMember', '=', false);
  if (status !== undefined && status !== null) base = base.where('status', '=', status);
  const [{ n }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base.select(DRAFT_COLUMNS).orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
  ]);
  return { total: Number(n), rows };
}

/** The lines of the given drafts (goods, quantity, quote), by line id. */
export async function linesOfDrafts(db: Db, draftIds: number[]) {
  if (draftIds.length === 0) return [];
  return db
    .selectFrom('tmpOrderLine')
    .select(['tmpOrderId', 'goodsId', 'num', 'quoteEnquiryId', 'quoteLineNo'])
    .where('tmpOrderId', 'in', draftIds)
    .orderBy('id')
    .execute();
}

/** The member's drafts (not deleted by them) per status. */
export async function draftStatusCounts(db: Db, memberId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('tmpOrder')
    .select(['status', sql<number>`count(*)::int`.as('n')])
    .where('memberId', '=', memberId)
    .where('deletedByMember', '=', false)
    .groupBy('status')
    .execute();
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}

/** Moves a draft to `status` (cancelled). */
export async function setDraftStatus(trx: Transaction<Database>, id: number, status: number): Promise<void> {
  await trx.updateTable('tmpOrder').set({ status, updatedAt: sql`now()` }).where('id', '=', id).execute();
}

/** Marks a draft submitted as the given order. */
export async function markDraftSubmitted(trx: Transaction<Database>, id: number, status: number, saleOrderId: number): Promise<void> {
  await trx.updateTable('tmpOrder').set({ status, saleOrderId, updatedAt: sql`now()` }).where('id', '=', id).execute();
}

/** Hides a draft from the member's lists. */
export async function hideDraft(trx: Transaction<Database>, id: number): Promise<void> {
  await trx.updateTable('tmpOrder').set({ deletedByMember: true, updatedAt: sql`now()` }).where('id', '=', id).execute();
}

/** The order a draft was submitted as, or null. */
export async function findDraftOrderId(db: Db, draftId: number): Promise<number | null> {
  return (await db.selectFrom('tmpOrder').select('saleOrderId').where('id', '=', draftId).executeTakeFirst())?.saleOrderId ?? null;
}
