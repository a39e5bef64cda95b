// Requisition lists (常购清单, issue 37 item 4): company/list/save, page, delete/{id} and toCart/{id}.
// A company's lists are shared by its members (kept under the certified account); a personal member
// has their own; another owner's list answers 404; viewer and finance may read but not save (403),
// finance may not add to the cart (403); toCart adds the lines on sale to the caller's own cart in one
// transaction and says what it skipped and why; a cart can be saved as a list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartView } from '../../../domain/cart/cart.ts';
import type { ListToCartResult, RequisitionListRow } from '../../../domain/company/company-views.ts';
import type { Page } from '../../../domain/shared/envelope.ts';
import { hashPassword } from '../../../server/security/password.ts';
import { call, createTestApp, DEMO, login, type TestContext } from '../../support/api-harness.ts';

const BUYER = '13800000004';
const APPROVER = '13800000005';
const FINANCE = '13800000006';
const VIEWER = '13500000041';
const OTHER_ADMIN = DEMO.distributor;

let ctx: TestContext;
const token: Record<'admin' | 'buyer' | 'approver' | 'finance' | 'viewer' | 'personal' | 'other', string> = {
  admin: '', buyer: '', approver: '', finance: '', viewer: '', personal: '', other: '',
};
/** a, b: on sale with stock; off: off shelf; short: on sale, 3 in stock. */
const goods = { a: 0, b: 0, off: 0, short: 0 };
let demoListId = 0;

async function setStock(goodsId: number, qty: number) {
  const db = ctx.handle.db;
  await db.deleteFrom('goodsStock').where('goodsId', '=', goodsId).execute();
  await db.insertInto('goodsStock').values({ goodsId, warehouseId: 1, qty, reserved: 0 }).execute();
}

const save = (t: string, payload: object) => call<{ id: number }>(ctx, { method: 'POST', url: '/gateway/member/api/company/list/save', token: t, payload });
const listPage = (t: string, payload: object = { current: 1, size: 20 }) =>
  call<Page<RequisitionListRow>>(ctx, { method: 'POST', url: '/gateway/member/api/company/list/page', token: t, payload });
const remove = (t: string, id: number) => call(ctx, { method: 'POST', url: `/gateway/member/api/company/list/delete/${id}`, token: t });
const toCart = (t: string, id: number) => call<ListToCartResult>(ctx, { method: 'POST', url: `/gateway/member/api/company/list/toCart/${id}`, token: t });
const cartOf = async (t: string) => (await call<CartView>(ctx, { method: 'GET', url: '/gateway/goods/api/cart/list', token: t })).body.data;
const listNamed = (rows: RequisitionListRow[], name: string) => rows.find((r) => r.name === name);
const listCount = async () => Number((await ctx.handle.db.selectFrom('requisitionList').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 50 });
  const db = ctx.handle.db;
  const ids = (await db.selectFrom('goods').select('id').orderBy('id', 'desc').limit(4).execute()).map((r) => r.id);
  [goods.a, goods.b, goods.off, goods.short] = ids as [number, number, number, number];
  await db.updateTable('goods').set({ status: 1, minOrderQty: 1 }).where('id', 'in', [goods.a, goods.b, goods.short]).execute();
  await db.updateTable('goods').set({ status: 0 }).where('id', '=', goods.off).execute();
  await setStock(goods.a, 500);
  await setStock(goods.b, 500);
  await setStock(goods.short, 3);
  // A viewer in the demo company, and a second company whose admin is the distributor.
  const company = await db.selectFrom('company').select(['id']).executeTakeFirstOrThrow();
  const viewer = await db.insertInto('member').values({ username: VIEWER, mobile: VIEWER, passwordHash: await hashPassword('View1234'), nickname: '只读' }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('companyMember').values({ memberId: viewer.id, companyId: company.id, name: '赵只读', role: 'viewer', departmentId: null, status: 'active' }).execute();
  const distributor = await db.selectFrom('member').select('id').where('mobile', '=', OTHER_ADMIN).executeTakeFirstOrThrow();
  const other = await db.insertInto('company').values({ name: '苏州另一家机械有限公司', creditCode: '91320500MA1OTHER01', holderMemberId: distributor.id, certId: null }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('companyMember').values({ memberId: distributor.id, companyId: other.id, name: '另一家管理员', role: 'admin', departmentId: null, status: 'active' }).execute();
  [token.admin, token.buyer, token.approver, token.finance, token.viewer, token.personal, token.other] = await Promise.all([
    login(ctx, DEMO.enterprise, DEMO.password),
    login(ctx, BUYER, DEMO.password),
    login(ctx, APPROVER, DEMO.password),
    login(ctx, FINANCE, DEMO.password),
    login(ctx, VIEWER, 'View1234'),
    login(ctx, DEMO.personal, DEMO.password),
    login(ctx, OTHER_ADMIN, DEMO.password),
  ]);
  demoListId = Number((await db.selectFrom('requisitionList').select('id').where('name', '=', '设备部月度常购').executeTakeFirstOrThrow()).id);
});
afterAll(async () => ctx?.close());

describe('reading the shared lists', () => {
  it('every active member of the company reads the seeded list with its lines', async () => {
    for (const t of [token.admin, token.buyer, token.approver, token.finance, token.viewer]) {
      const res = await listPage(t);
      expect(res.status).toBe(200);
      const list = listNamed(res.body.data.records, '设备部月度常购');
      expect(list).toMatchObject({ id: demoListId, lineCount: 4, note: expect.stringContaining('每月初补货') });
      expect(list?.lines).toHaveLength(4);
      expect(list?.lines[0]).toMatchObject({ quantity: 10, goodsCode: expect.any(String), goodsName: expect.any(String) });
    }
  });

  it('a personal member and another company see none of them', async () => {
    expect((await listPage(token.personal)).body.data.records).toEqual([]);
    expect((await listPage(token.other)).body.data.records).toEqual([]);
  });

  it('a disabled member reads nothing (403)', async () => {
    const db = ctx.handle.db;
    const approver = await db.selectFrom('member').select('id').where('mobile', '=', APPROVER).executeTakeFirstOrThrow();
    await db.updateTable('companyMember').set({ status: 'disabled' }).where('memberId', '=', approver.id).execute();
    try {
      const res = await listPage(token.approver);
      expect(res.status).toBe(403);
      expect(res.body.msg).toContain('停用');
    } finally {
      await db.updateTable('companyMember').set({ status: 'active' }).where('memberId', '=', approver.id).execute();
    }
  });

  it('filters by a keyword in the name', async () => {
    const hit = await listPage(token.buyer, { current: 1, size: 20, keyword: '月度' });
    expect(hit.body.data.records.map((r) => r.id)).toContain(demoListId);
    const miss = await listPage(token.buyer, { current: 1, size: 20, keyword: '没有这个' });
    expect(miss.body.data.total).toBe(0);
  });
});

describe('saving, renaming and deleting', () => {
  it('a buyer makes a list every colleague sees, renames it and replaces its lines; the admin deletes it', async () => {
    const made = await save(token.buyer, { name: '  车间劳保  ', note: '每周', lines: [{ goodsId: goods.a, quantity: 5 }, { goodsId: goods.off, quantity: 2 }] });
    expect(made.status).toBe(200);
    expect(made.body.msg).toBe('常购清单已保存');
    const id = made.body.data.id;
    const seen = listNamed((await listPage(token.approver)).body.data.records, '车间劳保');
    expect(seen).toMatchObject({ id, note: '每周', lineCount: 2, createdByName: '陈刚' });
    expect(seen?.lines.map((l) => [l.goodsId, l.quantity, l.available])).toEqual([[goods.a, 5, true], [goods.off, 2, false]]);
    // The newest change comes first.
    expect((await listPage(token.admin)).body.data.records[0]?.id).toBe(id);

    const renamed = await save(token.approver, { id, name: '车间劳保（周）' });
    expect(renamed.status).toBe(200);
    const kept = listNamed((await listPage(token.buyer)).body.data.records, '车间劳保（周）');
    expect(kept?.lines).toHaveLength(2);
    expect(kept?.note).toBeNull();

    const relined = await save(token.buyer, { id, name: '车间劳保（周）', lines: [{ goodsId: goods.b, quantity: 7 }] });
    expect(relined.status).toBe(200);
    const after = listNamed((await listPage(token.buyer)).body.data.records, '车间劳保（周）');
    expect(after?.lines.map((l) => [l.goodsId, l.quantity])).toEqual([[goods.b, 7]]);

    const gone = await remove(token.admin, id);
    expect(gone.status).toBe(200);
    expect(gone.body.msg).toBe('常购清单已删除');
    expect(listNamed((await listPage(token.buyer)).body.data.records, '车间劳保（周）')).toBeUndefined();
    expect((await remove(token.admin, id)).status).toBe(404);
    // Soft delete: the row stays.
    const row = await ctx.handle.db.selectFrom('requisitionList').select('deletedAt').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.deletedAt).not.toBeNull();
  });

  it('a personal member keeps their own lists', async () => {
    const made = await save(token.personal, { name: '我的常购', lines: [{ goodsId: goods.a, quantity: 1 }] });
    expect(made.status).toBe(200);
    expect((await listPage(token.personal)).body.data.records.map((r) => r.name)).toEqual(['我的常购']);
    expect(listNamed((await listPage(token.admin)).body.data.records, '我的常购')).toBeUndefined();
  });

  it('refuses a second list of the same name (409)', async () => {
    const res = await save(token.admin, { name: '设备部月度常购' });
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe('已有同名的常购清单');
  });
});

describe('colleagues saving at once', () => {
  it('two saves of one new name at once make one list (the owner\'s row lock), the other is refused (409)', async () => {
    const [a, b] = await Promise.all([
      save(token.buyer, { name: '同时保存', lines: [{ goodsId: goods.a, quantity: 1 }] }),
      save(token.approver, { name: '同时保存', lines: [{ goodsId: goods.b, quantity: 2 }] }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const rows = await ctx.handle.db.selectFrom('requisitionList').select('id').where('name', '=', '同时保存').where('deletedAt', 'is', null).execute();
    expect(rows).toHaveLength(1);
  });
});

describe('another owner\'s list is missing (404)', () => {
  it('for another company and for a personal member, in every call', async () => {
    const personal = await save(token.personal, { name: '个人的清单' });
    const personalId = personal.body.data.id;
    for (const [t, id] of [[token.other, demoListId], [token.personal, demoListId], [token.buyer, personalId], [token.admin, personalId]] as const) {
      const before = await listCount();
      expect((await save(t, { id, name: '改名' })).status).toBe(404);
      expect((await remove(t, id)).status).toBe(404);
      const cart = await toCart(t, id);
      expect(cart.status).toBe(404);
      expect(cart.body.msg).toBe('常购清单不存在或已删除');
      expect(await listCount()).toBe(before);
    }
    expect(listNamed((await listPage(token.buyer)).body.data.records, '设备部月度常购')).toBeDefined();
  });
});

describe('rights', () => {
  it('viewer and finance may not save or delete (403), and nothing changes', async () => {
    for (const t of [token.viewer, token.finance]) {
      const before = await listCount();
      const made = await save(t, { name: '不该有的清单' });
      expect(made.status).toBe(403);
      expect(made.body.msg).toContain('修改常购清单');
      expect((await save(t, { id: demoListId, name: '改掉' })).status).toBe(403);
      expect((await remove(t, demoListId)).status).toBe(403);
      expect(await listCount()).toBe(before);
    }
    expect(listNamed((await listPage(token.viewer)).body.data.records, '设备部月度常购')).toBeDefined();
  });

  it('finance and viewer may not add a list to the cart (403)', async () => {
    for (const t of [token.finance, token.viewer]) {
      const res = await toCart(t, demoListId);
      expect(res.status).toBe(403);
      expect(res.body.msg).toContain('下单');
    }
  });
});

describe('bad input (400, in Chinese, nothing written)', () => {
  const cases: [string, object][] = [
    ['an empty name', { name: '' }],
    ['a blank name', { name: '   ' }],
    ['a quantity of 0', { name: '数量为零', lines: [{ goodsId: 1, quantity: 0 }] }],
    ['an unknown field', { name: '多余字段', colour: 'red' }],
    ['an unknown line field', { name: '多余行字段', lines: [{ goodsId: 1, quantity: 1, price: 5 }] }],
    ['a goods twice', { name: '重复商品', lines: [{ goodsId: 1, quantity: 1 }, { goodsId: 1, quantity: 2 }] }],
    ['a goods that does not exist', { name: '没有的商品', lines: [{ goodsId: 999_999, quantity: 1 }] }],
    ['lines beside fromCart', { name: '两种来源', fromCart: true, lines: [{ goodsId: 1, quantity: 1 }] }],
  ];
  for (const [what, body] of cases) {
    it(`refuses ${what}`, async () => {
      const before = await listCount();
      const res = await save(token.buyer, body);
      expect(res.status).toBe(400);
      expect(res.body.msg).toMatch(/[\u4e00-\u9fa5]/);
      expect(await listCount()).toBe(before);
    });
  }
});

describe('a cart saved as a list', () => {
  it('saves the buyer\'s cart lines and quantities; an empty cart is refused', async () => {
    await ctx.handle.db.deleteFrom('cartItem').execute();
    const empty = await save(token.buyer, { name: '空购物车', fromCart: true });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe('购物车是空的，没有可保存的商品');
    for (const [goodsId, num] of [[goods.a, 3], [goods.b, 6]] as const) {
      const added = await call(ctx, { method: 'POST', url: '/gateway/goods/api/cart/save', token: token.buyer, payload: { goodsId, num, vendorId: 0 } });
      expect(added.status).toBe(200);
    }
    const made = await save(token.buyer, { name: '来自购物车', fromCart: true });
    expect(made.status).toBe(200);
    const list = listNamed((await listPage(token.admin)).body.data.records, '来自购物车');
    // Newest cart line first, as the cart shows them.
    expect(list?.lines.map((l) => [l.goodsId, l.quantity])).toEqual([[goods.b, 6], [goods.a, 3]]);
    // The cart itself is left as it was.
    expect((await cartOf(token.buyer)).lines).toHaveLength(2);
  });
});

describe('adding a list to the cart', () => {
  it('adds the lines on sale to the caller\'s own cart and says what it skipped and why', async () => {
    const db = ctx.handle.db;
    await db.deleteFrom('cartItem').execute();
    const made = await save(token.admin, {
      name: '混合清单',
      lines: [{ goodsId: goods.a, quantity: 2 }, { goodsId: goods.off, quantity: 1 }, { goodsId: goods.short, quantity: 10 }, { goodsId: goods.b, quantity: 4 }],
    });
    const id = made.body.data.id;
    const res = await toCart(token.buyer, id);
    expect(res.status).toBe(200);
    expect(res.body.data.added).toBe(2);
    expect(res.body.data.skipped).toEqual([
      expect.objectContaining({ goodsId: goods.off, reason: '商品已下架' }),
      expect.objectContaining({ goodsId: goods.short, reason: expect.stringMatching(/[\u4e00-\u9fa5]/) }),
    ]);
    expect(res.body.msg).toBe('已将 2 种商品加入购物车，2 种未能加入');
    const cart = await cartOf(token.buyer);
    expect(cart.lines.map((l) => [l.goodsId, l.num]).sort()).toEqual([[goods.a, 2], [goods.b, 4]].sort());
    // Only the caller's cart: the admin's stays empty.
    expect((await cartOf(token.admin)).lines).toEqual([]);

    // A second time sums onto the lines already there.
    const again = await toCart(token.buyer, id);
    expect(again.body.data.added).toBe(2);
    expect((await cartOf(token.buyer)).lines.find((l) => l.goodsId === goods.a)?.num).toBe(4);
  });

  it('the seeded list goes to an approver\'s cart whole', async () => {
    await ctx.handle.db.deleteFrom('cartItem').execute();
    const res = await toCart(token.approver, demoListId);
    expect(res.status).toBe(200);
    expect(res.body.data.added + res.body.data.skipped.length).toBe(4);
    expect((await cartOf(token.approver)).lines).toHaveLength(res.body.data.added);
  });

  it('a list with nothing on sale adds nothing and says so', async () => {
    const made = await save(token.buyer, { name: '全部下架', lines: [{ goodsId: goods.off, quantity: 1 }] });
    const res = await toCart(token.buyer, made.body.data.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ added: 0, skipped: [{ goodsId: goods.off, reason: '商品已下架' }] });
    expect(res.body.msg).toBe('清单中没有可加入购物车的商品');
  });
});
