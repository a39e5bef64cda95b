// Issue 33 item 4. (1) A decimal point is part of a model key now (domain/catalogue/model-key.ts:
// "0-0.6MPa" -> "00.6MPA", no longer "006MPA", the key of "0-06MPa"), so the stored keys of texts
// holding digit-dot-digit are recomputed with that same function: goods.model_key,
// conversion_member.model_key, hot_search_log.keyword_key, and the members' remembered enquiry
// choices (enquiry_choice.input_key, found through the enquiry lines whose text had such a dot).
// Only those rows are read and written (one scan with a pattern, updates by id in batches), so
// a million-SKU catalogue is not rewritten. (2) brand_alias: the other names of a brand (东华 for
// DONGHUA), unique by their key, with the seeded brands' aliases added to a database seeded
// before this migration (matched by brand name; a fresh database gets them from the seed).
import { sql, type Kysely } from 'kysely';
import { brandKey } from '../../../domain/catalogue/brand-key.ts';
import { modelKey } from '../../../domain/catalogue/model-key.ts';
import { toHalfWidth } from '../../../domain/shared/half-width.ts';
import { BRAND_ALIASES } from '../seed/brand-aliases.ts';
import { BRANDS } from '../seed/brands.ts';
import { runStatements } from './run-statements.ts';

const BATCH = 5_000;
/** Digit, dot, digit, half- or full-width: the texts whose key changes. */
const DECIMAL = '[0-9０-９][.．][0-9０-９]';

/** The key as it was before this migration (every '.' dropped). */
function keyBefore(text: string): string {
  return toHalfWidth(text).toUpperCase().replace(/[\s\-./]+/g, '');
}

async function rekey(db: Kysely<any>, table: 'goods' | 'conversion_member' | 'hot_search_log', textColumn: string, keyColumn: string): Promise<void> {
  const { rows } = await sql<{ id: string | number; text: string; key: string }>`
    select id, ${sql.ref(textColumn)} as text, ${sql.ref(keyColumn)} as key from ${sql.table(table)} where ${sql.ref(textColumn)} ~ ${DECIMAL}`.execute(db);
  const changed = rows.map((r) => ({ id: String(r.id), key: modelKey(r.text), old: r.key })).filter((r) => r.key !== r.old);
  for (let i = 0; i < changed.length; i += BATCH) {
    const chunk = changed.slice(i, i + BATCH);
    await sql`
      update ${sql.table(table)} t set ${sql.ref(keyColumn)} = v.key
      from unnest(${chunk.map((c) => c.id)}::bigint[], ${chunk.map((c) => c.key)}::text[]) as v(id, key)
      where t.id = v.id`.execute(db);
  }
}

async function rekeyChoices(db: Kysely<any>): Promise<void> {
  const { rows } = await sql<{ memberId: string | number; rawModel: string }>`
    select distinct e.member_id as "memberId", l.raw_model as "rawModel"
    from enquiry_line l join enquiry e on e.id = l.enquiry_id
    where l.raw_model ~ ${DECIMAL}`.execute(db);
  for (const r of rows) {
    const before = keyBefore(r.rawModel);
    const after = modelKey(r.rawModel);
    if (before === after) continue;
    // Moved, not copied: the choice was made for the text with the dot. A member who also chose
    // for the new key already keeps that choice.
    await sql`
      update enquiry_choice c set input_key = ${after}
      where c.member_id = ${String(r.memberId)} and c.input_key = ${before}
        and not exists (select 1 from enquiry_choice d where d.member_id = c.member_id and d.input_key = ${after} and d.brand_key = c.brand_key)`.execute(db);
  }
}

/** Recomputes the stored keys of texts with a decimal point (exported for its test). */
export async function rekeyDecimalModels(db: Kysely<any>): Promise<void> {
  await rekey(db, 'goods', 'model', 'model_key');
  await rekey(db, 'conversion_member', 'model', 'model_key');
  await rekey(db, 'hot_search_log', 'keyword', 'keyword_key');
  await rekeyChoices(db);
}

/** Adds the seeded brands' aliases to the brands of that name (exported for its test). */
export async function addSeededAliases(db: Kysely<any>): Promise<void> {
  const wanted = BRANDS.flatMap((b) => (BRAND_ALIASES[b.key] ?? []).map((alias) => ({ name: b.name, alias, key: brandKey(alias) })));
  await sql`
    insert into brand_alias (brand_id, alias, alias_key)
    select b.id, v.alias, v.key
    from unnest(${wanted.map((w) => w.name)}::text[], ${wanted.map((w) => w.alias)}::text[], ${wanted.map((w) => w.key)}::text[]) as v(name, alias, key)
    join brand b on b.name = v.name
    on conflict (alias_key) do nothing`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await rekeyDecimalModels(db);

  await runStatements(db, `
create table brand_alias (
  id serial primary key,
  brand_id integer not null references brand(id) on delete cascade,
  alias text not null,
  alias_key text not null unique,
  created_at timestamptz not null default now()
);
create index brand_alias_brand_idx on brand_alias (brand_id, id)
`);

  await addSeededAliases(db);
}
