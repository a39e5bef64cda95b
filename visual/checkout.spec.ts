// Checkout (issue 6) in the browser, on the real server:
// - the journey "personal member quick-buys one item and pays in the sandbox": product page ->
//   立即购买 -> /addOrder -> 在线支付 -> 提交订单 -> /submitFinish -> 立即支付 -> the sandbox gateway
//   page -> 确认支付 -> back on /submitFinish with 支付成功, and the order is 待发货;
// - the drafts list: 取消 and 删除 each after a confirmation;
// - 1440 px screenshots with an axe audit of /addOrder, /addOrderVip (enterprise), /submitFinish
//   (bank transfer), /confirmedOrder and /confirmedOrderDetail.
// Each test makes its own state through the API (the member's cart cleared, drafts cleared where a
// screenshot lists them, an address made if the member has none; quantities at the minimum).
import { expect, test } from '@playwright/test';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import type { Envelope } from '../domain/shared/envelope.ts';
import { formatPrice } from '../domain/shared/money.ts';
import { ENTERPRISE, expectNoSeriousA11yViolations, loginViaApi, type MemberApi, memberApi, openSettled, PERSONAL, volatileParts } from './support.ts';

const MODEL = '6205-2RSH';
const BRAND = 'SKF';


interface GoodsRow {
  id: number;
  brandName: string;
  minOrderQty: number;
  packQty: number;
  stockQty: number;
}

/** The goods to buy: SKF 6205-2RSH, with stock for many minimum quantities. */
async function goods(api: MemberApi): Promise<GoodsRow> {
  const page = await api<{ records: GoodsRow[] }>('POST', '/goods/open/goods/list', { keyword: MODEL, isExactMatch: true, current: 1, size: 20 });
  const hit = page.records.find((r) => r.brandName === BRAND);
  expect(hit, `${BRAND} ${MODEL} in the seeded catalogue`).toBeTruthy();
  const least = Math.ceil(Math.max(1, hit!.minOrderQty) / Math.max(1, hit!.packQty)) * Math.max(1, hit!.packQty);
  expect(hit!.stockQty, 'stock for this run').toBeGreaterThanOrEqual(least * 4);
  return { ...hit!, minOrderQty: least };
}

async function freshStart(context: BrowserContext, request: APIRequestContext, baseURL: string, who: typeof PERSONAL): Promise<MemberApi> {
  const token = await loginViaApi(context, baseURL, who);
  const api = memberApi(request, token);
  await api('POST', '/goods/api/cart/delete/all');
  const addresses = await api<unknown[]>('GET', '/member/api/memberAddress/list');
  if (addresses.length === 0) {
    await api('POST', '/member/api/memberAddress/save', {
      consignee: '测试收货人',
      mobile: who.username,
      provinceCode: '310000',
      cityCode: '310100',
      districtCode: '310115',
      detail: '张江高科技园区碧波路 690 号',
      isDefault: true,
    });
  }
  return api;
}

/** Cancels the member's open drafts and deletes all its drafts (the list screenshots start empty). */
async function clearDrafts(api: MemberApi): Promise<void> {
  for (;;) {
    const page = await api<{ records: { id: number; status: number }[] }>('POST', '/order/api/ord/tmp/list', { current: 1, size: 50 });
    if (page.records.length === 0) return;
    for (const draft of page.records) {
      if (draft.status === 0) await api('POST', '/order/api/ord/tmp/cancelOrder', { id: draft.id });
      await api('POST', `/order/api/ord/tmp/delOrder/${draft.id}`);
    }
  }
}

async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main#main [aria-busy="true"]')).toHaveCount(0);
}

test.describe('checkout journeys', () => {
  test('personal member quick-buys one item and pays in the sandbox', async ({ page, context, request, baseURL }) => {
    const api = await freshStart(context, request, baseURL!, PERSONAL);
    const item = await goods(api);

    await openSettled(page, `/product/${item.id}`);
    await page.getByRole('button', { name: '立即购买' }).click();
    await expect(page).toHaveURL(/\/addOrder\?tmpId=\d+$/);
    await settled(page);
    const progress = page.getByRole('navigation', { name: '下单进度' });
    await expect(progress.locator('[aria-current="step"]')).toContainText('确认订单信息');
    await expect(page.getByRole('heading', { name: '确认订单信息', level: 1 })).toBeVisible();
    // The line bought, at the quantity of the product page; the cart was not used.
    const line = page.getByTestId('draft-line');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(MODEL);
    await expect(line).toContainText(String(item.minOrderQty));
    expect((await api<{ lines: unknown[] }>('GET', '/goods/api/cart/list')).lines).toHaveLength(0);
    // The default address is chosen.
    await expect(page.locator('[data-testid="address-card"][data-checked="true"]')).toHaveCount(1);

    await page.getByTestId('pay-1').click();
    await expect(page.getByRole('radio', { name: /在线支付/ })).toBeChecked();
    const total = await page.getByTestId('total').textContent();
    await page.getByRole('button', { name: '提交订单' }).click();

    await expect(page).toHaveURL(/\/submitFinish\?orderId=\d+$/);
    await settled(page);
    const orderId = Number(new URL(page.url()).searchParams.get('orderId'));
    await expect(page.getByTestId('order-amount')).toHaveText(total!);
    await expect(page.getByTestId('order-status')).toHaveText('待付款');
    await expect(progress.locator('[aria-current="step"]')).toContainText('支付');

    await page.getByRole('button', { name: '立即支付' }).click();
    await expect(page).toHaveURL(/\/gateway\/common\/open\/pay\/sandbox\?/);
    await expect(page.getByRole('button', { name: '确认支付' })).toBeVisible();
    // The sandbox gateway's own page: 1440 px baseline (order number masked) and axe.
    await expect(page).toHaveScreenshot('checkout-sandbox-gateway.png', { fullPage: true, mask: volatileParts(page) });
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: '确认支付' }).click();

    // The gateway adds the outcome to the return path.
    await expect(page).toHaveURL(new RegExp(`/submitFinish\\?orderId=${orderId}&paid=1$`));
    await settled(page);
    await expect(page.getByRole('heading', { name: /支付成功/ })).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText('待发货');
    await expect(progress.locator('[aria-current="step"]')).toContainText('完成');
    const order = await api<{ status: number; paidFen: number; totalFen: number }>('GET', `/order/api/ord/sale/getOrderInfo/${orderId}`);
    expect(order.status).toBe(2);
    expect(order.paidFen).toBe(order.totalFen);
    await expect(page.getByRole('link', { name: '查看订单详情' })).toHaveAttribute('href', `/myOrderDetail/${orderId}`);
    await expect(page).toHaveScreenshot('checkout-submit-finish-paid.png', { fullPage: true, mask: volatileParts(page) });
    await expectNoSeriousA11yViolations(page);
  });

  test('drafts list: cancel and delete, each after a confirmation', async ({ page, context, request, baseURL }) => {
    const api = await freshStart(context, request, baseURL!, PERSONAL);
    await clearDrafts(api);
    const item = await goods(api);
    const draft = await api<{ id: number; tmpNo: string }>('POST', '/order/api/ord/tmp/personalOrder', { goodsId: item.id, num: item.minOrderQty });

    await openSettled(page, '/confirmedOrder');
    const row = page.getByTestId('draft-row');
    await expect(row).toHaveCount(1);
    await expect(page.getByTestId('draft-tab-0')).toHaveText('待确认（1）');
    await expect(row.getByRole('link', { name: `去结算 ${draft.tmpNo}` })).toHaveAttribute('href', `/addOrder?tmpId=${draft.id}`);

    await row.getByRole('button', { name: `取消 ${draft.tmpNo}` }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('确定要取消这个待提交订单吗？');
    await dialog.getByRole('button', { name: '再想想' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('待确认');
    await row.getByRole('button', { name: `取消 ${draft.tmpNo}` }).click();
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(row).toContainText('已取消');
    await expect(page.getByTestId('draft-tab-2')).toHaveText('已取消（1）');

    await row.getByRole('button', { name: `删除 ${draft.tmpNo}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('暂无待提交订单')).toBeVisible();

    // A deleted draft cannot be checked out: the page says so and links on.
    await openSettled(page, `/addOrder?tmpId=${draft.id}`);
    await expect(page.getByRole('heading', { name: '没有找到要确认的订单' })).toBeVisible();
    await expect(page.getByRole('link', { name: '去购物车' })).toBeVisible();
  });

  test('a lost answer: 重新提交 sends the SAME key and lands on the one order made', async ({ page, context, request, baseURL }) => {
    const api = await freshStart(context, request, baseURL!, PERSONAL);
    const item = await goods(api);
    const draft = await api<{ id: number }>('POST', '/order/api/ord/tmp/personalOrder', { goodsId: item.id, num: item.minOrderQty });
    await openSettled(page, `/addOrder?tmpId=${draft.id}`);

    const bodies: { clientKey: string; expectedTotalFen: number }[] = [];
    let firstOrderId: number | null = null;
    await page.route('**/gateway/order/api/ord/tmp/unified/create', async (route) => {
      bodies.push(route.request().postDataJSON() as { clientKey: string; expectedTotalFen: number });
      if (bodies.length === 1) {
        // The server makes the order, but its answer never reaches the browser.
        const response = await route.fetch();
        firstOrderId = ((await response.json()) as Envelope<{ orderId: number }>).data.orderId;
        await route.abort('connectionreset');
        return;
      }
      await route.continue();
    });

    // A double click sends one request.
    await page.getByRole('button', { name: '提交订单' }).dblclick();
    await expect(page.getByTestId('checkout-notice')).toHaveAttribute('data-kind', 'uncertain');
    expect(bodies).toHaveLength(1);
    // While the outcome is unknown the choices are frozen.
    await expect(page.getByRole('radio', { name: /对公转账/ })).toBeDisabled();

    await page.getByRole('button', { name: '重新提交' }).click();
    await expect(page).toHaveURL(/\/submitFinish\?orderId=\d+$/);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]!.clientKey).toBe(bodies[0]!.clientKey);
    expect(bodies[1]!.expectedTotalFen).toBe(bodies[0]!.expectedTotalFen);
    expect(Number(new URL(page.url()).searchParams.get('orderId'))).toBe(firstOrderId);
  });

  test('a price change is shown with the new total and the buyer submits again', async ({ page, context, request, baseURL }) => {
    const api = await freshStart(context, request, baseURL!, PERSONAL);
    const item = await goods(api);
    const draft = await api<{ id: number; totalFen: number }>('POST', '/order/api/ord/tmp/personalOrder', { goodsId: item.id, num: item.minOrderQty });
    await openSettled(page, `/addOrder?tmpId=${draft.id}`);
    let calls = 0;
    await page.route('**/gateway/order/api/ord/tmp/unified/create', async (route) => {
      calls += 1;
      const body = route.request().postDataJSON() as { expectedTotalFen: number };
      // The first submit expects an older total (as if the page had been open while prices moved).
      if (calls === 1) await route.continue({ postData: JSON.stringify({ ...body, expectedTotalFen: body.expectedTotalFen + 100 }) });
      else await route.continue();
    });
    await page.getByRole('button', { name: '提交订单' }).click();
    const notice = page.getByTestId('checkout-notice');
    await expect(notice).toHaveAttribute('data-kind', 'priceChanged');
    await expect(notice).toContainText('商品价格已变动');
    await expect(page.getByTestId('total')).toHaveText(formatPrice(draft.totalFen));
    await page.getByRole('button', { name: '提交订单' }).click();
    await expect(page).toHaveURL(/\/submitFinish\?orderId=\d+$/);
    expect(calls).toBe(2);
  });

  test('新增收货地址 in the checkout adds the address and chooses it', async ({ page, context, request, baseURL }) => {
    const api = await freshStart(context, request, baseURL!, PERSONAL);
    const item = await goods(api);
    const draft = await api<{ id: number }>('POST', '/order/api/ord/tmp/personalOrder', { goodsId: item.id, num: item.minOrderQty });
    const before = await api<{ id: number }[]>('GET', '/member/api/memberAddress/list');
    try {
      await openSettled(page, `/addOrder?tmpId=${draft.id}`);
      await page.getByRole('button', { name: '新增收货地址' }).click();
      const dialog = page.getByTestId('address-dialog');
      await dialog.getByLabel('收货人').fill('临时收货人');
      await dialog.getByLabel('手机号码').fill('13800000009');
      await dialog.getByRole('combobox', { name: '省份' }).selectOption('310000');
      await dialog.getByRole('combobox', { name: '城市' }).selectOption('310100');
      await dialog.getByRole('combobox', { name: '区县' }).selectOption('310104');
      await dialog.getByLabel('详细地址').fill('漕溪北路 595 号 3 号楼');
      await dialog.getByRole('button', { name: '保存' }).click();
      await expect(dialog).toBeHidden();
      const chosen = page.locator('[data-testid="address-card"][data-checked="true"]');
      await expect(chosen).toContainText('临时收货人');
      await expect(page.getByRole('region', { name: '结算信息' })).toContainText('漕溪北路 595 号 3 号楼');
    } finally {
      // Leave the member's address book as it was.
      const after = await api<{ id: number }[]>('GET', '/member/api/memberAddress/list');
      for (const row of after) if (!before.some((b) => b.id === row.id)) await api('POST', `/member/api/memberAddress/delete/${row.id}`);
    }
  });

  test('专票 without a saved title: 新增发票抬头 (专票 only) adds it and chooses it', async ({ page, context, request, baseURL }) => {
    const api = await freshStart(context, request, baseURL!, PERSONAL);
    const item = await goods(api);
    const draft = await api<{ id: number }>('POST', '/order/api/ord/tmp/personalOrder', { goodsId: item.id, num: item.minOrderQty });
    const before = await api<{ id: number; invoiceType: number }[]>('GET', '/member/api/memberInvoice/list');
    try {
      await openSettled(page, `/addOrder?tmpId=${draft.id}`);
      // The card is the radio's label (the input itself is visually hidden).
      await page.locator('label').filter({ hasText: '增值税专用发票' }).click();
      if (!before.some((i) => i.invoiceType === 2)) await expect(page.getByText('还没有这种发票的抬头，请新增。')).toBeVisible();
      await page.getByRole('button', { name: '新增发票抬头' }).click();
      const dialog = page.getByTestId('invoice-dialog');
      await expect(dialog).toContainText('本订单需开具增值税专用发票');
      await dialog.getByLabel(/^发票抬头/).fill('上海临时测试机械有限公司');
      await dialog.getByLabel(/^纳税人识别号/).fill('91320505MA1P2K3Q95');
      await dialog.getByLabel(/^注册地址/).fill('上海市徐汇区漕溪北路 595 号');
      await dialog.getByLabel(/^注册电话/).fill('021-64000000');
      await dialog.getByLabel(/^开户银行/).fill('招商银行上海徐汇支行');
      await dialog.getByLabel(/^银行账号/).fill('121909188800001');
      await dialog.getByRole('button', { name: '保存' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.locator('[data-testid="invoice-card"][data-checked="true"]')).toContainText('上海临时测试机械有限公司');
      await expect(page.getByRole('radio', { name: '增值税专用发票' })).toBeChecked();
    } finally {
      const after = await api<{ id: number }[]>('GET', '/member/api/memberInvoice/list');
      for (const row of after) if (!before.some((b) => b.id === row.id)) await api('POST', `/member/api/memberInvoice/delete/${row.id}`);
    }
  });

  test('an enterprise draft opened on /addOrder goes to /addOrderVip', async ({ page, context, request, baseURL }) => {
    const api = await freshStart(context, request, baseURL!, ENTERPRISE);
    const item = await goods(api);
    const draft = await api<{ id: number }>('POST', '/order/api/ord/tmp/enterpriseOrder', { goodsId: item.id, num: item.minOrderQty });
    await openSettled(page, `/addOrder?tmpId=${draft.id}`);
    await expect(page).toHaveURL(new RegExp(`/addOrderVip\\?tmpId=${draft.id}$`));
    await expect(page.getByTestId('vip-label')).toBeVisible();
  });
});

test.describe('checkout pages at 1440 px', () => {
  test('/addOrder', async ({ page, context, request, baseURL }) => {
    const api = await freshStart(context, request, baseURL!, PERSONAL);
    const item = await goods(api);
    const draft = await api<{ id: number }>('POST', '/order/api/ord/tmp/personalOrder', { goodsId: item.id, num: item.minOrderQty });
    await openSettled(page, `/addOrder?tmpId=${draft.id}`);
    await expect(page.getByRole('heading', { name: '收货地址' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /不开发票/ })).toBeVisible();
    await expect(page.getByRole('radio', { name: /账期支付/ })).toHaveCount(0);
    await expect(page).toHaveScreenshot('checkout-add-order.png', { fullPage: true, mask: volatileParts(page) });
    await expectNoSeriousA11yViolations(page);
  });

  test('/addOrderVip (enterprise)', async ({ page, context, request, baseURL }) => {
    const api = await freshStart(context, request, baseURL!, ENTERPRISE);
    const item = await goods(api);
    const draft = await api<{ id: number }>('POST', '/order/api/ord/tmp/enterpriseOrder', { goodsId: item.id, num: item.minOrderQty });
    await openSettled(page, `/addOrderVip?tmpId=${draft.id}`);
    await expect(page.getByTestId('vip-label')).toHaveText('VIP价');
    await expect(page.getByRole('radio', { name: /账期支付/ })).toBeVisible();
    await expect(page.getByTestId('credit-available')).toContainText('可用额度');
    // An enterprise must invoice: no 不开发票.
    await expect(page.getByRole('radio', { name: /不开发票/ })).toHaveCount(0);
    await expect(page).toHaveScreenshot('checkout-add-order-vip.png', { fullPage: true, mask: [...volatileParts(page), page.getByTestId('credit-available')] });
    await expectNoSeriousA11yViolations(page);
  });

  test('/submitFinish (bank transfer)', async ({ page, context, request, baseURL }) => {
    const api = await freshStart(context, request, baseURL!, PERSONAL);
    const item = await goods(api);
    const draft = await api<{ id: number; totalFen: number }>('POST', '/order/api/ord/tmp/personalOrder', { goodsId: item.id, num: item.minOrderQty });
    const addresses = await api<{ id: number; isDefault: boolean }[]>('GET', '/member/api/memberAddress/list');
    const order = await api<{ orderId: number; orderNo: string }>('POST', '/order/api/ord/tmp/unified/create', {
      tmpOrderId: draft.id,
      addressId: (addresses.find((a) => a.isDefault) ?? addresses[0])!.id,
      invoiceId: null,
      payMethod: 2,
      clientKey: `visual-${draft.id}-${Date.now()}`,
      expectedTotalFen: draft.totalFen,
    });
    await openSettled(page, `/submitFinish?orderId=${order.orderId}`);
    await expect(page.getByRole('heading', { name: '订单提交成功' })).toBeVisible();
    await expect(page.getByText('请转账至以下账户')).toBeVisible();
    // The transfer note (附言) must carry the order number so finance can match the money.
    await expect(page.getByText(/转账附言（用途）请填写订单号/)).toBeVisible();
    await expect(page.getByTestId('transfer-note')).toHaveText(order.orderNo);
    await expect(page.getByRole('link', { name: '上传付款回单' })).toHaveAttribute('href', `/myOrderDetail/${order.orderId}`);
    await expect(page.getByRole('navigation', { name: '下单进度' }).locator('[aria-current="step"]')).toContainText('支付');
    await expect(page).toHaveScreenshot('checkout-submit-finish.png', { fullPage: true, mask: volatileParts(page) });
    await expectNoSeriousA11yViolations(page);
  });

  test('/submitFinish (credit terms)', async ({ page, context, request, baseURL }) => {
    const api = await freshStart(context, request, baseURL!, ENTERPRISE);
    const item = await goods(api);
    const draft = await api<{ id: number; totalFen: number }>('POST', '/order/api/ord/tmp/enterpriseOrder', { goodsId: item.id, num: item.minOrderQty });
    const addresses = await api<{ id: number; isDefault: boolean }[]>('GET', '/member/api/memberAddress/list');
    const invoices = await api<{ id: number; isDefault: boolean }[]>('GET', '/member/api/memberInvoice/list');
    const order = await api<{ orderId: number; status: number }>('POST', '/order/api/ord/tmp/unified/create', {
      tmpOrderId: draft.id,
      addressId: (addresses.find((a) => a.isDefault) ?? addresses[0])!.id,
      invoiceId: (invoices.find((i) => i.isDefault) ?? invoices[0])!.id,
      payMethod: 3,
      clientKey: `visual-credit-${draft.id}-${Date.now()}`,
      expectedTotalFen: draft.totalFen,
    });
    expect(order.status).toBe(2);
    await openSettled(page, `/submitFinish?orderId=${order.orderId}`);
    await expect(page.getByRole('heading', { name: '账期订单已提交' })).toBeVisible();
    await expect(page.getByTestId('due-date')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByTestId('order-status')).toHaveText('待发货');
    await expect(page.getByRole('navigation', { name: '下单进度' }).locator('[aria-current="step"]')).toContainText('完成');
    await expectNoSeriousA11yViolations(page);
  });

  test('/confirmedOrder and /confirmedOrderDetail', async ({ page, context, request, baseURL }) => {
    const api = await freshStart(context, request, baseURL!, PERSONAL);
    await clearDrafts(api);
    const item = await goods(api);
    const cancelled = await api<{ id: number }>('POST', '/order/api/ord/tmp/personalOrder', { goodsId: item.id, num: item.minOrderQty });
    await api('POST', '/order/api/ord/tmp/cancelOrder', { id: cancelled.id });
    const open = await api<{ id: number }>('POST', '/order/api/ord/tmp/personalOrder', { goodsId: item.id, num: item.minOrderQty });

    await openSettled(page, '/confirmedOrder');
    await expect(page.getByTestId('draft-row')).toHaveCount(2);
    await expect(page.getByTestId('draft-tab-null')).toHaveText('全部（2）');
    await expect(page).toHaveScreenshot('checkout-confirmed-order.png', { fullPage: true, mask: volatileParts(page) });
    await expectNoSeriousA11yViolations(page);

    await openSettled(page, `/confirmedOrderDetail?id=${open.id}`);
    await expect(page.getByRole('heading', { name: '待提交订单详情', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /^去结算/ })).toHaveAttribute('href', `/addOrder?tmpId=${open.id}`);
    await expect(page).toHaveScreenshot('checkout-confirmed-order-detail.png', { fullPage: true, mask: volatileParts(page) });
    await expectNoSeriousA11yViolations(page);
  });
});
