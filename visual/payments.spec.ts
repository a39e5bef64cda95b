// The member's bank-transfer receipt form (issue 34) in the browser, on the real server: a fresh
// personal order paid by bank transfer; on its page the form asks for the amount transferred (in
// yuan, the rule said beside the field before it is broken) and the payer account's name (counted,
// stopped at 60). A negative or over-precise amount is refused while it is typed, an empty form on
// submit with every refusal at once, and nothing is sent; then a good receipt is sent and the page
// says 财务 (not 客服) will confirm it. 1440 px baselines (the form with bad input, the form filled)
// and axe audits. The order number and the amounts change with the goods other journeys sold and
// are masked.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Locator } from '@playwright/test';
import { png } from '../tests/support/png.ts';
import { expectNoSeriousA11yViolations, gatewayCall, loginViaApi, openSettled, PERSONAL, tokenOf, unreadHold } from './support.ts';

const FINANCE = { username: 'caiwu', password: 'Staff2026' };

interface GoodsCard {
  id: number;
  minOrderQty: number;
  packQty: number;
  stockQty: number;
}

/** A personal bank-transfer order waiting for its receipt: its id and what it owes. */
async function transferOrder(request: APIRequestContext): Promise<{ orderId: number; totalFen: number }> {
  const token = await tokenOf(request, PERSONAL, '0');
  const list = await gatewayCall<{ records: GoodsCard[] }>(request, 'POST', '/goods/open/goods/list', null, { inStock: true, sort: 'sales', current: 1, size: 60 });
  const goods = list.records.find((g) => g.stockQty >= 50 && g.minOrderQty <= 1 && g.packQty <= 1)!;
  const addresses = await gatewayCall<Array<{ id: number }>>(request, 'GET', '/member/api/memberAddress/list', token);
  const draft = await gatewayCall<{ id: number; totalFen: number }>(request, 'POST', '/order/api/ord/tmp/personalOrder', token, { goodsId: goods.id, num: 2 });
  const order = await gatewayCall<{ orderId: number }>(request, 'POST', '/order/api/ord/tmp/unified/create', token, {
    tmpOrderId: draft.id, addressId: addresses[0]!.id, invoiceId: null, payMethod: 2, clientKey: randomUUID(), expectedTotalFen: draft.totalFen,
  });
  return { orderId: order.orderId, totalFen: draft.totalFen };
}

/** The transfer panel's shot: the account's amount row is the order's, masked with the volatile parts. */
const shot = (transfer: Locator, name: string) =>
  expect(transfer).toHaveScreenshot(name, {
    mask: [transfer.locator('[data-volatile]'), transfer.locator('dd', { has: transfer.getByRole('button', { name: '复制转账金额' }) })],
  });

// The receipt's order messages the personal demo member; later journeys show its badge.
const badge = unreadHold(PERSONAL);
test.beforeAll(async ({ request }) => badge.hold(request));
test.afterAll(async ({ request }) => badge.release(request));

test.describe('对公转账回单', () => {
  test('the member states the amount and the payer name: bad input refused in place, nothing sent; a good receipt goes to 财务', async ({ page, context, baseURL, request }) => {
    const { orderId, totalFen } = await transferOrder(request);
    await loginViaApi(context, baseURL!, PERSONAL);
    let uploads = 0;
    page.on('request', (r) => {
      if (r.url().includes('memberUploadPayReceipt')) uploads += 1;
    });
    await openSettled(page, `/myOrderDetail/${orderId}`);
    const transfer = page.getByRole('region', { name: '对公转账' });
    const form = transfer.getByRole('form', { name: '上传付款回单' });
    await form.scrollIntoViewIfNeeded();
    await expect(transfer).not.toContainText('客服');

    // The rules are said before anything is typed.
    const amount = form.getByLabel('本次转账金额（元）');
    const payer = form.getByLabel('付款账户名称');
    await expect(form).toContainText('大于 0，不能为负数，最多两位小数');
    await expect(form).toContainText('银行回单上的付款人户名，最多 60 个字');
    await expect(form.getByTestId('receipt-payer-count')).toHaveText('0/60');

    // A negative or over-precise amount is refused while it is typed.
    await amount.fill('-5');
    await expect(form.getByTestId('receipt-amount-error')).toHaveText('金额不能为负数');
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await amount.fill('292.345');
    await expect(form.getByTestId('receipt-amount-error')).toHaveText('金额格式不正确：只能填数字，最多两位小数');
    // A payer name stops at 60 characters (pasting more keeps 60), counted as it is typed.
    await payer.fill('精'.repeat(70));
    await expect(payer).toHaveValue('精'.repeat(60));
    await expect(form.getByTestId('receipt-payer-count')).toHaveText('60/60');
    await payer.fill('');

    // Submitting an empty form shows every refusal at once and sends nothing.
    await amount.fill('');
    await form.getByRole('button', { name: '提交回单' }).click();
    await expect(form.getByTestId('receipt-amount-error')).toHaveText('请输入本次转账金额');
    await expect(form.getByTestId('receipt-payer-error')).toHaveText('请填写付款账户名称');
    await expect(form.getByTestId('receipt-hint')).toHaveText('请先选择回单文件');
    await amount.fill('0');
    await form.getByRole('button', { name: '提交回单' }).click();
    await expect(form.getByTestId('receipt-amount-error')).toHaveText('转账金额须大于 0');
    expect(uploads).toBe(0);
    await expectNoSeriousA11yViolations(page);
    await shot(transfer, 'payments-transfer-form-bad-input.png');

    // A good receipt: the amount in yuan with thousands, the payer name, the file.
    const yuan = `${Math.floor(totalFen / 100).toLocaleString('en-US')}.${String(totalFen % 100).padStart(2, '0')}`;
    await amount.fill(yuan);
    await payer.fill('  福州测试贸易有限公司 ');
    await expect(form.getByTestId('receipt-payer-count')).toHaveText('10/60');
    await form.getByTestId('receipt-input').setInputFiles({ name: '转账回单.png', mimeType: 'image/png', buffer: png() });
    await expect(form.getByTestId('receipt-picked')).toContainText('转账回单.png');
    await expect(form.getByTestId('receipt-amount-error')).toHaveCount(0);
    await expect(form.getByTestId('receipt-payer-error')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await shot(transfer, 'payments-transfer-form-filled.png');

    const orderNo = (await page.getByTestId('transfer-note').textContent())!.trim();
    await form.getByRole('button', { name: '提交回单' }).click();
    await expect(page.getByRole('region', { name: '订单信息' }).getByTestId('order-status')).toHaveText('待确认');
    await expect(transfer.getByRole('status')).toHaveText('回单已提交，等待财务确认到账（通常 1 个工作日内）。');
    expect(uploads).toBe(1);
    // 财务 reads what the member stated: the amount in fen, the payer name trimmed, no difference.
    const finance = await tokenOf(request, FINANCE, '1');
    const queue = await gatewayCall<{ records: Array<{ amountFen: number | null; payerName: string | null; differenceFen: number | null }> }>(
      request, 'POST', '/order/api/staff/order/receipt/list', finance, { orderNo, current: 1, size: 10 },
    );
    expect(queue.records).toEqual([expect.objectContaining({ amountFen: totalFen, payerName: '福州测试贸易有限公司', differenceFen: 0 })]);
  });
});
