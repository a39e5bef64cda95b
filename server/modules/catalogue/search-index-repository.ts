// The goods rows the search index (search-index.ts) loads: the id range at start, the rows of one
// id batch with their in-stock flag, and the rows of changed goods by id.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A goods row as the index holds it (specs as JSON text, parsed by the index). */
export interface LoadedRow {
  id: number;
  model: string;
  modelKey: string;
  name: string;
  nameCjk: string;
  brandId: number;
  categoryId: number;
  specs: string;
  listPriceFen: number;
  memberPriceFen: number;
  vipPriceFen: number;
  salesCount: number;
  status: number;
  inStock: boolean;
}

const COLUMNS = sql`g.id, g.model, g.model_key, g.name, g.name_cjk, g.brand_id, g.category_id, g.specs::text as specs,
  g.list_price_fen, g.member_price_fen, g.vip_price_fen, g.sales_count, g.status`;
// reads goods_stock of stock: the in-stock flag of every indexed row, in the same read as the row (one query per batch, not one per goods)
const IN_STOCK = sql`(select coalesce(sum(s.qty - s.reserved), 0) from goods_stock s where s.goods_id = g.id) > 0`;

/** The lowest and highest goods id and the number of goods. */
export async function goodsIdRange(db: Kysely<Database>): Promise<{ lo: number | null; hi: number | null; n: number }> {
  const { rows } = await sql<{ lo: number | null; hi: number | null; n: number }>`select min(id) as lo, max(id) as hi, count(*)::int as n from goods`.execute(db);
  return rows[0] ?? { lo: null, hi: null, n: 0 };
}

/** The goods with from < id <= to, with their in-stock flag (the stock summed per goods in one pass). */
export async function goodsBatch(db: Kysely<Database>, from: number, to: number): Promise<LoadedRow[]> {
  // reads goods_stock of stock: the batch's stock summed in the same query (one pass, not one call per goods)
  const { rows } = await sql<LoadedRow>`
    select ${COLUMNS}, coalesce(s.n, 0) > 0 as in_stock
    from goods g left join (
      select goods_id, sum(qty - reserved) as n from goods_stock where goods_id > ${from} and goods_id <= ${to} group by goods_id
    ) s on s.goods_id = g.id
    where g.id > ${from} and g.id <= ${to}`.execute(db);
  return rows;
}

/** The goods of these ids (any status), with their in-stock flag. */
export async function goodsRowsByIds(db: Kysely<Database>, ids: readonly number[]): Promise<LoadedRow[]> {
  const { rows } = await sql<LoadedRow>`select ${COLUMNS}, ${IN_STOCK} as in_stock from goods g where g.id = any(${ids}::bigint[])`.execute(db);
  return rows;
}
