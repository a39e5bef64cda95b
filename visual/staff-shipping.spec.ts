// 订单发货 (issue 22 item 3 and 7) in the browser, on the real server:
// - four orders are paid by transfer and confirmed by 财务 (through the API): 待发货;
// - 仓库 logs into /admin, opens 订单发货, ships one order by hand after the form refused empty
//   and malformed fields in Chinese;
// - 仓库 downloads the template, imports tracking numbers for 3 orders from an .xlsx made here
//   with SheetJS, sees the preview, confirms, and the 3 orders show 已发货; a file with bad rows
//   (an unknown order, a missing tracking number, the same file's order shipped already) shows
//   each row's error and offers nothing to confirm;
// - 完成 (issue 34): 仓库 completes one shipped order from the 已发货 tab after a confirm dialog;
//   财务's token is refused (403) by the same call;
// - 1440 px baselines and axe audits of the list, the ship form, the preview, the result and the
//   完成 dialog.
//   Order numbers, amounts and times change from run to run and are masked.
import { randomUUID } from 'node:crypto';
import * as XLSX from '@e965/xlsx';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Envelope } from '../domain/shared/envelope.ts';
import { png } from '../tests/support/png.ts';
import { expectNoSeriousA11yViolations, gatewayCall, PERSONAL, tokenOf, unreadHold } from './support.ts';

const FINANCE = { username: 'caiwu', password: 'Staff2026' };
const WAREHOUSE = { username: 'cangku', password: 'Staff2026' };

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

/** `n` personal orders paid by transfer, their receipts confirmed by 财务: 待发货. Their numbers. */
async function ordersToShip(request: APIRequestContext, n: number): Promise<string[]> {
  const token = await tokenOf(request, PERSONAL, '0');
  const finance = await tokenOf(request, FINANCE, '1');
  const list = await gatewayCall<{ records: GoodsCard[] }>(request, 'POST', '/goods/open/goods/list', null, { inStock: true, sort: 'sales', current: 1, size: 60 });
  const goods = list.records.find((g) => g.stockQty >= 50 && g.minOrderQty <= 1 && g.packQty <= 1)!;
  const addresses = await gatewayCall<Array<{ id: number }>>(request, 'GET', '/member/api/memberAddress/list', token);
  const numbers: string[] = [];
  for (let i = 0; i < n; i++) {
    const draft = await gatewayCall<{ id: number; totalFen: number }>(request, 'POST', '/order/api/ord/tmp/personalOrder', token, { goodsId: goods.id, num: 1 });
    const order = await gatewayCall<{ orderId: number }>(request, 'POST', '/order/api/ord/tmp/unified/create', token, {
      tmpOrderId: draft.id, addressId: addresses[0]!.id, invoiceId: null, payMethod: 2, clientKey: randomUUID(), expectedTotalFen: draft.totalFen,
    });
    const response = await request.post('/gateway/order/api/ord/sale/memberUploadPayReceipt', {
      headers: { Authorization: `Bearer ${token}` },
      multipart: { orderId: String(order.orderId), amountFen: String(draft.totalFen), payerName: '福州测试贸易有限公司', file: { name: '回单.png', mimeType: 'image/png', buffer: png() } },
    });
    const body = (await response.json()) as Envelope<{ orderNo: string; payments: Array<{ id: number; status: number }> }>;
    expect(body.success, body.msg).toBe(true);
    const paymentId = body.data.payments.find((p) => p.status === 0)!.id;
    await gatewayCall(request, 'POST', '/order/api/staff/order/reviewPayment', finance, { paymentId, approve: true });
    numbers.push(body.data.orderNo);
  }
  return numbers;
}

function workbook(rows: string[][]): Buffer {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([['订单号', '物流公司', '运单号'], ...rows]), '发货');
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const shot = (page: Page, name: string, extraMasks: string[] = []) =>
  expect(page).toHaveScreenshot(name, { fullPage: true, mask: [page.locator('[data-volatile]'), ...extraMasks.map((s) => page.locator(s))] });

async function filterByNo(page: Page, orderNo: string) {
  await page.getByLabel('订单号').fill(orderNo);
  await page.getByTestId('shipping-apply').click();
  await settle(page);
}


// This spec's orders and redemptions message the personal demo member; later journeys show its badge.
const badge = unreadHold(PERSONAL);
test.beforeAll(async ({ request }) => badge.hold(request));
test.afterAll(async ({ request }) => badge.release(request));
test.describe('订单发货', () => {
  test('仓库 ships one order by hand and 3 from an .xlsx; a file with bad rows shows each error', async ({ page, request }) => {
    const [single, ...batch] = await ordersToShip(request, 4);
    const run = Date.now().toString().slice(-6);

    await consoleLogin(page, WAREHOUSE);
    await page.getByTestId('staff-menu').getByRole('link', { name: '订单发货' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '订单发货' })).toBeVisible();
    await settle(page);
    await filterByNo(page, single!);
    await expect(page.getByTestId('shipping-row')).toHaveCount(1);
    await expect(page.getByTestId('shipping-status')).toHaveText('待发货');
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'admin-shipping-list.png', ['[data-testid="shipping-states"]', '[data-testid="shipping-row"] td:nth-child(1)', '[data-testid="shipping-row"] td:nth-child(4)', 'input[name="orderNo"]']);

    // One order by hand: the form refuses empty and malformed fields in Chinese.
    await page.getByTestId('shipping-ship').click();
    await page.getByTestId('ship-submit').click();
    await expect(page.getByTestId('ship-carrier-error')).toHaveText('请填写物流公司');
    await expect(page.getByTestId('ship-trackingNo-error')).toHaveText('请填写运单号');
    await page.getByTestId('ship-carrier').fill('顺丰速运');
    await page.getByTestId('ship-trackingNo').fill('SF 12');
    await page.getByTestId('ship-submit').click();
    await expect(page.getByTestId('ship-carrier-error')).toHaveCount(0);
    await expect(page.getByTestId('ship-trackingNo-error')).toHaveText('运单号须为 6–40 位字母、数字或短横线');
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'admin-shipping-form.png', ['[data-testid="shipping-states"]', '[data-testid="shipping-row"] td:nth-child(1)', '[data-testid="shipping-row"] td:nth-child(4)', 'input[name="orderNo"]', '[data-testid="ship-form"] h2']);
    await page.getByTestId('ship-trackingNo').fill(`SF9${run}001`);
    await page.getByTestId('ship-submit').click();
    await expect(page.getByTestId('shipping-notice')).toContainText(`订单 ${single} 已发货`);
    await expect(page.getByTestId('shipping-empty')).toBeVisible();

    // The batch import.
    await page.getByTestId('shipping-import-link').click();
    await expect(page.getByRole('heading', { level: 1, name: '批量导入运单号' })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByTestId('ship-template').click();
    expect((await download).suggestedFilename()).toBe('批量发货模板.xlsx');

    // A wrong kind of file is refused before sending.
    await page.getByTestId('ship-file').setInputFiles({ name: '发货.csv', mimeType: 'text/csv', buffer: Buffer.from('订单号,物流公司,运单号\n') });
    await expect(page.getByTestId('ship-file-error')).toHaveText('请选择 .xlsx 格式的表格');

    const carriers = ['顺丰速运', '中通快递', '京东物流'];
    const good = workbook(batch.map((no, i) => [no, carriers[i]!, `YT${run}${i}00${i}`]));
    await page.getByTestId('ship-file').setInputFiles({ name: '发货.xlsx', mimeType: XLSX_TYPE, buffer: good });
    await expect(page.getByTestId('ship-preview')).toBeVisible();
    await expect(page.getByTestId('ship-preview-summary')).toHaveText('可发货 3 行，已发货将跳过 0 行，有错误 0 行');
    await expect(page.locator('[data-testid="ship-preview-row"][data-outcome="ok"]')).toHaveCount(3);
    await settle(page);
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'admin-shipping-preview.png', ['[data-testid="ship-preview-row"] td:nth-child(2)', '[data-testid="ship-preview-row"] td:nth-child(4)']);

    await page.getByTestId('ship-confirm').click();
    await expect(page.getByTestId('ship-result-summary')).toContainText('本次发货 3 单，之前已发货跳过 0 单，失败 0 行。');
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'admin-shipping-result.png', ['[data-testid="ship-result-row"] td:nth-child(2)']);

    // A file with bad rows: each row's error; nothing can ship, so nothing is offered.
    await page.getByRole('button', { name: '重新选择文件' }).click();
    const bad = workbook([
      ['SO000000000404', '顺丰速运', 'SF404404404'],
      [batch[0]!, '顺丰速运', ''],
      [batch[1]!, carriers[1]!, `YT${run}1001`],
    ]);
    await page.getByTestId('ship-file').setInputFiles({ name: '有错误.xlsx', mimeType: XLSX_TYPE, buffer: bad });
    await expect(page.getByTestId('ship-preview-summary')).toHaveText('可发货 0 行，已发货将跳过 1 行，有错误 2 行');
    const errors = page.getByTestId('ship-preview-error');
    await expect(errors.nth(0)).toHaveText('订单 SO000000000404 不存在');
    await expect(errors.nth(1)).toHaveText('缺少运单号');
    await expect(page.locator('[data-testid="ship-preview-row"][data-outcome="already"]')).toContainText('已发货，跳过');
    await expect(page.getByTestId('ship-confirm')).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    // The 3 orders show 已发货 in the list.
    await page.getByRole('link', { name: '返回订单发货' }).click();
    await settle(page);
    await page.getByTestId('shipping-states-shipped').click();
    await settle(page);
    for (const [i, no] of batch.entries()) {
      await filterByNo(page, no);
      await expect(page.getByTestId('shipping-row')).toHaveCount(1);
      await expect(page.getByTestId('shipping-status')).toHaveText('已发货');
      await expect(page.getByTestId('shipping-row')).toContainText(`YT${run}${i}00${i}`);
    }

    // 完成 the last one: 财务 may not (403, nothing changes); 仓库 confirms in a dialog.
    const last = batch.at(-1)!;
    const row = (await gatewayCall<{ records: Array<{ id: number; orderNo: string }> }>(request, 'POST', '/order/api/staff/order/shipping/list', await tokenOf(request, WAREHOUSE, '1'), { current: 1, size: 20, state: 'shipped', orderNo: last })).records[0]!;
    const refused = await request.fetch('/gateway/order/api/staff/order/complete', { method: 'POST', headers: { Authorization: `Bearer ${await tokenOf(request, FINANCE, '1')}` }, data: { orderId: row.id } });
    expect(refused.status()).toBe(403);
    await expect(page.getByTestId('shipping-status')).toHaveText('已发货');
    await page.getByTestId('shipping-complete').click();
    const dialog = page.getByRole('alertdialog', { name: '完成订单' });
    await expect(dialog).toContainText(`确认订单 ${last}`);
    await expectNoSeriousA11yViolations(page);
    // The dialog alone (the row behind it changes each run); its sentence names this run's order.
    await expect(dialog).toHaveScreenshot('admin-shipping-complete-dialog.png', { mask: [dialog.getByText(/^确认订单/)] });
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(dialog).toHaveCount(0);
    await page.getByTestId('shipping-complete').click();
    await dialog.getByRole('button', { name: '确认完成' }).click();
    await expect(page.getByTestId('shipping-complete-notice')).toHaveText(`订单 ${last} 已完成，会员已收到消息。`);
    await expect(page.getByTestId('shipping-empty')).toBeVisible();
    await page.getByTestId('shipping-states-completed').click();
    await settle(page);
    await filterByNo(page, last);
    await expect(page.getByTestId('shipping-status')).toHaveText('已完成');
    await expect(page.getByTestId('shipping-complete')).toHaveCount(0);
  });
});
