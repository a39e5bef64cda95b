// The queries of matching an enquiry's lines (matcher.ts and enquiry-sheet.ts hold the rules): the
// brand words, the live goods of some model keys, the member's own earlier choices, the
// model-conversion equivalents and the trigram neighbours, each one query for a batch of keys.
// They read the catalogue's tables joined to the keys of a batch (one query per batch, not one
// call per key through catalogue's public.ts).
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Every brand's id, name and Chinese name, by id. */
export async function brandRows(db: Db) {
  // reads brand of catalogue: every brand word at each matching run, one query (catalogue's public.ts has no such read)
  return db.selectFrom('brand').select(['id', 'name', 'nameCn']).orderBy('id').execute();
}

/** Every staff-kept brand alias key with its brand's id and name, in alias order. */
export async function brandAliasRows(db: Db) {
  // reads brand_alias and brand of catalogue: every alias at each matching run, one query (catalogue's public.ts has no such read)
  return db.selectFrom('brandAlias as a').innerJoin('brand as b', 'b.id', 'a.brandId').select(['b.id', 'b.name', 'a.aliasKey']).orderBy('a.id').execute();
}

export interface GoodsHit {
  id: number;
  model: string;
  modelKey: string;
  brandId: number;
}

/**
 * The live goods whose model key is one of the keys. The keys go as one array joined to the
 * index (not `in (…)` with a parameter per key): one round trip, no plan over thousands of parameters.
 */
export async function liveGoodsOfModelKeys(db: Db, keys: readonly string[]): Promise<GoodsHit[]> {
  // reads goods of catalogue: a batch of keys joined to goods by model_key in one query
  return (
    await sql<GoodsHit>`
        select g.id, g.model, g.model_key, g.brand_id
        from unnest(${keys}::text[]) as k(key)
        join goods g on g.model_key = k.key
        where g.status = 1
        order by g.id`.execute(db)
  ).rows;
}

export interface RememberedChoice {
  inputKey: string;
  brandKey: string;
  goodsId: number;
  model: string;
  brandName: string;
  updatedAt: Date;
}

/** The member's earlier choices for these typed keys whose goods is live, with the goods' model and brand. */
export async function rememberedChoices(db: Db, memberId: number, keys: readonly string[]): Promise<RememberedChoice[]> {
  // reads goods and brand of catalogue: the model and brand of every remembered goods of a batch in one query
  return (
    await sql<RememberedChoice>`
          select c.input_key, c.brand_key, c.goods_id, g.model, b.name as brand_name, c.updated_at
          from unnest(${keys}::text[]) as k(key)
          join enquiry_choice c on c.member_id = ${memberId} and c.input_key = k.key
          join goods g on g.id = c.goods_id and g.status = 1
          join brand b on b.id = g.brand_id`.execute(db)
  ).rows;
}

/**
 * Model conversion: for each key, the live goods (at most 3 per member) of the other members of
 * its cross-reference groups. The keys are joined (not `= any`), so the planner hashes them
 * instead of probing the trigram index.
 */
export async function conversionGoods(db: Db, keys: readonly string[]): Promise<{ key: string; goodsId: number }[]> {
  // reads conversion_member and goods of catalogue: the groups and their goods of a batch of keys in one query
  return (
    await sql<{ key: string; goodsId: number }>`
          select distinct src.model_key as key, g.id as goods_id
          from unnest(${keys}::text[]) as k(key)
          join conversion_member src on src.model_key = k.key
          join conversion_member cm on cm.group_id = src.group_id
          cross join lateral (
            select g.id from goods g where g.model_key = cm.model_key and g.brand_id = cm.brand_id and g.status = 1 order by g.id limit 3
          ) g
          order by 1, 2`.execute(db)
  ).rows;
}

/** For each key, the `limit` live goods most similar by trigram (then best sellers, then id). */
export async function similarGoods(db: Db, keys: readonly string[], limit: number): Promise<{ key: string; goodsId: number }[]> {
  // reads goods of catalogue: one trigram index search per key, the keys of a lane in one query
  return (
    await sql<{ key: string; goodsId: number }>`
                  select k.key, s.id as goods_id
                  from unnest(${keys}::text[]) as k(key)
                  cross join lateral (
                    select g.id from goods g
                    where g.status = 1 and g.model_key % k.key
                    order by similarity(g.model_key, k.key) desc, g.sales_count desc, g.id
                    limit ${limit}
                  ) s`.execute(db)
  ).rows;
}

/** Which of these model keys some goods (live or not) has. */
export async function catalogueModelKeys(db: Db, keys: readonly string[]): Promise<string[]> {
  // reads goods of catalogue: a sheet's sample values looked up in one query per chunk
  const rows = await db.selectFrom('goods').select('modelKey').distinct().where('modelKey', 'in', [...keys]).execute();
  return rows.map((r) => r.modelKey);
}
