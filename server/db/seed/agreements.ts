// The demo company's price agreement (issue 39): active, valid for a year from the seed date,
// drafted by 运营 孙悦 (yunying) and confirmed by 系统管理员 (admin), as the two-person rule asks.
// Terms: SKF at 88折 of the list price, and fixed prices for three SKF bearings below that rate
// (so both kinds of term show): 6205-2RSH ¥36.00, 7205BECBP ¥55.00, NU2210ECP ¥189.00. The goods
// are found by brand and model (the first of each, by id): their codes and ids depend on the
// seed's size (6205-2RSH is AB00000001 in every size; 7205BECBP and NU2210ECP are AB00000002/3 at 50
// SKUs, AB00000008/9 at 3,000). A catalogue without them gets only the terms it has.
import type { Kysely, Transaction } from 'kysely';
import { chinaDateKey, chinaYymmdd } from '../../../domain/shared/china-time.ts';
import type { Database } from '../schema.ts';

type Db = Kysely<Database> | Transaction<Database>;
const DAY_MS = 86_400_000;

export const DEMO_AGREEMENT = {
  name: '2026 年度框架协议',
  note: '年度采购框架协议：SKF 全线 88 折，常购轴承三款固定价',
  brand: { name: 'SKF', rateBp: 8800 },
  goods: [
    { model: '6205-2RSH', priceFen: 3600 },
    { model: '7205BECBP', priceFen: 5500 },
    { model: 'NU2210ECP', priceFen: 18900 },
  ],
  drafter: 'yunying',
  confirmer: 'admin',
} as const;

export async function seedAgreement(db: Db, companyId: number, now: Date): Promise<void> {
  const staff = await db.selectFrom('staffUser').select(['id', 'username']).where('username', 'in', [DEMO_AGREEMENT.drafter, DEMO_AGREEMENT.confirmer]).execute();
  const drafter = staff.find((s) => s.username === DEMO_AGREEMENT.drafter);
  const confirmer = staff.find((s) => s.username === DEMO_AGREEMENT.confirmer);
  if (!drafter || !confirmer) return;
  const drafted = new Date(now.getTime() - 2 * DAY_MS);
  const submitted = new Date(now.getTime() - 2 * DAY_MS + 3_600_000);
  const confirmed = new Date(now.getTime() - DAY_MS);
  const row = await db
    .insertInto('priceAgreement')
    .values({
      agreementNo: `XY${chinaYymmdd(drafted)}0001`, companyId, name: DEMO_AGREEMENT.name, note: DEMO_AGREEMENT.note,
      validFrom: chinaDateKey(now), validTo: chinaDateKey(new Date(now.getTime() + 364 * DAY_MS)), status: 'active',
      createdBy: drafter.id, submittedAt: submitted, confirmedBy: confirmer.id, confirmedAt: confirmed, version: 3, createdAt: drafted, updatedAt: confirmed,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const agreementId = Number(row.id);
  const brand = await db.selectFrom('brand').select('id').where('name', '=', DEMO_AGREEMENT.brand.name).executeTakeFirst();
  if (brand) await db.insertInto('priceAgreementItem').values({ agreementId, kind: 'brand', brandId: brand.id, rateBp: DEMO_AGREEMENT.brand.rateBp }).execute();
  const goods = brand
    ? await db.selectFrom('goods').select(['id', 'model']).where('brandId', '=', brand.id).where('model', 'in', DEMO_AGREEMENT.goods.map((g) => g.model)).orderBy('id').execute()
    : [];
  const idOf = new Map<string, number>();
  for (const g of goods) if (!idOf.has(g.model)) idOf.set(g.model, g.id);
  const items = DEMO_AGREEMENT.goods.flatMap((g) => {
    const goodsId = idOf.get(g.model);
    return goodsId === undefined ? [] : [{ agreementId, kind: 'goods', goodsId, priceFen: g.priceFen }];
  });
  if (items.length > 0) await db.insertInto('priceAgreementItem').values(items).execute();
}
