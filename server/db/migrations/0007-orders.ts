// Checkout and the order life (issue 6).
// - tmp_order: the "temporary order" of the spec's tmp calls, a checkout draft made from a quick
//   buy, the selected cart lines or a past order (xuOrder). It holds goods and quantities only;
//   prices are re-read every time it is shown and recomputed when it is submitted. 0 待确认
//   (open), 1 已提交 (became sale_order_id), 2 已取消.
// - order_allocation: which warehouse each reserved unit of an order comes from, so cancelling or
//   a payment timeout gives back exactly what was taken.
// - member_credit: an enterprise's credit terms (账期): a limit and the days to pay.
// - sale_order.tmp_order_id is unique: a draft becomes at most one order, whatever the client key.
import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, `
create table tmp_order (
  id bigserial primary key,
  tmp_no text not null unique,
  member_id bigint not null references member(id) on delete cascade,
  order_type smallint not null check (order_type in (1, 2)),
  source smallint not null check (source in (1, 2, 3)),
  status smallint not null default 0 check (status in (0, 1, 2)),
  sale_order_id bigint references sale_order(id),
  deleted_by_member boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index tmp_order_member_idx on tmp_order (member_id, created_at desc);

create table tmp_order_line (
  id bigserial primary key,
  tmp_order_id bigint not null references tmp_order(id) on delete cascade,
  goods_id bigint not null references goods(id),
  cart_item_id bigint,
  num integer not null check (num > 0),
  unique (tmp_order_id, goods_id)
);

create table order_allocation (
  order_id bigint not null references sale_order(id) on delete cascade,
  goods_id bigint not null references goods(id),
  warehouse_id integer not null references warehouse(id),
  qty integer not null check (qty > 0),
  released boolean not null default false,
  primary key (order_id, goods_id, warehouse_id)
);

create table member_credit (
  member_id bigint primary key references member(id) on delete cascade,
  limit_fen bigint not null check (limit_fen >= 0),
  term_days integer not null check (term_days > 0),
  status smallint not null default 1,
  created_at timestamptz not null default now()
);

alter table sale_order add column tmp_order_id bigint references tmp_order(id);
create unique index sale_order_tmp_idx on sale_order (tmp_order_id) where tmp_order_id is not null;
alter table sale_order add column pay_due_at timestamptz;
alter table sale_order add constraint sale_order_status_check check (status between 0 and 5);
alter table sale_order add constraint sale_order_paid_check check (paid_fen <= total_fen);

alter table order_payment add column purpose smallint not null default 1;
alter table order_payment add column note text;
alter table order_payment add column paid_at timestamptz;

create sequence order_no_seq;
create sequence tmp_order_no_seq;
`);
}
