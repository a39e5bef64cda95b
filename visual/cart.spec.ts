// The cart and the favourites (issue 6) in the browser, on the real server, as the third demo
// member (13800000003, personal; no other spec file writes its cart or favourites):
// - the cart: lines added through the API and from the product page, quantity stepped in whole
//   packs, ticks, 删除, 清空购物车 after a confirmation, totals always the server's; 去结算 opens
//   /addOrder with the draft;
// - the favourites: added through the API, 加入购物车 from a card, 取消收藏 one and several;
// - 1440 px screenshots (empty and filled) with an axe audit of both pages and the open dialog.
// Every test starts from an empty cart and no favourites, made through the API.
import { expect, test } from '@playwright/test';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import type { Envelope } from '../domain/shared/envelope.ts';
import type { CartView } from '../domain/cart/cart.ts';
import { formatPrice } from '../domain/shared/money.ts';
import { expectNoSeriousA11yViolations, loginViaApi, type MemberApi, memberApi, openSettled, volatileParts } from './support.ts';

const MEMBER = { username: '13800000003', password: 'Demo2026' };


interface GoodsRow {
  id: number;
  model: string;
  minOrderQty: number;
  packQty: number;
  stockQty: number;
  unit: string;
}

/** A seeded goods by its exact model. */
async function goodsByModel(api: MemberApi, model: string): Promise<GoodsRow> {
  const page = await api<{ records: GoodsRow[] }>('POST', '/goods/open/goods/list', { keyword: model, isExactMatch: true, current: 1, size: 20 });
  const hit = page.records.find((r) => r.model === model);
  expect(hit, `${model} in the seeded catalogue`).toBeTruthy();
  return hit!;
}

/** Goods of the journeys: one sold in packs of 50 (minimum 50), two sold by the piece. */
const PACKED = 'UT 2,5';
const PLAIN = '6205DDU';
const OTHER = 'CJX2-4011 AC220V';

/** No toast left on screen (they fade after 3 s) and the pointer parked, before a screenshot. */
async function noToasts(page: Page): Promise<void> {
  await expect(page.locator('[data-scope="toast"][data-part="root"]')).toHaveCount(0, { timeout: 15_000 });
  // No hover state in the picture either.
  await page.mouse.move(0, 0);
}

async function freshStart(context: BrowserContext, request: APIRequestContext, baseURL: string): Promise<MemberApi> {
  const token = await loginViaApi(context, baseURL, MEMBER);
  const api = memberApi(request, token);
  await api('POST', '/goods/api/cart/delete/all');
  for (;;) {
    const favourites = await api<{ records: { id: number }[] }>('POST', '/goods/api/goods/collect/page/two', { current: 1, size: 100 });
    if (favourites.records.length === 0) break;
    await api('POST', '/goods/api/goods/collect/delete', { ids: favourites.records.map((r) => r.id) });
  }
  return api;
}

async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main#main [aria-busy="true"]')).toHaveCount(0);
}

/** The summary bar says what the server's cart says. */
async function expectSummary(page: Page, cart: CartView): Promise<void> {
  await expect(page.getByTestId('cart-total')).toHaveText(formatPrice(cart.selectedTotalFen));
  await expect(page.getByTestId('cart-chosen-kinds')).toHaveText(`已选 ${cart.selectedCount} 种`);
  await expect(page.getByTestId('cart-chosen-units')).toHaveText(`共 ${cart.selectedNum} 件`);
}

function cartCall(page: Page, path: string) {
  return page.waitForResponse((r) => r.url().includes(`/gateway/goods/api/cart/${path}`) && r.request().method() === 'POST');
}

test.describe('cart', () => {
  test('empty cart: the way back to the goods, baseline and axe', async ({ page, context, request, baseURL }) => {
    await freshStart(context, request, baseURL!);
    await openSettled(page, '/shoppingCart');
    await expect(page.getByTestId('cart-empty')).toBeVisible();
    await expect(page.getByRole('heading', { name: '购物车还是空的' })).toBeVisible();
    await expect(page.getByRole('link', { name: '去逛逛' })).toHaveAttribute('href', '/productList');
    await noToasts(page);
    await expect(page).toHaveScreenshot('cart-empty.png', { fullPage: true, mask: volatileParts(page) });
    await expectNoSeriousA11yViolations(page);
  });

  test('quantities in whole packs, ticks, deletes and emptying, with the server totals', async ({ page, context, request, baseURL }) => {
    const api = await freshStart(context, request, baseURL!);
    const packed = await goodsByModel(api, PACKED);
    const plain = await goodsByModel(api, PLAIN);
    const other = await goodsByModel(api, OTHER);
    expect(packed.packQty, 'sold in packs').toBeGreaterThan(1);
    expect(packed.stockQty, 'two packs in stock').toBeGreaterThanOrEqual(packed.minOrderQty + packed.packQty);
    for (const g of [packed, plain, other]) await api('POST', '/goods/api/cart/save', { goodsId: g.id, num: Math.max(g.minOrderQty, g.packQty), vendorId: 0 });

    await openSettled(page, '/shoppingCart');
    const lines = page.getByTestId('cart-line');
    await expect(lines).toHaveCount(3);
    await expectSummary(page, await api<CartView>('GET', '/goods/api/cart/list'));

    // One step up adds one pack; the server's answer (price tier, total) replaces the page's.
    const line = lines.filter({ hasText: PACKED });
    const updated = cartCall(page, 'update');
    await line.getByRole('button', { name: `增加 ${PACKED} 的数量` }).click();
    await updated;
    await settled(page);
    let cart = await api<CartView>('GET', '/goods/api/cart/list');
    const after = cart.lines.find((l) => l.goodsId === packed.id)!;
    expect(after.num).toBe(packed.minOrderQty + packed.packQty);
    await expect(line.getByRole('textbox', { name: `${PACKED} 的数量` })).toHaveValue(String(after.num));
    await expect(line.getByTestId('cart-line-total')).toHaveText(formatPrice(after.lineFen));
    await expectSummary(page, cart);

    // A typed quantity is rounded to whole packs and capped by what can be sold.
    const box = line.getByRole('textbox', { name: `${PACKED} 的数量` });
    await box.fill('7');
    const typed = cartCall(page, 'update');
    await box.press('Enter');
    await typed;
    await settled(page);
    await expect(box).toHaveValue(String(Math.max(packed.minOrderQty, packed.packQty)));
    // ...and the page says what it changed (issue 12, item 4).
    await expect(line.getByTestId('cart-qty-message')).toHaveText(/已调整为 \d+$/);

    // Text that is not a whole number is refused as typed, and nothing is sent.
    const before = (await api<CartView>('GET', '/goods/api/cart/list')).lines.find((l) => l.goodsId === packed.id)!.num;
    for (const [text, message] of [
      ['-5', '购买数量不能为负数'],
      ['12.5', '购买数量须为整数，不能有小数'],
      ['1e3', '请输入数字'],
      ['999999999', `单次最多购买 99999 ${packed.unit}`],
    ] as const) {
      await box.fill(text);
      await box.press('Enter');
      await expect(box).toHaveValue(text);
      await expect(line.getByRole('alert')).toHaveText(message);
      await expect(box).toHaveAttribute('aria-invalid', 'true');
    }
    await page.waitForTimeout(600); // past the cart's debounce: still nothing sent
    expect((await api<CartView>('GET', '/goods/api/cart/list')).lines.find((l) => l.goodsId === packed.id)!.num).toBe(before);
    await box.fill(String(before));
    await box.press('Enter');
    await expect(line.getByRole('alert')).toHaveCount(0);

    // Untick one line: it leaves the totals.
    const ticked = cartCall(page, 'update');
    await lines.filter({ hasText: OTHER }).getByRole('checkbox').click();
    await ticked;
    await settled(page);
    cart = await api<CartView>('GET', '/goods/api/cart/list');
    expect(cart.selectedCount).toBe(2);
    await expectSummary(page, cart);
    await noToasts(page);
    await expect(page).toHaveScreenshot('cart-filled.png', { fullPage: true, mask: volatileParts(page) });
    await expectNoSeriousA11yViolations(page);

    // 全选 ticks every line again.
    const all = cartCall(page, 'select');
    await page.getByTestId('cart-tick-all').click();
    await all;
    await settled(page);
    await expectSummary(page, await api<CartView>('GET', '/goods/api/cart/list'));

    // 删除 one line.
    const removed = cartCall(page, 'delete');
    await page.getByRole('button', { name: `删除 ${PLAIN}` }).click();
    await removed;
    await expect(lines).toHaveCount(2);

    // Delete the ticked lines after a confirmation; cancelling first changes nothing.
    await page.getByRole('button', { name: '删除选中商品' }).click();
    const dialog = page.getByRole('alertdialog', { name: '删除商品' });
    await expect(dialog).toContainText('确定要从购物车删除选中的 2 种商品吗？');
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(dialog).toBeHidden();
    await expect(lines).toHaveCount(2);

    // 清空购物车 asks first, then empties.
    await page.getByRole('button', { name: '清空购物车' }).click();
    const clear = page.getByRole('alertdialog', { name: '清空购物车' });
    await expect(clear).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const cleared = cartCall(page, 'delete/all');
    await clear.getByRole('button', { name: '清空' }).click();
    await cleared;
    await expect(page.getByTestId('cart-empty')).toBeVisible();
    expect((await api<CartView>('GET', '/goods/api/cart/list')).lines).toHaveLength(0);
  });

  test('added from the product page, then 去结算 opens the draft of the ticked lines', async ({ page, context, request, baseURL }) => {
    const api = await freshStart(context, request, baseURL!);
    const plain = await goodsByModel(api, PLAIN);
    const other = await goodsByModel(api, OTHER);
    await api('POST', '/goods/api/cart/save', { goodsId: other.id, num: other.minOrderQty, vendorId: 0 });

    await openSettled(page, `/product/${plain.id}`);
    const saved = page.waitForResponse((r) => r.url().endsWith('/gateway/goods/api/cart/save'));
    await page.getByRole('button', { name: '加入购物车' }).click();
    expect((await saved).ok()).toBe(true);

    await openSettled(page, '/shoppingCart');
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    const untick = cartCall(page, 'update');
    await page.getByTestId('cart-line').filter({ hasText: OTHER }).getByRole('checkbox').click();
    await untick;
    await settled(page);

    const draftCall = page.waitForResponse((r) => r.url().endsWith('/gateway/order/api/ord/tmp/cartPersonalOrder'));
    await page.getByRole('button', { name: '去结算' }).click();
    const draft = (await (await draftCall).json()) as Envelope<{ id: number; lines: { goodsId: number }[] }>;
    expect(draft.success).toBe(true);
    expect(draft.data.lines.map((l) => l.goodsId)).toEqual([plain.id]);
    await expect(page).toHaveURL(new RegExp(`/addOrder\\?tmpId=${draft.data.id}$`));
  });
});

test.describe('favourites', () => {
  test('empty, then cards with 加入购物车 and 取消收藏 one and several', async ({ page, context, request, baseURL }) => {
    const api = await freshStart(context, request, baseURL!);
    await openSettled(page, '/collection');
    await expect(page.getByTestId('favourites-empty')).toBeVisible();
    await noToasts(page);
    await expect(page).toHaveScreenshot('favourites-empty.png', { fullPage: true, mask: volatileParts(page) });
    await expectNoSeriousA11yViolations(page);

    const goods = [await goodsByModel(api, PACKED), await goodsByModel(api, PLAIN), await goodsByModel(api, OTHER)];
    for (const g of goods) await api('POST', `/goods/api/goods/collect/save/${g.id}`);

    await openSettled(page, '/collection');
    const cards = page.getByTestId('favourite');
    await expect(cards).toHaveCount(3);
    await expect(page.getByTestId('favourites-total')).toHaveText('共收藏 3 件商品');
    await noToasts(page);
    await expect(page).toHaveScreenshot('favourites-filled.png', {
      fullPage: true,
      mask: [...volatileParts(page), page.locator('[data-testid="favourite"] article > div:last-child > p:last-child')],
    });
    await expectNoSeriousA11yViolations(page);

    // 加入购物车 puts the minimum order (whole packs) of that goods in the cart.
    const added = page.waitForResponse((r) => r.url().endsWith('/gateway/goods/api/cart/save'));
    await page.getByRole('button', { name: `将 ${PACKED} 加入购物车` }).click();
    expect((await added).ok()).toBe(true);
    await expect(page.getByText('已加入购物车')).toBeVisible();
    const cart = await api<CartView>('GET', '/goods/api/cart/list');
    expect(cart.lines.map((l) => [l.goodsId, l.num])).toEqual([[goods[0]!.id, Math.ceil(goods[0]!.minOrderQty / goods[0]!.packQty) * goods[0]!.packQty]]);

    // Tick two and remove them together.
    await page.getByRole('checkbox', { name: `选择 ${PACKED}` }).check();
    await page.getByRole('checkbox', { name: `选择 ${PLAIN}` }).check();
    const batch = page.waitForResponse((r) => r.url().endsWith('/gateway/goods/api/goods/collect/delete'));
    await page.getByRole('button', { name: '取消收藏（2）' }).click();
    expect(((await (await batch).request().postDataJSON()) as { ids: number[] }).ids.sort()).toEqual([goods[0]!.id, goods[1]!.id].sort());
    await expect(cards).toHaveCount(1);
    await expect(page.getByTestId('favourites-total')).toHaveText('共收藏 1 件商品');

    // And the last one by its own button: the empty state comes back.
    await page.getByRole('button', { name: `取消收藏 ${OTHER}` }).click();
    await expect(page.getByTestId('favourites-empty')).toBeVisible();
    const left = await api<{ total: number }>('POST', '/goods/api/goods/collect/page/two', { current: 1, size: 20 });
    expect(left.total).toBe(0);
  });
});
