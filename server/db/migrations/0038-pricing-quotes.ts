// Contract prices and formal quotes (issue 39). A price agreement (协议价) gives one company fixed
// prices for goods and percentage rates for brands or categories within a validity window (China
// dates, inclusive); 运营 drafts it and submits it, another staff member with the 管理员 role
// confirms it (the check refuses the same person). A formal quote (报价单) is a buyer's request for
// lines, priced by 客服 with a validity, accepted into a checkout draft whose lines name the quote
// line they are priced from. Order lines keep the source of their price (price_source), so a later
// price change never changes an order already placed.
import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, `
create table price_agreement (
  id bigserial primary key,
  agreement_no text not null unique,
  company_id bigint not null references company(id) on delete cascade,
  name text not null check (char_length(name) between 1 and 40),
  note text not null default '' check (char_length(note) <= 200),
  valid_from date not null,
  valid_to date not null,
  status text not null default 'draft' check (status in ('draft', 'pending', 'active', 'rejected', 'revoked')),
  created_by bigint not null references staff_user(id),
  submitted_at timestamptz,
  confirmed_by bigint references staff_user(id),
  confirmed_at timestamptz,
  rejected_reason text check (rejected_reason is null or char_length(rejected_reason) <= 200),
  revoked_by bigint references staff_user(id),
  revoked_at timestamptz,
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (valid_to >= valid_from),
  check (confirmed_by is null or confirmed_by <> created_by)
);
create index price_agreement_company_idx on price_agreement (company_id, status, valid_to);
create table price_agreement_item (
  id bigserial primary key,
  agreement_id bigint not null references price_agreement(id) on delete cascade,
  kind text not null check (kind in ('goods', 'brand', 'category')),
  goods_id bigint references goods(id) on delete cascade,
  brand_id bigint references brand(id) on delete cascade,
  category_id bigint references category(id) on delete cascade,
  price_fen bigint check (price_fen is null or price_fen > 0),
  rate_bp integer check (rate_bp is null or rate_bp between 1 and 9999),
  check ((kind = 'goods' and goods_id is not null and price_fen is not null and brand_id is null and category_id is null and rate_bp is null)
      or (kind = 'brand' and brand_id is not null and rate_bp is not null and goods_id is null and category_id is null and price_fen is null)
      or (kind = 'category' and category_id is not null and rate_bp is not null and goods_id is null and brand_id is null and price_fen is null))
);
create unique index price_agreement_item_goods_uq on price_agreement_item (agreement_id, goods_id) where kind = 'goods';
create unique index price_agreement_item_brand_uq on price_agreement_item (agreement_id, brand_id) where kind = 'brand';
create unique index price_agreement_item_category_uq on price_agreement_item (agreement_id, category_id) where kind = 'category';
create index price_agreement_item_goods_idx on price_agreement_item (goods_id) where kind = 'goods';
create table quote (
  id bigserial primary key,
  quote_no text not null unique,
  member_id bigint not null references member(id),
  company_id bigint references company(id) on delete set null,
  source text not null check (source in ('cart', 'enquiry', 'list')),
  source_id bigint,
  message text not null default '' check (char_length(message) <= 500),
  wanted_date date,
  status text not null default 'requested' check (status in ('requested', 'quoted', 'accepted', 'expired', 'withdrawn')),
  valid_until date,
  terms text not null default '' check (char_length(terms) <= 500),
  staff_note text not null default '' check (char_length(staff_note) <= 500),
  quoted_by bigint references staff_user(id),
  quoted_at timestamptz,
  accepted_by bigint references member(id),
  accepted_at timestamptz,
  draft_id bigint references tmp_order(id) on delete set null,
  withdrawn_at timestamptz,
  expired_at timestamptz,
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index quote_member_idx on quote (member_id, created_at desc);
create index quote_company_idx on quote (company_id, created_at desc) where company_id is not null;
create index quote_status_idx on quote (status, created_at);
create index quote_valid_idx on quote (valid_until) where status = 'quoted';
create table quote_line (
  quote_id bigint not null references quote(id) on delete cascade,
  line_no integer not null check (line_no between 1 and 500),
  goods_id bigint not null references goods(id),
  num integer not null check (num between 1 and 999999),
  asked_price_fen bigint not null check (asked_price_fen >= 0),
  asked_price_source text not null,
  price_fen bigint check (price_fen is null or price_fen > 0),
  lead_days integer check (lead_days is null or lead_days between 0 and 365),
  remark text not null default '' check (char_length(remark) <= 100),
  primary key (quote_id, line_no)
);
alter table tmp_order drop constraint if exists tmp_order_source_check;
alter table tmp_order add constraint tmp_order_source_check check (source in (1, 2, 3, 4));
alter table tmp_order_line add column formal_quote_id bigint references quote(id);
alter table tmp_order_line add column formal_quote_line_no integer;
alter table sale_order_line add column formal_quote_id bigint references quote(id);
alter table sale_order_line add column formal_quote_line_no integer;
alter table sale_order_line add column price_source text check (price_source is null or price_source in ('list', 'member', 'vip', 'tier', 'contract', 'quote'))
`);
}
