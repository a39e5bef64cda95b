// Stock receipts and arrival notices (issue 12 item 5, docs/api/stock.md). A receipt (入库) adds
// units to one warehouse's stock; its 入库单号 is unique, so a retried receipt adds nothing. A
// member waits for goods at most once (unique member + goods); a notice is pending until stock
// arrives (notified_at null), and subscribing again after a notice starts a new wait.
import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, `
create table stock_receipt (
  id bigserial primary key,
  ref_no text not null unique,
  goods_id bigint not null references goods(id) on delete cascade,
  warehouse_id integer not null references warehouse(id),
  num integer not null check (num > 0),
  note text,
  actor text not null,
  staff_id bigint references staff_user(id) on delete set null,
  notified integer not null default 0 check (notified >= 0),
  created_at timestamptz not null default now()
);
create index stock_receipt_goods_idx on stock_receipt (goods_id, created_at desc);
create table arrival_notice (
  id bigserial primary key,
  member_id bigint not null references member(id) on delete cascade,
  goods_id bigint not null references goods(id) on delete cascade,
  created_at timestamptz not null default now(),
  notified_at timestamptz,
  unique (member_id, goods_id)
);
create index arrival_notice_pending_idx on arrival_notice (goods_id) where notified_at is null;
create index arrival_notice_member_idx on arrival_notice (member_id, created_at desc)
`);
}
