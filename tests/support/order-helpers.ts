// Shared steps of the order-service API tests: extra members (made in the DB, given an address
// through the member API), goods with a known stock, drafts and submissions through app.inject.
import { randomUUID } from 'node:crypto';
import type { DraftView, SubmittedOrder } from '../../domain/orders/orders.ts';
import { hashPassword } from '../../server/security/password.ts';
import { call, login, type TestContext } from './api-harness.ts';

export const TMP = '/gateway/order/api/ord/tmp';
export const SALE = '/gateway/order/api/ord/sale';

const SUZHOU = { provinceCode: '320000', cityCode: '320500', districtCode: '320571' };
let passwordHash: string | null = null;

export interface TestMember {
  id: number;
  token: string;
  addressId: number;
}

/** A member made directly in the database (type 1 personal, 2 enterprise), logged in, with one address. */
export async function makeMember(ctx: TestContext, mobile: string, memberType: 1 | 2 = 1): Promise<TestMember> {
  passwordHash ??= await hashPassword('Order1234');
  const row = await ctx.handle.db
    .insertInto('member')
    .values({ username: mobile, mobile, passwordHash, memberType, companyName: memberType === 2 ? '测试企业有限公司' : null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = await login(ctx, mobile, 'Order1234');
  const addressId = await addAddress(ctx, token);
  return { id: row.id, token, addressId };
}

export async function addAddress(ctx: TestContext, token: string, consignee = '王工'): Promise<number> {
  const res = await call<{ id: number }>(ctx, {
    method: 'POST',
    url: '/gateway/member/api/memberAddress/save',
    token,
    payload: { consignee, mobile: '13912345678', ...SUZHOU, detail: '星湖街 328 号创意产业园 5 栋', postcode: '215000' },
  });
  if (!res.body.success) throw new Error(`地址保存失败：${res.body.msg}`);
  return res.body.data.id;
}

/** The demo member's default address and invoice ids. */
export async function defaultsOf(ctx: TestContext, mobile: string): Promise<{ memberId: number; addressId: number; invoiceId: number }> {
  const db = ctx.handle.db;
  const m = await db.selectFrom('member').select('id').where('mobile', '=', mobile).executeTakeFirstOrThrow();
  const a = await db.selectFrom('memberAddress').select('id').where('memberId', '=', m.id).where('isDefault', '=', true).executeTakeFirstOrThrow();
  const i = await db.selectFrom('memberInvoice').select('id').where('memberId', '=', m.id).where('isDefault', '=', true).executeTakeFirstOrThrow();
  return { memberId: m.id, addressId: a.id, invoiceId: i.id };
}

/** `count` on-shelf goods with minimum order 1, in id order, skipping the first `skip`. */
export async function pickGoods(ctx: TestContext, count: number, skip = 0): Promise<{ id: number; model: string; unit: string }[]> {
  return ctx.handle.db
    .selectFrom('goods')
    .select(['id', 'model', 'unit'])
    .where('status', '=', 1)
    .where('minOrderQty', '=', 1)
    .orderBy('id')
    .offset(skip)
    .limit(count)
    .execute();
}

/** Puts exactly `qty` units of a goods in warehouse 1 (and none elsewhere), none reserved. */
export async function setStock(ctx: TestContext, goodsId: number, qty: number): Promise<void> {
  const db = ctx.handle.db;
  await db.deleteFrom('goodsStock').where('goodsId', '=', goodsId).execute();
  await db.insertInto('goodsStock').values({ goodsId, warehouseId: 1, qty, reserved: 0 }).execute();
}

export async function stockOf(ctx: TestContext, goodsId: number): Promise<{ qty: number; reserved: number }> {
  const rows = await ctx.handle.db.selectFrom('goodsStock').select(['qty', 'reserved']).where('goodsId', '=', goodsId).execute();
  return { qty: rows.reduce((s, r) => s + r.qty, 0), reserved: rows.reduce((s, r) => s + r.reserved, 0) };
}

export async function quickBuy(ctx: TestContext, token: string, goodsId: number, num: number, enterprise = false) {
  return call<DraftView>(ctx, { method: 'POST', url: `${TMP}/${enterprise ? 'enterpriseOrder' : 'personalOrder'}`, token, payload: { goodsId, num } });
}

/** A quick-buy draft that must succeed. */
export async function draftOf(ctx: TestContext, token: string, goodsId: number, num: number, enterprise = false): Promise<DraftView> {
  const res = await quickBuy(ctx, token, goodsId, num, enterprise);
  if (!res.body.success) throw new Error(`下单失败：${res.body.msg}`);
  return res.body.data;
}

export interface SubmitFields {
  addressId: number;
  invoiceId?: number | null;
  payMethod?: 1 | 2 | 3;
  clientKey?: string;
  expectedTotalFen?: number;
  remark?: string;
  /** Issue 38: a company order's PO number and cost centre. */
  poNumber?: string | null;
  costCentre?: string | null;
}

export async function submit(ctx: TestContext, token: string, draft: Pick<DraftView, 'id' | 'totalFen'>, f: SubmitFields) {
  return call<SubmittedOrder>(ctx, {
    method: 'POST',
    url: `${TMP}/unified/create`,
    token,
    payload: {
      tmpOrderId: draft.id,
      addressId: f.addressId,
      ...(f.invoiceId !== undefined ? { invoiceId: f.invoiceId } : {}),
      payMethod: f.payMethod ?? 1,
      clientKey: f.clientKey ?? randomUUID(),
      expectedTotalFen: f.expectedTotalFen ?? draft.totalFen,
      ...(f.remark !== undefined ? { remark: f.remark } : {}),
      ...(f.poNumber !== undefined ? { poNumber: f.poNumber } : {}),
      ...(f.costCentre !== undefined ? { costCentre: f.costCentre } : {}),
    },
  });
}
