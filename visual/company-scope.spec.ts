// Who sees what in a company (issue 37 item 5): the company's admin (13800000002) switches /myOrder,
// /enquiry and /afterSale to 全公司 and filters by a member (on /myOrder the approver 林娜,
// 13800000005, elsewhere the buyer 陈刚, 13800000004; their order, enquiry and after-sales request
// are made through the API first); each of these records shows who made it, and no action of the
// placer's (取消订单, 删除 an enquiry) is offered to the admin.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { RefundDetail, RefundPreview } from '../domain/after-sales/refund-views.ts';
import type { EnquiryReport, ImportAnswer } from '../domain/enquiry/enquiry-views.ts';
import { ENTERPRISE, expectNoSeriousA11yViolations, gatewayCall, loginViaApi, openSettled, tokenOf, volatileParts } from './support.ts';

const BUYER = { username: '13800000004', password: 'Demo2026' };
/**
 * 林娜, the approver (who may order too): /myOrder's journey filters by her, as the buyer 陈刚
 * also orders in company-lists.spec.ts, which runs first; her list holds only this journey's order.
 */
const APPROVER = { username: '13800000005', password: 'Demo2026' };
const ADDRESS = { consignee: '陈刚', mobile: '13900002222', provinceCode: '350000', cityCode: '350100', districtCode: '350102', detail: '五四路 158 号环球广场 12 层', isDefault: true };

const INVOICE = {
  invoiceType: 2, titleType: 2, title: '福州恒达机电设备有限公司', taxNo: '91320594MA1N2X3K30', regAddress: '福建省福州市鼓楼区五四路 158 号',
  regPhone: '0591-87654321', bankName: '中国工商银行福州五四支行', bankAccount: '1402020109024567891', isDefault: true,
};

/**
 * The buyer's order of one goods in stock, by bank transfer (it waits for payment: nothing else
 * moves it) unless `payMethod` is 1 (online). A company member buys as the company: the enterprise
 * quick buy, to one of the company's addresses and invoice titles (the admin adds them when the
 * company has none; a buyer may not). `goodsIndex` picks another goods of the same list.
 */
async function buyerOrder(request: APIRequestContext, payMethod: 1 | 2 = 2, goodsIndex = 7, who = BUYER): Promise<{ orderId: number; orderNo: string }> {
  const admin = await tokenOf(request, ENTERPRISE, '0');
  const token = await tokenOf(request, who, '0');
  const addresses = await gatewayCall<Array<{ id: number }>>(request, 'GET', '/member/api/memberAddress/list', token);
  const addressId = addresses[0]?.id ?? (await gatewayCall<{ id: number }>(request, 'POST', '/member/api/memberAddress/save', admin, ADDRESS)).id;
  const invoices = await gatewayCall<Array<{ id: number }>>(request, 'GET', '/member/api/memberInvoice/list', token);
  const invoiceId = invoices[0]?.id ?? (await gatewayCall<{ id: number }>(request, 'POST', '/member/api/memberInvoice/save', admin, INVOICE)).id;
  const goods = await gatewayCall<{ records: Array<{ id: number; stockQty: number; minOrderQty: number }> }>(request, 'POST', '/goods/open/goods/list', null, { inStock: true, sort: 'sales', current: 1, size: 60 });
  const g = goods.records.filter((r) => r.stockQty >= Math.max(r.minOrderQty, 1) * 50)[goodsIndex]!;
  const draft = await gatewayCall<{ id: number; totalFen: number }>(request, 'POST', '/order/api/ord/tmp/enterpriseOrder', token, { goodsId: g.id, num: Math.max(g.minOrderQty, 1) });
  return gatewayCall<{ orderId: number; orderNo: string }>(request, 'POST', '/order/api/ord/tmp/unified/create', token, {
    tmpOrderId: draft.id, addressId, invoiceId, payMethod, clientKey: randomUUID(), expectedTotalFen: draft.totalFen,
  });
}

/** The buyer's enquiry of one pasted model (POST enquiryMember/import). */
async function buyerEnquiry(request: APIRequestContext): Promise<string> {
  const token = await tokenOf(request, BUYER, '0');
  const answer = await gatewayCall<ImportAnswer>(request, 'POST', '/goods/api/goods/enquiryMember/import', token, { rows: [{ model: '6205-2RSH', brand: 'SKF', qty: '2' }] });
  const report = await gatewayCall<EnquiryReport>(request, 'GET', `/goods/api/goods/enquiryMember/getReportsByOrderId/${answer.enquiryId}`, token);
  return report.enquiryNo;
}

/** The buyer's 仅退款 request of an unshipped online order paid in the sandbox. */
async function buyerRefund(request: APIRequestContext): Promise<string> {
  const token = await tokenOf(request, BUYER, '0');
  const { orderId } = await buyerOrder(request, 1, 8);
  const start = await gatewayCall<{ payUrl: string }>(request, 'POST', '/common/api/pay', token, { orderId });
  const fields = Object.fromEntries(new URL(start.payUrl, 'http://local').searchParams);
  const paid = await request.post('/gateway/common/open/pay/sandbox/decide', { form: { ...fields, decision: 'paid' }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  const preview = await gatewayCall<RefundPreview>(request, 'GET', `/order/api/ord/refund/preview/${orderId}`, token);
  const line = preview.lines[0]!;
  const refund = await gatewayCall<RefundDetail>(request, 'POST', '/order/api/ord/refund/writeRefundOrder', token, {
    orderId, refundType: 1, reason: '订单未发货，不想要了', clientKey: randomUUID(), lines: [{ orderLineId: line.orderLineId, num: 1 }],
  });
  return refund.refundNo;
}

test('the admin switches /myOrder to 全公司 and filters by a member', async ({ page, context, baseURL, request }) => {
  const { orderNo } = await buyerOrder(request, 2, 7, APPROVER);
  await loginViaApi(context, baseURL!, ENTERPRISE);
  await openSettled(page, '/myOrder');
  const bar = page.getByRole('navigation', { name: '查看范围' });
  await expect(bar.getByRole('link', { name: '我的' })).toHaveAttribute('aria-current', 'page');
  // 我的: the admin's own orders only.
  await expect(page.getByRole('article', { name: `订单号 ${orderNo}` })).toHaveCount(0);

  await bar.getByRole('link', { name: '全公司' }).click();
  await expect(page).toHaveURL(/\/myOrder\?scope=company$/);
  await expect(bar.getByRole('link', { name: '全公司' })).toHaveAttribute('aria-current', 'page');
  await bar.getByLabel('下单人').selectOption({ label: '林娜' });
  await expect(page).toHaveURL(/\/myOrder\?scope=company&member=\d+$/);
  const card = page.getByRole('article', { name: `订单号 ${orderNo}` });
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('order-buyer')).toHaveText('下单人：林娜');
  // Acting is the placer's: no 取消订单 for the admin; paying is offered (admin and finance pay).
  await expect(card.getByRole('button', { name: '取消订单' })).toHaveCount(0);
  // Every card is 林娜's once the filtered page has replaced the unfiltered one (read the count inside the retry).
  await expect(async () => {
    expect(await page.getByTestId('order-buyer').allTextContents()).toEqual(Array(await page.getByTestId('order-card').count()).fill('下单人：林娜'));
  }).toPass({ timeout: 10_000 });
  await expect(page.getByRole('main')).toHaveScreenshot('company-scope-my-order.png', { mask: volatileParts(page) });
  await expectNoSeriousA11yViolations(page);

  // Back to 我的 drops the filter.
  await bar.getByRole('link', { name: '我的' }).click();
  await expect(page).toHaveURL(/\/myOrder$/);
  await expect(bar.getByLabel('下单人')).toHaveCount(0);
});

test('the admin switches /enquiry to 全公司 and filters by a member', async ({ page, context, baseURL, request }) => {
  const enquiryNo = await buyerEnquiry(request);
  await loginViaApi(context, baseURL!, ENTERPRISE);
  await openSettled(page, '/enquiry');
  const bar = page.getByRole('navigation', { name: '查看范围' });
  await expect(bar.getByRole('link', { name: '我的' })).toHaveAttribute('aria-current', 'page');
  // 我的: the admin's own enquiries only.
  await expect(page.getByTestId('enquiry-row').filter({ hasText: enquiryNo })).toHaveCount(0);

  await bar.getByRole('link', { name: '全公司' }).click();
  await expect(page).toHaveURL(/\/enquiry\?scope=company$/);
  await expect(bar.getByRole('link', { name: '全公司' })).toHaveAttribute('aria-current', 'page');
  await bar.getByLabel('提交人').selectOption({ label: '陈刚' });
  await expect(page).toHaveURL(/\/enquiry\?scope=company&member=\d+$/);
  const row = page.getByTestId('enquiry-row').filter({ hasText: enquiryNo });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('enquiry-buyer')).toHaveText('提交人：陈刚');
  await expect(page.getByTestId('enquiry-buyer')).toHaveText(Array(await page.getByTestId('enquiry-row').count()).fill('提交人：陈刚'));
  // Deleting is the placer's: the admin may only look.
  await expect(row.getByRole('link', { name: `查看询价单 ${enquiryNo}` })).toBeVisible();
  await expect(page.getByRole('button', { name: /^删除询价单/ })).toHaveCount(0);
  await expect(page.getByRole('main')).toHaveScreenshot('company-scope-enquiry.png', { mask: volatileParts(page) });
  await expectNoSeriousA11yViolations(page);

  // Back to 我的 drops the filter.
  await bar.getByRole('link', { name: '我的' }).click();
  await expect(page).toHaveURL(/\/enquiry$/);
  await expect(bar.getByLabel('提交人')).toHaveCount(0);
});

test('the admin switches /afterSale to 全公司 and filters by a member', async ({ page, context, baseURL, request }) => {
  const refundNo = await buyerRefund(request);
  await loginViaApi(context, baseURL!, ENTERPRISE);
  await openSettled(page, '/afterSale');
  const bar = page.getByRole('navigation', { name: '查看范围' });
  await expect(bar.getByRole('link', { name: '我的' })).toHaveAttribute('aria-current', 'page');
  // 我的: the admin's own requests only.
  await expect(page.getByRole('article', { name: `售后单 ${refundNo}` })).toHaveCount(0);

  await bar.getByRole('link', { name: '全公司' }).click();
  await expect(page).toHaveURL(/\/afterSale\?scope=company$/);
  await expect(bar.getByRole('link', { name: '全公司' })).toHaveAttribute('aria-current', 'page');
  await bar.getByLabel('申请人').selectOption({ label: '陈刚' });
  await expect(page).toHaveURL(/\/afterSale\?scope=company&member=\d+$/);
  const card = page.getByRole('article', { name: `售后单 ${refundNo}` });
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('refund-buyer')).toHaveText('申请人：陈刚');
  await expect(page.getByTestId('refund-buyer')).toHaveText(Array(await page.getByTestId('refund-card').count()).fill('申请人：陈刚'));
  // The tabs count in the same scope.
  await expect(page.getByRole('navigation', { name: '售后状态' }).getByRole('link', { name: /^全部（\d+）$/ })).toHaveText(`全部（${await page.getByTestId('refund-card').count()}）`);
  // The list offers only 查看详情 (取消 is the applicant's, on the detail page).
  await expect(card.getByRole('button')).toHaveCount(0);
  await expect(card.getByRole('link', { name: `查看详情 ${refundNo}` })).toBeVisible();
  await expect(page.getByRole('main')).toHaveScreenshot('company-scope-after-sale.png', { mask: volatileParts(page) });
  await expectNoSeriousA11yViolations(page);

  // A tab keeps the scope; back to 我的 drops the filter.
  await page.getByRole('navigation', { name: '售后状态' }).getByRole('link', { name: /^申请中/ }).click();
  await expect(page).toHaveURL(/\/afterSale\?tab=applying&scope=company&member=\d+$/);
  await bar.getByRole('link', { name: '我的' }).click();
  await expect(page).toHaveURL(/\/afterSale\?tab=applying$/);
  await expect(bar.getByLabel('申请人')).toHaveCount(0);
});
