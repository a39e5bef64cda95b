// The special zone's quick-order pad (/special/components/addCar?id=, issue 13 item 5) in the
// browser, on the real server, as the first demo member (personal; the cart is emptied through
// the API before and after each test):
// - from the zone page's 快速下单: a quantity below the minimum shows the rule beside the field
//   and is left as typed; fixed, three rows set (typed, stepped), the running total is the sum
//   of the rows; 加入购物车 adds the three lines in one call, says so, and the cart shows them;
// - a visitor's quantities survive the login round trip; with motion allowed a dot flies to the
//   side strip's cart (the suite runs with reduced motion, where none does);
// - an unknown zone says so;
// - a 1440 px baseline of the filled pad, with an axe audit of the pad (also with a rule shown).
// Zone 4 (劳保专区): no other spec file orders its goods, so its stock (shown) is the seed's.
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { formatPrice, lineTotal } from '../domain/shared/money.ts';
import { tierPrice } from '../domain/shared/pricing.ts';
import { minimumQty } from '../machines/shared/quantity.ts';
import { expectNoSeriousA11yViolations, loginViaApi, memberApi, openSettled, PERSONAL, volatileParts } from './support.ts';
import type { MemberApi } from './support.ts';

const ZONE = 4;
const PAD = `/special/components/addCar?id=${ZONE}`;
const CLIENT = { id: 'aibeike-web', secret: 'aibeike-web-secret' };

interface ZoneGoods {
  id: number;
  model: string;
  unit: string;
  minOrderQty: number;
  packQty: number;
  stockQty: number;
  priceFen: number;
}

/** A member token without touching the browser's cookies (the visitor test stays a visitor). */
async function tokenOf(request: APIRequestContext): Promise<string> {
  const query = new URLSearchParams({ username: PERSONAL.username, password: PERSONAL.password, grant_type: 'password', user_type: '0', auth_type: 'password' });
  const response = await request.post(`/gateway/system/oauth/token?${query.toString()}`, {
    headers: { Authorization: `Basic ${Buffer.from(`${CLIENT.id}:${CLIENT.secret}`).toString('base64')}` },
  });
  const body = (await response.json()) as { data: { access_token: string } };
  return body.data.access_token;
}

async function emptyCart(api: MemberApi): Promise<void> {
  await api('POST', '/goods/api/cart/delete/all');
}

/** The zone's goods as the member sees them, and three to order: one with a minimum above 1 first. */
async function pickGoods(api: MemberApi): Promise<{ packed: ZoneGoods; second: ZoneGoods; third: ZoneGoods }> {
  const detail = await api<{ goods: { records: ZoneGoods[] } }>('POST', `/goods/open/goods/scope/detail/${ZONE}`, { current: 1, size: 100 });
  const least = (g: ZoneGoods) => minimumQty({ min: g.minOrderQty, pack: g.packQty });
  const orderable = detail.goods.records.filter((g) => g.stockQty >= least(g) * 3);
  const packed = orderable.find((g) => g.minOrderQty > 1);
  expect(packed, 'a zone goods with a minimum order above 1').toBeTruthy();
  const [second, third] = orderable.filter((g) => g.id !== packed!.id);
  expect(second && third).toBeTruthy();
  return { packed: packed!, second: second!, third: third! };
}

const row = (page: Page, goodsId: number) => page.locator(`[data-testid="quick-add-row"][data-goods-id="${goodsId}"]`);

async function noToasts(page: Page): Promise<void> {
  await expect(page.locator('[data-scope="toast"][data-part="root"]')).toHaveCount(0, { timeout: 15_000 });
  await page.mouse.move(0, 0);
}

test.describe('zone quick-order pad', () => {
  let api: MemberApi;

  test.beforeEach(async ({ request }) => {
    api = memberApi(request, await tokenOf(request));
    await emptyCart(api);
  });

  test.afterEach(async () => {
    await emptyCart(api);
  });

  test('a member adds three zone goods from the pad; a quantity below the minimum shows the rule', async ({ page, context, baseURL }) => {
    // A long page (the zone's 48 rows), three axe audits and a full-page screenshot.
    test.setTimeout(120_000);
    const { packed, second, third } = await pickGoods(api);
    await loginViaApi(context, baseURL!, PERSONAL);

    // From the zone page's 快速下单.
    await openSettled(page, `/special?id=${ZONE}`);
    await page.getByTestId('zone-quick-order').click();
    await expect(page).toHaveURL(new RegExp(`/special/components/addCar\\?id=${ZONE}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('快速下单');
    await expect(page.getByTestId('quick-add-submit')).toBeDisabled();

    // Below the minimum: the rule beside the field, the typed number kept, nothing to add.
    const packedQty = row(page, packed.id).getByTestId('quick-add-qty');
    await packedQty.fill(String(packed.minOrderQty - 1));
    await expect(row(page, packed.id).getByTestId('quick-add-rule')).toHaveText(`该商品最小起订量为 ${packed.minOrderQty}${packed.unit}`);
    await expect(packedQty).toHaveValue(String(packed.minOrderQty - 1));
    await expect(packedQty).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('quick-add-submit')).toBeDisabled();
    await expect(page.getByTestId('quick-add-summary')).toContainText('1 行数量不符合购买规则');
    await expectNoSeriousA11yViolations(page);

    // Fixed: typed at the minimum (whole packs).
    const packedNum = minimumQty({ min: packed.minOrderQty, pack: packed.packQty });
    await packedQty.fill(String(packedNum));
    await expect(row(page, packed.id).getByTestId('quick-add-rule')).toHaveCount(0);
    // The second by its + (from empty: the minimum), twice (one pack more).
    const secondLeast = minimumQty({ min: second.minOrderQty, pack: second.packQty });
    await row(page, second.id).getByRole('button', { name: `增加 ${second.model} 的数量` }).click();
    await expect(row(page, second.id).getByTestId('quick-add-qty')).toHaveValue(String(secondLeast));
    await row(page, second.id).getByRole('button', { name: `增加 ${second.model} 的数量` }).click();
    const secondNum = secondLeast + Math.max(1, second.packQty);
    await expect(row(page, second.id).getByTestId('quick-add-qty')).toHaveValue(String(secondNum));
    // The third typed with the keyboard.
    const thirdNum = minimumQty({ min: third.minOrderQty, pack: third.packQty });
    await row(page, third.id).getByTestId('quick-add-qty').focus();
    await page.keyboard.type(String(thirdNum));

    const amount = [
      [packed, packedNum],
      [second, secondNum],
      [third, thirdNum],
    ].reduce((sum, [g, n]) => sum + lineTotal(tierPrice((g as ZoneGoods).priceFen, (g as ZoneGoods).minOrderQty, n as number), n as number), 0);
    await expect(page.getByTestId('quick-add-totals')).toHaveText(`已选 3 种商品，共 ${packedNum + secondNum + thirdNum} 件`);
    await expect(page.getByTestId('quick-add-amount')).toHaveText(formatPrice(amount));
    await expect(page.getByTestId('quick-add-submit')).toBeEnabled();

    await row(page, third.id).getByTestId('quick-add-qty').blur();
    await page.mouse.move(0, 0);
    await expect(page).toHaveScreenshot('quick-add-pad.png', { fullPage: true, mask: volatileParts(page) });
    await expectNoSeriousA11yViolations(page);

    // One call adds the three lines; the rows clear; the result links to the cart.
    const saved = page.waitForRequest((r) => r.url().endsWith('/gateway/goods/api/cart/save/batch'));
    await page.getByTestId('quick-add-submit').click();
    const request = await saved;
    const sent = (request.postDataJSON() as { items: { goodsId: number; num: number; vendorId: number }[] }).items;
    const byId = (a: { goodsId: number }, b: { goodsId: number }) => a.goodsId - b.goodsId;
    expect([...sent].sort(byId)).toEqual(
      [
        { goodsId: packed.id, num: packedNum, vendorId: 0 },
        { goodsId: second.id, num: secondNum, vendorId: 0 },
        { goodsId: third.id, num: thirdNum, vendorId: 0 },
      ].sort(byId),
    );
    await expect(page.getByTestId('quick-add-result')).toContainText('已加入 3 种商品到购物车');
    await expect(page.getByTestId('quick-add-totals')).toHaveText('已选 0 种商品，共 0 件');
    // Reduced motion (the suite's setting): no dot flies.
    await expect(page.getByTestId('fly-to-cart')).toHaveCount(0);
    await noToasts(page);
    await expectNoSeriousA11yViolations(page);

    await page.getByTestId('quick-add-cart-link').click();
    await expect(page).toHaveURL(/\/shoppingCart$/);
    await expect(page.getByTestId('cart-line')).toHaveCount(3);
    const cart = await api<{ lines: { goodsId: number; num: number }[] }>('GET', '/goods/api/cart/list');
    expect(cart.lines.map((l) => [l.goodsId, l.num]).sort()).toEqual(
      [
        [packed.id, packedNum],
        [second.id, secondNum],
        [third.id, thirdNum],
      ].sort(),
    );
  });

  test('a visitor\'s quantities survive the login round trip, then go to the cart', async ({ page }) => {
    const { packed } = await pickGoods(api);
    const num = minimumQty({ min: packed.minOrderQty, pack: packed.packQty });
    await openSettled(page, PAD);
    // The visitor sees the list price.
    await expect(row(page, packed.id)).toContainText('销售价');
    await row(page, packed.id).getByTestId('quick-add-qty').fill(String(num));
    await page.getByTestId('quick-add-submit').click();
    await expect(page).toHaveURL(new RegExp(`/login\\?redirect=${encodeURIComponent(PAD).replace(/[?]/g, '\\?')}$`));
    await page.getByRole('textbox', { name: '账号' }).fill(PERSONAL.username);
    await page.getByLabel('密码').fill(PERSONAL.password);
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page).toHaveURL(new RegExp(`${PAD.replace(/[?]/g, '\\?')}$`));
    await expect(row(page, packed.id).getByTestId('quick-add-qty')).toHaveValue(String(num));
    await expect(row(page, packed.id)).toContainText('会员价');
    // With motion allowed, a dot flies from the button to the side strip's cart, then is gone.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const flew = page.waitForSelector('[data-testid="fly-to-cart"]', { state: 'attached' });
    await page.getByTestId('quick-add-submit').click();
    await flew;
    await expect(page.getByTestId('quick-add-result')).toContainText('已加入 1 种商品到购物车');
    await expect(page.getByTestId('fly-to-cart')).toHaveCount(0);
    const cart = await api<{ lines: { goodsId: number; num: number }[] }>('GET', '/goods/api/cart/list');
    expect(cart.lines.map((l) => [l.goodsId, l.num])).toEqual([[packed.id, num]]);
  });

  test('an unknown zone says so', async ({ page }) => {
    await openSettled(page, '/special/components/addCar?id=999');
    await expect(page.getByRole('heading', { name: '专区不存在' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
