// 收款确认 (issue 22 item 3 and 7) in the browser, on the real server:
// - a member places an order paid by bank transfer and uploads a receipt (through the API);
//   财务 logs into /admin, opens 收款确认, finds the order, opens the receipt (the image beside
//   the order and the amount), tries to refuse it without a reason (the Chinese error), then
//   confirms it; the member's order page then shows 待发货;
// - a receipt whose member stated ¥708.00 more than is due (issue 34): the list and the receipt
//   flag 多付 ¥708.00 in red beside the member's amount and payer name; 确认收款 opens a dialog
//   that refuses to confirm until 已核对银行流水，按实收金额确认 is ticked;
// - 1440 px baselines and axe audits of the list and of the receipt. Times are data-volatile;
//   the order number, goods and amounts change with the goods other journeys sold and are masked.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Envelope } from '../domain/shared/envelope.ts';
import { png } from '../tests/support/png.ts';
import { expectNoSeriousA11yViolations, gatewayCall, loginViaApi, PERSONAL, tokenOf, unreadHold } from './support.ts';

const FINANCE = { username: 'caiwu', password: 'Staff2026' };

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

/** A personal bank-transfer order with its receipt uploaded, stating the amount due plus `overFen`: the order's id and number. */
async function transferOrderWithReceipt(request: APIRequestContext, overFen = 0): Promise<{ orderId: number; orderNo: string }> {
  const token = await tokenOf(request, PERSONAL, '0');
  const list = await gatewayCall<{ records: GoodsCard[] }>(request, 'POST', '/goods/open/goods/list', null, { inStock: true, sort: 'sales', current: 1, size: 60 });
  const goods = list.records.find((g) => g.stockQty >= 50 && g.minOrderQty <= 1 && g.packQty <= 1)!;
  const addresses = await gatewayCall<Array<{ id: number }>>(request, 'GET', '/member/api/memberAddress/list', token);
  const draft = await gatewayCall<{ id: number; totalFen: number }>(request, 'POST', '/order/api/ord/tmp/personalOrder', token, { goodsId: goods.id, num: 2 });
  const order = await gatewayCall<{ orderId: number; orderNo: string }>(request, 'POST', '/order/api/ord/tmp/unified/create', token, {
    tmpOrderId: draft.id, addressId: addresses[0]!.id, invoiceId: null, payMethod: 2, clientKey: randomUUID(), expectedTotalFen: draft.totalFen,
  });
  const response = await request.post('/gateway/order/api/ord/sale/memberUploadPayReceipt', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      orderId: String(order.orderId), amountFen: String(draft.totalFen + overFen), payerName: '福州测试贸易有限公司',
      file: { name: '回单.png', mimeType: 'image/png', buffer: png(480, 300) },
    },
  });
  const body = (await response.json()) as Envelope<{ orderNo: string }>;
  expect(body.success, body.msg).toBe(true);
  return { orderId: order.orderId, orderNo: body.data.orderNo };
}

const shot = (page: Page, name: string, extraMasks: string[] = []) =>
  expect(page).toHaveScreenshot(name, { fullPage: true, mask: [page.locator('[data-volatile]'), ...extraMasks.map((s) => page.locator(s))] });


// This spec's orders and redemptions message the personal demo member; later journeys show its badge.
const badge = unreadHold(PERSONAL);
test.beforeAll(async ({ request }) => badge.hold(request));
test.afterAll(async ({ request }) => badge.release(request));
test.describe('收款确认', () => {
  test('财务 confirms a transfer receipt beside its order, and the member\'s order shows 待发货', async ({ page, request, baseURL }) => {
    const { orderId, orderNo } = await transferOrderWithReceipt(request);

    await consoleLogin(page, FINANCE);
    await page.getByTestId('staff-menu').getByRole('link', { name: '收款确认' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '收款确认' })).toBeVisible();
    await settle(page);
    await expect(page.getByTestId('receipt-states-pending')).toHaveAttribute('aria-pressed', 'true');

    // A filter the server would refuse is refused on the page, in Chinese.
    await page.getByLabel('上传日期从').fill('2026-03-02');
    await page.getByLabel('上传日期至').fill('2026-03-01');
    await page.getByTestId('receipt-apply').click();
    await expect(page.getByTestId('receipt-filter-error')).toHaveText('起始日期不能晚于截止日期');
    await page.getByRole('button', { name: '清空' }).click();

    await page.getByLabel('订单号').fill(orderNo);
    await page.getByTestId('receipt-apply').click();
    await settle(page);
    await expect(page.getByTestId('receipt-row')).toHaveCount(1);
    await expect(page.getByTestId('receipt-row')).toContainText(orderNo);
    await expect(page.getByTestId('receipt-states-pending')).toHaveText('待确认（1）');
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'admin-receipts-list.png', ['[data-testid="receipt-row"] td:nth-child(1)', '[data-testid="receipt-row"] td:nth-child(4)', '[data-testid="receipt-row"] td:nth-child(5)', 'input[name="orderNo"]']);

    // The service orders' receipts are the second kind of the same queue.
    await page.getByTestId('receipt-kinds-service').click();
    await settle(page);
    await expect(page.getByTestId('receipt-kinds-service')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('receipt-total')).toBeVisible();
    await page.getByTestId('receipt-kinds-order').click();
    await settle(page);
    await expect(page.getByTestId('receipt-row')).toHaveCount(1);

    await page.getByTestId('receipt-open').click();
    await expect(page).toHaveURL(/\/admin\/receipts\/order\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(orderNo);
    const image = page.getByTestId('receipt-image');
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(480);
    await expect(page.getByTestId('receipt-order-status')).toHaveText('待确认');
    await expect(page.getByTestId('receipt-amount')).toHaveText(await page.getByTestId('receipt-due').innerText());
    await expect(page.getByTestId('receipt-payer')).toHaveText('福州测试贸易有限公司');
    await expect(page.getByTestId('receipt-check')).toHaveText('会员填写的金额与本次应付相同；是否到账以银行流水为准。');
    await settle(page);
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'admin-receipts-detail.png', ['[data-testid="receipt-order-no"]', 'h1', '[data-testid="receipt-order"] table', '[data-testid="receipt-payable"]', '[data-testid="receipt-due"]', '[data-testid="receipt-amount"]', '[data-testid="receipt-order"] dl:last-of-type dd:not([data-testid="receipt-payer"])']);

    // Zoom in: the image grows past its frame.
    const frame = (await page.getByTestId('receipt-image-frame').boundingBox())!.width;
    await page.getByTestId('receipt-zoom-in').click();
    await expect.poll(async () => (await image.boundingBox())!.width).toBeGreaterThan(frame * 1.2);

    // A refusal needs a reason.
    await page.getByTestId('receipt-reject').click();
    await expect(page.getByTestId('receipt-reason-error')).toHaveText('驳回时请填写原因');
    await page.getByTestId('receipt-reason').fill('   ');
    await page.getByTestId('receipt-reject').click();
    await expect(page.getByTestId('receipt-reason-error')).toHaveText('驳回时请填写原因');

    // 确认收款 asks first; the amounts matched, so no bank-statement box.
    await page.getByTestId('receipt-approve').click();
    const dialog = page.getByRole('alertdialog', { name: '确认收款' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('receipt-ack-box')).toHaveCount(0);
    await dialog.getByRole('button', { name: '确认收款' }).click();
    await expect(page.getByTestId('receipt-done')).toHaveText('已确认收款，订单转为待发货。');
    await expect(page.getByTestId('receipt-state')).toHaveText('已确认');
    await expect(page.getByTestId('receipt-order-status')).toHaveText('待发货');
    await expect(page.getByTestId('receipt-approve')).toHaveCount(0);

    // Back in the list it has left 待确认.
    await page.getByRole('link', { name: '返回收款确认' }).click();
    await settle(page);
    await page.getByLabel('订单号').fill(orderNo);
    await page.getByTestId('receipt-apply').click();
    await settle(page);
    await expect(page.getByTestId('receipt-states-approved')).toHaveText('已确认（1）');
    await expect(page.getByTestId('receipt-empty')).toBeVisible();

    // The member's order page.
    const member = await page.context().browser()!.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
    await loginViaApi(member, baseURL!, PERSONAL);
    const memberPage = await member.newPage();
    await memberPage.goto(`/myOrderDetail/${orderId}`);
    await expect(memberPage.getByText('待发货').first()).toBeVisible();
    await member.close();
  });

  test('a receipt stating more than is due is flagged 多付 in red, and confirming it needs the bank statement checked', async ({ page, request }) => {
    const { orderId, orderNo } = await transferOrderWithReceipt(request, 70_800);

    await consoleLogin(page, FINANCE);
    await page.goto('/admin/receipts');
    await settle(page);
    await page.getByLabel('订单号').fill(orderNo);
    await page.getByTestId('receipt-apply').click();
    await settle(page);
    const row = page.getByTestId('receipt-row');
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('receipt-row-difference')).toHaveText('多付 ¥708.00');
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'admin-receipts-list-mismatch.png', ['[data-testid="receipt-row"] td:nth-child(1)', '[data-testid="receipt-row-amount"]', '[data-testid="receipt-row"] td:nth-child(5)', 'input[name="orderNo"]']);

    await row.getByTestId('receipt-open').click();
    await expect(page).toHaveURL(/\/admin\/receipts\/order\/\d+$/);
    await expect(page.getByTestId('receipt-image')).toBeVisible();
    await expect(page.getByTestId('receipt-difference')).toHaveText('会员填写的金额与本次应付不符：多付 ¥708.00');
    await expect(page.getByTestId('receipt-difference')).toHaveCSS('color', 'rgb(153, 25, 25)');
    await expect(page.getByTestId('receipt-payer')).toHaveText('福州测试贸易有限公司');
    await expect(page.getByText('转账金额与应付金额一致')).toHaveCount(0);
    await settle(page);
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'admin-receipts-detail-mismatch.png', ['[data-testid="receipt-order-no"]', 'h1', '[data-testid="receipt-order"] table', '[data-testid="receipt-payable"]', '[data-testid="receipt-due"]', '[data-testid="receipt-amount"]', '[data-testid="receipt-order"] dl:last-of-type dd:not([data-testid="receipt-payer"])']);

    // The dialog refuses to confirm until the bank statement is checked; 取消 sends nothing.
    await page.getByTestId('receipt-approve').click();
    const dialog = page.getByRole('alertdialog', { name: '确认收款' });
    await expect(dialog.getByTestId('receipt-ack-difference')).toHaveText('多付 ¥708.00');
    await dialog.getByRole('button', { name: '确认收款' }).click();
    await expect(dialog.getByTestId('receipt-ack-error')).toHaveText('请先核对银行流水并勾选“已核对银行流水，按实收金额确认”');
    await expectNoSeriousA11yViolations(page);
    await expect(dialog).toHaveScreenshot('admin-receipts-confirm-mismatch.png', { mask: [dialog.getByTestId('receipt-ack-amounts'), dialog.locator('[id$="description"]')] });
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('receipt-state')).toHaveText('待确认');

    await page.getByTestId('receipt-approve').click();
    await expect(dialog.getByTestId('receipt-ack-error')).toHaveCount(0);
    await dialog.getByLabel('已核对银行流水，按实收金额确认').check();
    await dialog.getByRole('button', { name: '确认收款' }).click();
    await expect(page.getByTestId('receipt-done')).toHaveText('已确认收款，订单转为待发货。');
    await expect(page.getByTestId('receipt-order-status')).toHaveText('待发货');

    // The member's order log says what 财务 checked.
    const token = await tokenOf(request, PERSONAL, '0');
    const detail = await gatewayCall<{ timeline: Array<{ note: string | null }> }>(request, 'GET', `/order/api/ord/sale/getOrderInfo/${orderId}`, token);
    expect(detail.timeline.at(-1)!.note).toMatch(/会员填写 ¥[\d,.]+，多付 ¥708\.00，财务已核对银行流水/);
  });
});
