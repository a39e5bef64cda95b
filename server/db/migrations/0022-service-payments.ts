// Service orders paid through the payment provider, and booking attachments (issue 18,
// docs/api/services.md). A service_payment starts 0 (waiting for the gateway), becomes 1 when the
// gateway's verified notification says paid, or 2 when it failed or a newer attempt superseded
// it; the gateway's transaction id is unique, so a replayed notification pays nothing twice. The
// order keeps when it was paid and how much (paid_at, paid_fen). A booking's attachments are
// private uploads of the member, listed per order.
import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, `
alter table service_order add column paid_at timestamptz;
alter table service_order add column paid_fen bigint check (paid_fen > 0);
create table service_payment (
  id bigserial primary key,
  service_order_id bigint not null references service_order(id) on delete cascade,
  member_id bigint not null,
  trade_no text unique,
  amount_fen bigint not null check (amount_fen > 0),
  provider text not null,
  status smallint not null default 0 check (status in (0, 1, 2)),
  provider_ref text unique,
  note text,
  created_at timestamptz not null default now(),
  paid_at timestamptz
);
create index service_payment_order_idx on service_payment (service_order_id, id);
create table service_attachment (
  id bigserial primary key,
  service_order_id bigint not null references service_order(id) on delete cascade,
  url text not null,
  file_name text not null,
  mime text not null,
  size_bytes integer not null,
  created_at timestamptz not null default now()
);
create index service_attachment_order_idx on service_attachment (service_order_id, id)
`);
}
