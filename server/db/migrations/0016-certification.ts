// Enterprise certification (issue 15, docs/api/certification.md): what an application carries
// besides 0001's columns (registered address, the applicant and the authorisation letter, the
// member's confirmation of a failed credit-code check, the request to link a company certified by
// another account, the coded rejection), one pending application per member, the audit log of
// every step, and the VIP grants (the one trial per member, the 688 years bought through the
// payment provider, idempotent on the payment's trade number).
import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, `
alter table enterprise_cert add column reg_address text;
alter table enterprise_cert add column applicant_is_legal boolean not null default true;
alter table enterprise_cert add column authorisation_url text;
alter table enterprise_cert add column code_check_failed boolean not null default false;
alter table enterprise_cert add column link_requested boolean not null default false;
alter table enterprise_cert add column reject_code text;
alter table enterprise_cert add column reviewed_actor text;
alter table enterprise_cert add column updated_at timestamptz not null default now();
alter table enterprise_cert add constraint enterprise_cert_status_check check (status in (0, 1, 2, 3));
create unique index enterprise_cert_one_pending on enterprise_cert (member_id) where status = 0;
create index enterprise_cert_status_idx on enterprise_cert (status, created_at desc);
create index enterprise_cert_code_idx on enterprise_cert (credit_code) where status = 1;
create table enterprise_cert_log (
  id bigserial primary key,
  cert_id bigint references enterprise_cert(id) on delete cascade,
  member_id bigint not null references member(id) on delete cascade,
  actor text not null,
  transition text not null,
  from_status smallint not null,
  to_status smallint not null,
  changes jsonb not null default '{}'::jsonb,
  note text,
  created_at timestamptz not null default now()
);
create index enterprise_cert_log_member_idx on enterprise_cert_log (member_id, id);
create table vip_grant (
  id bigserial primary key,
  member_id bigint not null references member(id) on delete cascade,
  kind text not null check (kind in ('trial', 'vip688')),
  days integer not null check (days > 0),
  amount_fen integer not null default 0 check (amount_fen >= 0),
  status smallint not null default 1 check (status in (0, 1)),
  out_trade_no text unique,
  end_before timestamptz,
  end_after timestamptz,
  cert_id bigint references enterprise_cert(id) on delete set null,
  paid_at timestamptz,
  created_at timestamptz not null default now()
);
create unique index vip_grant_one_trial on vip_grant (member_id) where kind = 'trial';
create index vip_grant_member_idx on vip_grant (member_id, created_at desc)
`);
}
