// The catalogue (issue 5) in the browser, on the real server and its seeded catalogue:
// - journeys: "6205" -> suggestions -> exact results -> product -> back; a fuzzy search of a
//   Chinese name narrowed by brand (URL state: back/forward, reload); a search that finds
//   nothing; the conversion lookup from an NSK model to the SKF goods;
// - 1440 px screenshots with an axe audit (no serious or critical violation) of the home page
//   (category fly-out open), product list, product detail, special zone and the model-conversion
//   search and details pages;
// - issue 5: the first load of / and of /productList ships under 205 KB gzip of JavaScript
//   (every built script the browser fetched until the page settled, gzip level 9 of dist/).
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { ENTERPRISE, expectNoSeriousA11yViolations, initialJs, loginViaApi, memberApi, openSettled, PERSONAL, volatileParts } from './support.ts';

const SKF_MODEL = '6205-2RSH';
const NSK_MODEL = '6205DDU';

/** The model key (domain/catalogue/model-key.ts): upper case without spaces, '-', '/', and '.' unless between two digits. */
function key(model: string): string {
  return model.toUpperCase().replace(/[\s\-/]+|(?<!\d)\.|\.(?!\d)/g, '');
}

async function data<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = method === 'GET' ? await request.get(path) : await request.post(path, { data: body });
  expect(response.ok(), `${method} ${path}`).toBe(true);
  const envelope = (await response.json()) as { success: boolean; data: T };
  expect(envelope.success).toBe(true);
  return envelope.data;
}

/** The id of the goods with this exact model and brand (through the API the list page uses). */
async function goodsIdOf(request: APIRequestContext, model: string, brand: string): Promise<number> {
  const page = await data<{ records: { id: number; brandName: string }[] }>(request, 'POST', '/gateway/goods/open/goods/list', {
    keyword: model,
    isExactMatch: true,
    current: 1,
    size: 20,
  });
  const hit = page.records.find((r) => r.brandName === brand);
  expect(hit, `${brand} ${model} in the seeded catalogue`).toBeTruthy();
  return hit!.id;
}

async function settleResults(page: Page): Promise<void> {
  await expect(page.getByTestId('result-total').or(page.getByTestId('empty-results'))).toBeVisible();
  await expect(page.locator('main#main [aria-busy="true"]')).toHaveCount(0);
}

test.describe('search journeys', () => {
  test('"6205" -> suggestions -> choose SKF 6205-2RSH -> exact results -> product -> back', async ({ page }) => {
    await openSettled(page, '/');
    const box = page.getByRole('combobox', { name: '商品搜索' });
    await box.fill('6205');
    const list = page.getByRole('listbox', { name: '型号联想' });
    await expect(list).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const options = list.getByRole('option');
    const count = await options.count();
    expect(count).toBeGreaterThan(1);
    expect(count).toBeLessThanOrEqual(10);
    // Models whose key starts with the query's key come first.
    const keys = (await options.allTextContents()).map((text) => key(text.split(/\s/)[0] ?? ''));
    const firstOther = keys.findIndex((k) => !k.startsWith('6205'));
    if (firstOther >= 0) expect(keys.slice(firstOther).every((k) => !k.startsWith('6205'))).toBe(true);

    // Keyboard: arrows move the highlight (aria-activedescendant), Escape closes, typing reopens.
    await box.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
    await box.press('ArrowUp');
    await expect(box).not.toHaveAttribute('aria-activedescendant');
    await box.press('Escape');
    await expect(list).toBeHidden();
    await box.press('ArrowDown');
    await expect(list).toBeVisible();

    await list.getByRole('option', { name: new RegExp(`^${SKF_MODEL}\\s*SKF`) }).click();
    // The chosen suggestion's brand is kept (issue 12, item 3): the list is filtered to SKF, with a chip to widen.
    await expect(page).toHaveURL(new RegExp(`/productList\\?goodsName=${SKF_MODEL}&serchNum=1&brandId=\\d+$`));
    await settleResults(page);
    await expect(page.getByTestId('match-mode')).toHaveText('精确匹配');
    await expect(box).toHaveValue(SKF_MODEL);
    await expect(page.getByRole('link', { name: '移除筛选：品牌：SKF' })).toBeVisible();
    for (const name of await page.getByTestId('goods-model').evaluateAll((links) => links.map((a) => a.getAttribute('aria-label') ?? ''))) {
      expect(name.startsWith('SKF ')).toBe(true);
    }
    // Exact mode: every result's model key equals the query's key.
    const models = page.getByTestId('goods-model');
    await expect(models.first()).toBeVisible();
    for (const text of await models.allTextContents()) expect(key(text)).toBe(key(SKF_MODEL));
    // Same model, several brands: each link's accessible name says which brand it is.
    const names = await models.evaluateAll((links) => links.map((a) => ({ name: a.getAttribute('aria-label') ?? '', text: a.textContent ?? '' })));
    expect(names.length).toBeGreaterThan(0);
    for (const { name, text } of names) expect(name.endsWith(` ${text}`) && name.length > text.length + 1, name).toBe(true);
    await expect(page.getByRole('link', { name: `SKF ${SKF_MODEL}`, exact: true })).toHaveCount(1);

    const row = page.getByTestId('goods-row').filter({ hasText: 'SKF' }).first();
    await row.getByTestId('goods-model').hover();
    await row.getByTestId('goods-model').click();
    await expect(page).toHaveURL(/\/product\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`SKF ${SKF_MODEL}`);
    await expect(page.getByTestId('specs-table')).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/serchNum=1&brandId=\d+$/);
    await expect(page.getByTestId('match-mode')).toHaveText('精确匹配');
    await expect(box).toHaveValue(SKF_MODEL);
    // The chip widens to every brand of the same model, still exact.
    await page.getByRole('link', { name: '移除筛选：品牌：SKF' }).click();
    await expect(page).toHaveURL(/serchNum=1$/);
    await settleResults(page);
    await expect(page.getByTestId('match-mode')).toHaveText('精确匹配');
    // The exact list offers the fuzzy one of the same keyword.
    await page.getByRole('link', { name: '查看全部相关型号' }).click();
    await expect(page).toHaveURL(new RegExp(`/productList\\?goodsName=${SKF_MODEL}$`));
    await settleResults(page);
    await expect(page.getByTestId('match-mode')).toHaveText('模糊匹配');
  });

  test('a fuzzy search for 深沟球轴承 narrowed to SKF; filters live in the URL (back, forward, reload)', async ({ page }) => {
    await openSettled(page, '/');
    const box = page.getByRole('combobox', { name: '商品搜索' });
    await box.fill('深沟球轴承');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/productList\?goodsName=%E6%B7%B1%E6%B2%9F%E7%90%83%E8%BD%B4%E6%89%BF$/);
    await settleResults(page);
    await expect(page.getByTestId('match-mode')).toHaveText('模糊匹配');
    const allTotal = await page.getByTestId('result-total').textContent();

    const facets = page.getByTestId('facets');
    const skf = facets.getByRole('checkbox', { name: /^SKF/ });
    await skf.check();
    await expect(page).toHaveURL(/brandId=\d+/);
    await settleResults(page);
    await expect(skf).toBeChecked();
    await expect(page.getByRole('link', { name: '移除筛选：品牌：SKF' })).toBeVisible();
    const rows = page.getByTestId('goods-row');
    await expect(rows.first()).toBeVisible();
    for (const text of await rows.allTextContents()) expect(text).toContain('SKF');
    expect(await page.getByTestId('result-total').textContent()).not.toBe(allTotal);

    // Sort by price, then the grid view; reload keeps all of it.
    await page.getByRole('navigation', { name: '排序' }).getByRole('link', { name: '价格从低到高' }).click();
    await expect(page).toHaveURL(/sort=price_asc/);
    await settleResults(page);
    const prices = (await page.getByTestId('price').allTextContents()).map((p) => Number(p.replace(/[¥,]/g, '')));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await page.getByRole('button', { name: '大图' }).click();
    await expect(page).toHaveURL(/view=grid/);
    await page.reload();
    await settleResults(page);
    await expect(page.getByRole('button', { name: '大图' })).toHaveAttribute('aria-pressed', 'true');
    await expect(facets.getByRole('checkbox', { name: /^SKF/ })).toBeChecked();
    await expect(page.getByRole('navigation', { name: '排序' }).getByRole('link', { name: '价格从低到高' })).toHaveAttribute('aria-current', 'true');

    // Back walks the filters: the sort, then the brand.
    await page.goBack();
    await expect(page).not.toHaveURL(/sort=price_asc/);
    await page.goBack();
    await expect(page).not.toHaveURL(/brandId=/);
    await settleResults(page);
    await expect(facets.getByRole('checkbox', { name: /^SKF/ })).not.toBeChecked();
    await page.goForward();
    await expect(page).toHaveURL(/brandId=\d+/);
    await settleResults(page);
    await expect(facets.getByRole('checkbox', { name: /^SKF/ })).toBeChecked();

    // The chip removes its filter.
    await page.getByRole('link', { name: '移除筛选：品牌：SKF' }).click();
    await expect(page).not.toHaveURL(/brandId=/);
  });

  test('a search that finds nothing says so and offers the model conversion and a batch inquiry', async ({ page }) => {
    await openSettled(page, '/');
    const box = page.getByRole('combobox', { name: '商品搜索' });
    await box.fill('QQZX-404-NOPE');
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    const empty = page.getByTestId('empty-results');
    await expect(empty).toBeVisible();
    await expect(empty.getByRole('heading')).toHaveText('没有找到与“QQZX-404-NOPE”相关的商品');
    await expect(empty.getByRole('link', { name: '用型号转换查找替代型号' })).toHaveAttribute('href', '/modelTransition/search?keyword=QQZX-404-NOPE');
    await expect(empty.getByRole('link', { name: '提交批量询价，专人为您找货' })).toHaveAttribute('href', '/batchInquiry');
  });

  test('keyboard: 跳到主要内容 first, and 跳到搜索结果 right after the search box', async ({ page }) => {
    await openSettled(page, '/productList?goodsName=6205');
    await settleResults(page);
    // The first Tab of the page offers to skip the header.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: '跳到主要内容' })).toBeFocused();
    // From the search box, a few Tabs reach the results shortcut (not the 100 links of menus and facets).
    const box = page.getByRole('combobox', { name: '商品搜索' });
    await box.focus();
    const skip = page.getByRole('link', { name: '跳到搜索结果' });
    let tabs = 0;
    while (tabs < 4 && !(await skip.evaluate((el) => el === document.activeElement))) {
      await page.keyboard.press('Tab');
      tabs += 1;
    }
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('results')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('goods-model').first()).toBeFocused();
  });

  test('a hot keyword searches by that model', async ({ page }) => {
    await openSettled(page, '/');
    const hot = page.getByRole('list', { name: '热门搜索' }).getByRole('link').first();
    const model = (await hot.textContent()) ?? '';
    await hot.click();
    await expect(page).toHaveURL(/\/productList\?goodsName=/);
    await settleResults(page);
    await expect(page.getByRole('combobox', { name: '商品搜索' })).toHaveValue(model);
    await expect(page.getByTestId('goods-model').first()).toBeVisible();
  });
});

test.describe('model conversion journey', () => {
  test('from the NSK model 6205DDU to the SKF goods', async ({ page, context, baseURL }) => {
    // The conversion pages are member pages (spec 2.2 lists the public routes).
    await loginViaApi(context, baseURL!, PERSONAL);
    await openSettled(page, '/');
    await page.getByRole('link', { name: '型号转换' }).first().click();
    await expect(page).toHaveURL(/\/modelTransition\/search$/);
    const box = page.getByRole('combobox', { name: '型号' });
    await box.fill(NSK_MODEL);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/modelTransition/search\\?keyword=${NSK_MODEL}$`));
    const group = page.getByTestId('conversion-group').filter({ has: page.getByRole('cell', { name: NSK_MODEL, exact: true }) }).first();
    await expect(group).toBeVisible();
    // The searched model is marked; the SKF equivalent links to the goods we sell.
    await expect(group.locator('tr[aria-current="true"]')).toContainText(NSK_MODEL);
    await group.getByRole('link', { name: `查看商品：SKF ${SKF_MODEL}` }).click();
    await expect(page).toHaveURL(/\/product\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`SKF ${SKF_MODEL}`);
    // And the other way: the SKF product lists the NSK model among its conversions.
    await expect(page.getByTestId('conversions')).toContainText(NSK_MODEL);
  });
});

test.describe('加入购物车 from the lists (issue 12, item 6)', () => {
  test('a member adds from list rows, grid cards and a zone; both cart badges count the lines at once', async ({ page, context, baseURL, request }) => {
    const api = memberApi(request, await loginViaApi(context, baseURL!, PERSONAL));
    await api('POST', '/goods/api/cart/delete/all');
    await openSettled(page, '/productList?goodsName=6205');
    await settleResults(page);
    const header = page.getByTestId('header-cart');
    const strip = page.getByRole('complementary').getByRole('link', { name: /^购物车/ });
    await expect(header.getByTestId('cart-count')).toHaveCount(0);

    // List view: the row's field starts at the minimum; a refused text stays as typed.
    const row = page.getByTestId('goods-row').first();
    const qty = row.getByTestId('row-add-qty');
    await qty.fill('2.5');
    await row.getByTestId('row-add-button').click();
    await expect(row.getByRole('alert')).toHaveText('购买数量须为整数，不能有小数');
    await qty.fill('2');
    await row.getByTestId('row-add-button').click();
    await expect(row.getByTestId('row-add-button')).toHaveText('已加入');
    await expect(header.getByTestId('cart-count')).toHaveText('1');
    await expect(strip.getByTestId('cart-count')).toHaveText('1');
    await expect(header).toHaveAccessibleName(/^购物车\s*（1 种商品）$/);

    // Grid view: the cards carry the same control.
    await page.getByRole('button', { name: '大图' }).click();
    await settleResults(page);
    const card = page.getByRole('article').nth(1);
    await card.getByTestId('row-add-button').click();
    await expect(header.getByTestId('cart-count')).toHaveText('2');

    // A special zone's cards too (a goods not in the cart yet: a new line).
    await openSettled(page, '/special?id=1');
    const lines = (await api<{ lines: { goodsId: number }[] }>('GET', '/goods/api/cart/list')).lines.map((l) => l.goodsId);
    const cards = page.getByRole('article');
    let pick = 0;
    while (lines.includes(Number((await cards.nth(pick).getByTestId('goods-model').getAttribute('href'))?.split('/').pop()))) pick += 1;
    await cards.nth(pick).getByTestId('row-add-button').click();
    await expect(header.getByTestId('cart-count')).toHaveText('3');
    const cart = await api<{ lines: unknown[] }>('GET', '/goods/api/cart/list');
    expect(cart.lines).toHaveLength(3);
    await expectNoSeriousA11yViolations(page);
  });

  test('a visitor\'s row add is carried out after the login', async ({ page, browser, baseURL, request }) => {
    const other = await browser.newContext();
    const api = memberApi(request, await loginViaApi(other, baseURL!, PERSONAL));
    await other.close();
    await api('POST', '/goods/api/cart/delete/all');
    await openSettled(page, '/productList?goodsName=6205');
    await settleResults(page);
    const row = page.getByTestId('goods-row').first();
    await row.getByTestId('row-add-qty').fill('4');
    await row.getByTestId('row-add-button').click();
    await expect(page).toHaveURL(/\/login\?redirect=%2FproductList%3FgoodsName%3D6205$/);
    await page.getByRole('textbox', { name: '账号' }).fill(PERSONAL.username);
    await page.getByLabel('密码').fill(PERSONAL.password);
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page).toHaveURL(/\/productList\?goodsName=6205$/);
    await expect(page.getByText('登录前选择的商品已加入购物车')).toBeVisible();
    await expect(page.getByTestId('header-cart').getByTestId('cart-count')).toHaveText('1');
    const cart = await api<{ lines: { num: number }[] }>('GET', '/goods/api/cart/list');
    expect(cart.lines.map((l) => l.num)).toEqual([4]);
  });
});

test.describe('product page', () => {
  test('quantity keeps the minimum and whole packs; a visitor adding to the cart is sent to log in', async ({ page, request }) => {
    const id = await goodsIdOf(request, SKF_MODEL, 'SKF');
    await openSettled(page, `/product/${id}`);
    const qty = page.getByRole('textbox', { name: '购买数量' });
    await expect(qty).toHaveValue('1');
    await expect(page.getByRole('button', { name: '减少数量' })).toBeDisabled();
    await page.getByRole('button', { name: '增加数量' }).click();
    await expect(qty).toHaveValue('2');
    await qty.fill('0');
    await qty.press('Enter');
    await expect(qty).toHaveValue('1');
    await expect(page.getByTestId('buy-qty-message')).toHaveText(/已调整为 1$/);
    // Refused as typed, in a buyer's words, and nothing can be added until it is fixed (issue 12, item 4).
    for (const [text, message] of [
      ['100000', /^单次最多购买 99999 /],
      ['-5', /^购买数量不能为负数$/],
      ['abc', /^请输入数字$/],
    ] as const) {
      await qty.fill(text);
      await qty.press('Enter');
      await expect(qty).toHaveValue(text);
      await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
      await expect(page.getByRole('button', { name: '加入购物车' })).toBeDisabled();
    }
    await qty.fill('2');
    await qty.press('Enter');
    await expect(page.getByRole('button', { name: '加入购物车' })).toBeEnabled();
    await page.getByRole('button', { name: '加入购物车' }).click();
    await expect(page).toHaveURL(new RegExp(`/login\\?redirect=%2Fproduct%2F${id}$`));
  });

  test('a visitor\'s 加入购物车 is carried out after the login, with the quantity typed', async ({ page, browser, baseURL, request }) => {
    const id = await goodsIdOf(request, SKF_MODEL, 'SKF');
    // Start from an empty cart of the member (through the API, in another context).
    const other = await browser.newContext();
    const api = memberApi(request, await loginViaApi(other, baseURL!, PERSONAL));
    await other.close();
    await api('POST', '/goods/api/cart/delete/all');

    await openSettled(page, `/product/${id}`);
    const qty = page.getByRole('textbox', { name: '购买数量' });
    await qty.fill('3');
    await qty.press('Enter');
    await page.getByRole('button', { name: '加入购物车' }).click();
    await expect(page).toHaveURL(new RegExp(`/login\\?redirect=%2Fproduct%2F${id}$`));
    await page.getByRole('textbox', { name: '账号' }).fill(PERSONAL.username);
    await page.getByLabel('密码').fill(PERSONAL.password);
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${id}$`));
    await expect(page.getByText('已加入购物车')).toBeVisible();
    await expect(page.getByRole('textbox', { name: '购买数量' })).toHaveValue('3');
    const cart = await api<{ lines: { goodsId: number; num: number }[] }>('GET', '/goods/api/cart/list');
    expect(cart.lines.map((l) => [l.goodsId, l.num])).toEqual([[id, 3]]);
    // Once: a reload adds nothing more.
    await page.reload();
    await expect(page.getByRole('textbox', { name: '购买数量' })).toHaveValue('1');
    expect((await api<{ lines: { num: number }[] }>('GET', '/goods/api/cart/list')).lines.map((l) => l.num)).toEqual([3]);
  });

  test('a member sees the member price; adding to the cart calls the cart and never fakes success', async ({ page, context, baseURL, request }) => {
    const id = await goodsIdOf(request, SKF_MODEL, 'SKF');
    await loginViaApi(context, baseURL!, PERSONAL);
    await openSettled(page, `/product/${id}`);
    await expect(page.getByTestId('product').getByText('会员价', { exact: true })).toBeVisible();
    const cartCall = page.waitForResponse((r) => r.url().endsWith('/gateway/goods/api/cart/save') && r.request().method() === 'POST');
    await page.getByRole('button', { name: '加入购物车' }).click();
    const response = await cartCall;
    expect(response.request().postDataJSON()).toEqual({ goodsId: id, num: 1, vendorId: 0 });
    if (response.ok()) await expect(page.getByText('已加入购物车')).toBeVisible();
    else await expect(page.getByText('已加入购物车')).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/product/${id}$`));
  });

  test('the favourite toggle follows the server: on only when it says so', async ({ page, context, baseURL, request }) => {
    const id = await goodsIdOf(request, SKF_MODEL, 'SKF');
    await loginViaApi(context, baseURL!, PERSONAL);
    await openSettled(page, `/product/${id}`);
    const toggle = page.getByRole('button', { name: /收藏/ });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    const call = page.waitForResponse((r) => r.url().includes(`/gateway/goods/api/goods/collect/`) && r.request().method() === 'POST');
    await toggle.click();
    const response = await call;
    await expect(toggle).toHaveAttribute('aria-pressed', response.ok() ? 'true' : 'false');
  });

  test('an enterprise VIP sees the VIP price with the list price struck through', async ({ page, context, baseURL, request }) => {
    // An NSK goods: the demo company's agreement (issue 39) prices SKF at 协议价 (visual/contract-prices.spec.ts).
    const id = await goodsIdOf(request, '6205Z', 'NSK');
    await loginViaApi(context, baseURL!, ENTERPRISE);
    await openSettled(page, `/product/${id}`);
    const product = page.getByTestId('product');
    await expect(product.getByText('VIP价', { exact: true })).toBeVisible();
    await expect(product.locator('s').first()).toBeVisible();
  });

  test('an unknown product says 商品不存在', async ({ page }) => {
    await openSettled(page, '/product/999999999');
    await expect(page.getByRole('heading', { name: '商品不存在' })).toBeVisible();
  });
});

test.describe('catalogue pages at 1440 px', () => {
  test('home with the category fly-out open', async ({ page }) => {
    await openSettled(page, '/');
    const menu = page.getByRole('navigation', { name: '商品分类菜单' });
    await expect(page.getByRole('region', { name: '活动推荐' }).getByRole('img').first()).toBeVisible();
    await menu.getByRole('link', { name: '轴承' }).hover();
    await expect(menu.getByRole('link', { name: '深沟球轴承' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '热销商品' })).toBeVisible();
    await expect(page).toHaveScreenshot('catalogue-home.png', { mask: volatileParts(page) });
    await expectNoSeriousA11yViolations(page);
    // The fly-out opens for the keyboard too.
    await page.mouse.move(1300, 800);
    await menu.getByRole('link', { name: '气动' }).focus();
    await expect(menu.getByRole('link', { name: '电磁阀' }).first()).toBeVisible();
  });

  test('product list', async ({ page }) => {
    await openSettled(page, '/productList?goodsName=6205');
    await settleResults(page);
    await expect(page).toHaveScreenshot('catalogue-product-list.png', { fullPage: true, mask: volatileParts(page) });
    await expectNoSeriousA11yViolations(page);
  });

  test('product detail', async ({ page, request }) => {
    const id = await goodsIdOf(request, SKF_MODEL, 'SKF');
    await openSettled(page, `/product/${id}`);
    await expect(page.getByTestId('specs-table')).toBeVisible();
    await expect(page).toHaveScreenshot('catalogue-product.png', { fullPage: true, mask: volatileParts(page) });
    await expectNoSeriousA11yViolations(page);
  });

  test('special zone', async ({ page }) => {
    await openSettled(page, '/special?id=1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('轴承专区');
    await expect(page).toHaveScreenshot('catalogue-special.png', { fullPage: true, mask: volatileParts(page) });
    await expectNoSeriousA11yViolations(page);
  });

  test('model conversion search and details', async ({ page, context, baseURL, request }) => {
    await loginViaApi(context, baseURL!, PERSONAL);
    await openSettled(page, `/modelTransition/search?keyword=${NSK_MODEL}`);
    await expect(page.getByTestId('conversion-group').first()).toBeVisible();
    await expect(page).toHaveScreenshot('catalogue-transition-search.png', { fullPage: true, mask: volatileParts(page) });
    await expectNoSeriousA11yViolations(page);

    const groups = await data<{ records: { groupId: number; members: { model: string }[] }[] }>(
      request,
      'POST',
      '/gateway/goods/open/modelTransition/convertList',
      { keyword: NSK_MODEL, current: 1, size: 10 },
    );
    const group = groups.records.find((g) => g.members.some((m) => m.model === NSK_MODEL));
    expect(group).toBeTruthy();

    // Brand + model as the header search takes it: found, and the NSK row is the one marked.
    await openSettled(page, `/modelTransition/search?keyword=${encodeURIComponent(`NSK ${NSK_MODEL}`)}`);
    const first = page.getByTestId('conversion-group').first();
    await expect(first.locator('tr[aria-current="true"]')).toHaveCount(1);
    await expect(first.locator('tr[aria-current="true"]')).toContainText(`NSK${NSK_MODEL}`);
    await openSettled(page, `/modelTransition/details?id=${group!.groupId}`);
    await expect(page.getByTestId('members')).toContainText(SKF_MODEL);
    await expect(page).toHaveScreenshot('catalogue-transition-details.png', { fullPage: true, mask: volatileParts(page) });
    await expectNoSeriousA11yViolations(page);
    // An equivalent goes into the cart from its row (issue 12, item 6).
    const nsk = page.getByTestId('members').getByRole('row').filter({ hasText: NSK_MODEL });
    await nsk.getByTestId('row-add-button').click();
    await expect(nsk.getByTestId('row-add-button')).toHaveText('已加入');
  });
});

// 200 -> 205 (issue 12 item 5): a list showing sold-out goods also loads the 到货通知 control
// (about 2 KB, lazily, only then). Issue 20 takes the first load to 150 KB.
const CATALOGUE_BUDGET_KB_GZIP = 205;

test('initial JS of / (home with its data) stays under 205 KB gzip', async ({ page }, testInfo) => {
  const { kb, summary } = await initialJs(page, '/', async () => {
    await expect(page.getByRole('heading', { name: '热销商品' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '商品分类菜单' }).getByRole('link').first()).toBeVisible();
  });
  console.log(summary);
  await testInfo.attach('initial-js-home', { body: `${summary}\n`, contentType: 'text/plain' });
  expect(kb).toBeLessThan(CATALOGUE_BUDGET_KB_GZIP);
});

test('initial JS of /productList (a search with results) stays under 205 KB gzip', async ({ page }, testInfo) => {
  const { kb, summary } = await initialJs(page, '/productList?goodsName=6205', async () => {
    await expect(page.getByTestId('goods-row').first()).toBeVisible();
  });
  console.log(summary);
  await testInfo.attach('initial-js-product-list', { body: `${summary}\n`, contentType: 'text/plain' });
  expect(kb).toBeLessThan(CATALOGUE_BUDGET_KB_GZIP);
});
