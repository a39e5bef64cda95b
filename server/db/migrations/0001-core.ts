// Members, staff, OAuth tokens and site settings.
import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, `
create extension if not exists pg_trgm;

create table member (
  id bigserial primary key,
  username text not null unique,
  mobile text unique,
  password_hash text,
  member_type smallint not null default 1 check (member_type in (1, 2)),
  company_name text,
  nickname text,
  avatar_url text,
  is_distributor boolean not null default false,
  member_price_end_time timestamptz,
  status smallint not null default 1,
  failed_login_count integer not null default 0,
  locked_until timestamptz,
  wx_open_id text unique,
  points integer not null default 0 check (points >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table staff_user (
  id bigserial primary key,
  username text not null unique,
  password_hash text not null,
  display_name text not null,
  role text not null default 'admin',
  status smallint not null default 1,
  created_at timestamptz not null default now()
);

create table oauth_token (
  id bigserial primary key,
  access_hash text not null unique,
  refresh_hash text not null unique,
  client_id text not null,
  member_id bigint references member(id) on delete cascade,
  staff_id bigint references staff_user(id) on delete cascade,
  expires_at timestamptz not null,
  refresh_expires_at timestamptz not null,
  revoked_at timestamptz,
  created_ip text,
  created_at timestamptz not null default now(),
  check ((member_id is null) <> (staff_id is null))
);
create index oauth_token_member_idx on oauth_token (member_id) where revoked_at is null;
create index oauth_token_staff_idx on oauth_token (staff_id) where revoked_at is null;

create table site_setting (
  key text primary key,
  value jsonb not null,
  updated_at timestamptz not null default now()
);

create table enterprise_cert (
  id bigserial primary key,
  member_id bigint not null references member(id) on delete cascade,
  company_name text not null,
  credit_code text not null,
  legal_person text,
  contact_name text,
  contact_mobile text,
  license_url text,
  status smallint not null default 0,
  reject_reason text,
  reviewed_by bigint references staff_user(id),
  reviewed_at timestamptz,
  created_at timestamptz not null default now()
);
create index enterprise_cert_member_idx on enterprise_cert (member_id, created_at desc);

create table member_message (
  id bigserial primary key,
  member_id bigint not null references member(id) on delete cascade,
  type smallint not null default 1,
  title text not null,
  content text not null,
  read_at timestamptz,
  created_at timestamptz not null default now()
);
create index member_message_member_idx on member_message (member_id, created_at desc);

create table member_address (
  id bigserial primary key,
  member_id bigint not null references member(id) on delete cascade,
  consignee text not null,
  mobile text not null,
  province_code text not null,
  city_code text not null,
  district_code text not null,
  region_text text not null,
  detail text not null,
  postcode text,
  tag text,
  is_default boolean not null default false,
  deleted_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index member_address_member_idx on member_address (member_id) where deleted_at is null;
create unique index member_address_one_default on member_address (member_id) where is_default and deleted_at is null;

create table member_invoice (
  id bigserial primary key,
  member_id bigint not null references member(id) on delete cascade,
  invoice_type smallint not null check (invoice_type in (1, 2)),
  title_type smallint not null default 2 check (title_type in (1, 2)),
  title text not null,
  tax_no text,
  reg_address text,
  reg_phone text,
  bank_name text,
  bank_account text,
  receiver_name text,
  receiver_mobile text,
  receiver_email text,
  receiver_address text,
  is_default boolean not null default false,
  deleted_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index member_invoice_member_idx on member_invoice (member_id) where deleted_at is null;
create unique index member_invoice_one_default on member_invoice (member_id) where is_default and deleted_at is null;

create table points_record (
  id bigserial primary key,
  member_id bigint not null references member(id) on delete cascade,
  change integer not null,
  balance integer not null check (balance >= 0),
  reason text not null,
  ref_id text,
  created_at timestamptz not null default now()
);
create index points_record_member_idx on points_record (member_id, created_at desc);

create table points_sign_in (
  member_id bigint not null references member(id) on delete cascade,
  day date not null,
  points integer not null,
  primary key (member_id, day)
);
`);
}
