// Goods with chosen models and brands inserted into a test database (ids from 910001), for the
// matching and ranking tests of issue 33 item 4: the model key is computed with the one
// modelKey of domain/catalogue/model-key.ts, the search index is dropped so it reads them.
import { modelKey } from '../../domain/catalogue/model-key.ts';
import { catalogueCache } from '../../server/modules/catalogue/catalogue-cache.ts';
import type { TestContext } from './api-harness.ts';

export interface FixtureGoods {
  id: number;
  model: string;
  /** brand.name */
  brand: string;
  /** A leaf category's name. */
  category: string;
  name: string;
  salesCount?: number;
}

export async function insertFixtureGoods(ctx: TestContext, goods: readonly FixtureGoods[]): Promise<void> {
  const db = ctx.handle.db;
  const brands = await db.selectFrom('brand').select(['id', 'name']).execute();
  const categories = await db.selectFrom('category').select(['id', 'name']).where('level', '=', 3).execute();
  const idOf = (list: { id: number; name: string }[], name: string) => {
    const found = list.find((x) => x.name === name);
    if (!found) throw new Error(`no ${name}`);
    return found.id;
  };
  await db
    .insertInto('goods')
    .values(
      goods.map((g) => ({
        id: g.id,
        goodsCode: `AB8${String(g.id).padStart(7, '0')}`,
        model: g.model,
        modelKey: modelKey(g.model),
        name: g.name,
        brandId: idOf(brands, g.brand),
        categoryId: idOf(categories, g.category),
        specs: JSON.stringify({}),
        unit: '只',
        taxClassCode: '1090115010000000000',
        listPriceFen: 10_000,
        memberPriceFen: 9_000,
        vipPriceFen: 8_000,
        salesCount: g.salesCount ?? 0,
        imageUrl: '/files/goods/pressure-gauge.svg?v=1',
        images: JSON.stringify(['/files/goods/pressure-gauge.svg?v=1']),
      })),
    )
    .execute();
  await db.insertInto('goodsStock').values(goods.map((g) => ({ goodsId: g.id, warehouseId: 1, qty: 50 }))).execute();
  catalogueCache(db).invalidate();
}
