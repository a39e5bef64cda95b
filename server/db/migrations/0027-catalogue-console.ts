// The staff console's catalogue (issue 22 item 4): a goods may carry its own quantity tiers
// (price_tiers, jsonb: [{minQty, listPriceFen, memberPriceFen, vipPriceFen}] in ascending minQty,
// the first at the goods' minimum order; null keeps the default tiers of domain/shared/pricing.ts),
// and every stock correction by staff (set a warehouse's count, or adjust it by a signed number,
// with a reason) is recorded once under its request key, so a retried correction changes nothing.
import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, `
alter table goods add column price_tiers jsonb;
create table stock_adjustment (
  id bigserial primary key,
  request_key text not null unique,
  goods_id bigint not null references goods(id) on delete cascade,
  warehouse_id integer not null references warehouse(id),
  mode text not null check (mode in ('set', 'adjust')),
  qty_before integer not null check (qty_before >= 0),
  qty_after integer not null check (qty_after >= 0),
  reason text not null,
  actor text not null,
  staff_id bigint references staff_user(id) on delete set null,
  created_at timestamptz not null default now()
);
create index stock_adjustment_goods_idx on stock_adjustment (goods_id, created_at desc)
`);
}
