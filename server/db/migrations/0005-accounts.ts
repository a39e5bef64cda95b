// Account security: image captchas, SMS codes and the outbox, one-use tickets, rate counters,
// simulated WeChat scans, uploads, dismissed notices and the company registry for certification.
import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, `
create table captcha (
  captcha_key text primary key,
  answer_hash text not null,
  dev_answer text,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index captcha_expires_idx on captcha (expires_at);

create table sms_outbox (
  id bigserial primary key,
  mobile text not null,
  purpose text not null,
  content text not null,
  provider text not null,
  provider_ref text,
  ip text,
  created_at timestamptz not null default now()
);
create index sms_outbox_mobile_idx on sms_outbox (mobile, created_at desc);

create table sms_code (
  id bigserial primary key,
  mobile text not null,
  purpose text not null,
  code_hash text not null,
  attempts integer not null default 0,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index sms_code_lookup_idx on sms_code (mobile, purpose, created_at desc);

create table account_ticket (
  ticket_hash text primary key,
  purpose text not null,
  member_id bigint references member(id) on delete cascade,
  payload jsonb not null default '{}'::jsonb,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);

create table rate_counter (
  counter_key text primary key,
  hits integer not null,
  expires_at timestamptz not null
);
create index rate_counter_expires_idx on rate_counter (expires_at);

create table wechat_scan (
  state text primary key,
  code text unique,
  open_id text,
  nickname text,
  status smallint not null default 0,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);

create table upload (
  id text primary key,
  owner_member_id bigint references member(id) on delete set null,
  purpose text not null,
  mime text not null,
  size_bytes integer not null check (size_bytes > 0),
  sha256 text not null,
  bytes bytea not null,
  created_at timestamptz not null default now()
);

create table notice_dismissal (
  member_id bigint not null references member(id) on delete cascade,
  notice_id text not null,
  created_at timestamptz not null default now(),
  primary key (member_id, notice_id)
);

create table company_registry (
  id bigserial primary key,
  company_name text not null unique,
  credit_code text not null,
  legal_person text,
  reg_address text,
  source text not null default 'seed',
  created_at timestamptz not null default now()
);
create index company_registry_name_trgm on company_registry using gin (company_name gin_trgm_ops);
`);
}
