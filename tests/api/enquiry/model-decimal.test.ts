// Matching that never guesses a different part (issue 33 item 4): a decimal point between digits
// is part of the model (0-06MPa is not 0-0.6MPa); an exact model with its brand is matched even
// when other goods of that brand share its key up to hyphens; the reasons say what the match
// rested on; the product list puts the exact text first. JSON paste form of import. PGlite and
// PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnquiryReport } from '../../../domain/enquiry/enquiry-views.ts';
import { call, createTestApp, type TestContext } from '../../support/api-harness.ts';
import { insertFixtureGoods } from '../../support/fixture-goods.ts';
import { makeMember } from '../../support/order-helpers.ts';
import { paste, report } from './enquiry-helpers.ts';

let ctx: TestContext;
let token: string;

const GAUGE = { brand: 'SAIC', category: '压力表', name: '上仪 一般压力表 测试件' };
beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 60 });
  await insertFixtureGoods(ctx, [
    { id: 910001, model: 'QY-100 0-0.6MPa G1/2', ...GAUGE },
    { id: 910002, model: 'QY-100 0-2.5MPa G1/2', ...GAUGE, salesCount: 1 },
    // Sold more, and its key was the same as 0-2.5MPa's before the decimal point counted.
    { id: 910003, model: 'QY-100 0-25MPa G1/2', ...GAUGE, salesCount: 900 },
    { id: 910004, model: 'QY-100 0-25MPa G1/4', ...GAUGE, salesCount: 800 },
    { id: 910005, model: 'QY-100 0-2.5MPa M20', ...GAUGE, salesCount: 2 },
    { id: 910011, model: 'ZQ-6205-2RS', brand: 'SKF', category: '深沟球轴承', name: 'SKF 深沟球轴承 测试件' },
    { id: 910012, model: 'ZQ6205-2RS', brand: 'SKF', category: '深沟球轴承', name: 'SKF 深沟球轴承 测试件' },
  ]);
  token = (await makeMember(ctx, '13760033001')).token;
}, 120_000);
afterAll(async () => ctx?.close());

async function importRows(rows: { model: string; brand?: string; qty?: string }[]): Promise<EnquiryReport['lines']> {
  const res = await paste(ctx, token, rows.map((r) => ({ qty: '1', ...r })));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (await report(ctx, token, res.body.data.enquiryId)).body.data.lines;
}

describe('a decimal point is part of the model', () => {
  it('does not match 0-06MPa to the 0-0.6MPa gauge, with or without the brand', async () => {
    const [withBrand, without] = await importRows([
      { model: 'QY-100 0-06MPa G1/2', brand: 'SAIC' },
      { model: 'QY-100 0-06MPa G1/2' },
    ]);
    for (const line of [withBrand!, without!]) {
      expect(line.status).not.toBe('matched');
      expect(line.goodsId).toBeNull();
    }
  });

  it('matches 0-2.5MPa typed exactly with SAIC, though SAIC also sells 0-25MPa, and says it is exact', async () => {
    const [line] = await importRows([{ model: 'QY-100 0-2.5MPa G1/2', brand: 'SAIC' }]);
    expect(line).toMatchObject({ status: 'matched', how: 'exact', goodsId: 910002, reason: '型号与品牌完全一致' });
  });

  it('matches the exact text without a brand, case and spaces aside, and says so', async () => {
    const [line] = await importRows([{ model: 'qy-100  0-2.5mpa g1/2' }]);
    expect(line).toMatchObject({ status: 'matched', how: 'exact', goodsId: 910002, reason: '型号一致（忽略大小写与空格）' });
  });

  it('0-25MPa is not 0-2.5MPa either', async () => {
    const [line] = await importRows([{ model: 'QY-100 0-25MPa G1/2', brand: 'SAIC' }]);
    expect(line).toMatchObject({ status: 'matched', goodsId: 910003, reason: '型号与品牌完全一致' });
  });
});

describe('several goods of one brand under one key', () => {
  it('takes the one whose text is exact, and the brand with it', async () => {
    const [a, b] = await importRows([
      { model: 'ZQ-6205-2RS', brand: 'SKF' },
      { model: 'ZQ6205-2RS', brand: '斯凯孚' },
    ]);
    expect(a).toMatchObject({ status: 'matched', how: 'exact', goodsId: 910011, reason: '型号与品牌完全一致' });
    expect(b).toMatchObject({ status: 'matched', how: 'exact', goodsId: 910012, reason: '型号与品牌完全一致' });
  });

  it('offers both when the text is neither, saying they differ in the writing, not in the brand', async () => {
    const [line] = await importRows([{ model: 'ZQ 6205 2RS', brand: 'SKF' }]);
    expect(line!.status).toBe('candidates');
    expect(line!.candidates.map((c) => c.goodsId).sort()).toEqual([910011, 910012]);
    expect(line!.reason).toBe('SKF 有 2 个写法相近的型号（点、横线、斜杠、空格或大小写不同），请核对后选择');
    expect(line!.reason).not.toContain('个品牌');
  });
});

describe('the product list', () => {
  interface Card {
    id: number;
    model: string;
  }
  const list = async (keyword: string, exact = false) => {
    const res = await call<{ records: Card[]; total: number }>(ctx, { method: 'POST', url: '/gateway/goods/open/goods/list', payload: { keyword, current: 1, size: 20, ...(exact ? { isExactMatch: true } : {}) } });
    expect(res.status).toBe(200);
    return res.body.data.records;
  };

  it('lists the goods whose model is the exact text first, above a better-selling 0-25MPa', async () => {
    const records = await list('QY-100 0-2.5MPa');
    const exact = records.filter((r) => r.model.toUpperCase().startsWith('QY-100 0-2.5MPA'));
    expect(exact.map((r) => r.id).sort()).toEqual([910002, 910005]);
    expect(records.slice(0, exact.length).map((r) => r.id).sort()).toEqual([910002, 910005]);
    const full = await list('QY-100 0-2.5MPa G1/2');
    expect(full[0]!.id).toBe(910002);
  });

  it('still finds a model by its key without separators (62052rs) and keeps 0.6 apart from 06', async () => {
    expect((await list('zq62052rs')).map((r) => r.id).slice(0, 2).sort()).toEqual([910011, 910012]);
    expect((await list('zq62052rs', true)).map((r) => r.id).sort()).toEqual([910011, 910012]);
    expect((await list('QY-100 0-0.6MPa')).map((r) => r.id)[0]).toBe(910001);
    expect((await list('qy-100 0-0.6mpa g1/2', true)).map((r) => r.id)).toEqual([910001]);
    // Exact model search: 0-06MPa is another gauge, and 0-2.5MPa is not 0-25MPa.
    expect(await list('QY-100 0-06MPa G1/2', true)).toEqual([]);
    expect((await list('QY-100 0-2.5MPa G1/2', true)).map((r) => r.id)).toEqual([910002]);
  });
});
