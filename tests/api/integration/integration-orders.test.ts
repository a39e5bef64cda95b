// The integration API's orders (issue 40): an ERP places the company's order with an
// Idempotency-Key (the same key and body answer the same order, also when sent at once; the same
// key with another body is 409; a refused request leaves the key free), through the company's
// approval rules (the demo rule: ¥5,000 and up waits for the department's approver) like any
// checkout; it reads the order back by our number or its PO number with shipments, and invoices
// only with invoices:read; another company's client and a personal member's order are 404; the
// scopes are enforced (a catalogue-only token is 403).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IntegrationOrder } from '../../../domain/integration/integration-api.ts';
import { call, DEMO } from '../../support/api-harness.ts';
import { defaultsOf, quickBuy, setStock, submit } from '../../support/order-helpers.ts';
import { companyFixture, BUYER, type CompanyFixture } from '../approvals/company-fixture.ts';
import { clientToken, makeClient } from './integration-fixture.ts';

const ORDERS = '/gateway/order/api/integration/orders';

let f: CompanyFixture;
let writer: string;
let reader: string;
let invoiceReader: string;
let catalogueOnly: string;
let otherCompany: string;
let addressId: number;
let goods: { id: number; goodsCode: string; priceFen: number };

async function tokenOf(companyId: number, mobile: string, scopes: Parameters<typeof makeClient>[1]['scopes']) {
  const c = await makeClient(f.ctx, { companyId, mobile, scopes });
  return (await clientToken(f.ctx, c)).body.data!.access_token;
}

const place = (body: Record<string, unknown>, key: string | null, token = writer) =>
  call<IntegrationOrder>(f.ctx, { method: 'POST', url: ORDERS, token, payload: body, headers: key === null ? {} : { 'idempotency-key': key } });
const read = (ref: string, token = reader) => call<IntegrationOrder>(f.ctx, { method: 'GET', url: `${ORDERS}/${encodeURIComponent(ref)}`, token });
const orderBody = (po: string, num = 2, extra: Record<string, unknown> = {}) => ({ poNumber: po, addressId, lines: [{ code: goods.goodsCode, num }], ...extra });

beforeAll(async () => {
  f = await companyFixture();
  const db = f.ctx.handle.db;
  const g = await db.selectFrom('goods as g').innerJoin('brand as b', 'b.id', 'g.brandId').select(['g.id', 'g.goodsCode', 'g.memberPriceFen'])
    .where('g.status', '=', 1).where('g.minOrderQty', '=', 1).where('b.name', '<>', 'SKF').orderBy('g.id').executeTakeFirstOrThrow();
  goods = { id: g.id, goodsCode: g.goodsCode, priceFen: Number(g.memberPriceFen) };
  await setStock(f.ctx, goods.id, 100_000);
  addressId = (await defaultsOf(f.ctx, DEMO.enterprise)).addressId;
  writer = await tokenOf(f.companyId, BUYER, ['orders:write', 'orders:read']);
  reader = await tokenOf(f.companyId, DEMO.enterprise, ['orders:read']);
  invoiceReader = await tokenOf(f.companyId, DEMO.enterprise, ['orders:read', 'invoices:read']);
  catalogueOnly = await tokenOf(f.companyId, BUYER, ['catalogue:read']);
  otherCompany = await tokenOf(f.otherCompanyId, DEMO.distributor, ['orders:read', 'orders:write']);
}, 120_000);
afterAll(async () => f.ctx.close());

describe('placing an order', () => {
  it('places the order (201) and answers the same order to a retry with the same key and body (200)', async () => {
    const first = await place(orderBody('PO-IT-001'), 'key-001');
    expect(first.status).toBe(201);
    expect(first.headers['idempotency-replayed']).toBe('false');
    expect(first.body.data).toMatchObject({ poNumber: 'PO-IT-001', approval: null, lines: [{ code: goods.goodsCode, goodsId: goods.id, num: 2 }] });
    expect(first.body.data.totalFen).toBeGreaterThan(0);
    expect([0, 2]).toContain(first.body.data.status);
    const again = await place({ lines: [{ num: 2, code: goods.goodsCode }], addressId, poNumber: 'PO-IT-001' }, 'key-001');
    expect(again.status).toBe(200);
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(again.body.data.orderNo).toBe(first.body.data.orderNo);
    const rows = await f.ctx.handle.db.selectFrom('saleOrder').select(['id', 'source']).where('poNumber', '=', 'PO-IT-001').execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses the same key with another body (409) and leaves the first order alone', async () => {
    await place(orderBody('PO-IT-002'), 'key-002');
    const other = await place(orderBody('PO-IT-002', 3), 'key-002');
    expect(other.status).toBe(409);
    expect(other.body.msg).toContain('幂等键 key-002 已用于另一笔内容不同的下单请求');
  });

  it('makes one order of twins sent at once', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => place(orderBody('PO-IT-003'), 'key-003')));
    for (const a of answers) expect(a.body.success, a.body.msg).toBe(true);
    expect(new Set(answers.map((a) => a.body.data.orderNo)).size).toBe(1);
    const rows = await f.ctx.handle.db.selectFrom('saleOrder').select('id').where('poNumber', '=', 'PO-IT-003').execute();
    expect(rows).toHaveLength(1);
    const open = await f.ctx.handle.db.selectFrom('tmpOrder').select('id').where('source', '=', 5).where('status', '=', 0).execute();
    expect(open).toEqual([]);
  });

  it('of two different bodies sent at once with one key, one makes the order and the other is 409', async () => {
    const answers = await Promise.all([place(orderBody('PO-IT-004', 1), 'key-004'), place(orderBody('PO-IT-004', 4), 'key-004')]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const rows = await f.ctx.handle.db.selectFrom('saleOrder').select('id').where('poNumber', '=', 'PO-IT-004').execute();
    expect(rows).toHaveLength(1);
  });

  it('goes to approval at the demo company rule (¥5,000 and up)', async () => {
    const num = Math.ceil(600_000 / goods.priceFen) + 1;
    const res = await place(orderBody('PO-IT-BIG', num), 'key-big');
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ status: 6, statusText: '待审批', approval: { status: 'pending', level: 1 } });
    expect(res.body.msg).toBe('订单已提交，等待企业审批');
  });

  it('refuses: no key, a malformed key, an unknown code, another company address, out of stock, unknown fields', async () => {
    const noKey = await place(orderBody('PO-IT-X'), null);
    expect(noKey.status).toBe(400);
    expect(noKey.body.msg).toContain('Idempotency-Key');
    expect((await place(orderBody('PO-IT-X'), 'has space')).status).toBe(400);
    const unknown = await place({ poNumber: 'PO-IT-X', addressId, lines: [{ code: 'NO-SUCH-CODE', num: 1 }] }, 'key-x1');
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe('第 1 行：找不到编码 NO-SUCH-CODE 对应的商品，请先用价格查询接口核对');
    const theirs = (await defaultsOf(f.ctx, DEMO.personal)).addressId;
    const foreign = await place({ ...orderBody('PO-IT-X'), addressId: theirs }, 'key-x2');
    expect(foreign.status).toBe(404);
    const short = await place(orderBody('PO-IT-X', 100_001), 'key-x3');
    expect(short.status).toBe(409);
    expect((await place({ ...orderBody('PO-IT-X'), colour: 'red' }, 'key-x4')).status).toBe(400);
    expect((await place({ poNumber: 'PO-IT-X', addressId, lines: [{ num: 1 }] }, 'key-x5')).status).toBe(400);
    // A refused request left no claim: the key goes through once the request is fixed.
    const fixed = await place(orderBody('PO-IT-X'), 'key-x1');
    expect(fixed.status).toBe(201);
  });

  it('needs orders:write: a catalogue-only token and a person token are 403', async () => {
    const res = await place(orderBody('PO-IT-Y'), 'key-y', catalogueOnly);
    expect(res.status).toBe(403);
    expect(res.body.msg).toContain('orders:write');
    expect((await place(orderBody('PO-IT-Y'), 'key-y', f.token.buyer)).status).toBe(403);
    expect((await read('PO-IT-001', catalogueOnly)).status).toBe(403);
  });
});

describe('reading an order', () => {
  it('reads by our number and by PO number, with shipments; invoices only with invoices:read', async () => {
    const placed = (await place(orderBody('PO-IT-READ'), 'key-read')).body.data;
    await f.ctx.handle.db.updateTable('saleOrder').set({ carrier: '顺丰速运', trackingNo: 'SF1234567890', shippedAt: new Date(), status: 3 }).where('orderNo', '=', placed.orderNo).execute();
    const byNo = await read(placed.orderNo);
    expect(byNo.status).toBe(200);
    expect(byNo.body.data).toMatchObject({ orderNo: placed.orderNo, status: 3, statusText: '已发货', shipments: [{ carrier: '顺丰速运', trackingNo: 'SF1234567890' }] });
    expect(byNo.body.data.invoices).toBeUndefined();
    const byPo = await read('PO-IT-READ', invoiceReader);
    expect(byPo.body.data.orderNo).toBe(placed.orderNo);
    expect(byPo.body.data.invoices![0]).toMatchObject({ state: 'requested', invoiceType: expect.any(Number) });
    expect(byPo.body.data.invoices![0]!.remarks[0]).toContain('PO-IT-READ');
  });

  it('another company client gets 404 by number and by PO; a personal member order is never visible', async () => {
    const placed = (await place(orderBody('PO-IT-OWN'), 'key-own')).body.data;
    expect((await read(placed.orderNo, otherCompany)).status).toBe(404);
    const byPo = await read('PO-IT-OWN', otherCompany);
    expect(byPo.status).toBe(404);
    expect(byPo.body.msg).toBe('找不到订单 PO-IT-OWN（按订单号或贵司采购单号查找）');
    const personal = await defaultsOf(f.ctx, DEMO.personal);
    const draft = (await quickBuy(f.ctx, f.token.personal, goods.id, 1)).body.data;
    const mine = await submit(f.ctx, f.token.personal, draft, { addressId: personal.addressId, payMethod: 2 });
    expect(mine.body.success, mine.body.msg).toBe(true);
    expect((await read(mine.body.data.orderNo)).status).toBe(404);
  });
});
