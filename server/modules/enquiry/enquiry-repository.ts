// The queries of batch enquiry: writing an enquiry with its lines (named columns, in chunks), the
// member's enquiries (one locked for a write, a page of them, their line counts), the enquiry's
// status and hiding, the buyer's picks and quote requests on lines, and reading the lines and the
// goods a report shows. No rule lives here; enquiry-service.ts has them.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { StoredTier } from '../../../domain/shared/pricing.ts';
import type { Database } from '../../db/schema.ts';
import { scopeCondition, type RecordScope } from '../company/public.ts';
import type { MatchedLine } from './matcher.ts';

type Db = Kysely<Database> | Transaction<Database>;

const INSERT_CHUNK = 500;

export interface QuoteColumns {
  quoteState: 'requested' | 'quoted' | null;
  quoteRequestedAt: Date | null;
  quoteGoodsId: number | null;
  quotePriceFen: number | null;
  quoteLeadDays: number | null;
  quoteValidUntil: string | null;
  quoteNote: string | null;
  quotedBy: string | null;
  quotedAt: Date | null;
}

export const NO_QUOTE: QuoteColumns = {
  quoteState: null, quoteRequestedAt: null, quoteGoodsId: null, quotePriceFen: null, quoteLeadDays: null, quoteValidUntil: null, quoteNote: null, quotedBy: null, quotedAt: null,
};

/** The buyer's pick kept on a line (chooseGoods), carried over a re-enquiry by sheet row. */
export interface ChosenColumns {
  chosenGoodsId: number | null;
  chosenAt: Date | null;
}

/** Writes the lines of an enquiry (line_no is the sheet row), keeping any quote and pick given per row. */
export async function insertLines(
  trx: Transaction<Database>,
  enquiryId: number,
  lines: readonly MatchedLine[],
  quotes: ReadonlyMap<number, QuoteColumns> = new Map(),
  chosen: ReadonlyMap<number, ChosenColumns> = new Map(),
): Promise<void> {
  for (let i = 0; i < lines.length; i += INSERT_CHUNK) {
    await trx
      .insertInto('enquiryLine')
      .values(
        lines.slice(i, i + INSERT_CHUNK).map((l) => ({
          enquiryId,
          lineNo: l.rowNo,
          rawModel: l.model,
          rawBrand: l.brand,
          rawName: null,
          qty: l.qty,
          inputQty: l.qtyText,
          inputUnit: l.unit,
          remark: l.remark,
          buyerCode: l.buyerCode,
          lineStatus: l.status,
          reason: l.reason,
          matchHow: l.how,
          matchedGoodsId: l.goodsId,
          candidates: JSON.stringify(l.candidates),
          ...(quotes.get(l.rowNo) ?? NO_QUOTE),
          ...(chosen.get(l.rowNo) ?? { chosenGoodsId: null, chosenAt: null }),
        })),
      )
      .execute();
  }
}

export interface LineRow {
  id: number;
  lineNo: number;
  rawModel: string;
  rawBrand: string | null;
  inputQty: string;
  inputUnit: string;
  remark: string;
  buyerCode: string;
  qty: number | null;
  lineStatus: MatchedLine['status'];
  reason: string;
  matchHow: MatchedLine['how'];
  matchedGoodsId: number | null;
  candidates: { goodsId: number; why: 'exact' | 'normalised' | 'memory' | 'conversion' | 'similar' }[];
  quoteState: 'requested' | 'quoted' | null;
  quoteRequestedAt: Date | null;
  quoteGoodsId: number | null;
  quotePriceFen: number | null;
  quoteLeadDays: number | null;
  quoteValidUntil: string | null;
  quoteNote: string | null;
  quotedBy: string | null;
  quotedAt: Date | null;
  chosenGoodsId: number | null;
  chosenAt: Date | null;
}

export async function readLines(db: Db, enquiryId: number): Promise<LineRow[]> {
  const rows = await db
    .selectFrom('enquiryLine')
    .select([
      'id', 'lineNo', 'rawModel', 'rawBrand', 'inputQty', 'inputUnit', 'remark', 'buyerCode', 'qty', 'lineStatus', 'reason', 'matchHow', 'matchedGoodsId', 'candidates',
      'quoteState', 'quoteRequestedAt', 'quoteGoodsId', 'quotePriceFen', 'quoteLeadDays', sql<string | null>`quote_valid_until::text`.as('quoteValidUntil'), 'quoteNote', 'quotedBy', 'quotedAt',
      'chosenGoodsId', 'chosenAt',
    ])
    .where('enquiryId', '=', enquiryId)
    .orderBy('lineNo')
    .execute();
  return rows.map((r) => ({ ...r, candidates: typeof r.candidates === 'string' ? JSON.parse(r.candidates) : r.candidates }));
}

/** The sheet rows an enquiry did not read as lines (0029), in sheet order. */
export async function readSkippedRows(db: Db, enquiryId: number): Promise<{ rowNo: number; text: string; reason: string }[]> {
  const row = await db.selectFrom('enquiry').select('skippedRows').where('id', '=', enquiryId).executeTakeFirst();
  const value: unknown = row?.skippedRows ?? [];
  return (typeof value === 'string' ? JSON.parse(value) : value) as { rowNo: number; text: string; reason: string }[];
}

export interface GoodsRow {
  id: number;
  goodsCode: string;
  model: string;
  brandName: string;
  name: string;
  unit: string;
  minOrderQty: number;
  packQty: number;
  leadTimeDays: number;
  listPriceFen: number;
  memberPriceFen: number;
  vipPriceFen: number;
  /** The goods' own price tiers (staff console), or null for the default tiers. */
  priceTiers: StoredTier[] | null;
  status: number;
}

/** The goods of the given ids (live or not: a report shows what it matched). */
export async function readGoods(db: Db, ids: readonly number[]): Promise<Map<number, GoodsRow>> {
  const out = new Map<number, GoodsRow>();
  const unique = [...new Set(ids)];
  for (let i = 0; i < unique.length; i += 5_000) {
    // reads goods and brand of catalogue: the report's goods (live or not) with pack and lead time, 5,000 ids a query (catalogue's public.ts has no such read)
    const rows = await db
      .selectFrom('goods as g')
      .innerJoin('brand as b', 'b.id', 'g.brandId')
      .select(['g.id', 'g.goodsCode', 'g.model', 'b.name as brandName', 'g.name', 'g.unit', 'g.minOrderQty', 'g.packQty', 'g.leadTimeDays', 'g.listPriceFen', 'g.memberPriceFen', 'g.vipPriceFen', 'g.priceTiers', 'g.status'])
      .where('g.id', 'in', unique.slice(i, i + 5_000))
      .execute();
    for (const r of rows) out.set(r.id, r);
  }
  return out;
}

export interface NewEnquiry {
  enquiryNo: string;
  memberId: number;
  /** Issue 37: the company and department the enquiry is recorded under (null for a personal member). */
  companyId: number | null;
  departmentId: number | null;
  status: number;
  fileName: string | null;
  source: 'file' | 'paste';
  lineCount: number;
  matchedCount: number;
  /** The skipped sheet rows as JSON text. */
  skippedRows: string;
}

/** Writes the enquiry's row; returns its id. */
export async function insertEnquiry(trx: Transaction<Database>, e: NewEnquiry): Promise<number> {
  const row = await trx
    .insertInto('enquiry')
    .values({
      enquiryNo: e.enquiryNo, memberId: e.memberId, companyId: e.companyId, departmentId: e.departmentId, status: e.status, fileName: e.fileName, source: e.source, lineCount: e.lineCount, matchedCount: e.matchedCount,
      skippedRows: e.skippedRows,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface EnquiryRow {
  id: number;
  enquiryNo: string;
  memberId: number;
  companyId: number | null;
  departmentId: number | null;
  status: number;
  fileName: string | null;
  lineCount: number;
  createdAt: Date;
  matchedAt: Date;
}

/** The live enquiry of any member (locked for update when `lock`), or undefined; the service checks who may read or act on it. */
export async function findEnquiry(db: Db, id: number, lock: boolean): Promise<EnquiryRow | undefined> {
  let q = db
    .selectFrom('enquiry')
    .select(['id', 'enquiryNo', 'memberId', 'companyId', 'departmentId', 'status', 'fileName', 'lineCount', 'createdAt', 'matchedAt'])
    .where('id', '=', id)
    .where('deletedAt', 'is', null);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

/** The live enquiries in scope (issue 37: the member's own, or the company's as far as the role reaches). */
function scopedEnquiries(db: Db, scope: RecordScope) {
  return db.selectFrom('enquiry as e').where((eb) => scopeCondition(eb, scope, 'e')).where('e.deletedAt', 'is', null);
}

/** How many live enquiries are in scope. */
export async function countScopedEnquiries(db: Db, scope: RecordScope): Promise<number> {
  const { n } = await scopedEnquiries(db, scope).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(n);
}

/** One page of the live enquiries in scope, newest first. */
export async function scopedEnquiriesPage(db: Db, scope: RecordScope, limit: number, offset: number) {
  return scopedEnquiries(db, scope)
    .select(['e.id', 'e.enquiryNo', 'e.memberId', 'e.companyId', 'e.status', 'e.fileName', 'e.lineCount', 'e.createdAt', 'e.matchedAt'])
    .orderBy('e.createdAt', 'desc')
    .orderBy('e.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** The line counts of these enquiries by line status, with how many are quoted and quoted still valid on `today`. */
export async function lineStatsOf(db: Db, enquiryIds: readonly number[], today: string) {
  return db
    .selectFrom('enquiryLine')
    .select([
      'enquiryId',
      'lineStatus',
      (eb) => eb.fn.countAll<number>().as('n'),
      sql<number>`count(*) filter (where quote_state = 'quoted')::int`.as('quoted'),
      sql<number>`count(*) filter (where quote_state = 'quoted' and quote_valid_until >= ${today}::date)::int`.as('live'),
    ])
    .where('enquiryId', 'in', [...enquiryIds])
    .groupBy(['enquiryId', 'lineStatus'])
    .execute();
}

/** Hides the member's live enquiry; returns how many rows were hidden (0 or 1). */
export async function markEnquiryDeleted(db: Db, memberId: number, id: number): Promise<number> {
  const res = await db.updateTable('enquiry').set({ deletedAt: new Date(), updatedAt: new Date() }).where('id', '=', id).where('memberId', '=', memberId).where('deletedAt', 'is', null).executeTakeFirst();
  return Number(res.numUpdatedRows);
}

export async function deleteLines(trx: Transaction<Database>, enquiryId: number): Promise<void> {
  await trx.deleteFrom('enquiryLine').where('enquiryId', '=', enquiryId).execute();
}

/** The enquiry's row after a new match: its status, line counts and match time. */
export async function recordRematch(trx: Transaction<Database>, id: number, r: { status: number; lineCount: number; matchedCount: number }): Promise<void> {
  await trx.updateTable('enquiry').set({ status: r.status, lineCount: r.lineCount, matchedCount: r.matchedCount, matchedAt: new Date(), updatedAt: new Date() }).where('id', '=', id).execute();
}

export async function setEnquiryStatus(trx: Transaction<Database>, id: number, status: number): Promise<void> {
  await trx.updateTable('enquiry').set({ status, updatedAt: new Date() }).where('id', '=', id).execute();
}

/** Keeps the buyer's pick on the line (null takes it back). */
export async function setLineChoice(trx: Transaction<Database>, enquiryId: number, lineId: number, goodsId: number | null): Promise<void> {
  await trx.updateTable('enquiryLine').set({ chosenGoodsId: goodsId, chosenAt: goodsId === null ? null : new Date() }).where('id', '=', lineId).where('enquiryId', '=', enquiryId).execute();
}

/** Marks the lines (of this enquiry, not yet asked) as waiting for a quote. */
export async function markQuoteRequested(trx: Transaction<Database>, enquiryId: number, lineIds: readonly number[]): Promise<void> {
  await trx.updateTable('enquiryLine').set({ quoteState: 'requested', quoteRequestedAt: new Date() }).where('enquiryId', '=', enquiryId).where('id', 'in', [...lineIds]).where('quoteState', 'is', null).execute();
}
