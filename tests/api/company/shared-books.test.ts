// What a company shares (issue 37 item 4, docs/decisions.md "Company accounts: the books are the
// certified account's"): the addresses and invoice titles of the certified account 13800000002 are
// every member's (the buyer 13800000004 reads and orders with them, may not write them: 403;
// finance 13800000006 writes them), a personal member neither sees them nor reaches their ids
// (404); favourites, the credit line (one limit, two members putting orders on it at once never
// exceed it), VIP prices, the 688 year and the enquiry's remembered buyer codes are the company's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressRow, InvoiceRow } from '../../../domain/member-books/book-rows.ts';
import type { DraftView, OrderDetail, SubmittedOrder } from '../../../domain/orders/orders.ts';
import type { InputLine } from '../../../server/modules/enquiry/matcher.ts';
import { importEnquiry } from '../../../server/modules/enquiry/enquiry-service.ts';
import { creditHolderOf, creditOwed } from '../../../server/modules/credit/public.ts';
import { call, createTestApp, DEMO, login, type TestContext } from '../../support/api-harness.ts';
import { draftOf, pickGoods, setStock, submit } from '../../support/order-helpers.ts';
import { report, saveCart } from '../enquiry/enquiry-helpers.ts';

const ADDR = '/gateway/member/api/memberAddress';
const INV = '/gateway/member/api/memberInvoice';
const GOODS = '/gateway/goods/api/goods';
const MOBILE = { holder: DEMO.enterprise, buyer: '13800000004', approver: '13800000005', finance: '13800000006', personal: DEMO.personal } as const;
type Who = keyof typeof MOBILE;
const BOOKS_REFUSAL = '您的企业角色不能修改企业的地址和发票抬头，需要管理员、财务角色';
const SUZHOU = { provinceCode: '320000', cityCode: '320500', districtCode: '320571' };

let ctx: TestContext;
const token = {} as Record<Who, string>;
const id = {} as Record<Who, number>;
let companyId: number;
let goods: { id: number; model: string; unit: string }[];

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 40 });
  for (const who of Object.keys(MOBILE) as Who[]) {
    token[who] = await login(ctx, MOBILE[who], DEMO.password);
    id[who] = (await ctx.handle.db.selectFrom('member').select('id').where('mobile', '=', MOBILE[who]).executeTakeFirstOrThrow()).id;
  }
  companyId = Number((await ctx.handle.db.selectFrom('company').select('id').where('holderMemberId', '=', id.holder).executeTakeFirstOrThrow()).id);
  goods = await pickGoods(ctx, 6, 3);
  for (const g of goods) await setStock(ctx, g.id, 1000);
}, 120_000);
afterAll(async () => ctx?.close());

const get = <T>(who: Who, url: string) => call<T>(ctx, { method: 'GET', url, token: token[who] });
const post = <T>(who: Who, url: string, payload?: object) => call<T>(ctx, { method: 'POST', url, token: token[who], ...(payload ? { payload } : {}) });
const addresses = async (who: Who) => (await get<AddressRow[]>(who, `${ADDR}/list`)).body.data;
const invoices = async (who: Who) => (await get<InvoiceRow[]>(who, `${INV}/list`)).body.data;
const address = (consignee: string) => ({ consignee, mobile: '13912345678', ...SUZHOU, detail: '星湖街 328 号 5 栋', postcode: '215000' });
const ownedRows = async (table: 'memberAddress' | 'memberInvoice', memberId: number) =>
  (await ctx.handle.db.selectFrom(table).select('id').where('memberId', '=', memberId).where('deletedAt', 'is', null).execute()).length;

async function setCredit(memberId: number, limitFen: number, termDays = 30) {
  await ctx.handle.db
    .insertInto('memberCredit')
    .values({ memberId, limitFen, termDays, status: 1 })
    .onConflict((oc) => oc.column('memberId').doUpdateSet({ limitFen, termDays, status: 1 }))
    .execute();
}

describe('addresses and invoice titles are the company\'s', () => {
  it('a buyer reads the certified account\'s addresses and titles; a personal member does not see them and gets 404 for their ids', async () => {
    const holderAddresses = await addresses('holder');
    const holderInvoices = await invoices('holder');
    expect(holderAddresses.length).toBeGreaterThan(0);
    expect(holderInvoices.length).toBeGreaterThan(0);
    expect(await addresses('buyer')).toEqual(holderAddresses);
    expect(await invoices('buyer')).toEqual(holderInvoices);
    expect((await get<AddressRow[]>('buyer', `${ADDR}/invoiceList`)).body.data).toEqual(holderAddresses);
    const a = holderAddresses[0]!;
    const i = holderInvoices[0]!;
    expect((await get<AddressRow>('buyer', `${ADDR}/get/${a.id}`)).body.data).toEqual(a);
    expect((await get<InvoiceRow>('finance', `${INV}/get/${i.id}`)).body.data).toEqual(i);

    const mine = (await addresses('personal')).map((r) => r.id);
    expect(mine).not.toContain(a.id);
    expect((await invoices('personal')).map((r) => r.id)).not.toContain(i.id);
    expect((await get('personal', `${ADDR}/get/${a.id}`)).status).toBe(404);
    expect((await get('personal', `${INV}/get/${i.id}`)).status).toBe(404);
    expect((await post('personal', `${ADDR}/setDefaultAddress/${a.id}`)).status).toBe(404);
    expect((await post('personal', `${INV}/delete/${i.id}`)).status).toBe(404);
  });

  it('refuses every write by a buyer (403, the role sentence), writing nothing; finance saves an address and a title the buyer then sees', async () => {
    const [a] = await addresses('holder');
    const [i] = await invoices('holder');
    const before = { addresses: await ownedRows('memberAddress', id.holder), invoices: await ownedRows('memberInvoice', id.holder), own: await ownedRows('memberAddress', id.buyer) };
    const refusals = [
      await post('buyer', `${ADDR}/save`, address('陈刚')),
      await post('buyer', `${ADDR}/update`, { id: a!.id, ...address('陈刚') }),
      await post('buyer', `${ADDR}/delete/${a!.id}`),
      await post('buyer', `${ADDR}/setDefaultAddress/${a!.id}`),
      await post('buyer', `${INV}/save`, { invoiceType: 1, titleType: 1, title: '陈刚' }),
      await post('buyer', `${INV}/delete/${i!.id}`),
      await post('buyer', `${INV}/setDefault/${i!.id}`),
      await post('approver', `${ADDR}/save`, address('林娜')),
    ];
    for (const r of refusals) expect({ status: r.status, msg: r.body.msg }).toEqual({ status: 403, msg: BOOKS_REFUSAL });
    expect({ addresses: await ownedRows('memberAddress', id.holder), invoices: await ownedRows('memberInvoice', id.holder), own: await ownedRows('memberAddress', id.buyer) }).toEqual(before);

    const saved = await post<AddressRow>('finance', `${ADDR}/save`, address('吴芳'));
    expect(saved.status).toBe(200);
    expect((await addresses('buyer')).map((r) => r.id)).toContain(saved.body.data.id);
    const row = await ctx.handle.db.selectFrom('memberAddress').select('memberId').where('id', '=', saved.body.data.id).executeTakeFirstOrThrow();
    expect(row.memberId).toBe(id.holder);
    const title = await post<InvoiceRow>('finance', `${INV}/save`, { invoiceType: 1, titleType: 2, title: '苏州精工自动化设备有限公司（分厂）', taxNo: i!.taxNo });
    expect(title.body.msg).toBe('发票信息已保存');
    expect((await invoices('buyer')).map((r) => r.id)).toContain(title.body.data.id);
    // The admin (the certified account) manages them as before.
    expect((await post('holder', `${ADDR}/delete/${saved.body.data.id}`)).status).toBe(200);
    expect((await addresses('buyer')).map((r) => r.id)).not.toContain(saved.body.data.id);
  });

  it('a buyer orders to the company\'s address with its invoice title; a personal member cannot order to it', async () => {
    const [a] = await addresses('buyer');
    const [i] = await invoices('buyer');
    const draft = await draftOf(ctx, token.buyer, goods[0]!.id, 1, true);
    expect(draft.orderType).toBe(2);
    const res = await submit(ctx, token.buyer, draft, { addressId: a!.id, invoiceId: i!.id, payMethod: 2 });
    expect(res.status).toBe(200);
    const detail = (await get<OrderDetail>('buyer', `/gateway/order/api/ord/sale/getOrderInfo/${res.body.data.orderId}`)).body.data;
    expect(detail.address).toMatchObject({ consignee: a!.consignee, detail: a!.detail });
    expect(detail.invoice).toMatchObject({ title: i!.title });

    const theirs = await draftOf(ctx, token.personal, goods[0]!.id, 1);
    const refused = await submit(ctx, token.personal, theirs, { addressId: a!.id });
    expect(refused.status).toBe(404);
  });
});

describe('favourites are the company\'s', () => {
  it('what one member collects another sees, and may remove; a personal member\'s stay their own', async () => {
    const g = goods[1]!;
    expect((await post('buyer', `${GOODS}/collect/save/${g.id}`)).body.data).toEqual({ collected: true });
    expect((await get('finance', `${GOODS}/collect/check/${g.id}`)).body.data).toEqual({ collected: true });
    const page = await post<{ records: { id: number }[] }>('approver', `${GOODS}/collect/page/two`, { current: 1, size: 50 });
    expect(page.body.data.records.map((r) => r.id)).toContain(g.id);
    expect((await get('personal', `${GOODS}/collect/check/${g.id}`)).body.data).toEqual({ collected: false });
    expect((await post('approver', `${GOODS}/collect/delete/${g.id}`)).status).toBe(200);
    expect((await get('buyer', `${GOODS}/collect/check/${g.id}`)).body.data).toEqual({ collected: false });
  });
});

describe('the credit line is the company\'s', () => {
  it('shows two members the same terms and availability, counting what either owes', async () => {
    await setCredit(id.holder, 5_000_000, 45);
    const holder = await creditHolderOf(ctx.handle.db, id.buyer);
    expect(holder).toEqual({ ownerId: id.holder, companyId });
    const owed0 = await creditOwed(ctx.handle.db, holder);
    const buyerDraft = await draftOf(ctx, token.buyer, goods[2]!.id, 1, true);
    const approverDraft = await draftOf(ctx, token.approver, goods[2]!.id, 1, true);
    expect(buyerDraft.credit).toEqual({ limitFen: 5_000_000, termDays: 45, availableFen: 5_000_000 - owed0 });
    expect(approverDraft.credit).toEqual(buyerDraft.credit);
    expect(approverDraft.payMethods).toContain(3);

    const [a] = await addresses('buyer');
    const [i] = await invoices('buyer');
    const placed = await submit(ctx, token.buyer, buyerDraft, { addressId: a!.id, invoiceId: i!.id, payMethod: 3 });
    expect(placed.status).toBe(200);
    const row = await ctx.handle.db.selectFrom('saleOrder').select(['companyId', 'memberId', 'status']).where('id', '=', placed.body.data.orderId).executeTakeFirstOrThrow();
    expect({ companyId: Number(row.companyId), memberId: row.memberId }).toEqual({ companyId, memberId: id.buyer });
    const after = await draftOf(ctx, token.holder, goods[2]!.id, 1, true);
    expect(after.credit!.availableFen).toBe(5_000_000 - owed0 - buyerDraft.totalFen);
    // A personal member has no share of it.
    expect(await creditHolderOf(ctx.handle.db, id.personal)).toEqual({ ownerId: id.personal, companyId: null });
  });

  it('two members putting orders on the one limit at once never exceed it together', async () => {
    const [a] = await addresses('buyer');
    const [i] = await invoices('buyer');
    const holder = await creditHolderOf(ctx.handle.db, id.buyer);
    for (let round = 0; round < 3; round++) {
      const drafts: DraftView[] = [await draftOf(ctx, token.buyer, goods[3]!.id, 2, true), await draftOf(ctx, token.approver, goods[4]!.id, 3, true), await draftOf(ctx, token.holder, goods[5]!.id, 1, true)];
      const owed0 = await creditOwed(ctx.handle.db, holder);
      // Room for any two, not for all three.
      const limit = owed0 + drafts[0]!.totalFen + drafts[1]!.totalFen + drafts[2]!.totalFen - 1;
      await setCredit(id.holder, limit);
      const results = await Promise.all([
        submit(ctx, token.buyer, drafts[0]!, { addressId: a!.id, invoiceId: i!.id, payMethod: 3 }),
        submit(ctx, token.approver, drafts[1]!, { addressId: a!.id, invoiceId: i!.id, payMethod: 3 }),
        submit(ctx, token.holder, drafts[2]!, { addressId: a!.id, invoiceId: i!.id, payMethod: 3 }),
      ]);
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(2);
      expect(statuses.filter((s) => s === 409)).toHaveLength(1);
      const owed = await creditOwed(ctx.handle.db, holder);
      expect(owed).toBeLessThanOrEqual(limit);
      const placed = results.reduce((sum, r) => sum + (r.status === 200 ? (r.body.data as SubmittedOrder).totalFen : 0), 0);
      expect(owed).toBe(owed0 + placed);
    }
    await setCredit(id.holder, 20_000_000);
  });
});

describe('VIP is the company\'s', () => {
  it('prices a buyer with no VIP of their own as the company\'s VIP, and member info shows the company\'s VIP end', async () => {
    const own = await ctx.handle.db.selectFrom('member').select(['memberPriceEndTime', 'memberType']).where('id', '=', id.buyer).executeTakeFirstOrThrow();
    expect(own).toEqual({ memberPriceEndTime: null, memberType: 1 });
    const holderInfo = (await get<{ memberPriceEndTime: string | null }>('holder', '/gateway/member/api/member/memberInfo')).body.data;
    const buyerInfo = (await get<{ memberPriceEndTime: string | null; memberType: number }>('buyer', '/gateway/member/api/member/memberInfo')).body.data;
    expect(holderInfo.memberPriceEndTime).not.toBeNull();
    expect(buyerInfo).toMatchObject({ memberPriceEndTime: holderInfo.memberPriceEndTime, memberType: 2 });

    const theirs = await draftOf(ctx, token.holder, goods[0]!.id, 2, true);
    const mine = await draftOf(ctx, token.buyer, goods[0]!.id, 2, true);
    expect(theirs.priceKind).toBe('vip');
    expect({ kind: mine.priceKind, unit: mine.lines[0]!.unitPriceFen, total: mine.totalFen }).toEqual({ kind: 'vip', unit: theirs.lines[0]!.unitPriceFen, total: theirs.totalFen });
    // The cart and the favourites page price the same way.
    await post('buyer', '/gateway/goods/api/cart/save', { goodsId: goods[0]!.id, num: 2, vendorId: 0 });
    const cart = (await get<{ priceKind: string }>('buyer', '/gateway/goods/api/cart/list')).body.data;
    expect(cart.priceKind).toBe('vip');
    // A personal member without VIP is not priced so.
    expect((await draftOf(ctx, token.personal, goods[0]!.id, 2)).priceKind).toBe('member');
  });

  it('the 688 year bought by a buyer is the company\'s: the certified account\'s purchase, listed to every member', async () => {
    // Within the window a renewal may be bought in.
    await ctx.handle.db.updateTable('member').set({ memberPriceEndTime: new Date(Date.now() + 30 * 86_400_000) }).where('id', '=', id.holder).execute();
    const started = await post<{ grantId: number }>('buyer', '/gateway/member/api/member/vip688/buy', {});
    expect(started.status).toBe(200);
    const grant = await ctx.handle.db.selectFrom('vipGrant').select('memberId').where('id', '=', started.body.data.grantId).executeTakeFirstOrThrow();
    expect(grant.memberId).toBe(id.holder);
    const listed = (await get<{ id: number }[]>('finance', '/gateway/member/api/member/vip688/list')).body.data.map((g) => g.id);
    expect(listed).toContain(started.body.data.grantId);
  });
});

describe('the enquiry\'s cross-reference is the company\'s', () => {
  it('a buyer code remembered from one member\'s sheet matches a colleague\'s next sheet, not a personal member\'s', async () => {
    const g = goods[1]!;
    const line = (model: string, buyerCode: string): InputLine => ({ rowNo: 1, model, brand: '', qtyText: '2', unit: '', remark: '', buyerCode });
    const first = (await importEnquiry(ctx.handle.db, id.buyer, { source: 'paste', fileName: null, lines: [line(g.model, 'JG-4711')] })).enquiryId;
    const l = (await report(ctx, token.buyer, first)).body.data.lines[0]!;
    expect((await saveCart(ctx, token.buyer, first, [{ lineId: l.id, goodsId: g.id, qty: 1 }])).body.data.added).toBe(1);

    const colleague = (await importEnquiry(ctx.handle.db, id.approver, { source: 'paste', fileName: null, lines: [line('', 'jg-4711')] })).enquiryId;
    expect((await report(ctx, token.approver, colleague)).body.data.lines[0]).toMatchObject({ status: 'matched', how: 'buyerCode', goodsId: g.id });
    const stranger = (await importEnquiry(ctx.handle.db, id.personal, { source: 'paste', fileName: null, lines: [line('', 'JG-4711')] })).enquiryId;
    expect((await report(ctx, token.personal, stranger)).body.data.lines[0]).toMatchObject({ status: 'invalid', goodsId: null });
  });
});
