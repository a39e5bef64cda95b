// Who sees what in a company (issue 37 item 5): the company's admin (13800000002) switches /myOrder
// to 全公司 and filters by a member; the buyer's order shows who placed it, and no action of the
// placer's is offered to the admin.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ENTERPRISE, expectNoSeriousA11yViolations, gatewayCall, loginViaApi, openSettled, tokenOf, volatileParts } from './support.ts';

const BUYER = { username: '13800000004', password: 'Demo2026' };
const ADDRESS = { consignee: '陈刚', mobile: '13900002222', provinceCode: '350000', cityCode: '350100', districtCode: '350102', detail: '五四路 158 号环球广场 12 层', isDefault: true };

/** The buyer's order of one goods in stock, by bank transfer (it waits for payment: nothing else moves it). */
async function buyerOrder(request: APIRequestContext): Promise<string> {
  const token = await tokenOf(request, BUYER, '0');
  const addresses = await gatewayCall<Array<{ id: number }>>(request, 'GET', '/member/api/memberAddress/list', token);
  const addressId = addresses[0]?.id ?? (await gatewayCall<{ id: number }>(request, 'POST', '/member/api/memberAddress/save', token, ADDRESS)).id;
  const goods = await gatewayCall<{ records: Array<{ id: number; stockQty: number; minOrderQty: number }> }>(request, 'POST', '/goods/open/goods/list', null, { inStock: true, sort: 'sales', current: 1, size: 60 });
  const g = goods.records.filter((r) => r.stockQty >= Math.max(r.minOrderQty, 1) * 50)[7]!;
  const draft = await gatewayCall<{ id: number; totalFen: number }>(request, 'POST', '/order/api/ord/tmp/personalOrder', token, { goodsId: g.id, num: Math.max(g.minOrderQty, 1) });
  const order = await gatewayCall<{ orderNo: string }>(request, 'POST', '/order/api/ord/tmp/unified/create', token, {
    tmpOrderId: draft.id, addressId, invoiceId: null, payMethod: 2, clientKey: randomUUID(), expectedTotalFen: draft.totalFen,
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
