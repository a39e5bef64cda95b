// Approval rules and department budgets (issue 38) in the browser, on the real server:
// - the demo company's admin (13800000002) opens /company/rules from the 企业采购 menu, adds a
//   two-level rule for 财务部 in the dialog (a blank name is refused under its field first, nothing
//   sent), sees it in the table as 第1级 本部门审批人 → 第2级 财务, switches 采购单号必填 on and off
//   again; 1440 px baseline and axe;
// - opens /company/budgets, sets a quarterly hard budget for 财务部 (finance members do not order,
//   so its spend is steady), sees the row (预算, 本期已用 ¥0.00, 本期剩余) and its bar chart, an
//   image described in words; 1440 px baseline and axe; a direct load keeps the admin's buttons;
// - the finance member 吴芳 reads both pages with no way to change them.
// The journey sets its own state: it removes what an earlier run of it left (its rule by name, the
// 财务部 quarter budget) and removes what it made at the end, so the seed's rules and budgets stay
// as other journeys expect. Rows it did not make (a seeded budget whose spend moves with other
// journeys' orders) have their figures and chart masked; period labels follow the calendar and are
// masked too.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { ENTERPRISE, expectNoSeriousA11yViolations, loginViaApi, memberApi, openSettled, volatileParts } from './support.ts';

const RULE = '财务部大额采购';
const FINANCE = { username: '13800000006', password: 'Demo2026' };
const DEPT = '财务部';

interface Rule { id: number; name: string }
interface Budget { id: number; departmentName: string; period: string }

async function quiet(page: Page): Promise<void> {
  await expect(page.locator('[data-scope="toast"][data-part="root"]')).toHaveCount(0, { timeout: 15_000 });
  await page.mouse.move(0, 0);
}

function budgetMasks(page: Page) {
  return [
    ...volatileParts(page),
    page.getByTestId('budget-row').filter({ hasNotText: DEPT }).locator('td:nth-child(5), td:nth-child(6)'),
    page.getByTestId('budget-figure').filter({ hasNotText: DEPT }).locator('[data-testid="budget-chart"]'),
    // Period labels move with the calendar: the axis texts of the charts.
    page.locator('[data-testid="budget-chart"] text'),
  ];
}

test('the admin adds an approval rule and a department budget, and reads the budget chart and table', async ({ page, context, request, baseURL, browser }) => {
  test.setTimeout(120_000);
  const api = memberApi(request, await loginViaApi(context, baseURL!, ENTERPRISE));
  const clearOwn = async () => {
    for (const r of await api<Rule[]>('GET', '/member/api/company/approvalRule/list')) if (r.name === RULE) await api('POST', `/member/api/company/approvalRule/delete/${r.id}`);
    for (const b of await api<Budget[]>('GET', '/member/api/company/budget/list')) if (b.departmentName === DEPT && b.period === 'quarter') await api('POST', `/member/api/company/budget/delete/${b.id}`);
    await api('POST', '/member/api/company/settings/save', { poRequired: false });
  };
  await clearOwn();

  // Rules: from the menu.
  await openSettled(page, '/company');
  await page.getByRole('link', { name: '审批规则' }).click();
  await expect(page).toHaveURL(/\/company\/rules$/);
  await expect(page.getByRole('heading', { name: '审批规则', level: 1 })).toBeVisible();
  await expect(page.locator('main#main [aria-busy="true"]')).toHaveCount(0);
  await page.getByTestId('rule-new').click();
  const dialog = page.getByTestId('rule-dialog');
  await expect(dialog.getByRole('heading', { name: '新建审批规则' })).toBeVisible();
  await dialog.getByTestId('rule-save').click();
  await expect(dialog.getByText('请填写规则名称')).toBeVisible();
  await dialog.getByTestId('rule-name').fill(RULE);
  await dialog.getByLabel('适用部门').selectOption({ label: DEPT });
  await dialog.getByTestId('rule-amount').fill('5,000');
  await dialog.getByRole('radio', { name: '两级审批' }).check();
  await expect(dialog.getByLabel('第2级审批人')).toHaveValue('finance');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByTestId('rule-save').click();
  await expect(dialog).toHaveCount(0);
  const row = page.getByTestId('rule-row').filter({ hasText: RULE });
  await expect(row).toContainText(DEPT);
  await expect(row).toContainText('¥5,000.00');
  await expect(row).toContainText('全部分类');
  await expect(row).toContainText('第1级 本部门审批人 → 第2级 财务');

  // The PO setting: on (company/info says so), then off again for the other journeys.
  const po = page.getByRole('switch', { name: /采购单号必填/ });
  await expect(po).not.toBeChecked();
  await po.click();
  await expect(page.getByTestId('po-setting')).toContainText('已开启');
  await expect(po).toBeChecked();
  await expect(po).toBeEnabled();
  expect((await api<{ poRequired: boolean }>('GET', '/member/api/company/info')).poRequired).toBe(true);
  await po.click();
  await expect(page.getByTestId('po-setting')).toContainText('未开启');
  await expect(po).toBeEnabled();
  await quiet(page);
  await expect(page).toHaveScreenshot('company-rules.png', { fullPage: true, mask: volatileParts(page) });
  await expectNoSeriousA11yViolations(page);

  // Budgets.
  await page.getByRole('link', { name: '部门预算' }).click();
  await expect(page).toHaveURL(/\/company\/budgets$/);
  await expect(page.getByRole('heading', { name: '部门预算', level: 1 })).toBeVisible();
  await expect(page.locator('main#main [aria-busy="true"]')).toHaveCount(0);
  await page.getByTestId('budget-new').click();
  const budgetDialog = page.getByTestId('budget-dialog');
  await budgetDialog.getByTestId('budget-save').click();
  await expect(budgetDialog.getByText('请选择部门', { exact: true }).last()).toBeVisible();
  await expect(budgetDialog.getByText('请填写预算金额')).toBeVisible();
  await budgetDialog.getByLabel('部门').selectOption({ label: DEPT });
  await budgetDialog.getByRole('radio', { name: '季度' }).check();
  await budgetDialog.getByTestId('budget-amount').fill('20000');
  await budgetDialog.getByRole('radio', { name: /硬性/ }).check();
  await expectNoSeriousA11yViolations(page);
  await budgetDialog.getByTestId('budget-save').click();
  await expect(budgetDialog).toHaveCount(0);

  const budgetRow = page.getByTestId('budget-row').filter({ hasText: DEPT }).filter({ hasText: '季度' });
  await expect(budgetRow).toContainText('硬性');
  await expect(budgetRow).toContainText('¥20,000.00');
  await expect(budgetRow.locator('td').nth(4)).toHaveText('¥0.00');
  await expect(budgetRow.locator('td').nth(5)).toHaveText('¥20,000.00');
  const figure = page.getByTestId('budget-figure').filter({ hasText: `${DEPT} · 季度预算` });
  const chart = figure.getByTestId('budget-chart');
  await expect(chart).toHaveAttribute('role', 'img');
  await expect(chart).toHaveAttribute('aria-label', /^财务部季度预算 ¥20,000\.00，各期已用：\d{4}年第[1-4]季度 ¥0\.00/);
  await expect(chart.locator('svg')).toBeVisible();
  await quiet(page);
  await expect(page).toHaveScreenshot('company-budgets.png', { fullPage: true, mask: budgetMasks(page) });
  await expectNoSeriousA11yViolations(page);

  // A direct load keeps the admin's buttons (the member info arrives after the first paint).
  await openSettled(page, '/company/budgets');
  await expect(budgetRow.getByRole('button', { name: `编辑 ${DEPT} 季度预算` })).toBeVisible();

  // Finance reads both pages without a way to change them.
  const financeContext = await browser.newContext();
  const finance = await financeContext.newPage();
  await loginViaApi(financeContext, baseURL!, FINANCE);
  await openSettled(finance, '/company/rules');
  await expect(finance.getByTestId('rule-row').filter({ hasText: RULE })).toBeVisible();
  await expect(finance.getByText('审批规则由企业管理员设置，您可以查看。')).toBeVisible();
  await expect(finance.getByTestId('rule-new')).toHaveCount(0);
  await expect(finance.getByRole('switch')).toHaveCount(0);
  await openSettled(finance, '/company/budgets');
  await expect(finance.getByTestId('budget-row').filter({ hasText: DEPT })).toBeVisible();
  await expect(finance.getByRole('button', { name: /编辑|删除|设置预算/ })).toHaveCount(0);
  await financeContext.close();

  await clearOwn();
});
