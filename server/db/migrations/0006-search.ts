// Search and model conversion.
// - goods.name_cjk: the Chinese words of the name (runs of CJK ideographs joined by one space),
//   a stored generated column. Its distinct values are few (hundreds, even at 1M SKUs), so the
//   search keeps a dictionary of (name_cjk, category, brand) cells with counts and matches Chinese
//   text, category and brand names against it exactly, even for one- or two-character words that
//   trigrams cannot index.
// - Covering partial indexes for the live catalogue (status = 1): cells in sales order and model
//   keys, both carrying the three prices (prefix counts, facets, and sorting a match of up to tens
//   of thousands of goods by price or sales without touching the table); prices per viewer kind;
//   new arrivals; and a trigram index on the model key without its first character, so "contains
//   but does not start with" is an index lookup instead of a recheck of every prefix match.
// - Cross-reference groups of equivalent models across brands; filled here when the database
//   already holds a catalogue (the seed fills them on a new database).
import { sql, type Kysely } from 'kysely';
import { insertConversions } from '../seed/conversions.ts';
import { runStatements } from './run-statements.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, `
create function search_cjk_text(t text) returns text language sql immutable strict parallel safe as $$ select btrim(regexp_replace(t, '[^一-鿿]+', ' ', 'g')) $$;
alter table goods add column name_cjk text generated always as (search_cjk_text(name)) stored;
create index goods_cell_idx on goods (name_cjk, category_id, brand_id, sales_count desc, id) include (list_price_fen, member_price_fen, vip_price_fen) where status = 1;
create index goods_key_live_idx on goods (model_key text_pattern_ops, category_id, brand_id, sales_count desc, id) include (list_price_fen, member_price_fen, vip_price_fen) where status = 1;
create index goods_key_tail_trgm on goods using gin (substr(model_key, 2) gin_trgm_ops) where status = 1;
create index goods_list_price_idx on goods (list_price_fen, id) where status = 1;
create index goods_member_price_idx on goods (member_price_fen, id) where status = 1;
create index goods_vip_price_idx on goods (vip_price_fen, id) where status = 1;
create index goods_new_idx on goods (created_at desc, id desc) where status = 1 and is_new;

create table conversion_group (
  id integer primary key,
  kind text not null,
  standard text not null,
  category text not null,
  specs jsonb not null default '{}'::jsonb,
  inner_diameter double precision,
  outer_diameter double precision,
  width double precision,
  sort integer not null default 0
);
create index conversion_group_size_idx on conversion_group (inner_diameter, outer_diameter, width) where inner_diameter is not null;
create index conversion_group_standard_trgm on conversion_group using gin (standard gin_trgm_ops);

create table conversion_member (
  id integer primary key,
  group_id integer not null references conversion_group(id) on delete cascade,
  brand_id integer references brand(id),
  brand_name text not null,
  model text not null,
  model_key text not null,
  sort integer not null default 0,
  unique (group_id, brand_name, model_key)
);
create index conversion_member_key_idx on conversion_member (model_key text_pattern_ops);
create index conversion_member_key_trgm on conversion_member using gin (model_key gin_trgm_ops);
create index conversion_member_group_idx on conversion_member (group_id, sort);
create index conversion_member_brand_idx on conversion_member (brand_id, model_key);
`);
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from brand`.execute(db);
  if ((rows[0]?.n ?? 0) > 0) await insertConversions(db);
}
