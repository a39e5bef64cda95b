// PunchOut (issue 40, item 4) in the browser, on the real server, with a fake buyer's SRM
// (tests/fixtures/integration/fake-srm.ts) on a free port and the seed's demo PunchOut client of the
// demo company (acting as its buyer 陈刚 13800000004; server/db/seed/punchout-client.ts).
// OCI: the SRM page's 「去爱备客选购（OCI）」 posts USERNAME/PASSWORD/HOOK_URL to /punchout/oci; the
// browser lands on the home page with the PunchOut banner; the buyer opens two goods and adds them
// (6205-2RSH × 2 at the agreement's fixed ¥36.00, another SKF goods × 3 at the company's price); the
// cart shows 返回采购系统 and no 去结算; clicking it posts the OCI fields to the SRM, which shows them:
// checked field by field against the cart's prices. cXML: 「去爱备客选购（cXML）」 sends a
// PunchOutSetupRequest server-side and the browser to its StartPage; the returned
// PunchOutOrderMessage (cxml-urlencoded) is parsed and checked item by item, BuyerCookie echoed.
// axe on the start page (a used ticket's refusal) and the PunchOut cart; a 1440 px baseline of the
// cart in a PunchOut session. The buyer's own cart lines are set aside (unticked) and restored.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PUNCHOUT_CLIENT } from '../server/db/seed/punchout-client.ts';
import { parseXml } from '../server/modules/integration/safe-xml.ts';
import { startFakeSrm, type FakeSrm } from '../tests/fixtures/integration/fake-srm.ts';
import { expectNoSeriousA11yViolations, gatewayCall, memberApi, openSettled, tokenOf, volatileParts } from './support.ts';

const BUYER = { username: '13800000004', password: 'Demo2026' };
const FIXED_MODEL = '6205-2RSH';

interface Goods { id: number; model: string; brandName: string; minOrderQty: number; packQty: number; stockQty: number }
interface CartLine { id: number; goodsId: number; num: number; selected: boolean; unitPriceFen: number; goods: { goodsCode: string; model: string; name: string; brandName: string; unit: string } }

let srm: FakeSrm;
let buyerToken: string;
let kept: CartLine[] = [];
let picked: Goods[] = [];

async function skfGoods(request: APIRequestContext): Promise<Goods[]> {
  const list = await gatewayCall<{ records: Goods[] }>(request, 'POST', '/goods/open/goods/list', null, { keyword: 'SKF', current: 1, size: 60 });
  const skf = list.records.filter((g) => g.brandName === 'SKF' && g.stockQty >= 20);
  const fixedList = await gatewayCall<{ records: Goods[] }>(request, 'POST', '/goods/open/goods/list', null, { keyword: FIXED_MODEL, isExactMatch: true, current: 1, size: 20 });
  const fixed = fixedList.records.find((g) => g.brandName === 'SKF');
  const other = skf.find((g) => g.minOrderQty <= 1 && g.packQty <= 1 && !['6205-2RSH', '7205BECBP', 'NU2210ECP'].includes(g.model));
  expect(fixed, 'SKF 6205-2RSH in the seed').toBeTruthy();
  expect(other, 'another SKF goods sold by the piece').toBeTruthy();
  return [fixed!, other!];
}

/** Adds the goods on its product page with the quantity typed. */
async function addOnProductPage(page: Page, goods: Goods, num: number) {
  await openSettled(page, `/product/${goods.id}`);
  const qty = page.getByRole('textbox', { name: '购买数量' });
  await qty.fill(String(num));
  await qty.press('Enter');
  const saved = page.waitForResponse((r) => r.url().endsWith('/gateway/goods/api/cart/save'));
  await page.getByRole('button', { name: '加入购物车' }).click();
  expect((await saved).ok()).toBe(true);
}

/** The PunchOut session's cart as the buyer sees it (the cart's prices: the company's). */
async function cartOf(request: APIRequestContext): Promise<CartLine[]> {
  return (await memberApi(request, buyerToken)<{ lines: CartLine[] }>('GET', '/goods/api/cart/list')).lines;
}

/** From the SRM page to the shop's home page in a PunchOut session. */
async function punchIn(page: Page, button: string) {
  await page.goto(srm.url);
  await page.getByRole('button', { name: button }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByTestId('punchout-banner')).toHaveText('PunchOut 采购：选好商品后在购物车点击“返回采购系统”');
}

async function shopTwo(page: Page) {
  await addOnProductPage(page, picked[0]!, 2);
  await addOnProductPage(page, picked[1]!, 3);
  await openSettled(page, '/shoppingCart');
  for (const g of picked) await expect(page.getByTestId('cart-line').filter({ hasText: g.model })).toHaveCount(1);
  await expect(page.getByRole('button', { name: '去结算' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '返回采购系统' })).toBeEnabled();
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request, baseURL }) => {
  srm = await startFakeSrm(baseURL!, DEMO_PUNCHOUT_CLIENT);
  buyerToken = await tokenOf(request, BUYER, '0');
  picked = await skfGoods(request);
  // The buyer's own lines are set aside: those of the two goods removed, the rest unticked.
  const api = memberApi(request, buyerToken);
  kept = await cartOf(request);
  const mine = kept.filter((l) => picked.some((g) => g.id === l.goodsId));
  if (mine.length > 0) await api('POST', '/goods/api/cart/delete/batch', { ids: mine.map((l) => l.id) });
  const others = kept.filter((l) => !mine.includes(l));
  if (others.length > 0) await api('POST', '/goods/api/cart/select', { ids: others.map((l) => l.id), selected: false });
  // The top bar's 消息 link shows only with unread messages (those of the journeys before, or the
  // seed's on a fresh server): read them so the cart's baseline is the same in either run.
  await api('POST', '/member/api/member/message/readAll', {});
});

test.afterAll(async ({ request }) => {
  await srm?.close();
  const api = memberApi(request, buyerToken);
  const now = await cartOf(request);
  const extra = now.filter((l) => picked.some((g) => g.id === l.goodsId));
  if (extra.length > 0) await api('POST', '/goods/api/cart/delete/batch', { ids: extra.map((l) => l.id) });
  for (const l of kept.filter((k) => picked.some((g) => g.id === k.goodsId))) await api('POST', '/goods/api/cart/save', { goodsId: l.goodsId, num: l.num, vendorId: 0 });
  const ticked = kept.filter((l) => l.selected && !picked.some((g) => g.id === l.goodsId)).map((l) => l.id);
  if (ticked.length > 0) await api('POST', '/goods/api/cart/select', { ids: ticked, selected: true });
});

test('OCI round trip: the SRM receives the cart as OCI fields at the company prices', async ({ page, request }) => {
  await punchIn(page, '去爱备客选购（OCI）');
  await shopTwo(page);
  const lines = await cartOf(request);
  await expectNoSeriousA11yViolations(page);
  await page.mouse.move(0, 0);
  // The buyer's own (unticked) lines vary with the journeys before: only the two PunchOut lines are drawn.
  await page.getByTestId('cart-line').evaluateAll((rows, models) => {
    for (const row of rows) if (!models.some((m) => row.textContent?.includes(m))) (row as HTMLElement).style.display = 'none';
  }, picked.map((g) => g.model));
  await expect(page).toHaveScreenshot('punchout-cart.png', { fullPage: true, mask: [...volatileParts(page), page.getByTestId('cart-count'), page.getByTestId('header-cart')] });

  await page.getByRole('button', { name: '返回采购系统' }).click();
  await expect(page.getByRole('heading', { name: '采购系统已收到购物车（OCI）' })).toBeVisible();
  const got = srm.received.at(-1)!;
  expect(got.kind).toBe('oci');
  const field = new Map(got.fields.map((f) => [f.name, f.value]));
  // The cart lists the newest line first: the other SKF goods × 3, then 6205-2RSH × 2.
  const expectLine = (n: number, goods: Goods, num: number) => {
    const line = lines.find((l) => l.goodsId === goods.id)!;
    const text = `${line.goods.brandName} ${line.goods.model} ${line.goods.name}`;
    expect(field.get(`NEW_ITEM-DESCRIPTION[${n}]`)).toBe([...text].slice(0, 40).join(''));
    expect(field.get(`NEW_ITEM-QUANTITY[${n}]`)).toBe(String(num));
    expect(field.get(`NEW_ITEM-UNIT[${n}]`)).toBe('PCE');
    expect(field.get(`NEW_ITEM-PRICE[${n}]`)).toBe((line.unitPriceFen / 100).toFixed(2));
    expect(field.get(`NEW_ITEM-PRICEUNIT[${n}]`)).toBe('1');
    expect(field.get(`NEW_ITEM-CURRENCY[${n}]`)).toBe('CNY');
    expect(field.get(`NEW_ITEM-VENDORMAT[${n}]`)).toBe(line.goods.goodsCode);
    expect(field.get(`NEW_ITEM-MANUFACTMAT[${n}]`)).toBe(line.goods.model);
    expect(field.get(`NEW_ITEM-MANUFACTCODE[${n}]`)).toBe('SKF');
    expect(field.get(`NEW_ITEM-EXT_PRODUCT_ID[${n}]`)).toBe(String(goods.id));
    expect(field.get(`NEW_ITEM-LONGTEXT_${n}:132[]`)).toBe(text);
  };
  expectLine(1, picked[1]!, 3);
  expectLine(2, picked[0]!, 2);
  // The agreement's fixed price of 6205-2RSH.
  expect(field.get('NEW_ITEM-PRICE[2]')).toBe('36.00');
  // The SRM's page shows the table.
  await expect(page.getByTestId('received').getByRole('row', { name: /NEW_ITEM-PRICE\[2\]/ })).toContainText('36.00');
  // The lines went back: the cart no longer holds them.
  expect((await cartOf(request)).filter((l) => picked.some((g) => g.id === l.goodsId))).toHaveLength(0);
});

test('cXML round trip: the SRM receives a PunchOutOrderMessage with its BuyerCookie and the items', async ({ page, request }) => {
  await punchIn(page, '去爱备客选购（cXML）');
  await shopTwo(page);
  const lines = await cartOf(request);
  await page.getByRole('button', { name: '返回采购系统' }).click();
  await expect(page.getByRole('heading', { name: '采购系统已收到购物车（cXML）' })).toBeVisible();
  const got = srm.received.at(-1)!;
  expect(got.fields.map((f) => f.name)).toEqual(['cxml-urlencoded']);
  const doc = parseXml(got.fields[0]!.value) as {
    cXML: { Message: { PunchOutOrderMessage: { BuyerCookie: string; PunchOutOrderMessageHeader: { Total: { Money: { '#text': string; '@_currency': string } } }; ItemIn: Array<{ '@_quantity': string; ItemID: { SupplierPartID: string }; ItemDetail: { UnitPrice: { Money: { '#text': string; '@_currency': string } }; Description: { '#text': string }; UnitOfMeasure: string; ManufacturerPartID: string; ManufacturerName: string } }> } } };
  };
  const msg = doc.cXML.Message.PunchOutOrderMessage;
  expect(msg.BuyerCookie).toBe(srm.lastBuyerCookie);
  expect(msg.ItemIn).toHaveLength(2);
  [[picked[1]!, 3], [picked[0]!, 2]].forEach(([goods, num], i) => {
    const g = goods as Goods;
    const line = lines.find((l) => l.goodsId === g.id)!;
    const item = msg.ItemIn[i]!;
    expect(item['@_quantity']).toBe(String(num));
    expect(item.ItemID.SupplierPartID).toBe(line.goods.goodsCode);
    expect(item.ItemDetail.UnitPrice.Money).toEqual({ '#text': (line.unitPriceFen / 100).toFixed(2), '@_currency': 'CNY' });
    expect(item.ItemDetail.Description['#text']).toBe(`SKF ${line.goods.model} ${line.goods.name}`);
    expect(item.ItemDetail.UnitOfMeasure).toBe('EA');
    expect(item.ItemDetail.ManufacturerPartID).toBe(line.goods.model);
    expect(item.ItemDetail.ManufacturerName).toBe('SKF');
  });
  const totalFen = lines.filter((l) => picked.some((g) => g.id === l.goodsId)).reduce((n, l) => n + l.unitPriceFen * l.num, 0);
  expect(msg.PunchOutOrderMessageHeader.Total.Money).toEqual({ '#text': (totalFen / 100).toFixed(2), '@_currency': 'CNY' });
  expect(msg.ItemIn[1]!.ItemDetail.UnitPrice.Money['#text']).toBe('36.00');
});

test('a start link used twice is refused in Chinese (axe on the start page)', async ({ page, request, baseURL }) => {
  const res = await request.post(`${baseURL}/punchout/oci`, {
    form: { USERNAME: DEMO_PUNCHOUT_CLIENT.clientId, PASSWORD: DEMO_PUNCHOUT_CLIENT.secret, HOOK_URL: `${srm.url}/oci-hook` },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(303);
  const location = res.headers().location!;
  const ticket = new URL(location, baseURL).searchParams.get('ticket')!;
  await gatewayCall(request, 'POST', '/system/open/punchout/ticket', null, { ticket });
  await openSettled(page, location);
  await expect(page.getByRole('heading', { level: 1, name: '无法进入爱备客商城' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('PunchOut 链接已使用过，请从采购系统重新进入');
  await expectNoSeriousA11yViolations(page);
});
