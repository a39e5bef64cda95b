// 企业管理 in the staff console (issue 37 item 7), in the browser on the real server:
// - 运营 logs into /admin, opens 企业管理, finds the demo company by name (苏州精工自动化设备有限公司,
//   certified account 13800000002) and opens it: its members (陈刚 采购员, 林娜 审批人, 吴芳 财务),
//   departments and audit log;
// - 转移管理员 without a 依据 is refused in the dialog with the Chinese sentence and sends nothing;
//   with a 依据 the role goes to 林娜 (the admin steps down to buyer): the server's message, the
//   members read again and the transfer at the top of the company's audit log (by 平台运营);
// - the role is transferred back to 13800000002 the same way, and the company's admin sets 林娜
//   back to 审批人 (set-up, through the member API), so the later journeys find the seeded
//   company; the messages the transfers send both members are marked read (their 消息 badges
//   appear in later baselines);
// - 1440 px baselines (list, the refused dialog, the transferred detail) with axe audits; times masked.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { ENTERPRISE, expectNoSeriousA11yViolations, memberApi, tokenOf, unreadHold, volatileParts } from './support.ts';

const OPERATIONS = { username: 'yunying', password: 'Staff2026' };
const LINNA = { username: '13800000005', password: 'Demo2026' };
const COMPANY = '苏州精工自动化设备有限公司';

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main#main')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

const shot = (page: Page, name: string) => expect(page).toHaveScreenshot(name, { fullPage: true, mask: volatileParts(page) });

const roleOf = (page: Page, name: string) => page.getByTestId('company-member-row').filter({ hasText: name }).getByTestId('member-role');

test('运营 finds a company, reads its members, and transfers the admin role with a 依据 (and back)', async ({ page, request }) => {
  test.setTimeout(180_000);
  const badges = [unreadHold(ENTERPRISE), unreadHold(LINNA)];
  for (const b of badges) await b.hold(request);

  await page.goto('/admin');
  await page.getByLabel('登录名').fill(OPERATIONS.username);
  await page.getByLabel('密码').fill(OPERATIONS.password);
  await page.getByRole('button', { name: '登录' }).click();
  await page.getByTestId('staff-menu').getByRole('link', { name: '企业管理' }).click();
  await expect(page).toHaveURL(/\/admin\/companies$/);
  await settle(page);
  await expect(page.getByRole('heading', { level: 1, name: '企业管理' })).toBeVisible();

  // Found by name: the certified account and the member count.
  await page.getByLabel('企业名称或信用代码').fill('精工');
  await page.getByRole('button', { name: '查询' }).click();
  await settle(page);
  const row = page.getByTestId('company-row').filter({ hasText: COMPANY });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(ENTERPRISE.username);
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'admin-companies-list.png');

  await page.getByRole('link', { name: `查看 ${COMPANY}` }).click();
  await expect(page).toHaveURL(/\/admin\/companies\/\d+$/);
  await settle(page);
  await expect(page.getByRole('heading', { level: 1, name: COMPANY })).toBeVisible();
  await expect(roleOf(page, '陈刚')).toHaveText('采购员');
  await expect(roleOf(page, '林娜')).toHaveText('审批人');
  await expect(roleOf(page, '吴芳')).toHaveText('财务');
  const adminRow = page.getByTestId('company-member-row').filter({ hasText: ENTERPRISE.username });
  await expect(adminRow.getByTestId('member-role')).toHaveText('管理员');
  const adminName = (await adminRow.locator('td').first().locator('span').first().textContent())!.trim();
  await expect(page.getByTestId('company-departments')).toContainText('采购部');
  await expect(page.getByTestId('company-audit')).toContainText('开通企业账号');

  // No 依据: refused in the dialog, nothing sent.
  await page.getByTestId('transfer-admin').click();
  const dialog = page.getByRole('dialog', { name: '转移管理员' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('新管理员').selectOption({ label: '林娜（13800000005，审批人）' });
  await expect(dialog.getByLabel('原管理员卸任')).toHaveValue(/\d+/);
  await dialog.getByRole('button', { name: '确认转移' }).click();
  await expect(dialog.getByTestId('transfer-problem')).toHaveText('请填写转移依据（至少 2 个字）');
  await expect(roleOf(page, '林娜')).toHaveText('审批人');
  await expectNoSeriousA11yViolations(page);
  await expect(dialog).toHaveScreenshot('admin-companies-transfer-refused.png');

  // With a 依据: 林娜 is the admin, the old admin a buyer, and the company's log says who did it.
  await dialog.getByLabel('依据').fill('企业来函 2026-11-29，电话核实法定代表人');
  await dialog.getByRole('button', { name: '确认转移' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('transfer-done')).toHaveText('管理员已转移');
  await expect(roleOf(page, '林娜')).toHaveText('管理员');
  await expect(adminRow.getByTestId('member-role')).toHaveText('采购员');
  const latest = page.getByTestId('company-audit-row').first();
  await expect(latest).toContainText('转移管理员');
  await expect(latest).toContainText('平台运营');
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'admin-companies-transferred.png');

  // And back to 13800000002 (林娜, the one admin now, steps down).
  await page.getByTestId('transfer-admin').click();
  await dialog.getByLabel('新管理员').selectOption({ label: `${adminName}（${ENTERPRISE.username}，采购员）` });
  await dialog.getByLabel('依据').fill('企业来函，恢复原管理员');
  await dialog.getByRole('button', { name: '确认转移' }).click();
  await expect(dialog).toBeHidden();
  await expect(adminRow.getByTestId('member-role')).toHaveText('管理员');
  await expect(roleOf(page, '林娜')).toHaveText('采购员');

  // Set-up for the later journeys: the company's admin makes 林娜 审批人 again; the messages all this
  // sent are read.
  const admin = memberApi(request, await tokenOf(request, ENTERPRISE, '0'));
  const members = await admin<{ records: { memberId: number; name: string }[] }>('POST', '/member/api/company/member/list', { current: 1, size: 50 });
  const linna = members.records.find((m) => m.name === '林娜')!;
  await admin('POST', '/member/api/company/member/update', { memberId: linna.memberId, role: 'approver' });
  for (const b of badges) await b.release(request);
  await page.reload();
  await settle(page);
  await expect(roleOf(page, '林娜')).toHaveText('审批人');
  await expect(adminRow.getByTestId('member-role')).toHaveText('管理员');
});
