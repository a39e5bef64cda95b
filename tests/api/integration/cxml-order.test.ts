// The cXML OrderRequest (issue 40): documents shaped as Ariba and Coupa send them
// (tests/fixtures/integration: the DOCTYPE SYSTEM line, Extrinsic elements, several ItemOut,
// Money in CNY) become the company's order through the integration API's placement: PO number
// from orderID, ShipTo addressID or the company's default address, the CostCenter extrinsic, the
// payloadID as the Idempotency-Key (a resent document answers the same order). A document with DTD
// markup (XXE), a wrong secret, a client without orders:write, a foreign addressID and another
// currency are answered with a cXML Status of 400/401/403.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../support/api-harness.ts';
import { defaultsOf, setStock } from '../../support/order-helpers.ts';
import { companyFixture, BUYER, type CompanyFixture } from '../approvals/company-fixture.ts';
import { makeClient, type ClientCredentials } from './integration-fixture.ts';

const ORDER_URL = '/punchout/cxml/order';
const fixture = (name: string) => readFileSync(new URL(`../../fixtures/integration/${name}`, import.meta.url), 'utf8');

let f: CompanyFixture;
let client: ClientCredentials;
let parts: { code: string; priceFen: number }[];
let addressId: number;

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{([A-Z_0-9]+)\}\}/g, (_m, k: string) => String(values[k] ?? ''));
}

function doc(name: string, over: Record<string, string | number> = {}) {
  return fill(fixture(name), {
    PAYLOAD_ID: `${Date.now()}.${Math.random()}@buyer.example.com`, IDENTITY: client.clientId, SECRET: client.secret, PO_NUMBER: 'PO-CXML-1',
    ADDRESS_ID: addressId, TOTAL: '100.00', PART1: parts[0]!.code, PART2: parts[1]!.code, QTY1: 2, QTY2: 1,
    PRICE1: (parts[0]!.priceFen / 100).toFixed(2), PRICE2: (parts[1]!.priceFen / 100).toFixed(2), ...over,
  });
}

const send = async (body: string, contentType = 'text/xml') => {
  const res = await f.ctx.app.inject({ method: 'POST', url: ORDER_URL, payload: body, headers: { 'content-type': contentType } });
  const status = /<Status code="(\d+)"/.exec(res.body)?.[1];
  return { http: res.statusCode, code: Number(status), text: res.body, type: String(res.headers['content-type']) };
};

beforeAll(async () => {
  f = await companyFixture();
  const db = f.ctx.handle.db;
  const rows = await db.selectFrom('goods as g').innerJoin('brand as b', 'b.id', 'g.brandId').select(['g.id', 'g.goodsCode', 'g.memberPriceFen'])
    .where('g.status', '=', 1).where('g.minOrderQty', '=', 1).where('b.name', '<>', 'SKF').orderBy('g.id').limit(2).execute();
  parts = rows.map((r) => ({ code: r.goodsCode, priceFen: Number(r.memberPriceFen) }));
  for (const r of rows) await setStock(f.ctx, r.id, 10_000);
  addressId = (await defaultsOf(f.ctx, DEMO.enterprise)).addressId;
  client = await makeClient(f.ctx, { companyId: f.companyId, mobile: BUYER, scopes: ['orders:write', 'orders:read'] });
}, 120_000);
afterAll(async () => f.ctx.close());

describe('cXML OrderRequest', () => {
  it('places the Ariba document as the company order, and a resent document answers the same order', async () => {
    const body = doc('ariba-order-request.xml', { PO_NUMBER: 'PO-ARIBA-1' });
    const res = await send(body);
    expect(res.http).toBe(200);
    expect(res.code).toBe(200);
    expect(res.type).toContain('text/xml');
    expect(res.text).toContain('<!DOCTYPE cXML SYSTEM');
    expect(res.text).toMatch(/<Status code="200" text="OK">订单已提交：\w+/);
    const orders = await f.ctx.handle.db.selectFrom('saleOrder').select(['id', 'orderNo', 'costCentre', 'remark', 'address']).where('poNumber', '=', 'PO-ARIBA-1').execute();
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ costCentre: 'CC-100', remark: '请随货附送货单 & 合格证' });
    const lines = await f.ctx.handle.db.selectFrom('saleOrderLine').select(['goodsCode', 'num']).where('orderId', '=', orders[0]!.id).orderBy('id').execute();
    expect(lines).toEqual([{ goodsCode: parts[0]!.code, num: 2 }, { goodsCode: parts[1]!.code, num: 1 }]);
    const again = await send(body, 'application/xml');
    expect(again.code).toBe(200);
    expect(again.text).toContain(orders[0]!.orderNo);
    expect(await f.ctx.handle.db.selectFrom('saleOrder').select('id').where('poNumber', '=', 'PO-ARIBA-1').execute()).toHaveLength(1);
  });

  it('places the Coupa document (no addressID: the company default address) and notes a lower PO price', async () => {
    const res = await send(doc('coupa-order-request.xml', { PO_NUMBER: 'PO-COUPA-1', PRICE1: '0.01' }));
    expect(res.code, res.text).toBe(200);
    expect(res.text).toContain('第 1 行采购单单价低于爱备客价格');
    const order = await f.ctx.handle.db.selectFrom('saleOrder').select(['remark']).where('poNumber', '=', 'PO-COUPA-1').executeTakeFirstOrThrow();
    expect(order.remark).toBe('Deliver to gate 3');
  });

  it('refuses DTD markup (XXE) with a cXML 400 and makes no order', async () => {
    const res = await send(fixture('xxe-order-request.xml'));
    expect(res.http).toBe(400);
    expect(res.code).toBe(400);
    expect(res.text).toContain('DTD');
    expect(await f.ctx.handle.db.selectFrom('saleOrder').select('id').where('poNumber', '=', 'PO-XXE').execute()).toEqual([]);
  });

  it('answers 401 for a wrong secret, 403 without orders:write, 400 for a foreign addressID, another currency or malformed XML', async () => {
    expect((await send(doc('ariba-order-request.xml', { SECRET: 'wrong' }))).code).toBe(401);
    const catalogue = await makeClient(f.ctx, { companyId: f.companyId, mobile: BUYER, scopes: ['catalogue:read'] });
    const noScope = await send(doc('ariba-order-request.xml', { IDENTITY: catalogue.clientId, SECRET: catalogue.secret }));
    expect(noScope.code).toBe(403);
    const theirs = (await defaultsOf(f.ctx, DEMO.personal)).addressId;
    const foreign = await send(doc('ariba-order-request.xml', { ADDRESS_ID: theirs, PO_NUMBER: 'PO-FOREIGN' }));
    expect(foreign.code).toBe(400);
    expect(foreign.text).toContain(`addressID ${theirs}`);
    const usd = await send(doc('ariba-order-request.xml', { PO_NUMBER: 'PO-USD' }).replace(/currency="CNY"/g, 'currency="USD"'));
    expect(usd.code).toBe(400);
    expect(usd.text).toContain('CNY');
    expect((await send('<cXML><Request>')).code).toBe(400);
    expect(await f.ctx.handle.db.selectFrom('saleOrder').select('id').where('poNumber', 'in', ['PO-FOREIGN', 'PO-USD']).execute()).toEqual([]);
  });
});
