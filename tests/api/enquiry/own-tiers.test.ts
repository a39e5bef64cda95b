// A batch enquiry prices a line with the goods' own tiers when the staff console set them
// (goods.price_tiers), as the cart and checkout do; without own tiers, with the default ones.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unitPriceFor } from '../../../domain/shared/pricing.ts';
import { createTestApp, type TestContext } from '../../support/api-harness.ts';
import { makeMember } from '../../support/order-helpers.ts';
import { paste, report } from './enquiry-helpers.ts';

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestApp();
  token = (await makeMember(ctx, '13760001091')).token;
}, 120_000);
afterAll(async () => ctx?.close());

const priced = async (qty: number) => {
  const id = (await paste(ctx, token, [{ model: '6205-2RSH', brand: 'SKF', qty: String(qty) }])).body.data.enquiryId;
  const line = (await report(ctx, token, id)).body.data.lines[0]!;
  expect(line.status).toBe('matched');
  return line.goods!.unitPriceFen;
};

describe('enquiry pricing and the goods\' own tiers', () => {
  it('uses the default tiers, then the goods\' own once set', async () => {
    const goods = await ctx.handle.db.selectFrom('goods').select(['id', 'listPriceFen', 'memberPriceFen', 'vipPriceFen', 'minOrderQty']).where('model', '=', '6205-2RSH').executeTakeFirstOrThrow();
    expect(await priced(20)).toBe(unitPriceFor(goods, 'member', 20));
    const tiers = [
      { minQty: goods.minOrderQty, listPriceFen: goods.listPriceFen, memberPriceFen: goods.memberPriceFen, vipPriceFen: goods.vipPriceFen },
      { minQty: goods.minOrderQty * 20, listPriceFen: goods.listPriceFen - 300, memberPriceFen: goods.memberPriceFen - 300, vipPriceFen: goods.vipPriceFen - 300 },
    ];
    await sql`update goods set price_tiers = ${JSON.stringify(tiers)}::jsonb where id = ${goods.id}`.execute(ctx.handle.db);
    expect(await priced(goods.minOrderQty * 20)).toBe(goods.memberPriceFen - 300);
    expect(await priced(goods.minOrderQty)).toBe(goods.memberPriceFen);
  });
});
