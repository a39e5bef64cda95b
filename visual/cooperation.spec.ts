// Supplier cooperation (issue 13 item 3) in the browser, on the real server:
// - a visitor reads /cooperation (the programmes, what we ask and offer);
// - a member registered by this spec applies on /cooperationForm as 品牌授权经销商 with a PNG
//   licence and a PDF authorisation, lands on /supplier (待审核); staff approve through the staff
//   API with a note; /supplier, reloaded, shows 已通过 with the note;
// - 1440 px baselines with axe audits of the three pages. Dates are data-volatile and masked.
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginViaApi, openSettled, volatileParts } from './support.ts';
import { png } from '../tests/support/png.ts';

const BASIC = `Basic ${Buffer.from('aibeike-web:aibeike-web-secret').toString('base64')}`;
const STAFF = { username: 'admin', password: 'Admin2026' };
/** A valid 统一社会信用代码 (GB 32100 check character). */
const CREDIT_CODE = '91320594MA1N2X3K30';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

interface Envelope<T> {
  success: boolean;
  msg: string;
  data: T;
}

async function api<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, token: string | null, data?: unknown): Promise<T> {
  const response = await request.fetch(`/gateway${path}`, {
    method,
    headers: { Authorization: token ? `Bearer ${token}` : BASIC },
    ...(data === undefined ? {} : { data }),
  });
  const body = (await response.json()) as Envelope<T>;
  expect(body.success, `${method} ${path}: ${body.msg}`).toBe(true);
  return body.data;
}

async function staffToken(request: APIRequestContext): Promise<string> {
  const query = new URLSearchParams({ ...STAFF, grant_type: 'password', user_type: '1', auth_type: 'password' });
  return (await api<{ access_token: string }>(request, 'POST', `/system/oauth/token?${query.toString()}`, null)).access_token;
}

/** A personal member of its own (so no earlier run's application shows). */
async function registerMember(request: APIRequestContext): Promise<{ username: string; password: string }> {
  const mobile = `159${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const password = 'Coop2026ab';
  const captcha = await api<{ captchaKey: string }>(request, 'GET', '/system/oauth/captcha', null);
  const answer = await api<{ answer: string }>(request, 'GET', `/system/open/dev/captcha/${captcha.captchaKey}`, null);
  await api(request, 'POST', '/system/oauth/sendSmsCode', null, { mobile, purpose: 'register', captchaKey: captcha.captchaKey, captchaCode: answer.answer });
  const sms = await api<{ code: string }>(request, 'GET', `/system/open/dev/sms-outbox/latest?mobile=${mobile}&purpose=register`, null);
  await api(request, 'POST', '/member/open/member/register', null, { mobile, smsCode: sms.code, password, agree: true });
  return { username: mobile, password };
}

const shot = (page: Page, name: string) =>
  expect(page).toHaveScreenshot(name, {
    fullPage: true,
    mask: [...volatileParts(page), page.locator('[data-region="top-bar"]').getByText(/^1\d{10}$/)],
  });

test.describe('supplier cooperation', () => {
  test('a visitor reads /cooperation', async ({ page }) => {
    await openSettled(page, '/cooperation');
    await expect(page.getByRole('heading', { level: 1, name: '合作中心' })).toBeVisible();
    for (const name of ['供应商入驻', '品牌授权经销商', '服务合作伙伴']) await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'cooperation-centre.png');
  });

  test('apply as a brand dealer, staff approve, /supplier shows 已通过 with the note', async ({ page, context, baseURL, request }) => {
    test.setTimeout(120_000);
    const member = await registerMember(request);
    const token = await loginViaApi(context, baseURL!, member);

    await openSettled(page, '/supplier');
    await expect(page.getByTestId('supplier-empty')).toBeVisible();

    await openSettled(page, '/cooperation');
    await page.getByTestId('cooperation-apply').click();
    await expect(page).toHaveURL(/\/cooperationForm$/);
    await expect(page.getByTestId('category-options')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'cooperation-form.png');

    // Sending the empty form shows what is missing, and sends nothing.
    await page.getByTestId('cooperation-submit').click();
    await expect(page.getByText('请填写企业名称（2 到 100 个字）')).toBeVisible();
    await expect(page.getByText('请上传此文件')).toBeVisible();

    const form = page.getByTestId('cooperation-form');
    await form.getByRole('radio', { name: '品牌授权经销商' }).check();
    await form.getByLabel('企业名称').fill('苏州精工传动设备有限公司');
    await form.getByLabel('统一社会信用代码').fill(`${CREDIT_CODE.slice(0, 17)}1`);
    await form.getByLabel('联系人').fill('陈经理');
    await form.getByLabel('手机号').fill('13912345678');
    await form.getByLabel('联系邮箱').fill('sales@jinggong.example.cn');
    await form.getByLabel('年销售额').selectOption({ label: '2000 万至 1 亿元' });
    const categories = form.getByTestId('category-options').getByRole('checkbox');
    await categories.nth(0).check();
    await categories.nth(1).check();
    await form.getByLabel('经营品牌').fill('SKF');
    await form.getByLabel('经营品牌').press('Enter');
    await form.getByLabel('经营品牌').fill('哈轴');
    await form.getByRole('button', { name: '添加' }).click();
    await expect(form.getByTestId('brand-list').getByRole('listitem')).toHaveCount(2);
    await form.getByTestId('licence-input').setInputFiles({ name: '营业执照.png', mimeType: 'image/png', buffer: png(60, 40) });
    await form.getByTestId('authorisation-input').setInputFiles({ name: '品牌授权书.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(form.getByTestId('licence-picked')).toContainText('营业执照.png');

    // The check character is wrong: the form says so before sending; corrected, it goes.
    await page.getByTestId('cooperation-submit').click();
    await expect(page.getByText('统一社会信用代码校验失败，请与营业执照核对')).toBeVisible();
    await form.getByLabel('统一社会信用代码').fill(CREDIT_CODE);
    await page.getByTestId('cooperation-submit').click();

    await expect(page).toHaveURL(/\/supplier\?submitted=1$/);
    await expect(page.getByTestId('cooperation-status')).toHaveText('待审核');

    // A second application while this one waits is not offered.
    await openSettled(page, '/cooperationForm');
    await expect(page.getByTestId('cooperation-notice')).toContainText('您的申请正在审核中');

    // Staff approve through the staff API.
    const audit = await api<{ id: number }>(request, 'GET', '/common/api/common/cooperationInfo/getSupplierAuditInfo', token);
    await api(request, 'POST', '/common/api/staff/common/cooperation/review', await staffToken(request), { id: audit.id, approve: true, note: '资质齐全，欢迎入驻' });

    await openSettled(page, '/supplier');
    await expect(page.getByTestId('cooperation-status')).toHaveText('已通过');
    await expect(page.getByTestId('cooperation-note')).toHaveText('资质齐全，欢迎入驻');
    await expect(page.getByText('苏州精工传动设备有限公司').first()).toBeVisible();
    await expect(page.getByRole('link', { name: '品牌授权书' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'cooperation-supplier-approved.png');
  });
});
