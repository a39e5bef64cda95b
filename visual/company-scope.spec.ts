// Who sees what in a company (issue 37 item 5): the company's admin (13800000002) switches /myOrder
// to 全公司 and filters by a member; the buyer's order shows who placed it, and no action of the
// placer's is offered to the admin.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ENTERPRISE, expectNoSeriousA11yViolations, gatewayCall, loginViaApi, openSettled, tokenOf, volatileParts } from './support.ts';

const BUYER = { username: '13800000004', password: 'Demo2026' };
const ADDRESS = { consignee: '陈刚', mobile: '13900002222', provinceCode: '350000', cityCode: '350100', districtCode: '350102', detail: '五四路 158 号环球广场 12 层', isDefault: true };

const INVOICE = {
  invoiceType: 2, titleType: 2, title: '福州恒达机电设备有限公司', taxNo: '91320594MA1N2X3K30', regAddress: '福建省福州市鼓楼区五四路 158 号',
  regPhone: '0591-87654321', bankName: '中国工商银行福州五四支行', bankAccount: '1402020109024567891', isDefault: true,
};

/**
 * The buyer's order of one goods in stock, by bank transfer (it waits for payment: nothing else
 * moves it). A company member buys as the company: the enterprise quick buy, to one of the company's
 * addresses and invoice titles (the admin adds them when the company has none; a buyer may not).
 */
async function buyerOrder(request: APIRequestContext): Promise<string> {
  const admin = await tokenOf(request, ENTERPRISE, '0');
  const token = await tokenOf(request, BUYER, '0');
  const addresses = await gatewayCall<Array<{ id: number }>>(request, 'GET', '/member/api/memberAddress/list', token);
  const addressId = addresses[0]?.id ?? (await gatewayCall<{ id: number }>(request, 'POST', '/member/api/memberAddress/save', admin, ADDRESS)).id;
  const invoices = await gatewayCall<Array<{ id: number }>>(request, 'GET', '/member/api/memberInvoice/list', token);
  const invoiceId = invoices[0]?.id ?? (await gatewayCall<{ id: number }>(request, 'POST', '/member/api/memberInvoice/save', admin, INVOICE)).id;
  const goods = await gatewayCall<{ records: Array<{ id: number; stockQty: number; minOrderQty: number }> }>(request, 'POST', '/goods/open/goods/list', null, { inStock: true, sort: 'sales', current: 1, size: 60 });
  const g = goods.records.filter((r) => r.stockQty >= Math.max(r.minOrderQty, 1) * 50)[7]!;
  const draft = await gatewayCall<{ id: number; totalFen: number }>(request, 'POST', '/order/api/ord/tmp/enterpriseOrder', token, { goodsId: g.id, num: Math.max(g.minOrderQty, 1) });
  const order = await gatewayCall<{ orderNo: string }>(request, 'POST', '/order/api/ord/tmp/unified/create', token, {
    tmpOrderId: draft.id, addressId, invoiceId, payMethod: 2, clientKey: randomUUID(), expectedTotalFen: draft.totalFen,
  });
  return order.orderNo;
}

test('the admin switches /myOrder to 全公司 and filters by a member', async ({ page, context, baseURL, request }) => {
  const orderNo = await buyerOrder(request);
  await loginViaApi(context, baseURL!, ENTERPRISE);
  await openSettled(page, '/myOrder');
  const bar = page.getByRole('navigation', { name: '查看范围' });
  await expect(bar.getByRole('link', { name: '我的' })).toHaveAttribute('aria-current', 'page');
  // 我的: the admin's own orders only.
  await expect(page.getByRole('article', { name: `订单号 ${orderNo}` })).toHaveCount(0);

  await bar.getByRole('link', { name: '全公司' }).click();
  await expect(page).toHaveURL(/\/myOrder\?scope=company$/);
  await expect(bar.getByRole('link', { name: '全公司' })).toHaveAttribute('aria-current', 'page');
  await bar.getByLabel('下单人').selectOption({ label: '陈刚' });
  await expect(page).toHaveURL(/\/myOrder\?scope=company&member=\d+$/);
  const card = page.getByRole('article', { name: `订单号 ${orderNo}` });
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('order-buyer')).toHaveText('下单人：陈刚');
  // Acting is the placer's: no 取消订单 for the admin; paying is offered (admin and finance pay).
  await expect(card.getByRole('button', { name: '取消订单' })).toHaveCount(0);
  await expect(page.getByTestId('order-buyer')).toHaveText(Array(await page.getByTestId('order-card').count()).fill('下单人：陈刚'));
  await expect(page.getByRole('main')).toHaveScreenshot('company-scope-my-order.png', { mask: volatileParts(page) });
  await expectNoSeriousA11yViolations(page);

  // Back to 我的 drops the filter.
  await bar.getByRole('link', { name: '我的' }).click();
  await expect(page).toHaveURL(/\/myOrder$/);
  await expect(bar.getByLabel('下单人')).toHaveCount(0);
});
