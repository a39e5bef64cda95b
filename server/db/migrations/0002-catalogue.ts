// Categories (3 levels), brands, warehouses, goods with stock per warehouse, zones, search log, favourites.
import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, `
create table category (
  id integer primary key,
  parent_id integer references category(id),
  level smallint not null check (level between 1 and 3),
  name text not null,
  icon text,
  sort integer not null default 0
);
create index category_parent_idx on category (parent_id, sort);

create table brand (
  id integer primary key,
  name text not null unique,
  name_cn text,
  country text,
  logo_url text,
  description text,
  sort integer not null default 0,
  is_recommended boolean not null default false
);

create table warehouse (
  id integer primary key,
  code text not null unique,
  name text not null,
  city text not null
);

create table goods (
  id bigint primary key,
  goods_code text not null unique,
  model text not null,
  model_key text not null,
  name text not null,
  brand_id integer not null references brand(id),
  category_id integer not null references category(id),
  specs jsonb not null default '{}'::jsonb,
  unit text not null,
  min_order_qty integer not null default 1 check (min_order_qty >= 1),
  pack_qty integer not null default 1 check (pack_qty >= 1),
  tax_class_code text not null,
  list_price_fen bigint not null check (list_price_fen > 0),
  member_price_fen bigint not null check (member_price_fen > 0),
  vip_price_fen bigint not null check (vip_price_fen > 0),
  sales_count integer not null default 0,
  lead_time_days integer not null default 0,
  weight_g integer,
  image_url text not null,
  images jsonb not null default '[]'::jsonb,
  is_new boolean not null default false,
  is_hot boolean not null default false,
  status smallint not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index goods_model_key_idx on goods (model_key text_pattern_ops);
create index goods_model_key_trgm on goods using gin (model_key gin_trgm_ops);
create index goods_name_trgm on goods using gin (name gin_trgm_ops);
create index goods_category_idx on goods (category_id);
create index goods_brand_idx on goods (brand_id);
create index goods_hot_idx on goods (sales_count desc) where status = 1;

create table goods_stock (
  goods_id bigint not null references goods(id) on delete cascade,
  warehouse_id integer not null references warehouse(id),
  qty integer not null default 0 check (qty >= 0),
  reserved integer not null default 0 check (reserved >= 0 and reserved <= qty),
  primary key (goods_id, warehouse_id)
);

create table zone (
  id integer primary key,
  name text not null,
  type smallint not null default 2,
  scope_id text not null,
  description text,
  banner_url text,
  sort integer not null default 0,
  status smallint not null default 1,
  start_at timestamptz,
  end_at timestamptz
);
create index zone_type_idx on zone (type, sort) where status = 1;

create table zone_goods (
  zone_id integer not null references zone(id) on delete cascade,
  goods_id bigint not null references goods(id) on delete cascade,
  sort integer not null default 0,
  primary key (zone_id, goods_id)
);

create table category_recommend (
  category_id integer primary key references category(id),
  sort integer not null default 0,
  image_url text
);

create table hot_search_log (
  id bigserial primary key,
  keyword text not null,
  keyword_key text not null,
  member_id bigint references member(id) on delete set null,
  result_count integer not null default 0,
  created_at timestamptz not null default now()
);
create index hot_search_log_time_idx on hot_search_log (created_at desc, keyword_key);

create table favourite (
  member_id bigint not null references member(id) on delete cascade,
  goods_id bigint not null references goods(id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (member_id, goods_id)
);
create index favourite_member_idx on favourite (member_id, created_at desc);
`);
}
