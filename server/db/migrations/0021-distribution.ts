// Distribution (issue 19, docs/api/distribution.md): a distributor's invitation code; the member a
// registration through it binds (one level: the referrer of a member, never a chain); applications
// to become a distributor and their review; commission rates by category; and the commission
// ledger: one earn row per order line of a bound buyer (unique per line) and one clawback row per
// refunded line of a refund settled after the commission was (unique per refund and line).
import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, `
alter table member add column invite_code text unique;
alter table member add column referrer_id bigint references member(id) on delete set null;
alter table member add column referred_at timestamptz;
alter table member add constraint member_no_self_referral check (referrer_id is null or referrer_id <> id);
create index member_referrer_idx on member (referrer_id) where referrer_id is not null;
create table distributor_application (
  id bigserial primary key,
  member_id bigint not null references member(id) on delete cascade,
  real_name text not null,
  channel text not null,
  status smallint not null default 0 check (status in (0, 1, 2)),
  reject_reason text,
  reviewed_by bigint,
  reviewed_at timestamptz,
  created_at timestamptz not null default now()
);
create unique index distributor_application_one_pending on distributor_application (member_id) where status = 0;
create index distributor_application_status_idx on distributor_application (status, id desc);
create table commission_rate (
  category_id bigint primary key references category(id) on delete cascade,
  rate_bp integer not null check (rate_bp >= 0 and rate_bp <= 3000),
  updated_at timestamptz not null default now()
);
create table commission (
  id bigserial primary key,
  distributor_id bigint not null references member(id) on delete cascade,
  buyer_id bigint not null references member(id) on delete cascade,
  order_id bigint not null references sale_order(id) on delete cascade,
  order_line_id bigint not null references sale_order_line(id) on delete cascade,
  refund_id bigint references refund_order(id) on delete cascade,
  kind text not null check (kind in ('earn', 'clawback')),
  base_fen integer not null,
  rate_bp integer not null check (rate_bp >= 0),
  commission_fen integer not null,
  status smallint not null default 0 check (status in (0, 1, 2)),
  paid_month text not null check (paid_month ~ '^[0-9]{4}-[0-9]{2}$'),
  settle_month text check (settle_month ~ '^[0-9]{4}-[0-9]{2}$'),
  settled_at timestamptz,
  created_at timestamptz not null default now(),
  check ((kind = 'earn' and refund_id is null and commission_fen >= 0) or (kind = 'clawback' and refund_id is not null and commission_fen <= 0))
);
create unique index commission_earn_once on commission (order_line_id) where kind = 'earn';
create unique index commission_clawback_once on commission (refund_id, order_line_id) where kind = 'clawback';
create index commission_distributor_paid_idx on commission (distributor_id, paid_month);
create index commission_distributor_settle_idx on commission (distributor_id, settle_month);
create index commission_pending_idx on commission (order_id) where status = 0
`);
}
