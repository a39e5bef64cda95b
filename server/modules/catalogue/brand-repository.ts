// Brands and their aliases (tables brand and brand_alias): the rows the catalogue cache reads
// (catalogue-cache.ts) and the reads and writes of the brand-alias rules (brand-alias-service.ts).
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Every brand as the catalogue cache holds it, in the shop's brand order. */
export function listBrands(db: Db) {
  return db.selectFrom('brand').select(['id', 'name', 'nameCn', 'country', 'logoUrl', 'sort', 'isRecommended']).orderBy('sort').orderBy('id').execute();
}

/** Every alias (brand, text), oldest first. */
export function listAliases(db: Db) {
  return db.selectFrom('brandAlias').select(['brandId', 'alias']).orderBy('id').execute();
}

/** The aliases of these brands (every brand when null), oldest first. */
export function aliasesOfBrands(db: Db, brandIds: readonly number[] | null) {
  let q = db.selectFrom('brandAlias').select(['id', 'brandId', 'alias']).orderBy('id');
  if (brandIds) q = q.where('brandId', 'in', brandIds.length ? [...brandIds] : [0]);
  return q.execute();
}

/** Every brand's names, in the shop's brand order. */
export function brandNames(db: Db) {
  return db.selectFrom('brand').select(['id', 'name', 'nameCn']).orderBy('sort').orderBy('id').execute();
}

export function brandNamesById(db: Db, brandId: number) {
  return db.selectFrom('brand').select(['id', 'name', 'nameCn']).where('id', '=', brandId).executeTakeFirst();
}

/** The brand that has this alias key, if any. */
export async function brandIdOfAliasKey(db: Db, key: string): Promise<number | undefined> {
  return (await db.selectFrom('brandAlias').select('brandId').where('aliasKey', '=', key).executeTakeFirst())?.brandId;
}

/** The brand row, locked for the rest of the transaction (undefined when there is none). */
export function lockBrandRow(trx: Transaction<Database>, brandId: number) {
  return trx.selectFrom('brand').select(['id', 'name']).where('id', '=', brandId).forUpdate().executeTakeFirst();
}

/** The brand holding this alias key, with its name, if any. */
export function aliasOwner(db: Db, key: string) {
  return db.selectFrom('brandAlias as a').innerJoin('brand as b', 'b.id', 'a.brandId').select(['a.brandId', 'b.name']).where('a.aliasKey', '=', key).executeTakeFirst();
}

export async function aliasCount(db: Db, brandId: number): Promise<number> {
  const row = await db.selectFrom('brandAlias').select(sql<number>`count(*)::int`.as('n')).where('brandId', '=', brandId).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Adds the alias unless its key is taken (by this or another brand): true when a row was added. */
export async function insertAlias(db: Db, alias: { brandId: number; alias: string; aliasKey: string }): Promise<boolean> {
  const inserted = await db.insertInto('brandAlias').values(alias).onConflict((oc) => oc.column('aliasKey').doNothing()).returning('id').executeTakeFirst();
  return inserted !== undefined;
}

/** Removes the brand's alias of this key: true when a row was removed. */
export async function deleteAlias(db: Db, brandId: number, aliasKey: string): Promise<boolean> {
  const removed = await db.deleteFrom('brandAlias').where('brandId', '=', brandId).where('aliasKey', '=', aliasKey).returning('id').execute();
  return removed.length > 0;
}
