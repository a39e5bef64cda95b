// Brand aliases (issue 33 item 4), shared by the staff API (brand-alias-routes.ts) and
// `npm run catalogue -- alias` (scripts/catalogue.ts): read a brand with its aliases, add one,
// remove one. An alias is unique by its key (domain/catalogue/brand-key.ts) across every brand,
// and may not be a brand's own name. Each write is one transaction that locks the brand row and
// publishes a 'brand' change on the catalogue change bus (catalogue-changes.ts), so every
// process's search reads the brands again at commit; enquiry matching reads the aliases at each
// import. Both writes set a state: adding an alias the brand already has, or removing one it does
// not have, answers the brand as it is (a retried call changes nothing).
import type { Kysely, Transaction } from 'kysely';
import { BRAND_ALIAS_MAX_PER_BRAND, brandKey } from '../../../domain/catalogue/brand-key.ts';
import { aliasProblem, type AliasBody, type BrandAliases } from '../../../domain/catalogue/brand-alias-payloads.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import {
  aliasCount, aliasOwner, aliasesOfBrands, brandIdOfAliasKey, brandNames, brandNamesById, deleteAlias, insertAlias, lockBrandRow,
} from './brand-repository.ts';
import { publishCatalogueChange } from './catalogue-changes.ts';
import { GOODS_MSG } from './messages.ts';

type Db = Kysely<Database> | Transaction<Database>;

async function aliasesByBrand(db: Db, brandIds: readonly number[] | null): Promise<Map<number, { id: number; alias: string }[]>> {
  const out = new Map<number, { id: number; alias: string }[]>();
  for (const a of await aliasesOfBrands(db, brandIds)) out.set(a.brandId, [...(out.get(a.brandId) ?? []), { id: a.id, alias: a.alias }]);
  return out;
}

/** Every brand with its aliases, in the shop's brand order. */
export async function listBrandAliases(db: Db): Promise<BrandAliases[]> {
  const [brands, aliases] = await Promise.all([brandNames(db), aliasesByBrand(db, null)]);
  return brands.map((b) => ({ id: b.id, name: b.name, nameCn: b.nameCn, aliases: aliases.get(b.id) ?? [] }));
}

/** One brand with its aliases; 404 when there is no such brand. */
export async function brandAliasesOf(db: Db, brandId: number): Promise<BrandAliases> {
  const b = await brandNamesById(db, brandId);
  if (!b) throw notFound(GOODS_MSG.brandUnknown);
  return { id: b.id, name: b.name, nameCn: b.nameCn, aliases: (await aliasesByBrand(db, [b.id])).get(b.id) ?? [] };
}

/** The brand a text names (its number, name, Chinese name or an alias), for the command line; undefined when none. */
export async function brandIdByText(db: Db, text: string): Promise<number | undefined> {
  if (/^\d{1,9}$/.test(text)) return (await brandNamesById(db, Number(text)))?.id;
  const key = brandKey(text);
  const brands = await brandNames(db);
  const named = brands.find((b) => brandKey(b.name) === key || (b.nameCn !== null && brandKey(b.nameCn) === key));
  if (named) return named.id;
  return brandIdOfAliasKey(db, key);
}

async function lockBrand(trx: Transaction<Database>, brandId: number) {
  const b = await lockBrandRow(trx, brandId);
  if (!b) throw notFound(GOODS_MSG.brandUnknown);
  return b;
}

/** The brand whose name or Chinese name has this key, if any. */
async function brandNamed(trx: Transaction<Database>, key: string): Promise<string | undefined> {
  const brands = await brandNames(trx);
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
    const owner = () => aliasOwner(trx, key);
    const existing = await owner();
    if (existing) {
      if (existing.brandId === brand.id) return;
      throw badRequest(GOODS_MSG.aliasTaken(alias, existing.name));
    }
    if ((await aliasCount(trx, brand.id)) >= BRAND_ALIAS_MAX_PER_BRAND) throw badRequest(GOODS_MSG.aliasTooMany(BRAND_ALIAS_MAX_PER_BRAND));
    if (!(await insertAlias(trx, { brandId: brand.id, alias, aliasKey: key }))) {
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
    if (await deleteAlias(trx, brand.id, key)) await publishCatalogueChange(trx, { kind: 'brand', ids: [] });
  });
  return brandAliasesOf(db, body.brandId);
}
