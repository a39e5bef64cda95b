// Company accounts (issue 37) in the browser, on the real server:
// - the admin (13800000002) opens /company: members, departments, role explanation; a bad mobile
//   is refused under its field before anything is sent; a colleague who is already a member is
//   invited, meets the banner on the personal centre, accepts, and the top bar shows the company
//   role; the admin changes the newcomer's role in the member editor, is stopped from demoting
//   the only admin (the sentence, nothing sent), and removes the newcomer again (so the demo
//   company is as seeded for the other specs);
// - the admin invites someone without an account and withdraws the invitation: 不撤回 in the
//   confirmation sends nothing, the dialog's 撤回 (reached with the keyboard) withdraws it;
// - 1440 px screenshots of the members, invitations and department tabs and the banner, each with
//   an axe audit.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { ENTERPRISE, expectNoSeriousA11yViolations, loginViaApi, openSettled, registerMember, volatileParts } from './support.ts';

/** Dates that follow the seed's day (joined, expiry, audit times) are masked in pictures. */
function moving(page: Page) {
  return [...volatileParts(page), page.locator('[data-testid="company-members"] td:nth-child(6)'), page.locator('[data-testid="company-invitations"] td:nth-child(7)')];
}

async function quiet(page: Page): Promise<void> {
  await expect(page.locator('[data-scope="toast"][data-part="root"]')).toHaveCount(0, { timeout: 15_000 });
  await page.mouse.move(0, 0);
}

test('the admin invites a member, who accepts from the banner; a role changes; the last admin stays', async ({ page, browser, request, baseURL }) => {
  test.setTimeout(180_000);
  const colleague = await registerMember(request, '157');
  await loginViaApi(page.context(), baseURL!, ENTERPRISE);
  await openSettled(page, '/company');
  await expect(page.getByTestId('company-head')).toContainText('苏州精工自动化设备有限公司');
  await expect(page.getByTestId('company-member-row')).toHaveCount(4);
  await expect(page.getByTestId('company-role')).toHaveText('管理员');
  await quiet(page);
  await expect(page).toHaveScreenshot('company-members.png', { fullPage: true, mask: moving(page) });
  await expectNoSeriousA11yViolations(page);

  // Departments and the role explanation.
  await page.getByRole('tab', { name: '部门' }).click();
  await expect(page.getByTestId('department-row')).toHaveCount(2);
  await quiet(page);
  await expect(page).toHaveScreenshot('company-departments.png', { fullPage: true, mask: moving(page) });
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('tab', { name: '角色说明' }).click();
  await expect(page.getByText('只读：查看全公司的订单')).toBeVisible();

  // A bad mobile is refused under its field; nothing is sent.
  await page.getByRole('tab', { name: '邀请' }).click();
  let invites = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/company/member/invite')) invites += 1;
  });
  await page.getByRole('textbox', { name: '手机号' }).fill('1380000');
  await page.getByRole('button', { name: '发送邀请' }).click();
  await expect(page.getByText('请填写 11 位手机号')).toBeVisible();
  await expect(page.getByText('请填写姓名')).toBeVisible();
  expect(invites).toBe(0);
  await expectNoSeriousA11yViolations(page);
  // The colleague, as 采购员 of 采购部.
  await page.getByRole('textbox', { name: '手机号' }).fill(colleague.username);
  await page.getByRole('textbox', { name: '姓名' }).fill('周工');
  await page.getByRole('combobox', { name: '部门' }).selectOption({ label: '采购部' });
  await page.getByRole('button', { name: '发送邀请' }).click();
  await expect(page.getByRole('status')).toContainText('已邀请 周工');
  expect(invites).toBe(1);
  await expect(page.getByTestId('company-invitations')).toContainText('待接受');

  // The colleague meets the banner on the personal centre and accepts.
  const other = await browser.newContext({ baseURL: baseURL!, viewport: { width: 1440, height: 900 } });
  const theirs = await other.newPage();
  await loginViaApi(other, baseURL!, colleague);
  await openSettled(theirs, '/personalCenter');
  const banner = theirs.getByTestId('invitation-banner');
  await expect(banner).toContainText('邀请您以「采购员」身份加入「苏州精工自动化设备有限公司」');
  await expectNoSeriousA11yViolations(theirs);
  await banner.getByRole('button', { name: '接受邀请' }).click();
  await expect(banner).toHaveCount(0);
  await expect(theirs.getByTestId('company-role')).toContainText('采购员');
  await openSettled(theirs, '/company');
  await expect(theirs.getByTestId('company-head')).toContainText('采购部');
  // A buyer reads the members but edits nobody and sees no invitations or audit log.
  await expect(theirs.getByRole('button', { name: /编辑成员/ })).toHaveCount(0);
  await expect(theirs.getByRole('tab', { name: '审计日志' })).toHaveCount(0);
  await other.close();

  // The admin changes the newcomer's role.
  await openSettled(page, '/company');
  await expect(page.getByTestId('company-member-row')).toHaveCount(5);
  await page.getByRole('button', { name: '编辑成员 周工' }).click();
  const editor = page.getByTestId('member-editor');
  await editor.getByRole('combobox', { name: '角色' }).selectOption({ label: '审批人' });
  await editor.getByRole('button', { name: '保存' }).click();
  await expect(editor).toHaveCount(0);
  await expect(page.getByTestId('company-member-row').filter({ hasText: '周工' })).toContainText('审批人');

  // The only admin cannot step down: the sentence, nothing sent.
  let updates = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/company/member/update')) updates += 1;
  });
  await page.getByRole('button', { name: '编辑成员 李明' }).click();
  await editor.getByRole('combobox', { name: '角色' }).selectOption({ label: '采购员' });
  await editor.getByRole('button', { name: '保存' }).click();
  await expect(editor.getByRole('alert')).toContainText('企业至少需要保留一名正常状态的管理员');
  await expectNoSeriousA11yViolations(page);
  expect(updates).toBe(0);
  await editor.getByRole('button', { name: '取消' }).click();

  // The audit log tells what happened, then the newcomer leaves again.
  await page.getByRole('tab', { name: '审计日志' }).click();
  await expect(page.getByTestId('company-audit')).toContainText('角色 采购员 → 审批人');
  await page.getByRole('tab', { name: '成员' }).click();
  await page.getByRole('button', { name: '编辑成员 周工' }).click();
  await editor.getByRole('button', { name: '移出企业' }).click();
  await editor.getByRole('button', { name: '确定移出' }).click();
  await expect(editor).toHaveCount(0);
  await expect(page.getByTestId('company-member-row')).toHaveCount(4);
});

test('the admin withdraws a pending invitation after a confirmation; keeping it changes nothing', async ({ page, baseURL }) => {
  // Someone without an account yet: the invitation waits for them to register with this mobile.
  const mobile = `159${String(Date.now()).slice(-8)}`;
  await loginViaApi(page.context(), baseURL!, ENTERPRISE);
  await openSettled(page, '/company');
  await page.getByRole('tab', { name: '邀请' }).click();
  await page.getByRole('textbox', { name: '手机号' }).fill(mobile);
  await page.getByRole('textbox', { name: '姓名' }).fill('郑工');
  await page.getByRole('button', { name: '发送邀请' }).click();
  await expect(page.getByRole('status')).toContainText('已邀请 郑工');
  const row = page.getByTestId('company-invitations').getByRole('row').filter({ hasText: '郑工' });
  await expect(row).toContainText('待接受');

  let cancels = 0;
  page.on('request', (r) => {
    if (r.url().includes('/company/invitation/cancel/')) cancels += 1;
  });
  // 不撤回 keeps it, with nothing sent.
  await row.getByRole('button', { name: '撤回对 郑工 的邀请' }).click();
  const dialog = page.getByRole('alertdialog', { name: '撤回邀请' });
  await expect(dialog).toContainText('撤回后，郑工 将不能再用这份邀请加入企业');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: '不撤回' }).click();
  await expect(dialog).toHaveCount(0);
  expect(cancels).toBe(0);
  await expect(row).toContainText('待接受');

  // With the keyboard this time: the dialog's 撤回 withdraws it.
  await row.getByRole('button', { name: '撤回对 郑工 的邀请' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '撤回', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('邀请已撤回')).toBeVisible();
  expect(cancels).toBe(1);
  await expect(row).not.toContainText('待接受');
  await expect(row.getByRole('button', { name: '撤回对 郑工 的邀请' })).toHaveCount(0);
});
