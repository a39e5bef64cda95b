// A remembered pick (enquiry_choice) is kept under the brand, not under the word the buyer typed
// for it: a pick made on a line whose brand is 东华 is offered first (why 'memory') on a later
// line with DONGHUA, the same brand through brand_alias, and the other way round. A choice kept
// before the brand was resolved (under 东华 itself) is still found, and a new pick for the same
// text and brand replaces it (one choice per brand). Another brand's line does not get it.
// PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnquiryReport } from '../../../domain/enquiry/enquiry-views.ts';
import { call, createTestApp, type TestContext } from '../../support/api-harness.ts';
import { insertFixtureGoods } from '../../support/fixture-goods.ts';
import { makeMember } from '../../support/order-helpers.ts';
import { BASE, paste, report } from './enquiry-helpers.ts';

let ctx: TestContext;
let member: { id: number; token: string };

// Two DONGHUA goods of one key: the text DHQ08B1 is exactly neither, so its line waits for a pick.
const HYPHEN = 910331;
const JOINED = 910332;

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 60 });
  await insertFixtureGoods(ctx, [
    { id: HYPHEN, model: 'DHQ-08B-1', brand: 'DONGHUA', category: '滚子链', name: '东华 滚子链 测试件甲' },
    { id: JOINED, model: 'DHQ08B-1', brand: 'DONGHUA', category: '滚子链', name: '东华 滚子链 测试件乙' },
  ]);
  member = await makeMember(ctx, '13760033501');
}, 120_000);
afterAll(async () => ctx?.close());

const lineOf = async (model: string, brand: string): Promise<{ enquiryId: number; line: EnquiryReport['lines'][number] }> => {
  const res = await paste(ctx, member.token, [{ model, brand, qty: '1' }]);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const enquiryId = res.body.data.enquiryId;
  return { enquiryId, line: (await report(ctx, member.token, enquiryId)).body.data.lines[0]! };
};
const choose = (enquiryId: number, lineId: number, goodsId: number | null) =>
  call<{ saved: number }>(ctx, { method: 'POST', url: `${BASE}/chooseGoods/${enquiryId}`, token: member.token, payload: { lines: [{ lineId, goodsId }] } });
const memory = () => ctx.handle.db.selectFrom('enquiryChoice').select(['inputKey', 'brandKey', 'goodsId']).where('memberId', '=', member.id).orderBy('brandKey').execute();

describe('remembered picks by the resolved brand', () => {
  it('a pick under 东华 is kept under DONGHUA and offered first on a later DONGHUA line', async () => {
    const first = await lineOf('DHQ08B1', '东华');
    expect(first.line.status).toBe('candidates');
    expect(first.line.candidates.map((c) => c.goodsId).sort()).toEqual([HYPHEN, JOINED]);
    expect((await choose(first.enquiryId, first.line.id, JOINED)).status).toBe(200);
    expect(await memory()).toEqual([{ inputKey: 'DHQ08B1', brandKey: 'DONGHUA', goodsId: JOINED }]);

    const later = await lineOf('DHQ08B1', 'DONGHUA');
    expect(later.line.how).toBe('memory');
    expect(later.line.candidates[0]).toMatchObject({ goodsId: JOINED, why: 'memory' });
    expect(later.line.reason).toBe('按您以前的选择：DONGHUA DHQ08B-1（已列为第一个候选，请确认）');
    // Another alias of the brand (杭州东华) and its Chinese name (东华链条) find it too.
    expect((await lineOf('DHQ08B1', '杭州东华')).line.candidates[0]).toMatchObject({ goodsId: JOINED, why: 'memory' });
    expect((await lineOf('DHQ08B1', '东华链条')).line.candidates[0]).toMatchObject({ goodsId: JOINED, why: 'memory' });
  });

  it('another brand’s line does not get the pick', async () => {
    const { line } = await lineOf('DHQ08B1', 'TSUBAKI');
    expect(line.how).not.toBe('memory');
    expect(line.candidates.every((c) => c.why !== 'memory')).toBe(true);
  });

  it('a choice kept under the typed word before (东华) is found for DONGHUA; a new pick replaces it, one row per brand', async () => {
    await ctx.handle.db.deleteFrom('enquiryChoice').where('memberId', '=', member.id).execute();
    await ctx.handle.db.insertInto('enquiryChoice').values({ memberId: member.id, inputKey: 'DHQ08B1', brandKey: '东华', goodsId: HYPHEN }).execute();
    const later = await lineOf('DHQ08B1', 'DONGHUA');
    expect(later.line.candidates[0]).toMatchObject({ goodsId: HYPHEN, why: 'memory' });
    expect((await choose(later.enquiryId, later.line.id, JOINED)).status).toBe(200);
    expect(await memory()).toEqual([{ inputKey: 'DHQ08B1', brandKey: 'DONGHUA', goodsId: JOINED }]);
    // Taking the pick back forgets it whatever word of the brand the line has.
    expect((await choose(later.enquiryId, later.line.id, null)).status).toBe(200);
    expect(await memory()).toEqual([]);
  });
});
