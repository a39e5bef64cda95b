// Points (issue 17, docs/api/points.md): the ledger rows of 0001's points_record get their source
// (type + id, unique: one event never posts twice), the expiry of the batch a positive row
// opens and, for an order's row, the money kept it was earned on (a later refund takes back its share); a sign-in keeps its streak day; points goods get a category, a description and a
// per-member limit; a redemption keeps its number, the goods it bought as they were, the
// shipment and every step in points_order_log.
import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, `
alter table points_record add column source_type text not null default 'legacy';
alter table points_record add column source_id text;
alter table points_record add column expires_at timestamptz;
alter table points_record add column basis_fen integer check (basis_fen > 0);
update points_record set source_id = id::text where source_id is null;
alter table points_record add constraint points_record_source_type_check check (source_type in ('legacy', 'sign', 'order', 'refund', 'redeem', 'redeemCancel', 'expire', 'adjust'));
create unique index points_record_source_key on points_record (source_type, source_id);
create index points_record_member_id_idx on points_record (member_id, id);
alter table points_sign_in add column streak integer not null default 1 check (streak >= 1);
alter table points_sign_in add column created_at timestamptz not null default now();
alter table points_goods add column category text not null default 'safety';
alter table points_goods add column description text;
alter table points_goods add column per_member_limit integer not null default 0 check (per_member_limit >= 0);
alter table points_goods add column created_at timestamptz not null default now();
create index points_goods_mall_idx on points_goods (status, points_cost);
alter table points_order add column order_no text;
alter table points_order add column goods_name text;
alter table points_order add column goods_image_url text;
alter table points_order add column unit_points integer;
alter table points_order add column carrier text;
alter table points_order add column tracking_no text;
alter table points_order add column shipped_at timestamptz;
alter table points_order add column completed_at timestamptz;
alter table points_order add column cancelled_at timestamptz;
alter table points_order add column cancel_reason text;
alter table points_order add column updated_at timestamptz not null default now();
alter table points_order add constraint points_order_status_check check (status in (0, 1, 2, 3));
create unique index points_order_no_key on points_order (order_no);
create index points_order_goods_member_idx on points_order (points_goods_id, member_id) where status <> 3;
create index points_order_status_idx on points_order (status, created_at desc);
create table points_order_log (
  id bigserial primary key,
  points_order_id bigint not null references points_order(id) on delete cascade,
  actor text not null,
  transition text not null,
  from_status smallint,
  to_status smallint not null,
  note text,
  created_at timestamptz not null default now()
);
create index points_order_log_order_idx on points_order_log (points_order_id, id)
`);
}
