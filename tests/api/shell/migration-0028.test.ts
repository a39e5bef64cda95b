// Migration 0028 on a database written before it (issue 33 item 4): the stored keys of texts with
// a decimal point (goods, conversion members, hot-search log, the members' remembered enquiry
// choices) are recomputed with the one modelKey, rows without one are not touched, and the seeded
// brands get their aliases. PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modelKey } from '../../../domain/catalogue/model-key.ts';
import { addSeededAliases, rekeyDecimalModels } from '../../../server/db/migrations/0028-brand-aliases.ts';
import { brandAliasRows } from '../../../server/db/seed/brand-aliases.ts';
import { createTestApp, type TestContext } from '../../support/api-harness.ts';
import { insertFixtureGoods } from '../../support/fixture-goods.ts';
import { makeMember } from '../../support/order-helpers.ts';
import { paste } from '../enquiry/enquiry-helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 60 });
}, 120_000);
afterAll(async () => ctx?.close());

const DOTTED = 'QY-100 0-0.6MPa G1/2';
const OLD_KEY = 'QY100006MPAG12';

describe('0028 on rows written before it', () => {
  it('recomputes only the keys of texts with a decimal point, in every table that stores one', async () => {
    const db = ctx.handle.db;
    await insertFixtureGoods(ctx, [
      { id: 910201, model: DOTTED, brand: 'SAIC', category: '压力表', name: '压力表 测试件' },
      { id: 910202, model: 'QY-100 0-06MPa G1/2', brand: 'SAIC', category: '压力表', name: '压力表 测试件' },
    ]);
    // As written by the old key: the dot dropped. The dotless goods carries a marker key that must survive.
    await db.updateTable('goods').set({ modelKey: OLD_KEY }).where('id', '=', 910201).execute();
    await db.updateTable('goods').set({ modelKey: 'UNTOUCHED' }).where('id', '=', 910202).execute();
    const member = await db.selectFrom('conversionMember').select(['id', 'model', 'modelKey']).orderBy('id').executeTakeFirstOrThrow();
    await db.updateTable('conversionMember').set({ model: 'ZZ-1.5', modelKey: 'ZZ15' }).where('id', '=', member.id).execute();
    const hot = await db.insertInto('hotSearchLog').values({ keyword: 'qy-100 0-0.6mpa', keywordKey: 'QY10006MPA', memberId: null, resultCount: 1 }).returning('id').executeTakeFirstOrThrow();
    const m = await makeMember(ctx, '13760033201');
    expect((await paste(ctx, m.token, [{ model: DOTTED, brand: 'SAIC', qty: '1' }])).status).toBe(200);
    await db.insertInto('enquiryChoice').values({ memberId: m.id, inputKey: OLD_KEY, brandKey: 'SAIC', goodsId: 910201 }).execute();

    await rekeyDecimalModels(db);

    const goods = await db.selectFrom('goods').select(['id', 'modelKey']).where('id', 'in', [910201, 910202]).orderBy('id').execute();
    expect(goods).toEqual([{ id: 910201, modelKey: modelKey(DOTTED) }, { id: 910202, modelKey: 'UNTOUCHED' }]);
    expect(modelKey(DOTTED)).toBe('QY10000.6MPAG12');
    expect((await db.selectFrom('conversionMember').select('modelKey').where('id', '=', member.id).executeTakeFirstOrThrow()).modelKey).toBe('ZZ1.5');
    expect((await db.selectFrom('hotSearchLog').select('keywordKey').where('id', '=', hot.id).executeTakeFirstOrThrow()).keywordKey).toBe('QY10000.6MPA');
    const choices = await db.selectFrom('enquiryChoice').select(['inputKey', 'goodsId']).where('memberId', '=', m.id).execute();
    expect(choices).toEqual([{ inputKey: modelKey(DOTTED), goodsId: 910201 }]);
    // Every other goods keeps the key it had (they were written with the current function).
    const wrong = await db.selectFrom('goods').select(['model', 'modelKey']).where('id', 'not in', [910202]).execute();
    for (const g of wrong) expect(g.modelKey).toBe(modelKey(g.model));
  });

  it('gives a database seeded before aliases the seeded aliases, once', async () => {
    const db = ctx.handle.db;
    await db.deleteFrom('brandAlias').execute();
    await addSeededAliases(db);
    await addSeededAliases(db);
    const rows = await db.selectFrom('brandAlias').select(['brandId', 'alias', 'aliasKey']).orderBy('id').execute();
    expect(rows).toEqual(brandAliasRows());
  });
});
