// 售后处理 in the staff console (issue 22 items 3 and 7), on the real server:
// - a member (registered by this spec) returns 2 units of a shipped online order with an evidence
//   image; 财务 finds it in the queue by order number (status buttons with counts), opens it
//   (request, order lines, evidence, history), sees only 同意/拒绝, a rejection without a reason
//   is refused in Chinese, approves; the member sends the goods back;
// - 仓库 opens the request and sees only 确认收到退货; bad quantities are refused per cell in
//   Chinese (too many, a fraction, more damaged than received), then receives 2 (1 damaged);
// - 财务 refunds; the request shows 退款中 or 已退款;
// - 客服 (kefu) has no 售后处理 in the menu, /admin/after-sales shows 没有权限 and the API answers 403;
// - 1440 px baselines and axe audits of the list, the detail at each step and the refusal.
//   Numbers, dates and counts are data-volatile and masked.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Envelope } from '../domain/shared/envelope.ts';
import { png } from '../tests/support/png.ts';
import { expectNoSeriousA11yViolations, gatewayCall, registerMember, tokenOf } from './support.ts';

const api = gatewayCall;
const FINANCE = { username: 'caiwu', password: 'Staff2026' };
const WAREHOUSE = { username: 'cangku', password: 'Staff2026' };
const SERVICE = { username: 'kefu', password: 'Staff2026' };
const ADDRESS = { consignee: '林工', mobile: '13900001111', provinceCode: '350000', cityCode: '350100', districtCode: '350102', detail: '五四路 158 号环球广场 12 层', isDefault: true };

// Order and after-sales numbers carry the day (SO261124…, RF261124…): masked wherever they show,
// the keyword box included, or tomorrow's run would differ.
const DAY_NUMBER = /(SO|RF)\d{12}/;
const shot = (page: Page, name: string) =>
  expect(page).toHaveScreenshot(name, { fullPage: true, mask: [page.locator('[data-volatile]'), page.getByText(DAY_NUMBER), page.getByTestId('refund-keyword')] });

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main#main')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Signs in on the console's login page (the session cookie of an earlier sign-in is dropped first). */
async function consoleLogin(page: Page, who: { username: string; password: string }) {
  await page.context().clearCookies({ name: 'aibeike_staff' });
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

/** A shipped online order of 2 units with a 退货退款 request (one evidence image) waiting: its ids. */
async function returnWaiting(request: APIRequestContext): Promise<{ refundId: number; orderNo: string; memberToken: string }> {
  const member = await registerMember(request, '155', 'Return2026ab');
  const token = await tokenOf(request, member, '0');
  const warehouse = await tokenOf(request, WAREHOUSE, '1');
  const goods = await api<{ records: GoodsCard[] }>(request, 'POST', '/goods/open/goods/list', null, { inStock: true, sort: 'sales', current: 1, size: 60 });
  const g = goods.records.filter((x) => x.stockQty >= 100 && x.packQty <= 1 && x.minOrderQty <= 2)[5]!;
  const address = await api<{ id: number }>(request, 'POST', '/member/api/memberAddress/save', token, ADDRESS);
  await api(request, 'POST', '/goods/api/cart/save', token, { goodsId: g.id, num: 2, vendorId: 0 });
  const cart = await api<{ lines: Array<{ id: number }> }>(request, 'GET', '/goods/api/cart/list', token);
  const draft = await api<{ id: number; totalFen: number }>(request, 'POST', '/order/api/ord/tmp/cartPersonalOrder', token, { cartIds: cart.lines.map((l) => l.id) });
  const order = await api<{ orderId: number; orderNo: string }>(request, 'POST', '/order/api/ord/tmp/unified/create', token, {
    tmpOrderId: draft.id, addressId: address.id, invoiceId: null, payMethod: 1, clientKey: randomUUID(), expectedTotalFen: draft.totalFen,
  });
  const start = await api<{ payUrl: string }>(request, 'POST', '/common/api/pay', token, { orderId: order.orderId });
  const fields = Object.fromEntries(new URL(start.payUrl, 'http://local').searchParams);
  const paid = await request.post('/gateway/common/open/pay/sandbox/decide', { form: { ...fields, decision: 'paid' }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  await api(request, 'POST', '/order/api/staff/order/ship', warehouse, { orderId: order.orderId, carrier: '顺丰速运', trackingNo: 'SF5566778899' });
  const upload = await request.post('/gateway/order/api/ord/refund/uploadEvidence', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { file: { name: '破损.png', mimeType: 'image/png', buffer: png(64, 48) } },
  });
  const image = (await upload.json()) as Envelope<{ url: string }>;
  expect(image.success, image.msg).toBe(true);
  const preview = await api<{ lines: Array<{ orderLineId: number }> }>(request, 'GET', `/order/api/ord/refund/preview/${order.orderId}`, token);
  const refund = await api<{ id: number }>(request, 'POST', '/order/api/ord/refund/writeRefundOrder', token, {
    orderId: order.orderId, refundType: 2, reason: '商品质量问题', description: '外壳开裂，无法使用', images: [image.data.url],
    lines: [{ orderLineId: preview.lines[0]!.orderLineId, num: 2 }], clientKey: randomUUID(),
  });
  return { refundId: refund.id, orderNo: order.orderNo, memberToken: token };
}

test.describe.serial('售后处理 at 1440 px', () => {
  const state = { refundId: 0, orderNo: '', memberToken: '' };

  test.beforeAll(async ({ request }) => {
    Object.assign(state, await returnWaiting(request));
  });

  test('财务 approves a return, 仓库 receives it with quantities, 财务 refunds', async ({ page, request }) => {
    test.setTimeout(180_000);
    await consoleLogin(page, FINANCE);
    await page.getByTestId('staff-menu').getByRole('link', { name: '售后处理' }).click();
    await expect(page).toHaveURL(/\/admin\/after-sales$/);
    await expect(page.getByRole('heading', { level: 1, name: '售后处理' })).toBeVisible();
    await expect(page.getByTestId('refund-status-0')).toContainText('申请中');
    // A number too long for the filter is refused before anything is sent.
    await page.getByTestId('refund-keyword').fill('S'.repeat(51));
    await page.getByTestId('refund-apply').click();
    await expect(page.getByRole('alert')).toHaveText('单号最多 50 个字符');
    await page.getByTestId('refund-keyword').fill(state.orderNo);
    await page.getByTestId('refund-type').selectOption('2');
    await page.getByTestId('refund-apply').click();
    await settle(page);
    await expect(page.getByTestId('refund-row')).toHaveCount(1);
    await expect(page.getByTestId('refund-row')).toContainText('退货退款');
    await expect(page.getByTestId('refund-row')).toContainText('申请中');
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'admin-after-sales-list.png');

    await page.getByTestId('refund-open').click();
    await expect(page).toHaveURL(new RegExp(`/admin/after-sales/${state.refundId}$`));
    await settle(page);
    await expect(page.getByTestId('refund-status')).toHaveText('申请中');
    await expect(page.getByTestId('refund-lines')).toContainText('2');
    await expect(page.getByTestId('refund-evidence')).toHaveCount(1);
    await expect(page.getByTestId('refund-history')).toContainText('申请中');
    // 财务: approve and reject only.
    await expect(page.getByTestId('refund-step-approve')).toBeVisible();
    await expect(page.getByTestId('refund-step-reject')).toBeVisible();
    await expect(page.getByTestId('refund-step-receive')).toHaveCount(0);
    await page.getByTestId('refund-step-reject').click();
    await page.getByTestId('refund-submit').click();
    await expect(page.getByTestId('refund-actions').getByRole('alert')).toHaveText('请填写拒绝原因');
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'admin-after-sales-reject-refused.png');
    await page.getByRole('button', { name: '取消' }).click();
    await page.getByTestId('refund-step-approve').click();
    await page.getByTestId('refund-submit').click();
    await expect(page.getByTestId('refund-done')).toHaveText('已同意申请，会员已收到站内消息');
    await expect(page.getByTestId('refund-status')).toHaveText('已同意');
    await expect(page.getByTestId('refund-no-action')).toBeVisible();

    // The member sends the goods back.
    await api(request, 'POST', '/order/api/ord/refund/shipBack', state.memberToken, { id: state.refundId, carrier: '京东物流', trackingNo: 'JD0012345678' });

    // 仓库: receive only, with quantities checked per cell.
    await consoleLogin(page, WAREHOUSE);
    await page.goto(`/admin/after-sales/${state.refundId}`);
    await settle(page);
    await expect(page.getByTestId('refund-status')).toHaveText('已寄回');
    await expect(page.getByTestId('refund-step-approve')).toHaveCount(0);
    await expect(page.getByTestId('refund-step-refund')).toHaveCount(0);
    await page.getByTestId('refund-step-receive').click();
    const received = page.getByTestId('refund-received');
    const damaged = page.getByTestId('refund-damaged');
    await expect(received).toHaveValue('2');
    await received.fill('3');
    await page.getByTestId('refund-submit').click();
    await expect(page.getByTestId('refund-form-receive')).toContainText('不能超过退回的 2 件');
    await received.fill('1.5');
    await page.getByTestId('refund-submit').click();
    await expect(page.getByTestId('refund-form-receive')).toContainText('请填写整数');
    await received.fill('2');
    await damaged.fill('3');
    await page.getByTestId('refund-submit').click();
    await expect(page.getByTestId('refund-form-receive')).toContainText('损坏数量不能超过收到数量');
    await received.fill('');
    await page.getByTestId('refund-submit').click();
    await expect(page.getByTestId('refund-form-receive')).toContainText('请填写数量');
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'admin-after-sales-receive-refused.png');
    await received.fill('2');
    await damaged.fill('1');
    await page.getByTestId('refund-submit').click();
    await expect(page.getByTestId('refund-done')).toHaveText('已确认收货，会员已收到站内消息');
    await expect(page.getByTestId('refund-status')).toHaveText('已收货');
    await expect(page.getByTestId('refund-lines')).toContainText('1');

    // 财务 refunds to the original payment.
    await consoleLogin(page, FINANCE);
    await page.goto(`/admin/after-sales/${state.refundId}`);
    await settle(page);
    await page.getByTestId('refund-step-refund').click();
    await expect(page.getByTestId('refund-transfer')).toHaveCount(0);
    await page.getByTestId('refund-submit').click();
    await expect(page.getByTestId('refund-done')).toHaveText('已办理退款，会员已收到站内消息');
    await expect(page.getByTestId('refund-status')).toHaveText(/^(退款中|已退款)$/);
    await settle(page);
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'admin-after-sales-refunded.png');
  });

  test('客服 cannot open the refund queue: 没有权限, and the API answers 403', async ({ page, request }) => {
    await consoleLogin(page, SERVICE);
    await expect(page.getByTestId('staff-menu').getByRole('link', { name: '售后处理' })).toHaveCount(0);
    await page.goto('/admin/after-sales');
    await settle(page);
    await expect(page.getByTestId('staff-notice')).toContainText('没有权限');
    await page.goto(`/admin/after-sales/${state.refundId}`);
    await expect(page.getByTestId('staff-notice')).toContainText('没有权限');
    const token = await tokenOf(request, SERVICE, '1');
    for (const path of ['/order/api/staff/order/refund/list?current=1&size=10', `/order/api/staff/order/refund/get/${state.refundId}`]) {
      const res = await request.get(`/gateway${path}`, { headers: { Authorization: `Bearer ${token}` } });
      expect(res.status(), path).toBe(403);
      const body = (await res.json()) as Envelope<null>;
      expect(body.success).toBe(false);
      expect(body.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'admin-after-sales-forbidden.png');
  });
});
