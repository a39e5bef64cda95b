// After-sales (issue 16, docs/api/after-sales.md): refunds and returns on the refund tables of
// 0003. A request (refund_order) names its type, the money the server computed (lines plus, for a
// full refund of an unshipped order, the freight), the return shipment and the staff's decisions;
// refund_line keeps the quantities asked, received and damaged; refund_trace is the status log.
// refund_payment is the money going back, exactly once per request (unique refund_id) and once
// per gateway transaction (unique provider_ref). sale_order.refunded_fen is the money returned
// (never more than paid), credit_relief_fen what a credit-terms (账期) order no longer owes.
import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, `
alter table refund_order add constraint refund_order_status_check check (status between 0 and 8);
alter table refund_order add constraint refund_order_type_check check (refund_type in (1, 2));
alter table refund_order add column freight_fen bigint not null default 0 check (freight_fen >= 0);
alter table refund_order add column client_key text;
alter table refund_order add column refuse_reason text;
alter table refund_order add column return_carrier text;
alter table refund_order add column return_tracking_no text;
alter table refund_order add column return_shipped_at timestamptz;
alter table refund_order add column received_at timestamptz;
alter table refund_order add column refunded_at timestamptz;
alter table refund_order add column cancelled_at timestamptz;
create unique index refund_order_client_key_idx on refund_order (member_id, client_key) where client_key is not null;
create index refund_order_order_idx on refund_order (order_id);
create index refund_order_status_idx on refund_order (status, created_at desc);

alter table refund_line add column received_num integer check (received_num >= 0);
alter table refund_line add column damaged_num integer check (damaged_num >= 0);
alter table refund_line add constraint refund_line_received_check check (received_num is null or received_num <= num);
alter table refund_line add constraint refund_line_damaged_check check (damaged_num is null or damaged_num <= received_num);
create index refund_line_order_line_idx on refund_line (order_line_id);

alter table refund_trace add column from_status smallint;
alter table refund_trace add column actor text not null default 'system';
create index refund_trace_refund_idx on refund_trace (refund_id, id);

alter table sale_order add column refunded_fen bigint not null default 0 check (refunded_fen >= 0);
alter table sale_order add column credit_relief_fen bigint not null default 0 check (credit_relief_fen >= 0);
alter table sale_order add constraint sale_order_refunded_check check (refunded_fen <= paid_fen);

create table refund_payment (
  id bigserial primary key,
  refund_id bigint not null unique references refund_order(id),
  order_id bigint not null references sale_order(id),
  method smallint not null check (method in (1, 2, 3)),
  amount_fen bigint not null check (amount_fen > 0),
  status smallint not null default 0 check (status in (0, 1)),
  provider text,
  provider_ref text unique,
  transfer_ref text,
  actor text not null,
  created_at timestamptz not null default now(),
  settled_at timestamptz
);
create index refund_payment_order_idx on refund_payment (order_id);
create sequence refund_no_seq
`);
}
