// Fast bulk loading inside the seed transaction. PostgreSQL: multi-row INSERT ... SELECT FROM
// unnest($1::type[], ...) per batch (one round trip, one plan). PGlite: COPY ... FROM '/dev/blob'
// with a CSV blob (no parameter serialisation at all). Secondary indexes of the bulk tables are
// dropped before the load and rebuilt after it, which is much faster than maintaining them per row.
import { sql, type Transaction } from 'kysely';
import type { DbHandle } from '../connect.ts';
import type { Database } from '../schema.ts';
import type { GoodsSeedRow, StockSeedRow } from './goods.ts';

export interface Column<R> {
  name: string;
  /** PostgreSQL element type for the unnest cast. */
  type: string;
  get(row: R): unknown;
}

export interface BulkTable<R> {
  table: string;
  columns: readonly Column<R>[];
}

export const GOODS_TABLE: BulkTable<GoodsSeedRow> = {
  table: 'goods',
  columns: [
    { name: 'id', type: 'bigint', get: (r) => r.id },
    { name: 'goods_code', type: 'text', get: (r) => r.goodsCode },
    { name: 'model', type: 'text', get: (r) => r.model },
    { name: 'model_key', type: 'text', get: (r) => r.modelKey },
    { name: 'name', type: 'text', get: (r) => r.name },
    { name: 'brand_id', type: 'integer', get: (r) => r.brandId },
    { name: 'category_id', type: 'integer', get: (r) => r.categoryId },
    { name: 'specs', type: 'jsonb', get: (r) => JSON.stringify(r.specs) },
    { name: 'unit', type: 'text', get: (r) => r.unit },
    { name: 'min_order_qty', type: 'integer', get: (r) => r.minOrderQty },
    { name: 'pack_qty', type: 'integer', get: (r) => r.packQty },
    { name: 'tax_class_code', type: 'text', get: (r) => r.taxClassCode },
    { name: 'list_price_fen', type: 'bigint', get: (r) => r.listPriceFen },
    { name: 'member_price_fen', type: 'bigint', get: (r) => r.memberPriceFen },
    { name: 'vip_price_fen', type: 'bigint', get: (r) => r.vipPriceFen },
    { name: 'sales_count', type: 'integer', get: (r) => r.salesCount },
    { name: 'lead_time_days', type: 'integer', get: (r) => r.leadTimeDays },
    { name: 'weight_g', type: 'integer', get: (r) => r.weightG },
    { name: 'image_url', type: 'text', get: (r) => r.imageUrl },
    { name: 'images', type: 'jsonb', get: (r) => JSON.stringify(r.images) },
    { name: 'is_new', type: 'boolean', get: (r) => r.isNew },
    { name: 'is_hot', type: 'boolean', get: (r) => r.isHot },
    { name: 'status', type: 'smallint', get: (r) => r.status },
    { name: 'created_at', type: 'timestamptz', get: (r) => r.createdAt },
    { name: 'updated_at', type: 'timestamptz', get: (r) => r.updatedAt },
  ],
};

export const STOCK_TABLE: BulkTable<StockSeedRow> = {
  table: 'goods_stock',
  columns: [
    { name: 'goods_id', type: 'bigint', get: (r) => r.goodsId },
    { name: 'warehouse_id', type: 'integer', get: (r) => r.warehouseId },
    { name: 'qty', type: 'integer', get: (r) => r.qty },
    { name: 'reserved', type: 'integer', get: (r) => r.reserved },
  ],
};

type Trx = Transaction<Database>;

function plain(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value;
}

async function unnestInsert<R>(trx: Trx, target: BulkTable<R>, rows: readonly R[]): Promise<void> {
  const arrays = target.columns.map((c) => sql`${rows.map((r) => plain(c.get(r)))}::${sql.raw(c.type)}[]`);
  const names = sql.raw(target.columns.map((c) => c.name).join(', '));
  await sql`insert into ${sql.table(target.table)} (${names}) select * from unnest(${sql.join(arrays)})`.execute(trx);
}

/** One CSV field: NULL is an unquoted empty field, everything else that needs it is quoted. */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') return String(value);
  const text = value instanceof Date ? value.toISOString() : String(value);
  return text === '' || /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv<R>(target: BulkTable<R>, rows: readonly R[]): string {
  const lines = new Array<string>(rows.length);
  rows.forEach((row, i) => {
    lines[i] = target.columns.map((c) => csvField(c.get(row))).join(',');
  });
  return lines.join('\n') + '\n';
}

async function copyInsert<R>(handle: DbHandle, target: BulkTable<R>, rows: readonly R[]): Promise<void> {
  const names = target.columns.map((c) => c.name).join(', ');
  const blob = new Blob([toCsv(target, rows)]);
  await handle.pglite!.query(`copy ${target.table} (${names}) from '/dev/blob' with (format csv)`, [], { blob });
}

/** Writes one batch of rows with the fastest path the database offers. */
export async function bulkInsert<R>(handle: DbHandle, trx: Trx, target: BulkTable<R>, rows: readonly R[]): Promise<void> {
  if (rows.length === 0) return;
  if (handle.kind === 'pglite' && handle.pglite) await copyInsert(handle, target, rows);
  else await unnestInsert(trx, target, rows);
}

/** Drops the non-constraint indexes of `tables` and returns the statements that rebuild them. */
export async function dropSecondaryIndexes(trx: Trx, tables: readonly string[]): Promise<string[]> {
  const { rows } = await sql<{ indexname: string; indexdef: string }>`
    select i.indexname, i.indexdef from pg_indexes i
    where i.schemaname = current_schema() and i.tablename = any(${[...tables]}::text[])
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)
    order by i.indexname`.execute(trx);
  for (const row of rows) await sql`drop index ${sql.id(row.indexname)}`.execute(trx);
  return rows.map((row) => row.indexdef);
}

export async function rebuildIndexes(trx: Trx, definitions: readonly string[]): Promise<void> {
  for (const definition of definitions) await sql.raw(definition).execute(trx);
}
