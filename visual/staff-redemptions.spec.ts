// 积分兑换发货 in the staff console (issue 22 items 3 and 7), on the real server:
// - the personal demo member redeems two 安全帽 (600 points each) through the member API;
// - 仓库 opens 积分兑换发货: status buttons with counts, 待发货 filter; 发货 with an empty form and
//   a bad tracking number is refused in Chinese beside each field, then ships with carrier and
//   tracking number: the row shows 已发货 and the tracking number;
// - 仓库 cancels the second without a reason (refused in Chinese), then with one: 已取消, the
//   member's 600 points come back;
// - 1440 px baselines and axe audits of the list, the ship form with its errors and the result.
//   Order numbers and dates are data-volatile and masked.
// Note: the shipped 安全帽 leaves the points mall's stock one lower for later specs on this server.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, gatewayCall, PERSONAL, tokenOf, unreadHold } from './support.ts';

const api = gatewayCall;
const WAREHOUSE = { username: 'cangku', password: 'Staff2026' };

const shot = (page: Page, name: string) => expect(page).toHaveScreenshot(name, { fullPage: true, mask: [page.locator('[data-volatile]')] });

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


// This spec's orders and redemptions message the personal demo member; later journeys show its badge.
const badge = unreadHold(PERSONAL);
test.beforeAll(async ({ request }) => badge.hold(request));
test.afterAll(async ({ request }) => badge.release(request));

test('仓库 ships a redemption and cancels another (points back)', async ({ page, request }) => {
  test.setTimeout(180_000);
  const token = await tokenOf(request, PERSONAL, '0');
  const mall = await api<{ records: Array<{ id: number; name: string }> }>(request, 'POST', '/member/pointsGoods/page/mall', token, { current: 1, size: 50 });
  const helmet = mall.records.find((g) => g.name.includes('安全帽'))!;
  const addresses = await api<Array<{ id: number }>>(request, 'GET', '/member/api/memberAddress/list', token);
  const before = (await api<{ points: number }>(request, 'GET', '/member/api/member/memberInfo', token)).points;
  const first = await api<{ orderNo: string }>(request, 'POST', '/member/pointsOrder/create', token, { pointsGoodsId: helmet.id, qty: 1, addressId: addresses[0]!.id });
  const second = await api<{ orderNo: string }>(request, 'POST', '/member/pointsOrder/create', token, { pointsGoodsId: helmet.id, qty: 1, addressId: addresses[0]!.id });

  await consoleLogin(page, WAREHOUSE);
  await page.getByTestId('staff-menu').getByRole('link', { name: '积分兑换发货' }).click();
  await expect(page).toHaveURL(/\/admin\/redemptions$/);
  await settle(page);
  await expect(page.getByTestId('redemption-status-0')).toContainText('待发货');
  await page.getByTestId('redemption-status-0').click();
  await settle(page);
  const firstRow = page.getByTestId('redemption-row').filter({ hasText: first.orderNo });
  const secondRow = page.getByTestId('redemption-row').filter({ hasText: second.orderNo });
  await expect(firstRow).toContainText('待发货');
  await expect(firstRow).toContainText('600 积分');
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'admin-redemptions-list.png');

  // 发货: nothing typed, then a bad tracking number, refused beside each field.
  await firstRow.getByTestId('redemption-ship').click();
  const form = page.getByTestId('redemption-form-ship');
  await expect(form).toContainText(first.orderNo);
  await page.getByTestId('redemption-submit').click();
  await expect(form).toContainText('请填写物流公司');
  await expect(form).toContainText('请填写运单号');
  await page.getByTestId('redemption-carrier').fill('顺丰速运');
  await page.getByTestId('redemption-tracking').fill('SF 12');
  await page.getByTestId('redemption-submit').click();
  await expect(form).toContainText('运单号为 4 到 40 位字母、数字或短横线');
  await expect(form).not.toContainText('请填写物流公司');
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'admin-redemptions-ship-refused.png');
  await page.getByTestId('redemption-tracking').fill('SF1357924680');
  await page.getByTestId('redemption-submit').click();
  await expect(page.getByTestId('redemption-done')).toContainText('已发货，会员已收到站内消息');
  await settle(page);
  await expect(page.getByTestId('redemption-row').filter({ hasText: first.orderNo })).toHaveCount(0);
  await page.getByTestId('redemption-status-1').click();
  await settle(page);
  const shipped = page.getByTestId('redemption-row').filter({ hasText: first.orderNo });
  await expect(shipped).toContainText('已发货');
  await expect(shipped).toContainText('顺丰速运 SF1357924680');
  await expect(shipped.getByTestId('redemption-complete')).toBeVisible();

  // 取消 the second: a reason is required; the points come back.
  await page.getByTestId('redemption-status-0').click();
  await settle(page);
  await page.getByTestId('redemption-row').filter({ hasText: second.orderNo }).getByTestId('redemption-cancel').click();
  await page.getByTestId('redemption-submit').click();
  await expect(page.getByTestId('redemption-form-cancel')).toContainText('请填写取消原因');
  await page.getByTestId('redemption-reason').fill('该批次安全帽质检未通过，暂停发放');
  await page.getByTestId('redemption-submit').click();
  await expect(page.getByTestId('redemption-done')).toContainText('已取消，积分已退回会员');
  await settle(page);
  await expect(secondRow).toHaveCount(0);
  const after = (await api<{ points: number }>(request, 'GET', '/member/api/member/memberInfo', token)).points;
  expect(after).toBe(before - 600);
  await page.getByTestId('redemption-status-1').click();
  await settle(page);
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'admin-redemptions-shipped.png');
});
