// 协议价 in the staff console (issue 39), in the browser on the real server:
// - 运营 opens 协议价 (the seeded agreement of the demo company is 生效), creates an agreement for
//   苏州精工自动化设备有限公司: a fixed price for 22210E (found by model) and HIWIN at 90% of the list
//   price, a window and a note; a form without a price is refused beside the table and sends nothing;
//   it is submitted: the detail shows 待确认, and 运营 is told only a 管理员 may confirm (no button);
// - 系统管理员 (not the drafter) opens it from the 待确认 filter and confirms it: 生效, the confirmer
//   and the trail (起草 by 运营 孙悦, 确认生效 by 系统管理员);
// - clean-up for the later journeys: 运营 revokes it (the demo company's prices are the seed's
//   again) and the messages it sent the company's members are marked read;
// - 1440 px baselines (queue, editor, pending detail, active detail) with axe audits; numbers, times
//   and the seeded window masked.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { ENTERPRISE, expectNoSeriousA11yViolations, unreadHold, volatileParts } from './support.ts';

const OPERATIONS = { username: 'yunying', password: 'Staff2026' };
const ADMIN = { username: 'admin', password: 'Admin2026' };
const MEMBERS = [ENTERPRISE, { username: '13800000004', password: 'Demo2026' }, { username: '13800000005', password: 'Demo2026' }, { username: '13800000006', password: 'Demo2026' }];
const COMPANY = '苏州精工自动化设备有限公司';
const NAME = '2027 年备件协议（旅程）';

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main#main')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

const shot = (page: Page, name: string) => expect(page).toHaveScreenshot(name, { fullPage: true, mask: volatileParts(page) });

async function login(page: Page, who: { username: string; password: string }) {
  await page.goto('/admin');
  await page.getByLabel('登录名').fill(who.username);
  await page.getByLabel('密码').fill(who.password);
  await page.getByRole('button', { name: '登录' }).click();
  await page.getByTestId('staff-menu').getByRole('link', { name: '协议价' }).click();
  await expect(page).toHaveURL(/\/admin\/agreements$/);
  await settle(page);
}

async function logout(page: Page) {
  await page.getByRole('button', { name: '退出' }).click();
  await expect(page.getByLabel('登录名')).toBeVisible();
}

test('运营 drafts and submits an agreement, cannot confirm it; 管理员 confirms it (then it is revoked)', async ({ page, request }) => {
  test.setTimeout(240_000);
  const badges = MEMBERS.map((m) => unreadHold(m));
  for (const b of badges) await b.hold(request);

  await login(page, OPERATIONS);
  await expect(page.getByRole('heading', { level: 1, name: '协议价' })).toBeVisible();
  const seeded = page.getByTestId('agreement-row').filter({ hasText: '2026 年度框架协议' });
  await expect(seeded.getByTestId('agreement-status')).toHaveText('生效');
  await expect(seeded).toContainText('运营 孙悦');
  await expect(seeded).toContainText('系统管理员');
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'admin-agreements-queue.png');

  await page.getByTestId('agreement-new').click();
  await expect(page).toHaveURL(/\/admin\/agreements\/new$/);
  await settle(page);
  await page.getByTestId('company-keyword').fill('精工');
  await page.getByTestId('company-find').click();
  await page.getByTestId('company-pick').first().click();
  await expect(page.getByTestId('company-picked')).toHaveText(`已选择：${COMPANY}`);
  await page.getByLabel('协议名称').fill(NAME);
  await page.getByLabel('生效日期').fill('2026-01-01');
  await page.getByLabel('截止日期').fill('2028-12-31');
  await page.getByLabel('备注').fill('备件年度协议：22210E 固定价，HIWIN 九折');
  await page.getByTestId('goods-keyword').fill('22210E');
  await page.getByTestId('goods-find').click();
  await page.getByTestId('goods-hits').getByTestId('goods-add').first().click();
  await page.getByTestId('pick-brands').selectOption({ label: 'HIWIN' });
  await page.getByTestId('add-brands').click();
  await page.getByLabel('HIWIN 的折扣（市场价的 %）').fill('90');

  // No price yet: refused beside the table, nothing sent.
  await page.getByTestId('agreement-submit').click();
  await expect(page.getByText('协议价须为大于 0 的金额（元，最多两位小数）')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/agreements\/new$/);
  await page.getByLabel('22210E 的协议价（元）').fill('300');
  await expect(page.getByText('协议价须为大于 0 的金额（元，最多两位小数）')).toBeHidden();
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'admin-agreements-editor.png');

  await page.getByTestId('agreement-submit').click();
  await expect(page).toHaveURL(/\/admin\/agreements\/\d+$/);
  await settle(page);
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await expect(page.getByTestId('agreement-status').first()).toHaveText('待确认');
  await expect(page.getByTestId('agreement-confirm')).toHaveCount(0);
  await expect(page.getByTestId('agreement-confirm-blocked')).toHaveText('只有管理员可以确认或驳回协议价');
  await expect(page.getByTestId('agreement-goods')).toContainText('¥300.00');
  await expect(page.getByTestId('agreement-brands')).toHaveText(/HIWIN 9折/);
  const detailUrl = page.url();
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'admin-agreements-pending.png');
  await logout(page);

  // 系统管理员 finds it under 待确认 and confirms it.
  await login(page, ADMIN);
  await page.getByTestId('agreement-status-filter').selectOption({ label: '待确认' });
  await page.getByTestId('agreement-search').click();
  await settle(page);
  await page.getByRole('link', { name: `查看协议 ${NAME}` }).click();
  await settle(page);
  expect(page.url()).toBe(detailUrl);
  await page.getByTestId('agreement-confirm').click();
  const dialog = page.getByRole('dialog', { name: '确认协议生效' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('agreement-notice')).toHaveText('协议已确认生效，企业成员已收到通知');
  await expect(page.getByTestId('agreement-status').first()).toHaveText('生效');
  const trail = page.getByTestId('agreement-trail');
  await expect(trail.getByRole('row').filter({ hasText: '起草' })).toContainText('运营 孙悦');
  await expect(trail.getByRole('row').filter({ hasText: '确认生效' })).toContainText('系统管理员');
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'admin-agreements-active.png');
  await logout(page);

  // Clean-up: 运营 revokes it, so the later journeys see the seed's prices; its messages are read.
  await login(page, OPERATIONS);
  await page.goto(detailUrl);
  await settle(page);
  await page.getByTestId('agreement-revoke').click();
  await page.getByRole('dialog', { name: '撤销协议' }).getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('agreement-status').first()).toHaveText('已撤销');
  for (const b of badges) await b.release(request);
});
