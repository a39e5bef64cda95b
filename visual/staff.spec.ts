// The staff console (issue 22) in the browser, on the real server:
// - the storefront's / loads nothing of the console (the build manifest and the network);
// - /admin deep links answer with the console's entry on refresh (never JSON, never the
//   storefront's 404);
// - 管理员 logs in (staff grant, user_type 1) in a browser where a member is signed in, who stays
//   signed in (separate storage); sees a staff action done through the API in 操作日志, sorts
//   and filters it, and lists a refused call of 财务 with 结果 = 被拒绝 (issue 35); 员工账号 lists the accounts and adds one;
// - 财务 logs in and the menu has no 员工账号, whose URL shows 没有权限;
// - 1440 px baselines and axe audits of the login page, the audit log, the staff accounts and
//   財务's 工作台. Times are data-volatile and masked.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, gatewayCall, loginViaApi, PERSONAL, STAFF, tokenOf } from './support.ts';

const STATIC_DIR = process.env.VISUAL_STATIC_DIR ?? 'dist';
const FINANCE = { username: 'caiwu', password: 'Staff2026' };
const WAREHOUSE = { username: 'cangku', password: 'Staff2026' };

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** The chunks a manifest entry loads before it runs (its static imports, transitively). */
function firstLoad(manifest: Record<string, ManifestChunk>, entry: string): ManifestChunk[] {
  const seen = new Map<string, ManifestChunk>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) return;
    seen.set(key, chunk);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit(entry);
  return [...seen.values()];
}

const STAFF_SOURCE = /^(src\/app\/staff\/|src\/features\/staff\/|machines\/staff\/|admin\.html)/;

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

const shot = (page: Page, name: string) =>
  expect(page).toHaveScreenshot(name, { fullPage: true, mask: [page.locator('[data-volatile]')] });

test.describe('staff console', () => {
  test('a staff account with recent failures asks for the image captcha, not a lock; its owner gets in (issue 35)', async ({ page, request }) => {
    const admin = await tokenOf(request, STAFF, '1');
    // A fixed name (one per retry): the 员工账号 table later sizes its columns by every row's text,
    // so a name of varying width would move the baseline's columns.
    const who = { username: `attacked-${test.info().retry}`, password: 'Owner2026ab' };
    await gatewayCall(request, 'POST', '/system/api/staff/account/add', admin, { username: who.username, displayName: '客服 受攻击', role: 'service', password: who.password });
    const captchaKeys = new Map<string, string>();
    page.on('response', (response) => {
      if (!response.url().endsWith('/gateway/system/oauth/captcha')) return;
      void response.json().then((body: { data: { captchaKey: string; image: string } }) => captchaKeys.set(body.data.image, body.data.captchaKey)).catch(() => {});
    });
    await page.goto('/admin');
    const form = page.getByTestId('staff-login-form');
    await page.getByLabel('登录名').fill(who.username);
    for (let i = 0; i < 4; i++) {
      await page.getByLabel('密码').fill(`Guess${i}2026x`);
      await page.getByRole('button', { name: '登录' }).click();
      await expect(form.getByText(i < 3 ? '用户名或密码错误' : '该账号近期登录失败次数较多，为保障账号安全，请输入图形验证码后登录')).toBeVisible();
    }
    const img = form.getByTestId('captcha-image').locator('img');
    await expect(img).toBeVisible();
    // The login name is new each run; the refusals' toasts come and go.
    await expect(page).toHaveScreenshot('admin-login-challenge-captcha.png', {
      fullPage: true,
      mask: [page.locator('[data-volatile]'), page.getByLabel('登录名'), page.locator('[data-scope="toast"]')],
    });
    await expectNoSeriousA11yViolations(page);
    const src = (await img.getAttribute('src')) ?? '';
    await expect.poll(() => captchaKeys.has(src)).toBe(true);
    const answer = await gatewayCall<{ answer: string }>(request, 'GET', `/system/open/dev/captcha/${captchaKeys.get(src)}`, null);
    await page.getByLabel('密码').fill(who.password);
    await form.getByRole('textbox', { name: '图形验证码', exact: true }).fill(answer.answer);
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page.getByTestId('staff-menu')).toBeVisible();
  });

  test('the storefront\'s first load holds nothing of the console', async ({ page }) => {
    const manifest = JSON.parse(readFileSync(path.join(STATIC_DIR, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
    expect(manifest['admin.html']?.isEntry).toBe(true);
    const storefront = firstLoad(manifest, 'index.html');
    expect(storefront.length).toBeGreaterThan(0);
    expect(storefront.filter((c) => c.src && STAFF_SOURCE.test(c.src)).map((c) => c.src)).toEqual([]);
    const staffOnly = new Set(
      Object.values(manifest)
        .filter((c) => c.src && STAFF_SOURCE.test(c.src))
        .map((c) => `/${c.file}`),
    );
    expect(staffOnly.size).toBeGreaterThan(0);
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(fetched.filter((f) => staffOnly.has(f))).toEqual([]);
  });

  test('/admin deep links answer with the console on refresh', async ({ page, request }) => {
    for (const url of ['/admin', '/admin/', '/admin/audit', '/admin/staff?x=1', '/admin/nowhere']) {
      const res = await request.get(url);
      expect(res.status(), url).toBe(200);
      expect(res.headers()['content-type'], url).toContain('text/html');
      expect(await res.text(), url).toContain('爱备客 后台管理');
    }
    await page.goto('/admin/audit');
    await expect(page.getByRole('heading', { level: 1, name: '员工登录' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: '员工登录' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'admin-login.png');
  });

  test('管理员 sees a staff action in 操作日志, sorts and filters it; a member in the same browser stays signed in', async ({ page, context, baseURL, request }) => {
    test.setTimeout(120_000);
    const memberToken = await loginViaApi(context, baseURL!, PERSONAL);
    // A staff action through the API: 仓库 receives stock.
    const warehouse = await tokenOf(request, WAREHOUSE, '1');
    const goods = await gatewayCall<{ records: { id: number }[] }>(request, 'POST', '/goods/open/goods/list', null, { current: 1, size: 20 });
    const goodsId = goods.records[0]!.id;
    await gatewayCall(request, 'POST', '/goods/api/staff/goods/stockIn', warehouse, { goodsId, num: 3, refNo: `RK-VIS-${Date.now()}` });

    await consoleLogin(page, STAFF);
    await expect(page.getByTestId('staff-me')).toHaveText('系统管理员（管理员）');
    await expect(page.getByTestId('staff-menu').getByRole('link')).toHaveText(['工作台', '收款确认', '订单发货', '售后处理', '积分兑换发货', '询价报价', '报价单', '服务订单', '企业认证审核', '企业管理', '协议价', '合作与分销申请', '商品管理', '操作日志', '员工账号']);
    // The member's cookie is untouched and still works; the staff token is kept apart, in an
    // HttpOnly, SameSite=Strict cookie no page script can read (issue 35).
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'token')?.value).toBe(memberToken);
    const staffCookie = cookies.find((c) => c.name === 'aibeike_staff');
    expect(staffCookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(staffCookie!.value).not.toBe(memberToken);
    expect(await page.evaluate(() => document.cookie)).not.toContain('aibeike_staff');
    expect(await page.evaluate(() => JSON.stringify(window.localStorage))).not.toContain(staffCookie!.value);
    await gatewayCall(request, 'GET', '/member/api/member/memberInfo', memberToken);

    await page.getByTestId('staff-menu').getByRole('link', { name: '操作日志' }).click();
    await expect(page).toHaveURL(/\/admin\/audit$/);
    await settle(page);
    await expect(page.getByTestId('audit-row').filter({ hasText: '商品入库' }).first()).toBeVisible();

    const filters = page.getByTestId('audit-filters');
    await filters.getByLabel('角色').selectOption('warehouse');
    await filters.getByLabel('操作', { exact: true }).selectOption('商品入库');
    await page.getByTestId('audit-apply').click();
    await settle(page);
    const rows = page.getByTestId('audit-row');
    await expect(rows.first()).toContainText('仓库 赵磊');
    for (const text of await rows.allTextContents()) expect(text).toContain('商品入库');

    // Sorting by 操作人 asks the server; the header says so.
    await page.getByTestId('sort-staffName').click();
    await settle(page);
    await expect(page.locator('th[aria-sort="ascending"]')).toContainText('操作人');
    await page.getByTestId('sort-createdAt').click();
    await settle(page);
    await expect(page.locator('th[aria-sort="descending"]')).toContainText('时间');

    // A filter that matches nothing, then back.
    await filters.getByLabel('起始日期').fill('2020-01-01');
    await filters.getByLabel('截止日期').fill('2020-01-02');
    await page.getByTestId('audit-apply').click();
    await expect(page.getByTestId('audit-empty')).toBeVisible();
    await filters.getByLabel('截止日期').fill('');
    await filters.getByLabel('起始日期').fill('');
    await page.getByTestId('audit-apply').click();
    await settle(page);
    await expect(rows.first()).toBeVisible();
    await rows.first().getByText(/项变化|详情/).click();
    await expect(rows.first().getByText('操作后')).toBeVisible();
    await rows.first().getByText(/项变化|详情/).click();

    await expectNoSeriousA11yViolations(page);
    await expect(page).toHaveScreenshot('admin-audit-log.png', {
      fullPage: true,
      mask: [page.locator('[data-volatile]'), page.getByTestId('audit-table').locator('tbody td:nth-child(1)'), page.getByTestId('audit-table').locator('tbody td:nth-child(5)'), page.getByTestId('audit-total')],
    });

    // A refused staff call (issue 35): 财务 tries to add a staff account and gets 403; 结果 =
    // 被拒绝 lists it (only this spec's: 财务 + 新增员工账号), marked with the reason in place of the change.
    const finance = await tokenOf(request, FINANCE, '1');
    const refusedCall = await request.fetch('/gateway/system/api/staff/account/add', {
      method: 'POST', headers: { Authorization: `Bearer ${finance}` }, data: { username: 'vis.refused', displayName: '越权', role: 'admin', password: 'Visual2026' },
    });
    expect(refusedCall.status()).toBe(403);
    await filters.getByLabel('角色').selectOption('finance');
    await filters.getByLabel('操作', { exact: true }).selectOption('新增员工账号');
    await filters.getByLabel('结果').selectOption('refused');
    await page.getByTestId('audit-apply').click();
    await settle(page);
    const refused = rows.first();
    await expect(refused).toHaveAttribute('data-outcome', 'refused');
    await expect(refused.getByTestId('audit-outcome')).toHaveText('被拒绝');
    await expect(refused).toContainText('财务');
    await expect(refused).toContainText('原因：没有权限');
    await expect(rows).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    await expect(refused).toHaveScreenshot('admin-audit-refused-row.png', { mask: [refused.locator('td:nth-child(1)')] });

    // A refresh of the deep link keeps the console and the session.
    await page.reload();
    await settle(page);
    await expect(page.getByRole('heading', { level: 1, name: '操作日志' })).toBeVisible();
  });

  test('管理员 manages 员工账号', async ({ page }) => {
    await consoleLogin(page, STAFF);
    await page.goto('/admin/staff');
    await settle(page);
    await expect(page.getByRole('heading', { level: 1, name: '员工账号' })).toBeVisible();
    await expect(page.getByTestId('staff-row').filter({ hasText: 'caiwu' })).toContainText('财务 刘芳');
    await expectNoSeriousA11yViolations(page);
    await expect(page).toHaveScreenshot('admin-staff-accounts.png', {
      fullPage: true,
      mask: [page.getByTestId('staff-table').locator('tbody td:nth-child(5)'), page.getByTestId('staff-row').filter({ hasNotText: /^(admin|kefu|caiwu|cangku|yunying)/ })],
    });

    const username = `vis${Date.now().toString(36)}`;
    await page.getByTestId('staff-add').click();
    const form = page.getByTestId('staff-form');
    await form.getByRole('button', { name: '保存' }).click();
    await expect(form.getByText('请填写登录名')).toBeVisible();
    await form.getByLabel('登录名').fill(username);
    await form.getByLabel('姓名').fill('客服 新同事');
    await form.getByLabel('角色').selectOption('service');
    await form.getByLabel('初始密码').fill('Visual2026');
    await form.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('已新增员工账号')).toBeVisible();
    const row = page.getByTestId('staff-row').filter({ hasText: username });
    await expect(row).toContainText('客服 新同事');
    await row.getByRole('combobox').selectOption('warehouse');
    await expect(page.getByText('已修改角色')).toBeVisible();
    await page.getByRole('button', { name: '停用 客服 新同事 的账号' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '停用' }).click();
    await expect(page.getByTestId('staff-row').filter({ hasText: username })).toContainText('已停用');
  });

  test('财务 sees the menu without 员工账号, and its URL says 没有权限', async ({ page }) => {
    await consoleLogin(page, FINANCE);
    await expect(page.getByTestId('staff-me')).toHaveText('财务 刘芳（财务）');
    await expect(page.getByTestId('staff-menu').getByRole('link')).toHaveText(['工作台', '收款确认', '售后处理']);
    await expect(page.getByTestId('staff-menu')).not.toContainText('员工账号');
    await expect(page.getByTestId('staff-permissions')).toContainText('确认收款');
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'admin-finance-home.png');
    await page.goto('/admin/staff');
    await settle(page);
    await expect(page.getByTestId('staff-notice')).toContainText('没有权限');
    await page.getByRole('button', { name: '退出' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '员工登录' })).toBeVisible();
    expect((await page.context().cookies()).find((c) => c.name === 'aibeike_staff')).toBeUndefined();
  });
});
