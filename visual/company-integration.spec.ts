// API clients on /company/integration (issue 40, item 1) in the browser, on the real server:
// - the demo company's admin (13800000002) opens 系统集成, asks for a new client with bad input
//   first (a blank name, then an address range that is not one: each refused with its sentence in
//   the form), then properly (陈刚 as the member, 下单 added, two ranges); the client id and secret
//   are shown once under 「密钥只显示一次」 and gone from the page once closed; the row shows the
//   scopes, member, ranges, 启用 and 从未使用; 1440 px baseline (ids and dates are data-volatile)
//   and axe; 轮换密钥 after a confirmation shows a new secret once; 停用 after a confirmation;
// - a buyer (陈刚) reads that the company admin sets this up.
// The baseline is of a fresh server (playwright.config.ts starts one on a new data directory): a
// reused server keeps earlier runs' revoked clients in the table.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { ENTERPRISE, expectNoSeriousA11yViolations, loginViaApi, openSettled, volatileParts } from './support.ts';

const NAME = 'SAP ERP 集成';
const BUYER = { username: '13800000004', password: 'Demo2026' };

async function quiet(page: Page): Promise<void> {
  await expect(page.locator('[data-scope="toast"][data-part="root"]')).toHaveCount(0, { timeout: 15_000 });
  await page.mouse.move(0, 0);
}

test('the admin creates an API client (secret shown once), rotates its secret and revokes it; a buyer is told to ask the admin', async ({ page, context, baseURL, browser }) => {
  test.setTimeout(120_000);
  await loginViaApi(context, baseURL!, ENTERPRISE);
  await openSettled(page, '/company');
  await page.getByRole('link', { name: '系统集成' }).click();
  await expect(page).toHaveURL(/\/company\/integration$/);
  await expect(page.getByRole('heading', { name: '系统集成', level: 1 })).toBeVisible();
  const section = page.getByTestId('api-clients-section');
  await expect(section.getByRole('heading', { name: '接口客户端' })).toBeVisible();

  // Bad input first: each refusal is the server's sentence, in the form.
  await section.getByRole('button', { name: '新建接口客户端' }).click();
  const form = page.getByTestId('api-client-form');
  await expect(form.getByRole('heading', { name: '新建接口客户端' })).toBeVisible();
  await form.getByRole('button', { name: '创建' }).click();
  await expect(form.getByTestId('api-client-form-error')).toHaveText('请填写接口客户端名称');
  await form.getByLabel('名称').fill(NAME);
  await form.getByLabel('允许的地址段（可选）').fill('203.0.113.0/24\nerp-server');
  await form.getByRole('button', { name: '创建' }).click();
  await expect(form.getByTestId('api-client-form-error')).toHaveText('“erp-server”不是有效的 IP 地址或地址段（例如 203.0.113.0/24、2001:db8::/32）');

  // Then properly.
  await form.getByLabel('允许的地址段（可选）').fill('203.0.113.0/24\n10.8.0.0/16');
  await form.getByLabel('代表的成员').selectOption({ label: '陈刚（采购员）' });
  await form.getByRole('checkbox', { name: /下单/ }).check();
  await expect(form.getByRole('checkbox', { name: /查询价格和库存/ })).toBeChecked();
  await expect(form.getByTestId('api-client-form-error')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: '创建' }).click();

  // The id and the secret, once.
  const shown = page.getByTestId('api-client-secret');
  await expect(shown).toContainText('密钥只显示一次');
  await expect(shown.getByTestId('shown-client-id')).toHaveText(/^abk_[0-9a-f]{16}$/);
  const clientId = (await shown.getByTestId('shown-client-id').textContent())!;
  const secret = (await shown.getByTestId('shown-secret').textContent())!;
  expect(secret.length).toBeGreaterThanOrEqual(40);
  await expect(shown.getByRole('button', { name: /复制/ })).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);
  await shown.getByRole('button', { name: '我已保存，关闭' }).click();
  await expect(shown).toHaveCount(0);
  await expect(page.getByText(secret)).toHaveCount(0);

  const row = page.getByTestId('api-client-row').filter({ hasText: NAME });
  await expect(row).toContainText(clientId);
  await expect(row).toContainText('查询价格和库存、查询订单和发货、下单');
  await expect(row).toContainText('陈刚');
  await expect(row).toContainText('203.0.113.0/24, 10.8.0.0/16');
  await expect(row).toContainText('启用');
  await expect(row).toContainText('从未使用');
  await quiet(page);
  await expect(page).toHaveScreenshot('company-integration.png', { fullPage: true, mask: volatileParts(page) });
  await expectNoSeriousA11yViolations(page);

  // Rotate: a confirmation, then a new secret once.
  await row.getByRole('button', { name: `轮换「${NAME}」的密钥` }).click();
  const confirm = page.getByRole('alertdialog').filter({ hasText: '轮换密钥' });
  await expect(confirm).toContainText('旧密钥和已签发的令牌会立即失效');
  await confirm.getByRole('button', { name: '轮换密钥' }).click();
  await expect(shown).toContainText('密钥只显示一次');
  await expect(shown).toContainText('旧密钥和用它取得的令牌已立即失效');
  const rotated = (await shown.getByTestId('shown-secret').textContent())!;
  expect(rotated).not.toBe(secret);
  await shown.getByRole('button', { name: '我已保存，关闭' }).click();

  // Revoke: a confirmation; the row stays, 已停用, without buttons.
  await row.getByRole('button', { name: `停用「${NAME}」` }).click();
  const revoke = page.getByRole('alertdialog').filter({ hasText: '停用接口客户端' });
  await revoke.getByRole('button', { name: '取消' }).click();
  await expect(row).toContainText('启用');
  await row.getByRole('button', { name: `停用「${NAME}」` }).click();
  await revoke.getByRole('button', { name: '停用' }).click();
  await expect(row).toContainText('已停用');
  await expect(row.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: `接口客户端「${NAME}」已停用` })).toBeVisible();

  // A buyer is told who sets this up.
  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  await loginViaApi(buyerContext, baseURL!, BUYER);
  await openSettled(buyer, '/company/integration');
  await expect(buyer.getByTestId('integration-admin-only')).toContainText('系统集成由企业管理员设置');
  await expect(buyer.getByTestId('api-clients-section')).toHaveCount(0);
  await buyerContext.close();
});
