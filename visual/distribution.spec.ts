// Distribution (issue 19) in the browser, on the real server with the seed's year of orders:
// - the demo distributor opens /distribution: summary cards, the invitation (code, link, QR), the
//   12-month chart (ECharts, a lazy chunk) with the month table as its text, the latest month's
//   details; opens another month with the keyboard, pages, exports the month as .xlsx;
// - a personal member gets the page as a non-distributor (该用户不是分销员, what a distributor gets,
//   and the application; no error page, no failed request and no console error: issue 34 item 6),
//   sends it with bad input first, then properly: 申请已提交;
// - a visitor registers through the invitation link and is bound to the distributor;
// - 1440 px baselines (the chart included; month labels, dates and masked numbers masked) and axe.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, gatewayCall, loginViaApi, openSettled, PERSONAL, tokenOf, volatileParts } from './support.ts';

const DISTRIBUTOR = { username: '13800000003', password: 'Demo2026' };

const shot = (page: Page, name: string) =>
  expect(page).toHaveScreenshot(name, {
    fullPage: true,
    mask: [
      ...volatileParts(page),
      page.locator('[data-region="top-bar"]').getByText(/^1\d{10}$/),
      // Month labels move with the calendar: the chart's axis texts and the table's month cells.
      page.locator('[data-testid="profit-chart"] text'),
      page.locator('[data-testid="month-table"] tbody th'),
      page.locator('[data-testid="month-table"] tbody button'),
      page.getByTestId('details-title'),
    ],
  });

test('the distributor sees the cards, invitation, chart and months, opens a month, pages and exports it', async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  await loginViaApi(context, baseURL!, DISTRIBUTOR);
  await openSettled(page, '/distribution');
  await expect(page.getByRole('heading', { level: 1, name: '分销收益' })).toBeVisible();
  await expect(page.getByTestId('invite-code')).toHaveText('WJM8K3QZ');
  await expect(page.getByRole('textbox', { name: '邀请链接' })).toHaveValue(`${baseURL}/registered?invite=WJM8K3QZ`);
  await expect(page.getByRole('img', { name: /邀请注册二维码/ })).toBeVisible();
  const chart = page.getByTestId('profit-chart');
  await expect(chart).toHaveAttribute('aria-label', /柱状图：\d{4}-\d{2} 至 \d{4}-\d{2}/);
  await expect(chart.locator('svg')).toBeVisible();
  const table = page.getByTestId('month-table');
  await expect(table.locator('tbody tr')).toHaveCount(12);
  // The latest month with activity (last month) is open: 3 seeded orders, some still pending.
  const open = table.locator('tbody tr[aria-current="true"]');
  await expect(open).toHaveCount(1);
  const details = page.getByTestId('details-table');
  await expect(details).toContainText('待结算');
  await expect(details.locator('tbody tr').first()).toContainText(/SO\d{4}\*{4}\d{4}/);
  await expect(details.locator('tbody tr').first()).toContainText(/199\*{4}\d{4}/);
  await page.waitForLoadState('networkidle');
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'distribution-report.png');

  // Another month with the keyboard: the sixth from the top (four orders, settled the month after).
  const sixth = table.locator('tbody tr').nth(5).getByRole('button');
  await sixth.focus();
  await page.keyboard.press('Enter');
  await expect(table.locator('tbody tr').nth(5)).toHaveAttribute('aria-current', 'true');
  await expect(details).toContainText('已结算');
  const pager = page.getByText(/^第 1 \/ \d+ 页，共 \d+ 条$/);
  await expect(pager).toBeVisible();
  const next = page.getByRole('button', { name: '下一页' });
  if (await next.isEnabled()) {
    await next.click();
    await expect(page.getByText(/^第 2 \/ \d+ 页，共 \d+ 条$/)).toBeVisible();
  }

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出 Excel' }).click();
  expect((await download).suggestedFilename()).toMatch(/^佣金明细-\d{4}-\d{2}\.xlsx$/);
});

test('a personal member sees the non-distributor page and applies (bad input first)', async ({ page, context, baseURL }) => {
  const consoleErrors: string[] = [];
  const failed: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  page.on('response', (response) => {
    if (response.url().includes('/gateway/') && response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await loginViaApi(context, baseURL!, PERSONAL);
  await openSettled(page, '/distribution');
  await expect(page.getByRole('heading', { level: 1, name: '分销收益' })).toBeVisible();
  await expect(page.getByTestId('not-distributor').getByRole('note')).toContainText('该用户不是分销员');
  await expect(page.getByRole('heading', { level: 1, name: '601' })).toHaveCount(0);
  await expect(page.getByText('服务器开小差了~请稍后重试')).toHaveCount(0);
  const panel = page.getByTestId('apply-panel');
  await panel.getByRole('button', { name: '提交申请' }).click();
  await expect(panel.getByText('请填写 2-20 个字的真实姓名')).toBeVisible();
  await expect(panel.getByText('请用 4-200 个字说明推广渠道（客户群体、行业、地区）')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'distribution-not-distributor.png');

  await panel.getByRole('textbox', { name: '真实姓名' }).fill('张工');
  await panel.getByRole('textbox', { name: '推广渠道' }).click();
  await page.keyboard.type('上海松江工业区 20 家注塑厂的维修部');
  await panel.getByRole('button', { name: '提交申请' }).click();
  await expect(panel.getByRole('status')).toHaveText('您的申请正在审核中，审核结果将通过站内消息通知您。');
  await page.waitForLoadState('networkidle');
  // The expected "not a distributor" is a state of the page: no report asked, nothing logged.
  expect(failed).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a visitor registers through the invitation link and is bound', async ({ page, request }) => {
  test.setTimeout(90_000);
  const distributorToken = await tokenOf(request, DISTRIBUTOR, '0');
  const before = await gatewayCall<{ boundMembers: number }>(request, 'GET', '/member/api/member/distributor/status', distributorToken);
  let captchaKey = '';
  page.on('response', (response) => {
    if (!response.url().endsWith('/gateway/system/oauth/captcha')) return;
    void response.json().then((body: { data: { captchaKey: string } }) => (captchaKey = body.data.captchaKey)).catch(() => {});
  });
  await openSettled(page, '/registered?invite=wjm8k3qz');
  await expect(page.getByTestId('invite-note')).toHaveText('您正在通过分销员的邀请注册（邀请码 WJM8K3QZ），注册后将与邀请人绑定。');
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'distribution-invited-registration.png');

  const mobile = `157${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: '手机号' }).fill(mobile);
  await expect.poll(() => captchaKey).not.toBe('');
  const answer = await gatewayCall<{ answer: string }>(request, 'GET', `/system/open/dev/captcha/${captchaKey}`, null);
  await form.getByRole('textbox', { name: '图形验证码', exact: true }).fill(answer.answer);
  await form.getByTestId('send-code').click();
  let code = '';
  await expect
    .poll(async () => {
      const res = await request.get(`/gateway/system/open/dev/sms-outbox/latest?mobile=${mobile}&purpose=register`);
      if (!res.ok()) return false;
      code = ((await res.json()) as { data: { code: string } }).data.code;
      return true;
    })
    .toBe(true);
  await form.getByRole('textbox', { name: '短信验证码' }).fill(code);
  await form.getByLabel('设置密码', { exact: true }).fill('Invite2026ab');
  await form.getByLabel('确认密码', { exact: true }).fill('Invite2026ab');
  await form.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await form.getByRole('button', { name: '同意协议并注册' }).click();
  await expect(page).toHaveURL(/\/personalCenter$/);
  const after = await gatewayCall<{ boundMembers: number }>(request, 'GET', '/member/api/member/distributor/status', distributorToken);
  expect(after.boundMembers).toBe(before.boundMembers + 1);
});
