// Brand aliases (issue 33 item 4): seeded for the seeded brands, used by search (brand words of a
// keyword) and by enquiry matching (the brand column), edited by 运营 in the console's catalogue
// (read by any staff member, 403 for another role, 400 with one Chinese sentence for an alias
// that names another brand, audit-logged), through `npm run catalogue -- alias` too, and in
// effect at once without a restart. PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnquiryReport } from '../../../domain/enquiry/enquiry-views.ts';
import type { BrandAliases } from '../../../domain/catalogue/brand-alias-payloads.ts';
import type { StaffRole } from '../../../domain/staff/staff-roles.ts';
import { runCatalogueCommand } from '../../../scripts/catalogue.ts';
import { BRAND_ALIASES } from '../../../server/db/seed/brand-aliases.ts';
import { BRANDS } from '../../../server/db/seed/brands.ts';
import { call, createTestApp, type TestContext } from '../../support/api-harness.ts';
import { insertFixtureGoods } from '../../support/fixture-goods.ts';
import { indexHeard } from '../../support/index-changes.ts';
import { makeMember } from '../../support/order-helpers.ts';
import { roleTokens } from '../staff/staff-support.ts';
import { paste, report } from '../enquiry/enquiry-helpers.ts';

const BASE = '/gateway/goods/api/staff/goods/catalogue/brand';

let ctx: TestContext;
let tokens: Record<StaffRole, string>;
let member: string;
let donghua: number;

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 60 });
  await insertFixtureGoods(ctx, [
    { id: 910101, model: 'ZX-08B-1X', brand: 'DONGHUA', category: '滚子链', name: '东华 滚子链 测试件' },
    { id: 910102, model: 'ZX-6205-9Q', brand: 'ZWZ', category: '深沟球轴承', name: '瓦轴 深沟球轴承 测试件' },
  ]);
  tokens = await roleTokens(ctx);
  member = (await makeMember(ctx, '13760033101')).token;
  donghua = (await ctx.handle.db.selectFrom('brand').select('id').where('name', '=', 'DONGHUA').executeTakeFirstOrThrow()).id;
}, 120_000);
afterAll(async () => ctx?.close());

const post = (url: string, payload: object, token = tokens.operations) => call<BrandAliases>(ctx, { method: 'POST', url, token, payload });
const lines = async (rows: { model: string; brand?: string }[]): Promise<EnquiryReport['lines']> => {
  const res = await paste(ctx, member, rows.map((r) => ({ qty: '2', ...r })));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (await report(ctx, member, res.body.data.enquiryId)).body.data.lines;
};
const search = async (keyword: string) => {
  const res = await call<{ records: { id: number; brandId: number }[]; total: number }>(ctx, { method: 'POST', url: '/gateway/goods/open/goods/list', payload: { keyword, current: 1, size: 100 } });
  expect(res.status).toBe(200);
  return res.body.data;
};

describe('seeded aliases', () => {
  it('every seeded brand but the three written only in letters has its aliases, in the staff list', async () => {
    const res = await call<BrandAliases[]>(ctx, { method: 'GET', url: `${BASE}/list`, token: tokens.warehouse });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(BRANDS.length);
    for (const b of BRANDS) {
      const row = res.body.data.find((r) => r.name === b.name)!;
      expect(row.aliases.map((a) => a.alias)).toEqual([...(BRAND_ALIASES[b.key] ?? [])]);
    }
    expect(res.body.data.find((r) => r.name === 'DONGHUA')!.aliases.map((a) => a.alias)).toContain('东华');
    expect(res.body.data.filter((r) => r.aliases.length === 0).map((r) => r.name).sort()).toEqual(['CRC', 'NOK', 'THK']);
  });

  it('enquiry: 东华 is DONGHUA, 瓦房店轴承 is ZWZ, and the line says the brand fits', async () => {
    const [a, b] = await lines([
      { model: 'ZX-08B-1X', brand: '东华' },
      { model: 'ZX-6205-9Q', brand: '瓦房店轴承' },
    ]);
    expect(a).toMatchObject({ status: 'matched', goodsId: 910101, reason: '型号与品牌完全一致' });
    expect(b).toMatchObject({ status: 'matched', goodsId: 910102, reason: '型号与品牌完全一致' });
  });

  it('search: an alias as a brand word ("杭州东华 滚子链", "wazhou 6205") finds that brand’s goods', async () => {
    const chain = await search('杭州东华 滚子链');
    expect(chain.records.map((r) => r.id)).toContain(910101);
    expect(chain.records.every((r) => r.brandId === donghua)).toBe(true);
    const bearing = await search('wazhou ZX-6205');
    expect(bearing.records.map((r) => r.id)).toEqual([910102]);
  });
});

describe('staff edits', () => {
  it('运营 adds an alias: audit-logged, and search and enquiry use it at once; removing it undoes both', async () => {
    const word = '测试链条厂';
    expect((await search(word)).records.map((r) => r.id)).not.toContain(910101);
    const [before] = await lines([{ model: 'ZX-08B-1X', brand: word }]);
    expect(before).toMatchObject({ status: 'candidates', reason: `未识别品牌“${word}”，以下为该型号的商品，请核对品牌后选择` });

    const res = await post(`${BASE}/alias/add`, { brandId: donghua, alias: ` ${word} ` });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('别名已添加，搜索与批量询价即时生效');
    expect(res.body.data).toMatchObject({ id: donghua, name: 'DONGHUA' });
    expect(res.body.data.aliases.map((a) => a.alias)).toContain(word);
    // The same call again changes nothing.
    const again = await post(`${BASE}/alias/add`, { brandId: donghua, alias: word });
    expect(again.status).toBe(200);
    expect(again.body.data.aliases.filter((a) => a.alias === word)).toHaveLength(1);
    const audit = await ctx.handle.db.selectFrom('staffAudit').select(['action', 'targetKind', 'targetId', 'staffRole']).where('action', '=', '添加品牌别名').execute();
    expect(audit[0]).toMatchObject({ targetKind: 'brand', targetId: String(donghua), staffRole: 'operations' });

    // The change reaches the search through the outbox (on PostgreSQL within the publisher's pass, ~50 ms).
    await indexHeard(ctx.handle.db);
    expect((await search(word)).records.map((r) => r.id)).toContain(910101);
    const [after] = await lines([{ model: 'ZX-08B-1X', brand: word }]);
    expect(after).toMatchObject({ status: 'matched', goodsId: 910101, reason: '型号与品牌完全一致' });

    const removed = await post(`${BASE}/alias/remove`, { brandId: donghua, alias: word });
    expect(removed.status).toBe(200);
    expect(removed.body.data.aliases.map((a) => a.alias)).not.toContain(word);
    await indexHeard(ctx.handle.db);
    expect((await search(word)).records.map((r) => r.id)).not.toContain(910101);
    const [gone] = await lines([{ model: 'ZX-08B-1X', brand: word }]);
    expect(gone!.status).toBe('candidates');
    // Removing it again changes nothing.
    expect((await post(`${BASE}/alias/remove`, { brandId: donghua, alias: word })).status).toBe(200);
  });

  it('refuses an alias that belongs to another brand or is a brand name (400, Chinese), and writes nothing', async () => {
    const zwz = (await ctx.handle.db.selectFrom('brand').select('id').where('name', '=', 'ZWZ').executeTakeFirstOrThrow()).id;
    const count = async () => Number((await ctx.handle.db.selectFrom('brandAlias').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const n = await count();
    const taken = await post(`${BASE}/alias/add`, { brandId: zwz, alias: '东华' });
    expect(taken.status).toBe(400);
    expect(taken.body).toMatchObject({ success: false, msg: '别名“东华”已属于品牌“DONGHUA”，同一个别名只能对应一个品牌' });
    const name = await post(`${BASE}/alias/add`, { brandId: zwz, alias: '斯凯孚' });
    expect(name.status).toBe(400);
    expect(name.body.msg).toBe('“斯凯孚”已是品牌“SKF”的名称，无需再添加为别名');
    const short = await post(`${BASE}/alias/add`, { brandId: zwz, alias: '有限公司' });
    expect(short.status).toBe(400);
    expect(short.body.msg).toBe('别名至少要有两个字母、数字或汉字（公司、集团等后缀不计）');
    const unknownField = await post(`${BASE}/alias/add`, { brandId: zwz, alias: '瓦轴集团X', note: 1 });
    expect(unknownField.status).toBe(400);
    const unknownBrand = await post(`${BASE}/alias/add`, { brandId: 99999, alias: '无此品牌' });
    expect(unknownBrand.status).toBe(404);
    expect(unknownBrand.body.msg).toBe('品牌不存在，请检查品牌编号');
    expect(await count()).toBe(n);
  });

  it('refuses a role without catalogue.edit (403) and a member token', async () => {
    for (const role of ['warehouse', 'service', 'finance'] as const) {
      const res = await post(`${BASE}/alias/add`, { brandId: donghua, alias: '东华链条厂' }, tokens[role]);
      expect(res.status, role).toBe(403);
      expect(res.body.success).toBe(false);
    }
    expect((await post(`${BASE}/alias/remove`, { brandId: donghua, alias: '东华' }, tokens.warehouse)).status).toBe(403);
    expect((await call(ctx, { method: 'GET', url: `${BASE}/list`, token: member })).status).toBe(403);
    const kept = await call<BrandAliases[]>(ctx, { method: 'GET', url: `${BASE}/list`, token: tokens.admin });
    expect(kept.body.data.find((b) => b.id === donghua)!.aliases.map((a) => a.alias)).toEqual(['东华', '杭州东华']);
  });

  it('the CLI lists, adds and removes aliases through the same services', async () => {
    const db = ctx.handle.db;
    const show = await runCatalogueCommand(db, ['alias', 'DONGHUA']);
    expect(show.code).toBe(0);
    expect(show.out.join('\n')).toContain('东华、杭州东华');
    const add = await runCatalogueCommand(db, ['alias', 'DONGHUA', 'add', '东华链条厂']);
    expect(add).toMatchObject({ code: 0 });
    expect(add.out.join('\n')).toContain('东华链条厂');
    const taken = await runCatalogueCommand(db, ['alias', 'ZWZ', 'add', '东华链条厂']);
    expect(taken.code).toBe(1);
    expect(taken.out.join('\n')).toContain('已属于品牌“DONGHUA”');
    const remove = await runCatalogueCommand(db, ['alias', String(donghua), 'remove', '东华链条厂']);
    expect(remove.code).toBe(0);
    expect(remove.out.join('\n')).not.toContain('东华链条厂');
    expect((await runCatalogueCommand(db, ['alias', '无此品牌'])).code).toBe(2);
  });
});
