// Brand aliases (issue 33 item 4), shared by the staff API (brand-alias-routes.ts) and
// `npm run catalogue -- alias` (scripts/catalogue.ts): read a brand with its aliases, add one,
// remove one. An alias is unique by its key (domain/catalogue/brand-key.ts) across every brand,
// and may not be a brand's own name. Each write is one transaction that locks the brand row and
// publishes a 'brand' change on the catalogue change bus (catalogue-changes.ts), so every
// process's search reads the brands again at commit; enquiry matching reads the aliases at each
// import. Both writes set a state: adding an alias the brand already has, or removing one it does
// not have, answers the brand as it is (a retried call changes nothing).
import { sql, type Kysely, type Transaction } from 'kysely';
import { BRAND_ALIAS_MAX_PER_BRAND, brandKey } from '../../../domain/catalogue/brand-key.ts';
import { aliasProblem, type AliasBody, type BrandAliases } from '../../../domain/catalogue/brand-alias-payloads.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { publishCatalogueChange } from './catalogue-changes.ts';
import { GOODS_MSG } from './messages.ts';

type Db = Kysely<Database> | Transaction<Database>;

async function aliasesByBrand(db: Db, brandIds: readonly number[] | null): Promise<Map<number, { id: number; alias: string }[]>> {
  let q = db.selectFrom('brandAlias').select(['id', 'brandId', 'alias']).orderBy('id');
  if (brandIds) q = q.where('brandId', 'in', brandIds.length ? [...brandIds] : [0]);
  const out = new Map<number, { id: number; alias: string }[]>();
  for (const a of await q.execute()) out.set(a.brandId, [...(out.get(a.brandId) ?? []), { id: a.id, alias: a.alias }]);
  return out;
}

/** Every brand with its aliases, in the shop's brand order. */
export async function listBrandAliases(db: Db): Promise<BrandAliases[]> {
  const [brands, aliases] = await Promise.all([db.selectFrom('brand').select(['id', 'name', 'nameCn']).orderBy('sort').orderBy('id').execute(), aliasesByBrand(db, null)]);
  return brands.map((b) => ({ id: b.id, name: b.name, nameCn: b.nameCn, aliases: aliases.get(b.id) ?? [] }));
}

/** One brand with its aliases; 404 when there is no such brand. */
export async function brandAliasesOf(db: Db, brandId: number): Promise<BrandAliases> {
  const b = await db.selectFrom('brand').select(['id', 'name', 'nameCn']).where('id', '=', brandId).executeTakeFirst();
  if (!b) throw notFound(GOODS_MSG.brandUnknown);
  return { id: b.id, name: b.name, nameCn: b.nameCn, aliases: (await aliasesByBrand(db, [b.id])).get(b.id) ?? [] };
}

/** The brand a text names (its number, name, Chinese name or an alias), for the command line; undefined when none. */
export async function brandIdByText(db: Db, text: string): Promise<number | undefined> {
  if (/^\d{1,9}$/.test(text)) return (await db.selectFrom('brand').select('id').where('id', '=', Number(text)).executeTakeFirst())?.id;
  const key = brandKey(text);
  const brands = await db.selectFrom('brand').select(['id', 'name', 'nameCn']).execute();
  const named = brands.find((b) => brandKey(b.name) === key || (b.nameCn !== null && brandKey(b.nameCn) === key));
  if (named) return named.id;
  return (await db.selectFrom('brandAlias').select('brandId').where('aliasKey', '=', key).executeTakeFirst())?.brandId;
}

async function lockBrand(trx: Transaction<Database>, brandId: number) {
  const b = await trx.selectFrom('brand').select(['id', 'name']).where('id', '=', brandId).forUpdate().executeTakeFirst();
  if (!b) throw notFound(GOODS_MSG.brandUnknown);
  return b;
}

/** The brand whose name or Chinese name has this key, if any. */
async function brandNamed(trx: Transaction<Database>, key: string): Promise<string | undefined> {
  const brands = await trx.selectFrom('brand').select(['name', 'nameCn']).execute();
  return brands.find((b) => brandKey(b.name) === key || (b.nameCn !== null && brandKey(b.nameCn) === key))?.name;
}

/** Adds an alias to a brand; refused with one Chinese sentence (400) when it names another brand. */
export async function addBrandAlias(db: Kysely<Database>, body: AliasBody): Promise<BrandAliases> {
  const problem = aliasProblem(body.alias);
  if (problem) throw badRequest(problem);
  const alias = body.alias.trim().replace(/\s+/g, ' ');
  const key = brandKey(alias);
  await db.transaction().execute(async (trx) => {
    const brand = await lockBrand(trx, body.brandId);
    const named = await brandNamed(trx, key);
    if (named !== undefined) throw badRequest(GOODS_MSG.aliasIsName(alias, named));
    const owner = async () =>
      trx.selectFrom('brandAlias as a').innerJoin('brand as b', 'b.id', 'a.brandId').select(['a.brandId', 'b.name']).where('a.aliasKey', '=', key).executeTakeFirst();
    const existing = await owner();
    if (existing) {
      if (existing.brandId === brand.id) return;
      throw badRequest(GOODS_MSG.aliasTaken(alias, existing.name));
    }
    const count = await trx.selectFrom('brandAlias').select(sql<number>`count(*)::int`.as('n')).where('brandId', '=', brand.id).executeTakeFirstOrThrow();
    if (Number(count.n) >= BRAND_ALIAS_MAX_PER_BRAND) throw badRequest(GOODS_MSG.aliasTooMany(BRAND_ALIAS_MAX_PER_BRAND));
    const inserted = await trx
      .insertInto('brandAlias')
      .values({ brandId: brand.id, alias, aliasKey: key })
      .onConflict((oc) => oc.column('aliasKey').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) {
      // Another call added the same key meanwhile.
      const now = await owner();
      if (now && now.brandId !== brand.id) throw badRequest(GOODS_MSG.aliasTaken(alias, now.name));
      return;
    }
    await publishCatalogueChange(trx, { kind: 'brand', ids: [] });
  });
  return brandAliasesOf(db, body.brandId);
}

/** Removes an alias (by its text, compared by key) from a brand; removing one it does not have changes nothing. */
export async function removeBrandAlias(db: Kysely<Database>, body: AliasBody): Promise<BrandAliases> {
  const key = brandKey(body.alias);
  await db.transaction().execute(async (trx) => {
    const brand = await lockBrand(trx, body.brandId);
    const removed = await trx.deleteFrom('brandAlias').where('brandId', '=', brand.id).where('aliasKey', '=', key).returning('id').execute();
    if (removed.length > 0) await publishCatalogueChange(trx, { kind: 'brand', ids: [] });
  });
  return brandAliasesOf(db, body.brandId);
}
