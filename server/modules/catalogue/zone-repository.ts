// Special zones (the spec's "scope"): the header list and zone pages.
import type { Kysely } from 'kysely';
import type { ZonePageItem, ZoneSummary } from '../../../domain/catalogue/catalogue-views.ts';
import type { Database } from '../../db/schema.ts';
import { offsetOf, type PageQuery } from '../../../domain/shared/page-query.ts';
import { page, type Page } from '../../http/envelope.ts';

export async function listZones(db: Kysely<Database>, q: PageQuery & { type?: number | undefined }): Promise<Page<ZoneSummary>> {
  let base = db.selectFrom('zone').where('status', '=', 1);
  if (q.type !== undefined) base = base.where('type', '=', q.type);
  const [records, count] = await Promise.all([
    base.select(['id', 'name', 'scopeId', 'description', 'bannerUrl']).orderBy('sort').orderBy('id').limit(q.size).offset(offsetOf(q)).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return page(records, Number(count.n), q.current, q.size);
}

/** Zones with the number of live goods in each. */
export async function pageZones(db: Kysely<Database>, q: PageQuery & { type?: number | undefined }): Promise<Page<ZonePageItem>> {
  let base = db.selectFrom('zone as z').where('z.status', '=', 1);
  if (q.type !== undefined) base = base.where('z.type', '=', q.type);
  const [records, count] = await Promise.all([
    base
      .select(['z.id', 'z.name', 'z.scopeId', 'z.description', 'z.bannerUrl'])
      .select((eb) =>
        eb
          .selectFrom('zoneGoods as zg')
          .innerJoin('goods as g', 'g.id', 'zg.goodsId')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('zg.zoneId', '=', 'z.id')
          .where('g.status', '=', 1)
          .as('goodsCount'),
      )
      .orderBy('z.sort')
      .orderBy('z.id')
      .limit(q.size)
      .offset(offsetOf(q))
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return page(records.map((r) => ({ ...r, goodsCount: Number(r.goodsCount ?? 0) })), Number(count.n), q.current, q.size);
}

export async function findZone(db: Kysely<Database>, id: number): Promise<ZoneSummary | undefined> {
  return db.selectFrom('zone').select(['id', 'name', 'scopeId', 'description', 'bannerUrl']).where('id', '=', id).where('status', '=', 1).executeTakeFirst();
}

/** A page of a zone's live goods ids, in the zone's order. */
export async function zoneGoodsIds(db: Kysely<Database>, zoneId: number, q: PageQuery): Promise<{ ids: number[]; total: number }> {
  const base = db.selectFrom('zoneGoods as zg').innerJoin('goods as g', 'g.id', 'zg.goodsId').where('zg.zoneId', '=', zoneId).where('g.status', '=', 1);
  const [rows, count] = await Promise.all([
    base.select('zg.goodsId').orderBy('zg.sort').orderBy('zg.goodsId').limit(q.size).offset(offsetOf(q)).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { ids: rows.map((r) => r.goodsId), total: Number(count.n) };
}
