// Issue 11, item 1, the repository side: the address repository writes named columns only, with
// memberId from the caller (the token), so a key the schema did not stop (memberId, id, createdAt,
// deletedAt, isDefault smuggled into the values) is never written, on insert or on update.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveAddress, updateAddress } from '../../../server/modules/member-books/address-repository.ts';
import { createTestApp, DEMO, type TestContext } from '../../support/api-harness.ts';

let ctx: TestContext;
let me: number;
let victim: number;

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 10 });
  const id = async (mobile: string) => Number((await ctx.handle.db.selectFrom('member').select('id').where('mobile', '=', mobile).executeTakeFirstOrThrow()).id);
  me = await id(DEMO.personal);
  victim = await id(DEMO.enterprise);
}, 120_000);
afterAll(async () => ctx?.close());

const address = {
  consignee: '张三',
  mobile: '13800000099',
  provinceCode: '110000',
  cityCode: '110100',
  districtCode: '110101',
  detail: '测试路 1 号',
  regionText: '北京市 北京市 东城区',
};

/** Keys a body schema would refuse, as if one slipped past it into the repository. */
const SMUGGLED = { memberId: 0, id: 987_654, createdAt: new Date('2020-01-01T00:00:00Z'), deletedAt: new Date('2020-01-01T00:00:00Z'), isDefault: true };

const rowsOf = (memberId: number) =>
  ctx.handle.db.selectFrom('memberAddress').select(['id', 'memberId', 'consignee', 'detail', 'createdAt', 'deletedAt', 'isDefault']).where('memberId', '=', memberId).orderBy('id').execute();

describe('the address repository writes named columns only', () => {
  it('saveAddress: a smuggled memberId, id, createdAt or deletedAt is not written', async () => {
    const victimBefore = await rowsOf(victim);
    const values = { ...address, ...SMUGGLED, memberId: victim } as unknown as Parameters<typeof saveAddress>[2];
    const id = await saveAddress(ctx.handle.db, me, values, false);
    expect(id).not.toBe(SMUGGLED.id);
    const row = (await rowsOf(me)).find((r) => Number(r.id) === id);
    expect(row).toBeDefined();
    expect(Number(row!.memberId)).toBe(me);
    expect(row!.deletedAt).toBeNull();
    expect(row!.createdAt.getUTCFullYear()).toBeGreaterThan(2020);
    expect(await rowsOf(victim)).toEqual(victimBefore);
  });

  it('updateAddress: a smuggled memberId cannot move the address, createdAt and deletedAt stay', async () => {
    const id = await saveAddress(ctx.handle.db, me, address as Parameters<typeof saveAddress>[2], false);
    const before = (await rowsOf(me)).find((r) => Number(r.id) === id)!;
    const values = { ...address, consignee: '李四', ...SMUGGLED, memberId: victim } as unknown as Parameters<typeof updateAddress>[3];
    expect(await updateAddress(ctx.handle.db, me, id, values, false)).toBe(true);
    const after = (await rowsOf(me)).find((r) => Number(r.id) === id);
    expect(after).toMatchObject({ consignee: '李四', deletedAt: null, isDefault: before.isDefault });
    expect(Number(after!.memberId)).toBe(me);
    expect(after!.createdAt).toEqual(before.createdAt);
    expect((await rowsOf(victim)).some((r) => Number(r.id) === id)).toBe(false);
  });
});
