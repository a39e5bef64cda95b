// Model conversion: cross-reference groups of equivalent models. Any member's model (full key,
// prefix, or 3+ characters contained) finds its groups; each member links to the live goods of
// the same brand and model key when we sell it. A keyword may name the brand too, as header
// search allows ("NSK 6205DDU", "6205DDU nsk"): the brand word is taken off the model and that
// brand's member ranks first.
import { sql, type Kysely } from 'kysely';
import { modelKey } from '../../../domain/catalogue/model-key.ts';
import { priceOf, type PriceKind } from '../../../domain/shared/pricing.ts';
import { escapeLike, normaliseKeyword } from '../../../domain/catalogue/search-query.ts';
import type { ConversionGroup, ConversionMember } from '../../../domain/catalogue/catalogue-views.ts';
import type { Database } from '../../db/schema.ts';
import { page, type Page } from '../../http/envelope.ts';

const SIZE_TOLERANCE = 0.01;

interface KeyMatch {
  key: string;
  prefix: string;
  contains: string | null;
  text: string;
  /** The member brand the keyword named (as stored), or null. */
  brand: string | null;
}

function matchOf(text: string, brand: string | null): KeyMatch {
  const key = modelKey(text);
  return { key, prefix: `${escapeLike(key)}%`, contains: [...key].length >= 3 ? `%${escapeLike(key)}%` : null, text, brand };
}

/** The keyword as a model, or as brand + model when its first or last word is a member brand. */
async function keyMatch(db: Kysely<Database>, keyword: string): Promise<KeyMatch | null> {
  const text = normaliseKeyword(keyword);
  if (!text) return null;
  const words = text.split(/\s+/);
  if (words.length >= 2) {
    const ends = [words[0]!, words.at(-1)!].map((w) => w.toUpperCase());
    const brands = await db
      .selectFrom('conversionMember')
      .select('brandName')
      .distinct()
      .where((eb) => eb(eb.fn('upper', ['brandName']), 'in', ends))
      .execute();
    const named = (word: string) => brands.find((b) => b.brandName.toUpperCase() === word.toUpperCase())?.brandName ?? null;
    const first = named(words[0]!);
    if (first) return matchOf(words.slice(1).join(' '), first);
    const last = named(words.at(-1)!);
    if (last) return matchOf(words.slice(0, -1).join(' '), last);
  }
  return matchOf(text, null);
}

/**
 * Groups ranked: 0 the named brand's member has the key, 1 a member's key equals, 2 starts with,
 * 3 contains the keyword's key, 4 the standard mentions it.
 */
function rankedGroups(m: KeyMatch) {
  const contains = m.contains ? sql` or cm.model_key like ${m.contains}` : sql``;
  const exact = m.brand ? sql`when cm.model_key = ${m.key} and cm.brand_name = ${m.brand} then 0 ` : sql``;
  return sql`
    select r.group_id, min(r.rank) as rank from (
      select cm.group_id, case ${exact}when cm.model_key = ${m.key} then 1 when cm.model_key like ${m.prefix} then 2 else 3 end as rank
      from conversion_member cm where cm.model_key like ${m.prefix}${contains}
      union all
      select cg.id, 4 from conversion_group cg where cg.standard ilike ${`%${escapeLike(m.text)}%`}
    ) r group by r.group_id`;
}

export async function groupMembers(db: Kysely<Database>, groupIds: readonly number[], priceKind: PriceKind) {
  if (groupIds.length === 0) return [];
  // reads goods_stock of stock: the available quantity of each row in the same query (one call per row otherwise)
  const { rows } = await sql<{ groupId: number; brandName: string; model: string; goodsId: number | null; listPriceFen: number | null; memberPriceFen: number | null; vipPriceFen: number | null; stockQty: number | null; minOrderQty: number | null; packQty: number | null; unit: string | null }>`
    select cm.group_id, cm.brand_name, cm.model, g.id as goods_id, g.list_price_fen, g.member_price_fen, g.vip_price_fen, g.min_order_qty, g.pack_qty, g.unit,
      case when g.id is null then null else coalesce((select sum(s.qty - s.reserved) from goods_stock s where s.goods_id = g.id), 0)::int end as stock_qty
    from conversion_member cm
    left join lateral (
      select g.id, g.list_price_fen, g.member_price_fen, g.vip_price_fen, g.min_order_qty, g.pack_qty, g.unit from goods g
      where g.model_key = cm.model_key and g.brand_id = cm.brand_id and g.status = 1 order by g.id limit 1
    ) g on true
    where cm.group_id = any(${[...groupIds]}::int[])
    order by cm.group_id, cm.sort, cm.id`.execute(db);
  return rows.map((r) => ({
    groupId: r.groupId,
    brandName: r.brandName,
    model: r.model,
    goodsId: r.goodsId,
    buy: r.goodsId === null ? null : { minOrderQty: r.minOrderQty!, packQty: r.packQty!, unit: r.unit!, stockQty: Math.max(0, r.stockQty ?? 0) },
    priceFen: r.goodsId === null ? null : priceOf({ listPriceFen: r.listPriceFen!, memberPriceFen: r.memberPriceFen!, vipPriceFen: r.vipPriceFen! }, priceKind),
    stockQty: r.stockQty,
  }));
}

export async function convertList(db: Kysely<Database>, keyword: string, current: number, size: number): Promise<Page<ConversionGroup>> {
  const m = await keyMatch(db, keyword);
  const offset = (current - 1) * size;
  const ranked = m
    ? sql<{ groupId: number; standard: string; total: number }>`
        select x.group_id, cg.standard, count(*) over ()::int as total from (${rankedGroups(m)}) x
        join conversion_group cg on cg.id = x.group_id
        order by x.rank, cg.sort, cg.id limit ${size} offset ${offset}`
    : sql<{ groupId: number; standard: string; total: number }>`
        select cg.id as group_id, cg.standard, count(*) over ()::int as total from conversion_group cg
        order by cg.sort, cg.id limit ${size} offset ${offset}`;
  const { rows } = await ranked.execute(db);
  const total = rows[0]?.total ?? (offset > 0 ? await countGroups(db, m) : 0);
  const members = await groupMembers(db, rows.map((r) => r.groupId), 'list');
  return page(
    rows.map((r) => ({
      groupId: r.groupId,
      standard: r.standard,
      members: members.filter((x) => x.groupId === r.groupId).map(({ brandName, model, goodsId, buy }) => ({ brandName, model, goodsId, buy })),
    })),
    total,
    current,
    size,
  );
}

async function countGroups(db: Kysely<Database>, m: KeyMatch | null): Promise<number> {
  const { rows } = m
    ? await sql<{ n: number }>`select count(*)::int as n from (${rankedGroups(m)}) x`.execute(db)
    : await sql<{ n: number }>`select count(*)::int as n from conversion_group`.execute(db);
  return rows[0]?.n ?? 0;
}

export async function modelList(db: Kysely<Database>, q: { brandId?: number | undefined; keyword?: string | undefined; current: number; size: number }) {
  const m = q.keyword ? await keyMatch(db, q.keyword) : null;
  let base = db.selectFrom('conversionMember as cm');
  if (q.brandId !== undefined) base = base.where('cm.brandId', '=', q.brandId);
  if (m) base = base.where((eb) => (m.contains ? eb.or([eb('cm.modelKey', 'like', m.prefix), eb('cm.modelKey', 'like', m.contains)]) : eb('cm.modelKey', 'like', m.prefix)));
  // Keys starting with the keyword first, then keys containing it; without a keyword, by key.
  const ranked = m ? base.orderBy(sql`case when cm.model_key like ${m.prefix} then 0 else 1 end`) : base;
  const [records, count] = await Promise.all([
    ranked
      .select(['cm.model', 'cm.brandName', 'cm.groupId'])
      .orderBy('cm.modelKey')
      .orderBy('cm.id')
      .limit(q.size)
      .offset((q.current - 1) * q.size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return page(records, Number(count.n), q.current, q.size);
}

export async function sizeList(db: Kysely<Database>, q: { innerDiameter?: number | undefined; outerDiameter?: number | undefined; width?: number | undefined }) {
  let base = db.selectFrom('conversionGroup').where('innerDiameter', 'is not', null);
  const near = (column: 'innerDiameter' | 'outerDiameter' | 'width', value: number | undefined) => {
    if (value !== undefined) base = base.where(column, '>=', value - SIZE_TOLERANCE).where(column, '<=', value + SIZE_TOLERANCE);
  };
  near('innerDiameter', q.innerDiameter);
  near('outerDiameter', q.outerDiameter);
  near('width', q.width);
  const rows = await base
    .select(['id as groupId', 'standard', 'innerDiameter', 'outerDiameter', 'width'])
    .orderBy('innerDiameter')
    .orderBy('outerDiameter')
    .orderBy('width')
    .orderBy('id')
    .limit(200)
    .execute();
  return rows.map((r) => ({ ...r, innerDiameter: r.innerDiameter!, outerDiameter: r.outerDiameter!, width: r.width! }));
}

export async function groupDetail(db: Kysely<Database>, id: number, priceKind: PriceKind) {
  const group = await db.selectFrom('conversionGroup').select(['id', 'standard', 'category', 'specs']).where('id', '=', id).executeTakeFirst();
  if (!group) return null;
  const members = await groupMembers(db, [id], priceKind);
  return {
    groupId: group.id,
    standard: group.standard,
    category: group.category,
    specs: Object.entries(group.specs).map(([name, value]) => ({ name, value })),
    members: members.map(({ groupId: _g, ...m }) => m),
  };
}

export async function modelAssociation(db: Kysely<Database>, keyword: string, limit = 10): Promise<{ model: string; brandName: string }[]> {
  const m = await keyMatch(db, keyword);
  if (!m) return [];
  const prefix = await db
    .selectFrom('conversionMember')
    .select(['model', 'brandName', 'modelKey'])
    .distinct()
    .where('modelKey', 'like', m.prefix)
    .orderBy('modelKey')
    .orderBy('brandName')
    .limit(limit)
    .execute();
  let rows = prefix;
  if (rows.length < limit && m.contains) {
    const more = await db
      .selectFrom('conversionMember')
      .select(['model', 'brandName', 'modelKey'])
      .distinct()
      .where('modelKey', 'like', m.contains)
      .where('modelKey', 'not like', m.prefix)
      .orderBy('modelKey')
      .orderBy('brandName')
      .limit(limit - rows.length)
      .execute();
    rows = [...rows, ...more];
  }
  return rows.map(({ model, brandName }) => ({ model, brandName }));
}

export async function convertAssociation(db: Kysely<Database>, keyword: string, limit = 10): Promise<{ groupId: number; standard: string }[]> {
  const m = await keyMatch(db, keyword);
  if (!m) return [];
  const { rows } = await sql<{ groupId: number; standard: string }>`
    select x.group_id, cg.standard from (${rankedGroups(m)}) x join conversion_group cg on cg.id = x.group_id
    order by x.rank, cg.sort, cg.id limit ${limit}`.execute(db);
  return rows;
}

/** The other members of every group holding this brand's model (for the product page). */
export async function conversionsOf(db: Kysely<Database>, brandId: number, key: string, selfId: number): Promise<ConversionMember[]> {
  const groups = await db.selectFrom('conversionMember').select('groupId').where('modelKey', '=', key).where('brandId', '=', brandId).execute();
  const members = await groupMembers(db, [...new Set(groups.map((g) => g.groupId))], 'list');
  const seen = new Set<string>();
  const out: ConversionMember[] = [];
  for (const mb of members) {
    if (mb.goodsId === selfId) continue;
    const id = `${mb.brandName}|${mb.model}`;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push({ brandName: mb.brandName, model: mb.model, goodsId: mb.goodsId, buy: mb.buy });
  }
  return out;
}
