// Approvals, budgets and PO numbers (issue 38) in the browser, on the real server. The demo company
// has a rule (orders from ¥5,000 need the approver of the buyer's department) and a soft monthly
// budget of 采购部; the buyer 陈刚 (13800000004) and the approver 林娜 (13800000005) are both in
// 采购部, the admin is 13800000002.
// - the buyer's over-limit order: checkout shows 采购信息 (the 采购单号 required by the machine
//   before any call, the department's cost centre, the budget, 此订单需要审批…); 提交订单 ends in
//   订单已提交，等待审批 (not the payment page); the buyer's own panel offers no decision; the
//   approver finds it in 待我审批, opens it (lines, budget impact, steps) and approves it; the buyer
//   pays it in the sandbox and it waits for shipping;
// - a rejection: 驳回 without a comment is refused in place, with one it cancels the order; the
//   approver comes by the order detail page's link (/company/approvals?orderId=);
// - a hard budget: the admin sets a small hard budget through the API; the buyer's checkout names
//   the department, the period and the amounts and 提交订单 stays disabled; the budget is put back;
// - a batch enquiry turned into an order: the buyer's sheet is matched, its lines go to the cart;
//   the company requires the PO number for this journey (put back after), so 提交订单 without one
//   is refused under the field with no call; with it (trimmed): 待审批, approved with a comment;
//   the approval carries the PO number.
// 1440 px baselines and axe audits; order numbers, dates and amounts that change with the journeys
// before are masked. The messages the approvals send are marked read at the end (unreadHold).
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import type { ApprovalDetail, BudgetRow } from '../domain/approvals/approval-views.ts';
import { ENTERPRISE, expectNoSeriousA11yViolations, gatewayCall, loginViaApi, openSettled, tokenOf, unreadHold, volatileParts } from './support.ts';

const BUYER = { username: '13800000004', password: 'Demo2026' };
const APPROVER = { username: '13800000005', password: 'Demo2026' };
const OVER_LIMIT_FEN = 600_000;
const badges = [unreadHold(BUYER), unreadHold(APPROVER), unreadHold(ENTERPRISE)];

interface GoodsCard {
  id: number;
  model: string;
  brandName: string;
  minOrderQty: number;
  packQty: number;
  stockQty: number;
  vipPriceFen: number;
  priceFen: number;
}

/**
 * A goods in stock and a quantity of it over ¥5,000 at the company's price: the dear end of the
 * catalogue by price (not by sales, which the journeys before change), up to ¥30,000 an order.
 */
async function overLimitGoods(request: APIRequestContext, skip = 0): Promise<{ goods: GoodsCard; num: number }> {
  const fits: Array<{ goods: GoodsCard; num: number }> = [];
  for (let current = 1; current <= 20 && fits.length <= skip; current += 1) {
    const list = await gatewayCall<{ records: GoodsCard[] }>(request, 'POST', '/goods/open/goods/list', null, { inStock: true, sort: 'price_desc', current, size: 100 });
    for (const goods of list.records) {
      const unit = goods.vipPriceFen || goods.priceFen;
      const pack = Math.max(1, goods.packQty);
      const num = Math.ceil(Math.max(goods.minOrderQty, Math.ceil(OVER_LIMIT_FEN / Math.max(1, unit))) / pack) * pack;
      if (unit * num <= 3_000_000 && goods.stockQty >= num * 4) fits.push({ goods, num });
    }
  }
  expect(fits.length, 'a dear goods in stock').toBeGreaterThan(skip);
  return fits[skip]!;
}

/** The buyer's draft over the rule's amount (enterprise quick buy). */
async function overLimitDraft(request: APIRequestContext, token: string, skip = 0): Promise<{ id: number; totalFen: number }> {
  const { goods, num } = await overLimitGoods(request, skip);
  const draft = await gatewayCall<{ id: number; totalFen: number }>(request, 'POST', '/order/api/ord/tmp/enterpriseOrder', token, { goodsId: goods.id, num });
  expect(draft.totalFen).toBeGreaterThanOrEqual(500_000);
  return draft;
}

async function signIn(context: BrowserContext, baseURL: string, who: { username: string; password: string }): Promise<string> {
  await context.clearCookies();
  return loginViaApi(context, baseURL, who);
}

/** Marks read what the approvals sent meanwhile: the top bar's badge stays as the journeys before left it. */
async function quiet(request: APIRequestContext): Promise<void> {
  for (const badge of badges) await badge.release(request);
}

/** The page as a 1440 px baseline; the budgets' figures (and the refusal naming them) change with the orders of the journeys before and the month. */
const shot = async (page: Page, name: string) => {
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expect(page).toHaveScreenshot(name, { fullPage: true, mask: [...volatileParts(page), page.getByTestId('credit-available'), page.getByTestId('checkout-budgets'), page.getByTestId('approval-budgets'), page.getByTestId('budget-refusal'), page.getByTestId('checkout-notice')] });
};

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  for (const badge of badges) await badge.hold(request);
});
test.afterAll(async ({ request }) => {
  await quiet(request);
});

test('an over-limit order waits for approval, the approver approves it, the buyer pays it', async ({ page, context, request, baseURL }) => {
  test.setTimeout(120_000);
  const token = await signIn(context, baseURL!, BUYER);
  const draft = await overLimitDraft(request, token);
  await quiet(request);
  await openSettled(page, `/addOrderVip?tmpId=${draft.id}`);

  const purchase = page.getByTestId('checkout-purchase');
  await expect(page.getByRole('heading', { name: '采购信息', level: 2 })).toBeVisible();
  await expect(page.getByTestId('approval-preview')).toContainText('此订单需要审批');
  await expect(page.getByTestId('approval-preview')).toContainText('审批人：第1级 本部门审批人');
  await expect(page.getByTestId('checkout-budgets')).toContainText('采购部 本月预算');
  await expect(page.getByTestId('checkout-budgets')).toContainText('柔性（超出转审批）');
  await expect(page.getByTestId('cost-centre')).not.toHaveValue('');

  // A bad cost centre is refused before any call; then a good PO number goes.
  let submits = 0;
  page.on('request', (r) => void (r.url().includes('/tmp/unified/create') && (submits += 1)));
  await page.getByTestId('cost-centre').fill('采购 部');
  await page.getByTestId('po-number').fill('PO-2026-1129-A');
  await page.getByTestId('submit-order').click();
  await expect(purchase.getByText('成本中心只能包含字母、数字和 . _ -，最多 20 个字符')).toBeVisible();
  expect(submits).toBe(0);
  await page.getByTestId('cost-centre').fill('CC-PUR-01');
  await page.getByTestId('pay-1').click();
  await expect(page.getByRole('radio', { name: /在线支付/ })).toBeChecked();
  await shot(page, 'company-approvals-checkout.png');
  await expectNoSeriousA11yViolations(page);

  await page.getByTestId('submit-order').click();
  const result = page.getByTestId('awaiting-approval');
  await expect(page.getByRole('heading', { name: '订单已提交，等待审批', level: 1 })).toBeVisible();
  await expect(result).toContainText('审批人：第1级 本部门审批人');
  await expect(page).toHaveURL(/\/addOrderVip\?tmpId=\d+$/);
  const href = (await result.getByRole('link', { name: '查看审批进度' }).getAttribute('href'))!;
  const orderId = Number(new URL(href, baseURL).searchParams.get('orderId'));
  expect(orderId).toBeGreaterThan(0);
  await expect(page).toHaveScreenshot('company-approvals-awaiting.png', { fullPage: true, mask: volatileParts(page) });
  await expectNoSeriousA11yViolations(page);

  // The buyer's own approval: the steps, no decision.
  await result.getByRole('link', { name: '查看审批进度' }).click();
  await expect(page).toHaveURL(new RegExp(`/company/approvals\\?view=requested&orderId=${orderId}$`));
  const panel = page.getByTestId('approval-detail');
  await expect(panel.getByTestId('approval-steps')).toContainText('第1级 本部门审批人：待审批');
  await expect(panel).toContainText('PO-2026-1129-A');
  await expect(panel).toContainText('CC-PUR-01');
  await expect(panel.getByTestId('approval-decide')).toHaveCount(0);
  await expect(page.getByTestId('approvals-tab-requested')).toHaveAttribute('aria-selected', 'true');

  // The approver: 待我审批 holds it; the panel shows the lines, the budget impact and the steps.
  await signIn(context, baseURL!, APPROVER);
  await quiet(request);
  await openSettled(page, '/company/approvals');
  await expect(page.getByRole('heading', { name: '订单审批', level: 1 })).toBeVisible();
  const detail = await gatewayCall<ApprovalDetail>(request, 'GET', `/order/api/ord/approval/get/${orderId}`, token);
  const row = page.getByTestId('approval-row').filter({ hasText: detail.orderNo });
  await expect(row).toContainText('陈刚');
  await expect(row).toContainText('PO-2026-1129-A');
  await expect(row).toContainText('第1级');
  await row.getByRole('button', { name: `查看订单 ${detail.orderNo} 的审批详情` }).click();
  await expect(page).toHaveURL(new RegExp(`/company/approvals\\?orderId=${orderId}$`));
  await expect(panel.getByTestId('approval-lines').locator('tbody tr')).toHaveCount(detail.lines.length);
  await expect(panel.getByTestId('approval-budgets')).toContainText('本期剩余');
  await expect(panel.getByTestId('approval-budgets')).toContainText('通过后剩余');
  await expect(panel.getByTestId('approval-decide')).toBeVisible();
  await shot(page, 'company-approvals-detail.png');
  await expectNoSeriousA11yViolations(page);

  await panel.getByTestId('approval-approve').click();
  await expect(panel.getByTestId('approval-notice')).toHaveText('已同意，列表已更新。');
  await expect(panel.getByTestId('approval-steps')).toContainText('第1级 本部门审批人：林娜 同意');
  await expect(panel.getByTestId('approval-decide')).toHaveCount(0);
  await expect(page.getByTestId('approval-row').filter({ hasText: detail.orderNo })).toHaveCount(0);
  await page.getByTestId('approvals-tab-decided').click();
  await expect(page.getByTestId('approval-row').filter({ hasText: detail.orderNo })).toContainText('已通过');
  await expectNoSeriousA11yViolations(page);

  // The buyer pays it now.
  await signIn(context, baseURL!, BUYER);
  await openSettled(page, `/submitFinish?orderId=${orderId}`);
  await expect(page.getByTestId('order-status')).toHaveText('待付款');
  await page.getByRole('button', { name: '立即支付' }).click();
  await expect(page).toHaveURL(/\/gateway\/common\/open\/pay\/sandbox\?/);
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL(new RegExp(`/submitFinish\\?orderId=${orderId}&paid=1$`));
  await expect(page.getByTestId('order-status')).toHaveText('待发货');
  const order = await gatewayCall<{ status: number }>(request, 'GET', `/order/api/ord/sale/getOrderInfo/${orderId}`, token);
  expect(order.status).toBe(2);
});

test('a rejection needs a comment and cancels the order', async ({ page, context, request, baseURL }) => {
  const token = await tokenOf(request, BUYER, '0');
  const draft = await overLimitDraft(request, token, 1);
  const addresses = await gatewayCall<Array<{ id: number; isDefault: boolean }>>(request, 'GET', '/member/api/memberAddress/list', token);
  const invoices = await gatewayCall<Array<{ id: number }>>(request, 'GET', '/member/api/memberInvoice/list', token);
  const order = await gatewayCall<{ orderId: number; orderNo: string; status: number }>(request, 'POST', '/order/api/ord/tmp/unified/create', token, {
    tmpOrderId: draft.id, addressId: (addresses.find((a) => a.isDefault) ?? addresses[0]!).id, invoiceId: invoices[0]!.id, payMethod: 2,
    clientKey: randomUUID(), expectedTotalFen: draft.totalFen, poNumber: 'PO-2026-1129-B',
  });
  expect(order.status).toBe(6);

  // The approver comes by the link of the order detail page.
  await signIn(context, baseURL!, APPROVER);
  await quiet(request);
  await openSettled(page, `/company/approvals?orderId=${order.orderId}`);
  const panel = page.getByTestId('approval-detail');
  await expect(panel.getByRole('heading', { name: `订单 ${order.orderNo}`, level: 2 })).toBeVisible();
  let decides = 0;
  page.on('request', (r) => void (r.url().includes('/approval/decide') && (decides += 1)));
  await panel.getByTestId('approval-reject').click();
  await expect(panel.getByText('驳回时请填写审批意见')).toBeVisible();
  await expect(panel.getByRole('textbox', { name: '审批意见（驳回时必填）' })).toHaveAttribute('aria-invalid', 'true');
  expect(decides).toBe(0);
  const comment = '数量超出本月计划，请拆分后重新提交';
  await panel.getByRole('textbox', { name: '审批意见（驳回时必填）' }).fill(comment);
  await expect(panel.getByText(`${comment.length}/200`)).toBeVisible();
  await panel.getByTestId('approval-reject').click();
  await expect(panel.getByTestId('approval-notice')).toHaveText('已驳回，列表已更新。');
  await expect(panel.getByTestId('approval-steps')).toContainText('第1级 本部门审批人：林娜 驳回');
  await expect(panel.getByTestId('approval-steps')).toContainText(`意见：${comment}`);
  await expect(panel.getByText('已驳回', { exact: true }).first()).toBeVisible();
  await shot(page, 'company-approvals-rejected.png');
  await expectNoSeriousA11yViolations(page);
  expect(decides).toBe(1);

  const after = await gatewayCall<{ status: number }>(request, 'GET', `/order/api/ord/sale/getOrderInfo/${order.orderId}`, token);
  expect(after.status).toBe(5);
  const approval = await gatewayCall<ApprovalDetail>(request, 'GET', `/order/api/ord/approval/get/${order.orderId}`, token);
  expect(approval.approvalStatus).toBe('rejected');
});

test('a hard budget refuses the order at checkout', async ({ page, context, request, baseURL }) => {
  const admin = await tokenOf(request, ENTERPRISE, '0');
  const budgets = await gatewayCall<BudgetRow[]>(request, 'GET', '/member/api/company/budget/list', admin);
  const purchasing = budgets.find((b) => b.departmentName === '采购部' && b.period === 'month')!;
  expect(purchasing, '采购部 has a monthly budget').toBeTruthy();
  const save = (amountFen: number, mode: 'hard' | 'soft') =>
    gatewayCall(request, 'POST', '/member/api/company/budget/save', admin, { departmentId: purchasing.departmentId, period: 'month', amountFen, mode });
  // Just above what 采购部 spent this month: a small order fits, this one does not.
  await save(purchasing.spentFen + 10_000, 'hard');
  try {
    const token = await signIn(context, baseURL!, BUYER);
    const draft = await overLimitDraft(request, token, 2);
    await quiet(request);
    await openSettled(page, `/addOrderVip?tmpId=${draft.id}`);
    const refusal = page.getByTestId('budget-refusal');
    await expect(refusal).toContainText('采购部');
    await expect(page.getByTestId('checkout-budgets')).toContainText('硬性（超出即拒绝）');
    await expect(page.getByTestId('approval-preview')).toHaveCount(0);
    await expect(page.getByTestId('submit-order')).toBeDisabled();
    await expect(page.getByTestId('checkout-notice')).toHaveText((await refusal.textContent())!);
    await page.getByTestId('po-number').fill('PO-2026-1129-C');
    await expect(page.getByTestId('submit-order')).toBeDisabled();
    await shot(page, 'company-approvals-hard-budget.png');
    await expectNoSeriousA11yViolations(page);
  } finally {
    await save(purchasing.amountFen, purchasing.mode);
  }
});

test('a batch enquiry turned into an order with its PO number, approved', async ({ page, context, request, baseURL }) => {
  test.setTimeout(120_000);
  // The company makes the PO number required for this journey (the seed's setting is put back).
  const admin = await tokenOf(request, ENTERPRISE, '0');
  await gatewayCall(request, 'POST', '/member/api/company/settings/save', admin, { poRequired: true });
  try {
    await enquiryToApprovedOrder(page, context, request, baseURL!);
  } finally {
    await gatewayCall(request, 'POST', '/member/api/company/settings/save', admin, { poRequired: false });
  }
});

async function enquiryToApprovedOrder(page: Page, context: BrowserContext, request: APIRequestContext, baseURL: string): Promise<void> {
  const token = await signIn(context, baseURL, BUYER);
  await gatewayCall(request, 'POST', '/goods/api/cart/delete/all', token);
  const { goods, num } = await overLimitGoods(request, 3);
  const sheet = `\uFEFF型号,品牌,数量\n${goods.model},${goods.brandName},${num}\n`;

  await openSettled(page, '/batchInquiry');
  await page.getByTestId('sheet-file').setInputFiles({ name: '采购部备件采购单.csv', mimeType: 'text/csv', buffer: Buffer.from(sheet, 'utf8') });
  await page.getByTestId('mapping-confirm').click();
  await expect(page).toHaveURL(/\/enquiryDetail\?id=\d+$/);
  const line = page.getByTestId('enquiry-line').first();
  await expect(line.getByTestId('line-status')).toHaveText('已匹配');
  await expect(line.getByRole('checkbox')).toBeChecked();
  await page.getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByTestId('report-notice')).toContainText('加入购物车');

  await openSettled(page, '/shoppingCart');
  await expect(page.getByTestId('cart-line').filter({ hasText: goods.model })).toHaveCount(1);
  await page.getByRole('button', { name: '去结算' }).click();
  await expect(page).toHaveURL(/\/addOrderVip\?tmpId=\d+$/);
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('approval-preview')).toContainText('此订单需要审批');
  // The PO number is required (the field says so) and checked before any call; it is sent trimmed.
  let submits = 0;
  page.on('request', (r) => void (r.url().includes('/tmp/unified/create') && (submits += 1)));
  await expect(page.getByRole('textbox', { name: '采购单号' })).toHaveAttribute('required', '');
  await page.getByTestId('submit-order').click();
  await expect(page.getByTestId('checkout-purchase').getByText('企业要求填写采购单号，请填写后再提交')).toBeVisible();
  await expect(page.getByTestId('po-number')).toHaveAttribute('aria-invalid', 'true');
  expect(submits).toBe(0);
  await page.getByTestId('po-number').fill('  PO-2026-1129-D  ');
  await page.getByTestId('submit-order').click();
  await expect(page.getByRole('heading', { name: '订单已提交，等待审批', level: 1 })).toBeVisible();
  expect(submits).toBe(1);
  const href = (await page.getByRole('link', { name: '查看审批进度' }).getAttribute('href'))!;
  const orderId = Number(new URL(href, baseURL).searchParams.get('orderId'));

  await signIn(context, baseURL, APPROVER);
  await openSettled(page, `/company/approvals?orderId=${orderId}`);
  const panel = page.getByTestId('approval-detail');
  await expect(panel).toContainText('PO-2026-1129-D');
  await expect(panel.getByTestId('approval-lines')).toContainText(goods.model);
  await panel.getByRole('textbox', { name: '审批意见（驳回时必填）' }).fill('按询价结果采购');
  await panel.getByTestId('approval-approve').click();
  await expect(panel.getByTestId('approval-notice')).toHaveText('已同意，列表已更新。');
  await expect(panel.getByTestId('approval-steps')).toContainText('意见：按询价结果采购');
  await expectNoSeriousA11yViolations(page);

  const approval = await gatewayCall<ApprovalDetail>(request, 'GET', `/order/api/ord/approval/get/${orderId}`, token);
  expect(approval.approvalStatus).toBe('approved');
  expect(approval.poNumber).toBe('PO-2026-1129-D');
  const order = await gatewayCall<{ status: number }>(request, 'GET', `/order/api/ord/sale/getOrderInfo/${orderId}`, token);
  expect(order.status).toBe(0);
}
