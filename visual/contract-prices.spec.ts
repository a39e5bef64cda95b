// Contract prices (协议价, issue 39) in the browser, on the real server. The seed gives the demo
// company 苏州精工自动化设备有限公司 an active agreement (SKF 88折 and three fixed prices, among them
// SKF 6205-2RSH at ¥36.00). A visitor sees 6205-2RSH at the list price; the company's buyer 陈刚
// (13800000004) sees ¥36.00 labelled 协议价 with the agreement's last day on the search list and the
// product page, adds it to the cart with the keyboard-operable button and finds the cart line
// priced at ¥36.00 as 协议价. The line is taken out again at the end (the cart is left as found).
// 1440 px baselines and axe audits of the list and the product page, and of the cart line; the
// agreement's last day moves with the seed day and is data-volatile (masked).
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, gatewayCall, loginViaApi, memberApi, openSettled, volatileParts } from './support.ts';

const BUYER = { username: '13800000004', password: 'Demo2026' };
const MODEL = '6205-2RSH';
const AGREED = '¥36.00';

interface Card { id: number; brandName: string; priceFen: number; priceSource: string; listPriceFen: number; contractValidTo: string | null }
interface CartLine { id: number; goodsId: number; unitPriceFen: number; priceSource: string }

const shot = async (page: Page, name: string) => {
  await page.mouse.move(0, 0);
  await expect(page).toHaveScreenshot(name, { fullPage: true, mask: volatileParts(page) });
};

test.describe.configure({ mode: 'serial' });

test('a visitor sees the list price; the company buyer sees 协议价 on the list, the product page and the cart', async ({ page, context, request, baseURL }) => {
  const open = await gatewayCall<{ records: Card[] }>(request, 'POST', '/goods/open/goods/list', null, { keyword: MODEL, isExactMatch: true, current: 1, size: 20 });
  const visitorCard = open.records.find((c) => c.brandName === 'SKF')!;
  expect(visitorCard, 'SKF 6205-2RSH in the seeded catalogue').toBeTruthy();
  expect(visitorCard.priceSource).toBe('list');

  await openSettled(page, `/productList?goodsName=${MODEL}`);
  const visitorRow = page.getByRole('link', { name: `SKF ${MODEL}` }).first();
  await expect(visitorRow).toBeVisible();
  await expect(page.getByTestId('contract-until')).toHaveCount(0);

  const token = await loginViaApi(context, baseURL!, BUYER);
  const api = memberApi(request, token);
  const held = new Set((await api<{ lines: CartLine[] }>('GET', '/goods/api/cart/list')).lines.map((l) => l.id));

  // The search list: 协议价 ¥36.00 with the agreement's last day.
  await openSettled(page, `/productList?goodsName=${MODEL}`);
  const until = page.getByTestId('contract-until').first();
  await expect(until).toHaveText(/^协议价有效期至 \d{4}-\d{2}-\d{2}$/);
  await expect(page.getByText('协议价', { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('price').filter({ hasText: AGREED }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'contract-list.png');

  // The product page: the same price, label and date; every tier at most the agreed price.
  await openSettled(page, `/product/${visitorCard.id}`);
  await expect(page.getByTestId('price').first()).toHaveText(AGREED);
  await expect(page.getByTestId('contract-until').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'contract-product.png');

  // Added with the keyboard, the cart line is priced at the agreement.
  const saved = page.waitForResponse((r) => r.url().endsWith('/gateway/goods/api/cart/save'));
  await page.getByRole('button', { name: '加入购物车' }).focus();
  await page.keyboard.press('Enter');
  expect((await saved).ok()).toBe(true);
  await openSettled(page, '/shoppingCart');
  const line = page.getByTestId('cart-line').filter({ hasText: MODEL });
  await expect(line.getByTestId('cart-price-kind')).toHaveText(/^协议价（至 \d{4}-\d{2}-\d{2}）$/);
  await expect(line.getByTestId('cart-unit-price')).toHaveText(AGREED);
  await expectNoSeriousA11yViolations(page);
  await page.mouse.move(0, 0);
  await expect(line).toHaveScreenshot('contract-cart-line.png', { mask: volatileParts(page) });

  const lines = (await api<{ lines: CartLine[] }>('GET', '/goods/api/cart/list')).lines;
  const added = lines.find((l) => l.goodsId === visitorCard.id)!;
  expect(added).toMatchObject({ unitPriceFen: 3600, priceSource: 'contract' });
  if (!held.has(added.id)) await api('POST', `/goods/api/cart/delete/${added.id}`);
});
