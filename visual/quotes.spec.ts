// Formal quotes (报价单, issue 39) in the browser, on the real server. The company buyer 陈刚
// (13800000004) puts two goods in the cart (through the API; the lines already there are unticked
// and ticked back at the end) and asks for a quote from the cart page: a wanted date in the past is
// refused in the dialog before any call; with a message and a date it opens /quote/{id} 待报价,
// which /quote lists. 客服 (kefu) finds it in the console's 报价单 queue and prices it at the desk:
// 发送报价 with empty prices, a price of 0 and one in letters is refused in Chinese under each cell
// with no call; with prices (元), lead days, terms and the default validity it is sent. The buyer
// opens /quote/{id} 已报价 (quoted prices, totals with the 13% VAT), downloads the PDF (a
// <quoteNo>.pdf answered as application/pdf, starting with %PDF), accepts it after the
// confirmation and lands on the checkout of the draft at the quoted prices.
// 1440 px baselines and axe audits of /quote, /quote/{id} (待报价 and 已报价) and the console's
// desk; quote numbers, dates and counts that change with the day are data-volatile and masked.
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { QuoteDetail } from '../domain/quotes/quote-views.ts';
import { formatPrice, formatYuan } from '../domain/shared/money.ts';
import { expectNoSeriousA11yViolations, gatewayCall, loginViaApi, openSettled, unreadHold, volatileParts } from './support.ts';

const BUYER = { username: '13800000004', password: 'Demo2026' };
const SERVICE = { username: 'kefu', password: 'Staff2026' };
const CART = '/goods/api/cart';
const QUOTE = '/goods/api/goods/quote';
const badge = unreadHold(BUYER);

interface GoodsCard {
  id: number;
  model: string;
  minOrderQty: number;
  packQty: number;
  stockQty: number;
}
interface CartLine {
  id: number;
  goodsId: number;
  selected: boolean;
}

const DAY_MS = 86_400_000;
/** The China date `days` days from now (yyyy-mm-dd). */
const chinaDate = (days: number) => new Date(Date.now() + 8 * 3_600_000 + days * DAY_MS).toISOString().slice(0, 10);

/** The page as a 1440 px baseline; the quote number (in the heading and the search box) changes with the day. */
const shot = async (page: Page, name: string) => {
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const quoteNo = [page.getByRole('heading', { level: 1, name: /^报价单 / }), page.getByRole('search', { name: '查找报价单' }).getByRole('textbox')];
  await expect(page).toHaveScreenshot(name, { fullPage: true, mask: [...volatileParts(page), ...quoteNo] });
};

async function settleConsole(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main#main')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function consoleLogin(page: Page, who: { username: string; password: string }) {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: '员工登录' })).toBeVisible();
  await page.getByLabel('登录名').fill(who.username);
  await page.getByLabel('密码').fill(who.password);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByTestId('staff-menu')).toBeVisible();
  await settleConsole(page);
}

/** Two goods in stock the buyer's cart does not hold, with a quantity each may be bought in. */
async function twoGoods(request: APIRequestContext, held: Set<number>): Promise<Array<{ goods: GoodsCard; num: number }>> {
  const list = await gatewayCall<{ records: GoodsCard[] }>(request, 'POST', '/goods/open/goods/list', null, { inStock: true, sort: 'sales', current: 1, size: 60 });
  const picked = list.records
    .filter((g) => !held.has(g.id))
    .map((goods) => ({ goods, num: Math.ceil(Math.max(goods.minOrderQty, 10) / Math.max(1, goods.packQty)) * Math.max(1, goods.packQty) }))
    .filter(({ goods, num }) => goods.stockQty >= num * 2)
    .slice(-2);
  expect(picked, 'two goods in stock outside the cart').toHaveLength(2);
  return picked;
}

test.describe.configure({ mode: 'serial' });
test.beforeAll(async ({ request }) => badge.hold(request));
test.afterAll(async ({ request }) => badge.release(request));

test('a quote asked from the cart, priced in the console, downloaded and accepted at its prices', async ({ page, context, request, baseURL }) => {
  test.setTimeout(180_000);
  const token = await loginViaApi(context, baseURL!, BUYER);
  const before = await gatewayCall<{ lines: CartLine[] }>(request, 'GET', `${CART}/list`, token);
  const ticked = before.lines.filter((l) => l.selected).map((l) => l.id);
  const picked = await twoGoods(request, new Set(before.lines.map((l) => l.goodsId)));
  if (before.lines.length > 0) await gatewayCall(request, 'POST', `${CART}/select`, token, { selected: false });
  for (const { goods, num } of picked) await gatewayCall(request, 'POST', `${CART}/save`, token, { goodsId: goods.id, num, vendorId: 0 });
  const added = (await gatewayCall<{ lines: CartLine[] }>(request, 'GET', `${CART}/list`, token)).lines.filter((l) => picked.some((p) => p.goods.id === l.goodsId));
  expect(added).toHaveLength(2);

  try {
    // 申请报价 from the cart: the two ticked lines.
    await openSettled(page, '/shoppingCart');
    let requests = 0;
    page.on('request', (r) => void (r.url().includes(`${QUOTE}/request`) && (requests += 1)));
    await page.getByTestId('cart-request-quote').click();
    const dialog = page.getByTestId('quote-request-dialog');
    await expect(dialog.getByRole('heading', { name: '申请正式报价' })).toBeVisible();
    await expect(dialog).toContainText('购物车中已勾选的 2 种商品');
    await dialog.getByLabel('希望收到报价的日期').fill(chinaDate(-1));
    await dialog.getByRole('button', { name: '提交申请' }).click();
    await expect(dialog.getByTestId('quote-request-date-error')).toHaveText('希望收到报价的日期不能早于今天');
    expect(requests).toBe(0);
    await dialog.getByLabel('给客服的留言').fill('月底前需要 200 套，请给出最优价和交期。');
    await dialog.getByLabel('希望收到报价的日期').fill(chinaDate(7));
    await dialog.getByRole('button', { name: '提交申请' }).click();
    await expect(page).toHaveURL(/\/quote\/\d+$/);
    expect(requests).toBe(1);
    const quoteId = Number(/\/quote\/(\d+)$/.exec(page.url())![1]);
    await openSettled(page, `/quote/${quoteId}`);
    const requested = await gatewayCall<QuoteDetail>(request, 'GET', `${QUOTE}/get/${quoteId}`, token);
    expect(requested.status).toBe('requested');
    expect(requested.lines.map((l) => l.goodsId).sort()).toEqual(picked.map((p) => p.goods.id).sort());
    await expect(page.getByRole('heading', { level: 1, name: `报价单 ${requested.quoteNo}` })).toBeVisible();
    await expect(page.getByTestId('quote-status')).toHaveText('待报价');
    await expect(page.getByTestId('quote-line')).toHaveCount(2);
    await expect(page.getByTestId('quote-accept')).toHaveCount(0);
    await expect(page.getByTestId('quote-withdraw')).toBeVisible();
    await shot(page, 'quotes-detail-requested.png');
    await expectNoSeriousA11yViolations(page);

    // /quote lists it 待报价 (found by its number).
    await page.getByRole('navigation', { name: '会员中心导航' }).getByRole('link', { name: '报价单', exact: true }).click();
    await expect(page).toHaveURL(/\/quote$/);
    const search = page.getByRole('search', { name: '查找报价单' });
    await search.getByLabel('报价单号或型号').fill(requested.quoteNo);
    await search.getByRole('button', { name: '查询' }).click();
    const row = page.getByTestId('quote-row').filter({ hasText: requested.quoteNo });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('quote-status')).toHaveText('待报价');
    await expect(row).toContainText('购物车');
    await expect(row).toContainText('陈刚');
    await expect(page.locator('main#main [aria-busy="true"]')).toHaveCount(0);
    await shot(page, 'quotes-list.png');
    await expectNoSeriousA11yViolations(page);

    // 客服 prices it at the desk.
    await consoleLogin(page, SERVICE);
    await page.getByTestId('staff-menu').getByRole('link', { name: '报价单' }).click();
    await expect(page).toHaveURL(/\/admin\/quotes$/);
    await settleConsole(page);
    const queue = page.getByRole('search', { name: '查找报价单' });
    await queue.getByLabel('关键词').fill(requested.quoteNo);
    await queue.getByRole('button', { name: '查询' }).click();
    await settleConsole(page);
    await page.getByTestId('desk-row').filter({ hasText: requested.quoteNo }).getByRole('link', { name: `打开报价单 ${requested.quoteNo}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/quotes/${quoteId}$`));
    await settleConsole(page);
    await expect(page.getByRole('heading', { level: 1, name: `报价单 ${requested.quoteNo}` })).toBeVisible();
    await expect(page.getByTestId('desk-line')).toHaveCount(2);
    await expect(page.getByText('月底前需要 200 套，请给出最优价和交期。')).toBeVisible();

    let sends = 0;
    page.on('request', (r) => void (r.url().includes('/api/staff/goods/quote/send') && (sends += 1)));
    const [first, second] = requested.lines;
    const deskLine = (model: string) => page.getByTestId('desk-line').filter({ hasText: model });
    await page.getByTestId('desk-send').click();
    await expect(deskLine(first!.model).getByTestId('desk-field-error').first()).toHaveText('请填写单价');
    await expect(page.getByTestId('desk-errors')).toHaveText('有 2 行报价需要修改，请按提示填写。');
    await deskLine(first!.model).getByLabel(`${first!.model} 的含税单价（元）`).fill('0');
    await deskLine(first!.model).getByLabel(`${first!.model} 的交期（天）`).fill('3');
    await deskLine(second!.model).getByLabel(`${second!.model} 的含税单价（元）`).fill('十二元');
    await deskLine(second!.model).getByLabel(`${second!.model} 的交期（天）`).fill('7');
    await page.getByTestId('desk-send').click();
    await expect(deskLine(first!.model).getByTestId('desk-field-error')).toHaveText('单价必须大于 0');
    await expect(deskLine(second!.model).getByTestId('desk-field-error')).toHaveText('单价应为金额，最多两位小数');
    expect(sends).toBe(0);
    await expect(page.getByLabel(`${first!.model} 的含税单价（元）`)).toHaveAttribute('aria-invalid', 'true');
    await shot(page, 'quotes-desk-errors.png');
    await expectNoSeriousA11yViolations(page);

    // 10% off what the buyer saw, typed in 元.
    const quoted = requested.lines.map((l) => ({ ...l, priceFen: Math.max(1, Math.floor((l.askedPriceFen * 9) / 10)) }));
    for (const l of quoted) await deskLine(l.model).getByLabel(`${l.model} 的含税单价（元）`).fill(formatYuan(l.priceFen));
    await deskLine(first!.model).getByLabel(`${first!.model} 的备注`).fill('现货');
    await page.getByLabel('报价条款').fill('含税含运费；款到发货。');
    await page.getByLabel('给客户的说明').fill('按 200 套的批量给出优惠价。');
    await page.getByTestId('desk-send').click();
    await expect(page.getByTestId('desk-notice')).toHaveText('报价已发送，客户会收到通知。');
    await expect(page.getByTestId('desk-read-only')).toHaveText('该报价单已报价，不能再修改。');
    expect(sends).toBe(1);
    await settleConsole(page);
    await shot(page, 'quotes-desk-sent.png');
    await expectNoSeriousA11yViolations(page);

    // The buyer: 已报价 with the quoted prices and the VAT they include.
    await context.clearCookies();
    await loginViaApi(context, baseURL!, BUYER);
    await openSettled(page, `/quote/${quoteId}`);
    const detail = await gatewayCall<QuoteDetail>(request, 'GET', `${QUOTE}/get/${quoteId}`, token);
    expect(detail.status).toBe('quoted');
    expect(detail.lines.map((l) => l.priceFen)).toEqual(quoted.map((l) => l.priceFen));
    await expect(page.getByTestId('quote-status')).toHaveText('已报价');
    for (const l of quoted) await expect(page.getByTestId('quote-line').filter({ hasText: l.model }).getByTestId('quote-line-price')).toHaveText(formatPrice(l.priceFen));
    await expect(page.getByTestId('quote-total')).toHaveText(formatPrice(detail.goodsFen!));
    await expect(page.getByTestId('quote-tax')).toHaveText(formatPrice(detail.taxFen!));
    await expect(page.getByTestId('quote-totals')).toContainText('其中增值税 13%');
    await expect(page.getByText('含税含运费；款到发货。')).toBeVisible();
    await shot(page, 'quotes-detail-quoted.png');
    await expectNoSeriousA11yViolations(page);

    // 下载 PDF: <quoteNo>.pdf, answered as a PDF.
    const answered = page.waitForResponse((r) => r.url().includes(`${QUOTE}/download/${quoteId}`));
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('quote-download').click()]);
    expect((await answered).headers()['content-type']).toContain('application/pdf');
    expect(file.suggestedFilename()).toBe(`${detail.quoteNo}.pdf`);
    expect(readFileSync(await file.path()).subarray(0, 4).toString('latin1')).toBe('%PDF');
    await expect(page.getByTestId('quote-notice')).toHaveText('报价单 PDF 已下载');

    // 接受报价 after the confirmation: the checkout of the draft at the quoted prices.
    await page.getByTestId('quote-accept').click();
    const confirm = page.getByRole('alertdialog', { name: '接受报价' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: '接受报价' }).click();
    await expect(page).toHaveURL(/\/addOrderVip\?tmpId=\d+$/);
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('draft-line')).toHaveCount(2);
    for (const l of quoted) await expect(page.getByTestId('draft-line').filter({ hasText: l.model })).toContainText(formatPrice(l.priceFen));
    const accepted = await gatewayCall<QuoteDetail>(request, 'GET', `${QUOTE}/get/${quoteId}`, token);
    expect(accepted.status).toBe('accepted');
    expect(page.url()).toContain(`tmpId=${accepted.draftId}`);
  } finally {
    // The cart as the spec found it: its two lines gone, the lines ticked before ticked again.
    await gatewayCall(request, 'POST', `${CART}/delete/batch`, token, { ids: added.map((l) => l.id) });
    if (ticked.length > 0) await gatewayCall(request, 'POST', `${CART}/select`, token, { ids: ticked, selected: true });
  }
});
