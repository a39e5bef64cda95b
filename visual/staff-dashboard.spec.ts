// The 工作台 (issue 22 item 5) in the browser, on the real server:
// - 财务 sees the queues their permissions open (收款确认, 售后处理) with counts, and the report:
//   today's figures, the 30-day chart drawn (an SVG), the top goods and a search term a buyer
//   found nothing for; a click on a queue card opens the queue's page;
// - 客服 sees only their queues (询价报价, 服务订单) and no report (nor its call: 403 otherwise);
// - 1440 px baselines and axe audits of both. Counts, money, the chart and the tables' rows change
//   with the day and with other journeys: they are data-volatile and masked.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Envelope } from '../domain/shared/envelope.ts';
import { png } from '../tests/support/png.ts';
import { expectNoSeriousA11yViolations, gatewayCall, PERSONAL, tokenOf, unreadHold } from './support.ts';

const FINANCE = { username: 'caiwu', password: 'Staff2026' };
const SERVICE = { username: 'kefu', password: 'Staff2026' };
const MISSING = 'QZX无此型号9931';

async function settle(page: Page) {
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
  await settle(page);
}

interface GoodsCard {
  id: number;
  minOrderQty: number;
  packQty: number;
  stockQty: number;
}

/** A personal bank-transfer order of `num` units of a goods, its receipt uploaded: the payment id waiting for 财务. */
async function transferOrder(request: APIRequestContext, token: string, goods: GoodsCard, num: number): Promise<number> {
  const addresses = await gatewayCall<Array<{ id: number }>>(request, 'GET', '/member/api/memberAddress/list', token);
  const draft = await gatewayCall<{ id: number; totalFen: number }>(request, 'POST', '/order/api/ord/tmp/personalOrder', token, { goodsId: goods.id, num });
  const order = await gatewayCall<{ orderId: number }>(request, 'POST', '/order/api/ord/tmp/unified/create', token, {
    tmpOrderId: draft.id, addressId: addresses[0]!.id, invoiceId: null, payMethod: 2, clientKey: randomUUID(), expectedTotalFen: draft.totalFen,
  });
  const response = await request.post('/gateway/order/api/ord/sale/memberUploadPayReceipt', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { orderId: String(order.orderId), amountFen: String(draft.totalFen), payerName: '福州测试贸易有限公司', file: { name: '回单.png', mimeType: 'image/png', buffer: png() } },
  });
  const body = (await response.json()) as Envelope<{ payments: Array<{ id: number; status: number }> }>;
  expect(body.success, body.msg).toBe(true);
  return body.data.payments.find((p) => p.status === 0)!.id;
}

/** Today's business: three transfer orders of two goods, two confirmed by 财务 (sales today), one waiting; a search with no hit. */
async function seedToday(request: APIRequestContext): Promise<void> {
  const buyer = await tokenOf(request, PERSONAL, '0');
  const finance = await tokenOf(request, FINANCE, '1');
  const list = await gatewayCall<{ records: GoodsCard[] }>(request, 'POST', '/goods/open/goods/list', null, { inStock: true, sort: 'sales', current: 1, size: 60 });
  const [a, b] = list.records.filter((g) => g.stockQty >= 50 && g.minOrderQty <= 1 && g.packQty <= 1);
  const paid = [await transferOrder(request, buyer, a!, 6), await transferOrder(request, buyer, b!, 2)];
  await transferOrder(request, buyer, b!, 1);
  for (const paymentId of paid) await gatewayCall(request, 'POST', '/order/api/staff/order/reviewPayment', finance, { paymentId, approve: true });
  // A buyer searches for something the shop does not sell (the log is written off the request path).
  await gatewayCall(request, 'POST', '/goods/open/goods/list', null, { keyword: MISSING, current: 1, size: 20 });
  await new Promise((r) => setTimeout(r, 500));
}

const shot = (page: Page, name: string) => expect(page).toHaveScreenshot(name, { fullPage: true, mask: [page.locator('[data-volatile]')] });


// This spec's orders and redemptions message the personal demo member; later journeys show its badge.
const badge = unreadHold(PERSONAL);
test.beforeAll(async ({ request }) => badge.hold(request));
test.afterAll(async ({ request }) => badge.release(request));
test.describe('工作台', () => {
  test('财务 sees their queues and the report with the chart; a queue card opens the queue', async ({ page, request }) => {
    test.setTimeout(120_000);
    await seedToday(request);

    await consoleLogin(page, FINANCE);
    await expect(page.getByRole('heading', { level: 1, name: '工作台' })).toBeVisible();
    const cards = page.getByTestId('queue-cards');
    await expect(cards.getByRole('link')).toHaveCount(2);
    await expect(page.getByTestId('queue-receipts')).toContainText('收款确认');
    await expect(page.getByTestId('queue-afterSales')).toContainText('售后处理');
    for (const count of await cards.getByTestId('queue-count').allTextContents()) expect(count).toMatch(/^\d+$/);

    const report = page.getByTestId('dashboard-report');
    await expect(page.getByRole('heading', { level: 2, name: '经营数据' })).toBeVisible();
    await expect(report.getByTestId('today-orders')).toHaveText(/^\d+ 笔$/);
    await expect(report.getByTestId('today-sales')).toHaveText(/^¥[\d,]+\.\d{2}$/);
    const chart = page.getByTestId('sales-chart');
    await expect(chart.locator('svg')).toBeVisible();
    await expect(chart).toHaveAttribute('aria-label', /近 30 天销售走势图/);
    await expect(page.getByTestId('no-result-terms')).toContainText(MISSING);
    await expect(report.getByTestId('today-orders')).not.toHaveText('0 笔');
    await expect(page.getByTestId('top-goods').locator('tbody tr').first()).toBeVisible();
    await expect(page.getByTestId('queue-receipts').getByTestId('queue-count')).not.toHaveText('0');
    await page.getByTestId('top-by-amount').click();
    await expect(page.getByTestId('top-by-amount')).toHaveAttribute('aria-pressed', 'true');
    await page.getByTestId('top-by-quantity').click();
    await page.getByText('按日明细').click();
    await expect(page.getByTestId('daily-table').locator('tbody tr')).toHaveCount(30);
    // Refunds completed each day beside the sales, and the difference (the after-sales journey refunded one today).
    await expect(page.getByTestId('daily-table').locator('thead')).toContainText('退款');
    await expect(page.getByTestId('daily-table').locator('thead')).toContainText('净额');
    await page.getByTestId('daily-table').screenshot({ path: test.info().outputPath('daily-table.png') });
    await page.getByText('按日明细').click();

    await expectNoSeriousA11yViolations(page);
    await shot(page, 'admin-dashboard-finance.png');

    await page.getByTestId('queue-receipts').click();
    await expect(page).toHaveURL(/\/admin\/receipts$/);
    await expect(page.getByTestId('staff-menu').getByRole('link', { name: '收款确认' })).toHaveAttribute('aria-current', 'page');
    await page.getByTestId('staff-menu').getByRole('link', { name: '工作台' }).click();
    await expect(page.getByTestId('queue-cards')).toBeVisible();
  });

  test('客服 sees only their queues and no report', async ({ page }) => {
    const reportCalls: number[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/api/staff/dashboard/report')) reportCalls.push(r.status());
    });
    await consoleLogin(page, SERVICE);
    const cards = page.getByTestId('queue-cards');
    await expect(cards.getByRole('link')).toHaveCount(2);
    await expect(page.getByTestId('queue-enquiry')).toContainText('询价报价');
    await expect(page.getByTestId('queue-services')).toContainText('服务订单');
    await expect(page.getByRole('heading', { name: '经营数据' })).toHaveCount(0);
    await expect(page.getByTestId('sales-chart')).toHaveCount(0);
    expect(reportCalls).toEqual([]);

    await expectNoSeriousA11yViolations(page);
    await shot(page, 'admin-dashboard-service.png');

    await page.getByTestId('queue-services').click();
    await expect(page).toHaveURL(/\/admin\/services$/);
    await expect(page.getByTestId('staff-menu').getByRole('link', { name: '服务订单' })).toHaveAttribute('aria-current', 'page');
  });
});
