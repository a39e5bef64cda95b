// Every route of spec 2.1, loaded directly (a typed address, a bookmark, a refresh), answers the
// SPA's index.html, including /media/mediaList and /media/mediaDetail: served files live under
// /files/, and the old /media/<kind>/ file addresses answer a 301 there (issue 12 item 1).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderGoodsImage } from '../../../server/media/goods-image.ts';
import { ROUTES } from '../../../src/app/routes.ts';
import { createTestApp, type TestContext } from '../../support/api-harness.ts';

/** Spec 2.1, in its order; the four routes with an optional id are listed with and without it. */
const SPEC_ROUTES = [
  '/', '/home', '/login', '/registered', '/retrieve', '/setPassword', '/accountInformation', '/personalCenter',
  '/securitySettings', '/amendPhone', '/addressManagement', '/invoiceManagement', '/enterpriseCertification',
  '/messageNotification', '/collection', '/shoppingCart', '/addOrder', '/addOrderVip', '/submitFinish', '/confirmedOrder',
  '/confirmedOrderDetail', '/myOrder', '/serviceOrder', '/afterSale', '/enquiry', '/enquiryDetail', '/batchInquiry',
  '/productList', '/special', '/pointMall', '/pointRecord', '/pointRedemptionRecord', '/distribution', '/cooperation',
  '/cooperationForm', '/supplier', '/helpCenter', '/media/mediaList', '/media/mediaDetail', '/modelTransition/search',
  '/modelTransition/details', '/serve/serveList', '/serve/serveDetail', '/special/components/addCar',
  '/afterSaleDetail', '/myOrderDetail', '/product', '/serviceOrderDetail',
  // Company accounts (issue 37): not in the spec's list.
  '/company', '/company/lists', '/company/approvals', '/company/rules', '/company/budgets', '/company/integration',
  // Formal quotes (issue 39).
  '/quote', '/quote/:id',
  // PunchOut (issue 40): where a buyer's purchasing system sends the browser with a one-use ticket.
  '/punchout/start',
];
const WITH_ID = ['/afterSaleDetail/12', '/myOrderDetail/12', '/product/12', '/serviceOrderDetail/12', '/quote/12'];
const WITH_QUERY = ['/productList?goodsName=6205&serchNum=1', '/special?id=1', '/helpCenter?type=help&value=1', '/media/mediaDetail?id=1', '/media/mediaList?type=industry'];

const INDEX = '<!doctype html><html lang="zh-CN"><title>爱备客</title><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></html>';

let ctx: TestContext;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'aibeike-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  ctx = await createTestApp({ seedSkus: 0, config: { staticDir: dist } });
});
afterAll(async () => ctx?.close());

describe('every route of spec 2.1, loaded directly', () => {
  it('lists every route of the route table', () => {
    const table = ROUTES.map((r) => r.path.replace(/\/:id\?$/, ''));
    expect([...table].sort()).toEqual([...SPEC_ROUTES].sort());
  });

  it.each([...SPEC_ROUTES.filter((r) => !r.includes(':')), ...WITH_ID, ...WITH_QUERY])('%s answers the SPA index with 200', async (url) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-type'], url).toContain('text/html');
    expect(res.body, url).toBe(INDEX);
  });
});

describe('served files under /files/', () => {
  it('serves a product illustration at its /files/goods/ address', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/files/goods/ball-bearing.svg?v=2' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.body).toBe(renderGoodsImage('ball-bearing', 2));
  });

  it('redirects an old /media/goods/ address there with a 301, query kept', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/media/goods/ball-bearing.svg?v=2' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/files/goods/ball-bearing.svg?v=2');
    const followed = await ctx.app.inject({ method: 'GET', url: res.headers.location! });
    expect(followed.statusCode).toBe(200);
    expect(followed.body).toContain('<svg');
  });

  it('answers a missing file with the 404 envelope, not the SPA', async () => {
    for (const url of ['/files/goods/warp-drive.svg', '/files/nothing/here.svg', '/files/uploads/0123456789abcdef0123456789abcdef']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ success: false, code: 404 });
    }
  });
});
