// Member messages (issue 13 item 2) in the browser, on the real server, as a member registered for
// this spec (no other spec writes its messages): staff ship the member's order -> the top bar
// counts one unread message -> /messageNotification lists it first under 全部 and 订单 (1440 px
// baseline, axe) -> clicking it marks it read and opens the order -> the badge is gone. Then
// 全部标为已读 and the empty tab.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { png } from '../tests/support/png.ts';
import { expectNoSeriousA11yViolations, loginViaApi, openSettled, volatileParts } from './support.ts';

const BASIC = `Basic ${Buffer.from('aibeike-web:aibeike-web-secret').toString('base64')}`;
const STAFF = { username: 'admin', password: 'Admin2026' };

interface Envelope<T> {
  success: boolean;
  msg: string;
  data: T;
}

async function api<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, token: string | null, data?: unknown): Promise<T> {
  const response = await request.fetch(`/gateway${path}`, { method, headers: { Authorization: token ? `Bearer ${token}` : BASIC }, ...(data === undefined ? {} : { data }) });
  const body = (await response.json()) as Envelope<T>;
  expect(body.success, `${method} ${path}: ${body.msg}`).toBe(true);
  return body.data;
}

async function tokenOf(request: APIRequestContext, who: { username: string; password: string }, userType: '0' | '1'): Promise<string> {
  const query = new URLSearchParams({ ...who, grant_type: 'password', user_type: userType, auth_type: 'password' });
  return (await api<{ access_token: string }>(request, 'POST', `/system/oauth/token?${query.toString()}`, null)).access_token;
}

/** A personal member of its own: registered with the SMS code the local provider "sent". */
async function registerMember(request: APIRequestContext): Promise<{ username: string; password: string }> {
  const mobile = `157${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const password = 'Messages2026';
  const captcha = await api<{ captchaKey: string }>(request, 'GET', '/system/oauth/captcha', null);
  const answer = await api<{ answer: string }>(request, 'GET', `/system/open/dev/captcha/${captcha.captchaKey}`, null);
  await api(request, 'POST', '/system/oauth/sendSmsCode', null, { mobile, purpose: 'register', captchaKey: captcha.captchaKey, captchaCode: answer.answer });
  const sms = await api<{ code: string }>(request, 'GET', `/system/open/dev/sms-outbox/latest?mobile=${mobile}&purpose=register`, null);
  await api(request, 'POST', '/member/open/member/register', null, { mobile, smsCode: sms.code, password, agree: true });
  return { username: mobile, password };
}

/** A 待发货 transfer order: submitted, its receipt uploaded and confirmed by staff. */
async function orderAwaitingShipment(request: APIRequestContext, token: string): Promise<{ orderId: number; orderNo: string }> {
  const address = await api<{ id: number }>(request, 'POST', '/member/api/memberAddress/save', token, {
    consignee: '郑工',
    mobile: '13900002222',
    provinceCode: '350000',
    cityCode: '350100',
    districtCode: '350102',
    detail: '五四路 158 号环球广场 12 层',
    isDefault: true,
  });
  const goods = await api<{ records: Array<{ id: number; minOrderQty: number; stockQty: number }> }>(request, 'POST', '/goods/open/goods/list', null, { inStock: true, sort: 'sales', current: 1, size: 60 });
  const g = goods.records.filter((r) => r.stockQty >= Math.max(r.minOrderQty, 1) * 50)[12]!;
  const draft = await api<{ id: number; totalFen: number }>(request, 'POST', '/order/api/ord/tmp/personalOrder', token, { goodsId: g.id, num: Math.max(g.minOrderQty, 1) });
  const order = await api<{ orderId: number; orderNo: string }>(request, 'POST', '/order/api/ord/tmp/unified/create', token, {
    tmpOrderId: draft.id,
    addressId: address.id,
    invoiceId: null,
    payMethod: 2,
    clientKey: randomUUID(),
    expectedTotalFen: draft.totalFen,
  });
  const response = await request.post('/gateway/order/api/ord/sale/memberUploadPayReceipt', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { orderId: String(order.orderId), amountFen: String(draft.totalFen), payerName: '福州测试贸易有限公司', file: { name: '回单.png', mimeType: 'image/png', buffer: png() } },
  });
  const uploaded = (await response.json()) as Envelope<{ payments: Array<{ id: number; status: number }> }>;
  expect(uploaded.success, uploaded.msg).toBe(true);
  const pending = uploaded.data.payments.find((p) => p.status === 0)!;
  await api(request, 'POST', '/order/api/staff/order/reviewPayment', await tokenOf(request, STAFF, '1'), { paymentId: pending.id, approve: true });
  return order;
}

/** The order number (dated) and the registered mobile change each run. */
const shot = (page: Page, name: string) =>
  expect(page).toHaveScreenshot(name, {
    fullPage: true,
    mask: [...volatileParts(page), page.getByTestId('message-title'), page.locator('[data-region="top-bar"]').getByText(/^1\d{10}$/)],
  });

const state = { member: { username: '', password: '' }, token: '', orderId: 0, orderNo: '' };

test.describe('messages', () => {
  test.beforeAll(async ({ request }) => {
    state.member = await registerMember(request);
    state.token = await tokenOf(request, state.member, '0');
    Object.assign(state, await orderAwaitingShipment(request, state.token));
    // The 已付款 message of the confirmation is read: the journey starts with nothing unread.
    await api(request, 'POST', '/member/api/member/message/readAll', state.token, {});
  });

  test('a shipped order: the badge counts it, the list shows it, reading it clears the badge', async ({ page, context, baseURL, request }) => {
    await loginViaApi(context, baseURL!, state.member);
    await openSettled(page, '/personalCenter');
    await expect(page.getByTestId('member-name')).toBeVisible();
    await expect(page.getByTestId('unread-messages')).toHaveCount(0);

    await api(request, 'POST', '/order/api/staff/order/ship', await tokenOf(request, STAFF, '1'), { orderId: state.orderId, carrier: '顺丰速运', trackingNo: 'SF2026112301' });

    // The next navigation reads the count again.
    await page.getByRole('navigation', { name: '会员中心导航' }).getByRole('link', { name: '我的订单' }).click();
    const badge = page.getByRole('link', { name: '未读消息 1 条' });
    await expect(badge).toBeVisible();
    await expect(page.getByTestId('unread-count')).toHaveText('1');
    await badge.click();
    await expect(page).toHaveURL(/\/messageNotification$/);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('main#main [aria-busy="true"]')).toHaveCount(0);

    const items = page.getByTestId('message-item');
    await expect(items).toHaveCount(2);
    await expect(items.first()).toHaveAttribute('data-read', 'false');
    await expect(items.first()).toContainText(`订单 ${state.orderNo} 已发货`);
    await expect(items.first()).toContainText('SF2026112301');
    await expect(items.nth(1)).toHaveAttribute('data-read', 'true');
    await expect(page.getByRole('button', { name: '全部，1 条未读' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('messages-summary')).toHaveText('共 2 条消息，1 条未读');
    await page.mouse.move(0, 0);
    await shot(page, 'messages-list.png');
    await expectNoSeriousA11yViolations(page);

    // The 订单 tab lists the same; the 积分 tab is empty.
    await page.getByRole('button', { name: '订单，1 条未读' }).click();
    await expect(page.getByRole('button', { name: '订单，1 条未读' })).toHaveAttribute('aria-pressed', 'true');
    await expect(items).toHaveCount(2);
    await page.getByRole('button', { name: '积分', exact: true }).click();
    await expect(page.getByTestId('messages-empty')).toContainText('「积分」中暂无消息');
    await expect(page.getByRole('button', { name: /全部标为已读/ })).toBeDisabled();
    await page.getByRole('button', { name: '全部，1 条未读' }).click();

    // Reading it opens the order and clears the badge.
    await items.first().click();
    await expect(page).toHaveURL(new RegExp(`/myOrderDetail/${state.orderId}$`));
    await expect(page.getByTestId('unread-messages')).toHaveCount(0);
    await openSettled(page, '/messageNotification');
    await expect(items.first()).toHaveAttribute('data-read', 'true');
    await expect(page.getByTestId('messages-summary')).toHaveText('共 2 条消息，0 条未读');
  });

  test('全部标为已读 reads every message of the tab, with the keyboard', async ({ page, context, baseURL, request }) => {
    await loginViaApi(context, baseURL!, state.member);
    // Two more order events: a second order paid by a confirmed receipt and shipped.
    const second = await orderAwaitingShipment(request, state.token);
    await api(request, 'POST', '/order/api/staff/order/ship', await tokenOf(request, STAFF, '1'), { orderId: second.orderId, carrier: '中通快递', trackingNo: 'ZT2026112302' });
    await openSettled(page, '/messageNotification');
    await expect(page.getByRole('link', { name: '未读消息 2 条' })).toBeVisible();
    await expect(page.getByTestId('messages-summary')).toHaveText('共 4 条消息，2 条未读');
    await page.getByRole('button', { name: /全部标为已读/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('messages-summary')).toHaveText('共 4 条消息，0 条未读');
    await expect(page.getByTestId('unread-messages')).toHaveCount(0);
    await expect(page.locator('[data-testid="message-item"][data-read="false"]')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});
