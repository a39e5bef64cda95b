// After-sales (issue 16) in the browser, on the real server:
// - a return: a member registered by this spec pays a bank-transfer order (receipt, staff confirm)
//   that staff ship; on /myOrderDetail/{id} 申请售后 opens the form; bad input is refused in Chinese
//   (nothing chosen, a quantity above what is left, not a number, an amount above the maximum or
//   with three decimals, no reason, an SVG as evidence);
//   the member asks 退货退款 for the line with a PNG, sees it on /afterSale (tabs with counts);
//   staff agree; the member types carrier and tracking number (an empty one is refused): 已寄回,
//   寄回商品 ticked; staff receive (已收货, 退款 the current step) and refund by transfer; the member
//   sees 已退款 with the amount and every step ticked, 完成 included;
// - a refund-only of an unshipped order paid in the sandbox: 申请售后 from /myOrder, cancelled by the
//   member, asked again and rejected by staff (the reason shown), asked a third time and refunded
//   to the original payment: 已退款, the order cancelled;
// - an order that allows nothing, an unknown request;
// - 1440 px baselines with axe audits of the form, the list and the detail at each step. Order and
//   request numbers and dates are data-volatile and masked.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import type { RefundDetail, RefundPreview } from '../domain/after-sales/refund-views.ts';
import type { Envelope } from '../domain/shared/envelope.ts';
import { formatPrice } from '../domain/shared/money.ts';
import { png } from '../tests/support/png.ts';
import { buildCreditCode } from '../domain/shared/credit-code.ts';
import { expectNoSeriousA11yViolations, gatewayCall, loginViaApi, openSettled, registerMember, STAFF, tokenOf, volatileParts } from './support.ts';

const api = gatewayCall;
/** 申请售后 of an order (named with its number; the footer's 申请售后流程 is another link). */
const ENTRY = /^订单 SO\d+ 申请售后$/;

const shot = (page: Page, name: string) =>
  expect(page).toHaveScreenshot(name, {
    fullPage: true,
    mask: [...volatileParts(page), page.locator('[data-region="top-bar"]').getByText(/^1\d{10}$/)],
  });

interface GoodsCard {
  id: number;
  name: string;
  model: string;
  minOrderQty: number;
  packQty: number;
  stockQty: number;
}

/** Goods with plenty of stock, the same ones every run (the seed is fixed). */
async function goodsToBuy(request: APIRequestContext, skip: number): Promise<GoodsCard> {
  const page = await api<{ records: GoodsCard[] }>(request, 'POST', '/goods/open/goods/list', null, { inStock: true, sort: 'sales', current: 1, size: 60 });
  const fit = page.records.filter((g) => g.stockQty >= Math.max(g.minOrderQty, 1) * 50 && g.packQty <= 1);
  expect(fit.length).toBeGreaterThan(skip);
  return fit[skip]!;
}

const ADDRESS = { consignee: '林工', mobile: '13900001111', provinceCode: '350000', cityCode: '350100', districtCode: '350102', detail: '五四路 158 号环球广场 12 层', isDefault: true };

/** The company the enterprise member certifies (a valid GB 32100 code) and its 专票. */
const CREDIT_CODE = buildCreditCode('91', '350100', 'MA200157');
/** The 专票 an enterprise order needs (an enterprise order always carries an invoice). */
const SPECIAL_INVOICE = {
  invoiceType: 2,
  titleType: 2,
  title: '福州闽江机电设备有限公司',
  taxNo: CREDIT_CODE,
  regAddress: '福建省福州市鼓楼区五四路 158 号',
  regPhone: '0591-87654321',
  bankName: '中国工商银行福州五四支行',
  bankAccount: '1402020109000123456',
  isDefault: true,
};

/**
 * An order of these goods (`num` units each) with this pay method: a personal order, or with
 * `enterprise` an enterprise order (企业 prices, the 专票 on it).
 */
async function placeOrder(request: APIRequestContext, token: string, goods: GoodsCard[], num: number, payMethod: 1 | 2, enterprise = false): Promise<{ orderId: number; orderNo: string }> {
  const addresses = await api<Array<{ id: number }>>(request, 'GET', '/member/api/memberAddress/list', token);
  const addressId = addresses[0]?.id ?? (await api<{ id: number }>(request, 'POST', '/member/api/memberAddress/save', token, ADDRESS)).id;
  let invoiceId: number | null = null;
  if (enterprise) {
    const invoices = await api<Array<{ id: number }>>(request, 'GET', '/member/api/memberInvoice/list', token);
    invoiceId = invoices[0]?.id ?? (await api<{ id: number }>(request, 'POST', '/member/api/memberInvoice/save', token, SPECIAL_INVOICE)).id;
  }
  await api(request, 'POST', '/goods/api/cart/delete/all', token);
  for (const g of goods) await api(request, 'POST', '/goods/api/cart/save', token, { goodsId: g.id, num: Math.max(num, g.minOrderQty, 1), vendorId: 0 });
  const cart = await api<{ lines: Array<{ id: number }> }>(request, 'GET', '/goods/api/cart/list', token);
  const draft = await api<{ id: number; totalFen: number }>(request, 'POST', enterprise ? '/order/api/ord/tmp/cartEnterpriseOrder' : '/order/api/ord/tmp/cartPersonalOrder', token, {
    cartIds: cart.lines.map((l) => l.id),
  });
  return api(request, 'POST', '/order/api/ord/tmp/unified/create', token, {
    tmpOrderId: draft.id,
    addressId,
    invoiceId,
    payMethod,
    clientKey: randomUUID(),
    expectedTotalFen: draft.totalFen,
  });
}

/** Certifies the member as an enterprise: the application (licence image) and staff's approval. */
async function certify(request: APIRequestContext, token: string, staff: string): Promise<void> {
  const response = await request.post('/gateway/member/api/member/enterprise/apply', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      companyName: SPECIAL_INVOICE.title,
      creditCode: CREDIT_CODE,
      legalPerson: '林建华',
      regAddress: SPECIAL_INVOICE.regAddress,
      applicantName: '林建华',
      applicantMobile: '13900001111',
      applicantIsLegal: 'true',
      licence: { name: '营业执照.png', mimeType: 'image/png', buffer: png(48, 32) },
    },
  });
  const body = (await response.json()) as Envelope<{ id: number }>;
  expect(body.success, body.msg).toBe(true);
  await api(request, 'POST', '/member/api/staff/member/certification/approve', staff, { id: body.data.id });
}

/** A bank transfer paid: the member's receipt, confirmed by staff. */
async function payByTransfer(request: APIRequestContext, token: string, staff: string, orderId: number): Promise<void> {
  const due = await api<{ totalFen: number; paidFen: number }>(request, 'GET', `/order/api/ord/sale/getOrderInfo/${orderId}`, token);
  const response = await request.post('/gateway/order/api/ord/sale/memberUploadPayReceipt', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { orderId: String(orderId), amountFen: String(due.totalFen - due.paidFen), payerName: '福州测试贸易有限公司', file: { name: '回单.png', mimeType: 'image/png', buffer: png() } },
  });
  const body = (await response.json()) as Envelope<{ payments: Array<{ id: number; status: number }> }>;
  expect(body.success, body.msg).toBe(true);
  const pending = body.data.payments.find((p) => p.status === 0)!;
  await api(request, 'POST', '/order/api/staff/order/reviewPayment', staff, { paymentId: pending.id, approve: true });
}

/** An online order paid through the sandbox gateway (its 确认支付 form, as the page posts it). */
async function payOnline(request: APIRequestContext, token: string, orderId: number): Promise<void> {
  const start = await api<{ payUrl: string }>(request, 'POST', '/common/api/pay', token, { orderId });
  const fields = Object.fromEntries(new URL(start.payUrl, 'http://local').searchParams);
  const response = await request.post('/gateway/common/open/pay/sandbox/decide', { form: { ...fields, decision: 'paid' }, maxRedirects: 0 });
  expect(response.status()).toBe(303);
}

/** The member's newest request (read through the member API, as set-up for staff steps). */
async function latestRefund(request: APIRequestContext, token: string): Promise<RefundDetail> {
  const page = await api<{ records: Array<{ id: number }> }>(request, 'POST', '/order/api/ord/refund/list', token, { current: 1, size: 1 });
  return api<RefundDetail>(request, 'GET', `/order/api/ord/refund/get/${page.records[0]!.id}`, token);
}

test.describe.serial('after-sales at 1440 px', () => {
  const state = { member: { username: '', password: '' }, token: '', enterprise: { username: '', password: '' }, enterpriseToken: '', staff: '' };

  test.beforeAll(async ({ request }) => {
    state.member = await registerMember(request, '157', 'Refund2026ab');
    state.token = await tokenOf(request, state.member, '0');
    state.staff = await tokenOf(request, STAFF, '1');
    state.enterprise = await registerMember(request, '156', 'Return2026ab');
    state.enterpriseToken = await tokenOf(request, state.enterprise, '0');
    await certify(request, state.enterpriseToken, state.staff);
  });

  test('a return of one line of a shipped enterprise order: form with refusals, list, agreed, tracking number, received and refunded', async ({ page, context, baseURL, request }) => {
    test.setTimeout(240_000);
    const goods = await goodsToBuy(request, 3);
    const other = await goodsToBuy(request, 4);
    const token = state.enterpriseToken;
    const order = await placeOrder(request, token, [goods, other], 2, 2, true);
    await payByTransfer(request, token, state.staff, order.orderId);
    await api(request, 'POST', '/order/api/staff/order/ship', state.staff, { orderId: order.orderId, carrier: '顺丰速运', trackingNo: 'SF1234567890' });
    const preview = await api<RefundPreview>(request, 'GET', `/order/api/ord/refund/preview/${order.orderId}`, token);
    expect(preview.lines).toHaveLength(2);
    const line = preview.lines.find((l) => l.goodsId === goods.id)!;
    const otherLine = preview.lines.find((l) => l.goodsId === other.id)!;
    expect(preview.types).toEqual([1, 2]);

    await loginViaApi(context, baseURL!, state.enterprise);
    let writes = 0;
    page.on('request', (r) => {
      if (r.url().includes('writeRefundOrder')) writes += 1;
    });
    // The list is empty at first.
    await openSettled(page, '/afterSale');
    await expect(page.getByTestId('refunds-empty')).toBeVisible();
    await expect(page.getByRole('navigation', { name: '售后状态' }).getByRole('link', { name: '全部（0）' })).toHaveAttribute('aria-current', 'page');

    // From the order: 申请售后.
    await openSettled(page, `/myOrderDetail/${order.orderId}`);
    await expect(page.getByRole('region', { name: '订单信息' }).getByTestId('order-status')).toHaveText('已发货');
    await page.getByRole('link', { name: ENTRY }).click();
    await expect(page).toHaveURL(new RegExp(`/afterSale\\?orderId=${order.orderId}$`));
    await expect(page.getByRole('heading', { level: 1, name: '申请售后' })).toBeVisible();
    const form = page.getByRole('form', { name: '申请售后' });
    await expect(form.getByTestId('available-qty')).toHaveText(preview.lines.map((l) => String(l.availableQty)));
    await expect(form.getByTestId('refund-max')).toHaveText('¥0.00');

    // Refusals, each in Chinese, none sent.
    await form.getByRole('button', { name: '提交申请' }).click();
    await expect(form.getByTestId('form-error')).toHaveText('请至少为一件商品填写申请数量');
    // Only the first goods is sent back; the other line of the order stays.
    const qty = form.getByRole('textbox', { name: `${goods.name} ${goods.model} 的申请数量` });
    await qty.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(String(line.availableQty + 1));
    await expect(form.getByRole('alert').filter({ hasText: '最多还可申请' })).toHaveText(`最多还可申请 ${line.availableQty} 件`);
    await form.getByRole('button', { name: '提交申请' }).click();
    await expect(form.getByTestId('form-error')).toHaveText('请先改正申请数量');
    await qty.fill('两件');
    await expect(form.getByRole('alert').filter({ hasText: '正整数' })).toHaveText('请输入 0 或正整数');
    await qty.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(String(line.availableQty));
    await expect(form.getByTestId('refund-max')).toHaveText(formatPrice(line.paidFen - line.takenFen));
    // More than the maximum, or not an amount, is refused where it is typed; empty asks the maximum.
    const amount = form.getByRole('textbox', { name: '申请退款金额（元）' });
    await amount.click();
    await page.keyboard.type(String((line.paidFen - line.takenFen) / 100 + 1));
    await expect(form.getByText(`不能超过可退金额 ${formatPrice(line.paidFen - line.takenFen)}`)).toBeVisible();
    await amount.fill('1.234');
    await expect(form.getByText('请输入正确的金额（大于 0，最多两位小数）')).toBeVisible();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    await expect(form.getByText('如仅需退差价，可填写小于可退金额的数额。')).toBeVisible();
    await form.getByRole('button', { name: '提交申请' }).click();
    await expect(form.getByTestId('form-error')).toHaveText('请选择售后原因');
    await expect(form.getByRole('combobox', { name: '售后原因' })).toHaveAttribute('aria-invalid', 'true');
    const evidence = form.getByTestId('evidence-input');
    await evidence.setInputFiles({ name: 'x.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
    await expect(form.getByText('凭证图片只支持 PNG、JPEG 或 WebP 格式的图片')).toBeVisible();
    expect(writes).toBe(0);
    await expectNoSeriousA11yViolations(page);

    // The request, with the keyboard where a buyer would type.
    await form.getByRole('radio', { name: '退货退款' }).check();
    await form.getByRole('combobox', { name: '售后原因' }).selectOption('商品质量问题');
    await form.getByRole('textbox', { name: '问题描述' }).click();
    await page.keyboard.type('轴承转动有异响，外圈有划痕。');
    await evidence.setInputFiles({ name: '异响.png', mimeType: 'image/png', buffer: png(60, 40) });
    await expect(form.getByRole('img', { name: '凭证图片 1' })).toBeVisible();
    await expect(form.getByText('（已上传 1 张）')).toBeVisible();
    await page.mouse.click(10, 10);
    await openSettledImages(page);
    await shot(page, 'after-sales-form.png');
    await form.getByRole('button', { name: '提交申请' }).click();

    await expect(page).toHaveURL(/\/afterSaleDetail\/\d+$/);
    const refundId = Number(new URL(page.url()).pathname.split('/').pop());
    const status = page.getByRole('region', { name: '售后状态' });
    await expect(status.getByTestId('refund-status')).toHaveText('申请中');
    await expect(status.getByTestId('refund-amount')).toHaveText(formatPrice(line.paidFen - line.takenFen));
    await expect(page.getByTestId('refund-steps').locator('[aria-current="step"]')).toContainText('商家审核');
    await expect(page.getByRole('region', { name: '售后记录' }).getByTestId('refund-trace')).toContainText('提交退货退款申请');
    await expect(page.getByRole('list', { name: '凭证图片' }).getByRole('img')).toHaveCount(1);
    // The toast of the written request has come (its renderer is a chunk of its own, so it can
    // follow the page) and gone before the picture.
    const written = page.getByText('售后申请已提交，请等待审核');
    await expect(written).toBeVisible();
    await expect(written).toBeHidden({ timeout: 10_000 });
    await page.waitForLoadState('networkidle');
    await openSettledImages(page);
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'after-sales-detail-applying.png');

    // The list: 申请中（1）.
    await page.getByRole('link', { name: '返回售后列表' }).click();
    await expect(page).toHaveURL(/\/afterSale$/);
    const tabs = page.getByRole('navigation', { name: '售后状态' });
    await expect(tabs.getByRole('link', { name: '全部（1）' })).toBeVisible();
    await expect(tabs.getByRole('link', { name: '申请中（1）' })).toBeVisible();
    await expect(page.getByTestId('refund-card')).toHaveCount(1);
    await expect(page.getByTestId('refund-card').getByTestId('refund-status')).toHaveText('申请中');
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'after-sales-list.png');
    await tabs.getByRole('link', { name: '已退款（0）' }).click();
    await expect(page).toHaveURL(/\/afterSale\?tab=refunded$/);
    await expect(page.getByTestId('refunds-empty')).toBeVisible();
    // A search by the goods model finds it under 全部.
    await tabs.getByRole('link', { name: '全部（1）' }).click();
    await page.getByRole('searchbox', { name: '关键字' }).fill(goods.model);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/keyword=/);
    await expect(page.getByTestId('refund-card')).toHaveCount(1);

    // Staff agree: the return address and the shipment form.
    await api(request, 'POST', '/order/api/staff/order/refund/review', state.staff, { id: refundId, approve: true });
    await openSettled(page, `/afterSaleDetail/${refundId}`);
    await expect(status.getByTestId('refund-status')).toHaveText('已同意');
    const back = page.getByRole('region', { name: '退货信息' });
    await expect(back.getByTestId('return-address')).toBeVisible();
    const ship = back.getByRole('form', { name: '提交物流信息' });
    await ship.getByRole('button', { name: '提交物流信息' }).click();
    await expect(ship.getByRole('alert')).toHaveText('请填写快递公司和正确的快递单号（6 到 40 位字母、数字或短横线）');
    await expect(status.getByRole('button', { name: '取消申请' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'after-sales-detail-agreed.png');
    await ship.getByRole('textbox', { name: '快递公司' }).click();
    await page.keyboard.type('顺丰速运');
    await page.keyboard.press('Tab');
    await page.keyboard.type('sf12');
    await page.keyboard.press('Enter');
    await expect(ship.getByRole('alert')).toBeVisible();
    await page.keyboard.type('3456789');
    await page.keyboard.press('Enter');
    await expect(status.getByTestId('refund-status')).toHaveText('已寄回');
    // Sent back: 寄回商品 ticked, 商家收货 is where it stands (issue 34 item 4).
    const steps = page.getByTestId('refund-steps');
    // The step by its own name (a ticked one reads 「…（已完成）」, so 完成 alone is matched exactly).
    const step = (name: string) => steps.getByRole('listitem').filter({ hasText: new RegExp(`^[✓✕\\d]${name}(（已完成）)?$`) });
    await expect(step('寄回商品')).toHaveAttribute('data-mark', 'done');
    await expect(steps.locator('[aria-current="step"]')).toContainText('商家收货');
    await expect(back.getByTestId('return-tracking-no')).toHaveText('SF123456789');
    await expect(status.getByRole('button', { name: '取消申请' })).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'after-sales-detail-returning.png');

    // Staff receive every unit in good condition and refund by transfer.
    const detail = await api<RefundDetail>(request, 'GET', `/order/api/ord/refund/get/${refundId}`, token);
    expect(detail.lines.map((l) => l.goodsId)).toEqual([goods.id]);
    await api(request, 'POST', '/order/api/staff/order/refund/receive', state.staff, {
      id: refundId,
      accept: true,
      lines: detail.lines.map((l) => ({ orderLineId: l.orderLineId, receivedNum: l.num, damagedNum: 0 })),
    });
    // Goods back, waiting for the refund: 商家收货 ticked, 退款 where it stands.
    await status.getByRole('button', { name: '刷新' }).click();
    await expect(status.getByTestId('refund-status')).toHaveText('已收货');
    await expect(step('商家收货')).toHaveAttribute('data-mark', 'done');
    await expect(steps.locator('[aria-current="step"]')).toContainText('退款');
    await expect(step('完成')).toHaveAttribute('data-mark', 'todo');
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'after-sales-detail-received.png');
    await api(request, 'POST', '/order/api/staff/order/refund/pay', state.staff, { id: refundId, transferRef: 'TR20261123001' });
    await status.getByRole('button', { name: '刷新' }).click();
    await expect(status.getByTestId('refund-status')).toHaveText('已退款');
    // Refunded: every step ticked, 完成 included, none left to stand at.
    for (const name of ['提交申请', '商家审核', '寄回商品', '商家收货', '退款', '完成']) await expect(step(name)).toHaveAttribute('data-mark', 'done');
    await expect(steps.locator('[aria-current="step"]')).toHaveCount(0);
    await expect(status.getByTestId('refund-amount')).toHaveText(formatPrice(detail.amountFen));
    await expect(status.getByText('转账退回')).toBeVisible();
    await expect(page.getByTestId('refund-lines')).toContainText(`${detail.lines[0]!.num} / 0`);
    await expect(page.getByTestId('refund-trace')).toContainText('退款完成');
    await page.waitForLoadState('networkidle');
    await openSettledImages(page);
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'after-sales-detail-refunded.png');

    // The returned line is taken; the other line can still be asked for.
    const after = await api<RefundPreview>(request, 'GET', `/order/api/ord/refund/preview/${order.orderId}`, token);
    expect(after.lines.find((l) => l.goodsId === goods.id)!.availableQty).toBe(0);
    expect(after.lines.find((l) => l.goodsId === other.id)!.availableQty).toBe(otherLine.availableQty);
    await openSettled(page, `/myOrderDetail/${order.orderId}`);
    await expect(page.getByRole('link', { name: ENTRY })).toHaveCount(1);
    await openSettled(page, '/afterSale?tab=refunded');
    await expect(page.getByRole('navigation', { name: '售后状态' }).getByRole('link', { name: '已退款（1）' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('refund-card').getByTestId('refund-amount')).toHaveText(formatPrice(detail.amountFen));
  });

  test('a refund-only of an unshipped sandbox order: cancelled, rejected, then refunded to the payment', async ({ page, context, baseURL, request }) => {
    test.setTimeout(150_000);
    const order = await placeOrder(request, state.token, [await goodsToBuy(request, 4)], 1, 1);
    await payOnline(request, state.token, order.orderId);
    await loginViaApi(context, baseURL!, state.member);

    // 申请售后 on the order's card in /myOrder (待发货).
    await openSettled(page, '/myOrder?status=2');
    const card = page.getByTestId('order-card').filter({ has: page.locator(`a[href="/myOrderDetail/${order.orderId}"]`) });
    await card.getByRole('link', { name: ENTRY }).click();
    await expect(page).toHaveURL(new RegExp(`/afterSale\\?orderId=${order.orderId}$`));
    const form = page.getByRole('form', { name: '申请售后' });
    // Not shipped: 仅退款 only.
    await expect(form.getByRole('radio')).toHaveCount(1);
    await expect(form.getByRole('radio', { name: '仅退款' })).toBeChecked();
    await expect(form.getByText('订单尚未发货，只能申请仅退款。')).toBeVisible();

    const ask = async () => {
      const preview = await api<RefundPreview>(request, 'GET', `/order/api/ord/refund/preview/${order.orderId}`, state.token);
      const qty = form.getByRole('textbox', { name: /的申请数量$/ });
      await qty.fill(String(preview.lines[0]!.availableQty));
      // Every unit of an unshipped order: the freight comes back too.
      const total = preview.lines[0]!.paidFen + preview.freightFen;
      await expect(form.getByTestId('refund-max')).toHaveText(formatPrice(total));
      await form.getByRole('combobox', { name: '售后原因' }).selectOption('订单未发货，不想要了');
      await form.getByRole('button', { name: '提交申请' }).click();
      await expect(page).toHaveURL(/\/afterSaleDetail\/\d+$/);
      return total;
    };
    await ask();
    const status = page.getByRole('region', { name: '售后状态' });
    await expect(status.getByTestId('refund-status')).toHaveText('申请中');

    // The member cancels (after a confirmation).
    await status.getByRole('button', { name: '取消申请' }).click();
    const dialog = page.getByRole('alertdialog', { name: '取消售后申请' });
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: '确认取消' }).click();
    await expect(status.getByTestId('refund-status')).toHaveText('已取消');
    await expect(status.getByRole('button', { name: '取消申请' })).toHaveCount(0);

    // Asked again from the order page; staff reject it with a reason.
    await openSettled(page, `/myOrderDetail/${order.orderId}`);
    await page.getByRole('link', { name: ENTRY }).click();
    await ask();
    const rejected = await latestRefund(request, state.token);
    await api(request, 'POST', '/order/api/staff/order/refund/review', state.staff, { id: rejected.id, approve: false, reason: '订单已安排出库，请收货后申请退货' });
    await openSettled(page, `/afterSaleDetail/${rejected.id}`);
    await expect(status.getByTestId('refund-status')).toHaveText('已拒绝');
    await expect(status.getByTestId('refuse-reason')).toHaveText('原因：订单已安排出库，请收货后申请退货');
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'after-sales-detail-rejected.png');

    // A third time: agreed and refunded to the sandbox payment; the order is cancelled.
    await openSettled(page, `/afterSale?orderId=${order.orderId}`);
    const total = await ask();
    const third = await latestRefund(request, state.token);
    await api(request, 'POST', '/order/api/staff/order/refund/review', state.staff, { id: third.id, approve: true });
    await api(request, 'POST', '/order/api/staff/order/refund/pay', state.staff, { id: third.id });
    await openSettled(page, `/afterSaleDetail/${third.id}`);
    await expect(status.getByTestId('refund-status')).toHaveText('已退款');
    await expect(status.getByTestId('refund-amount')).toContainText(formatPrice(total));
    await expect(status.getByText('原路退回')).toBeVisible();
    await openSettled(page, `/myOrderDetail/${order.orderId}`);
    await expect(page.getByRole('region', { name: '订单信息' }).getByTestId('order-status')).toHaveText('已取消');

    // The list counts: 已退款 1 (the return above was the enterprise member's), 已关闭 2.
    await openSettled(page, '/afterSale');
    const tabs = page.getByRole('navigation', { name: '售后状态' });
    await expect(tabs.getByRole('link', { name: '已退款（1）' })).toBeVisible();
    await expect(tabs.getByRole('link', { name: '已关闭（2）' })).toBeVisible();
  });

  test('an order that allows nothing, an unknown request', async ({ page, context, baseURL, request }) => {
    const unpaid = await placeOrder(request, state.token, [await goodsToBuy(request, 5)], 1, 2);
    await loginViaApi(context, baseURL!, state.member);
    await openSettled(page, `/myOrderDetail/${unpaid.orderId}`);
    await expect(page.getByRole('link', { name: ENTRY })).toHaveCount(0);
    await openSettled(page, `/afterSale?orderId=${unpaid.orderId}`);
    await expect(page.getByTestId('apply-refused').getByRole('alert')).toHaveText('订单当前状态为「待付款」，不能申请售后（未付款的订单请直接取消）');
    await expectNoSeriousA11yViolations(page);
    await openSettled(page, '/afterSaleDetail/999999');
    await expect(page.getByTestId('refund-missing')).toContainText('售后单不存在');
  });
});

/** Evidence and goods pictures decoded before a screenshot. */
async function openSettledImages(page: Page): Promise<void> {
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
  await page.evaluate(() => Promise.all(Array.from(document.images).map((img) => img.decode().catch(() => undefined))));
}
