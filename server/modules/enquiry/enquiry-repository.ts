// The queries of batch enquiry: writing an enquiry with its lines (named columns, in chunks), and
// reading the lines and the goods a report shows. No rule lives here; enquiry-service.ts has them.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { StoredTier } from '../../../domain/shared/pricing.ts';
import type { Database } from '../../db/schema.ts';
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
