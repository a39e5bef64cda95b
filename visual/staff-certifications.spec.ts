// 企业认证审核 in the staff console (issue 22, items 3), in the browser on the real server:
// - a member of this spec's own submits a certification for a company of the registry (through
//   the member API, multipart with a licence image);
// - 运营 logs into /admin, opens 企业认证审核 (待审核 tab with counts), finds it by the company
//   name, opens the review sheet: the licence beside the submitted fields, the registry's record
//   with a match mark per field and the GB 32100 result; opens the licence, zooms in and out with
//   the buttons and the keyboard, closes it with Esc;
// - 驳回 without a reason shows the Chinese sentence and sends nothing; 通过认证 after the
//   confirmation: 已认证, and the member's 企业认证 page shows 已认证;
// - a wrong date range in the filters shows its sentence;
// - 1440 px baselines (list, detail) with axe audits; times and mobiles masked.
import sharp from 'sharp';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, gatewayCall, loginViaApi, openSettled, registerMember, tokenOf, volatileParts } from './support.ts';

const OPERATIONS = { username: 'yunying', password: 'Staff2026' };
const COMPANY = '无锡恒力液压机械有限公司';

async function licenceImage(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="640">
    <rect width="900" height="640" fill="#fbf6e9"/><rect x="20" y="20" width="860" height="600" fill="none" stroke="#b8860b" stroke-width="8"/>
    <circle cx="450" cy="110" r="44" fill="#c0392b"/><rect x="200" y="190" width="500" height="26" fill="#333"/>
    ${[260, 310, 360, 410, 460].map((y) => `<rect x="120" y="${y}" width="${300 + (y % 7) * 40}" height="14" fill="#666"/>`).join('')}
    <circle cx="720" cy="520" r="60" fill="none" stroke="#c0392b" stroke-width="6"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The member's application for the registry's company, sent through the member API. */
async function applyFor(request: APIRequestContext, token: string) {
  const reg = { companyName: COMPANY, creditCode: '', legalPerson: '王志强', regAddress: '无锡市新吴区长江南路35号' };
  const found = await gatewayCall<{ companyName: string; creditCode: string }[]>(request, 'GET', `/member/open/member/getCompanyByVague/${encodeURIComponent('无锡恒力')}`, token);
  reg.creditCode = found.find((c) => c.companyName === COMPANY)?.creditCode ?? '';
  expect(reg.creditCode, 'the registry holds the company').toHaveLength(18);
  const response = await request.post('/gateway/member/api/member/enterprise/apply', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      ...reg,
      applicantName: '王志强',
      applicantMobile: '13912345678',
      applicantIsLegal: 'true',
      licence: { name: '营业执照.png', mimeType: 'image/png', buffer: await licenceImage() },
    },
  });
  const body = (await response.json()) as { success: boolean; msg: string; data: { id: number } };
  expect(body.success, body.msg).toBe(true);
  return body.data.id;
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main#main')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => Promise.all(Array.from(document.images).map((img) => img.decode().catch(() => undefined))));
}

/** Times, the member's mobile and the application's number (it depends on the specs run before) are masked. */
const shot = (page: Page, name: string, mobile: string, id: number) =>
  expect(page).toHaveScreenshot(name, {
    fullPage: true,
    mask: [...volatileParts(page), page.getByText(mobile, { exact: true }), page.getByText(`#${id}`, { exact: true }), page.getByRole('heading', { level: 1, name: `认证申请 #${id}` })],
  });

test('运营 reviews a certification: the licence zoomed beside the fields and the registry, a reason required to reject, approved; the member is 已认证', async ({ page, request, context, baseURL }) => {
  test.setTimeout(180_000);
  const member = await registerMember(request, '159', 'Cert2026ab');
  const memberToken = await tokenOf(request, member, '0');
  const id = await applyFor(request, memberToken);

  await page.goto('/admin');
  await page.getByLabel('登录名').fill(OPERATIONS.username);
  await page.getByLabel('密码').fill(OPERATIONS.password);
  await page.getByRole('button', { name: '登录' }).click();
  await page.getByTestId('staff-menu').getByRole('link', { name: '企业认证审核' }).click();
  await settle(page);
  await expect(page.getByRole('heading', { level: 1, name: '企业认证审核' })).toBeVisible();
  await expect(page.getByTestId('tab-pending')).toHaveAttribute('aria-selected', 'true');

  // A backwards date range is refused with its sentence.
  await page.getByLabel('提交日期起').fill('2026-11-24');
  await page.getByLabel('提交日期止').fill('2026-11-01');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByTestId('filter-error')).toHaveText('提交日期的起始日期不能晚于截止日期');
  await page.getByRole('button', { name: '清空' }).click();
  await settle(page);

  await page.getByLabel('企业名称或信用代码').fill('无锡恒力');
  await page.getByRole('button', { name: '查询' }).click();
  await settle(page);
  await expect(page.getByTestId('certification-row')).toHaveCount(1);
  await expect(page.getByTestId('tab-pending')).toContainText('(1)');
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'admin-certifications-list.png', member.username, id);

  await page.getByRole('link', { name: `打开 ${COMPANY} 的认证申请` }).click();
  await settle(page);
  await expect(page).toHaveURL(new RegExp(`/admin/certifications/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `认证申请 #${id}` })).toBeVisible();
  await expect(page.getByTestId('certification-status')).toHaveText('待审核');
  await expect(page.getByTestId('credit-check')).toContainText('校验位正确');
  await expect(page.getByTestId('registry-record')).toContainText('按信用代码找到');
  await expect(page.getByTestId('submitted-fields').getByTestId('match-mark')).toHaveText(['一致', '一致', '一致', '一致']);
  await expect(page.getByTestId('licence-image').locator('img')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'admin-certifications-detail.png', member.username, id);

  // The licence: opened with the keyboard, zoomed with the buttons and the keys, closed with Esc.
  await page.getByTestId('licence-image').focus();
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog', { name: '营业执照（原图）' });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByTestId('zoom-level')).toHaveText('缩放 100%');
  await viewer.getByRole('button', { name: '放大' }).click();
  await expect(viewer.getByTestId('zoom-level')).toHaveText('缩放 150%');
  await page.keyboard.press('+');
  await expect(viewer.getByTestId('zoom-level')).toHaveText('缩放 200%');
  await page.keyboard.press('-');
  await page.keyboard.press('-');
  await page.keyboard.press('-');
  await expect(viewer.getByTestId('zoom-level')).toHaveText('缩放 75%');
  await viewer.getByRole('button', { name: '适应窗口' }).click();
  await expect(viewer.getByTestId('zoom-level')).toHaveText('缩放 100%');
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(page.getByTestId('licence-image')).toBeFocused();

  // 驳回 without a reason: the Chinese sentence, nothing sent.
  await page.getByTestId('reject').click();
  const reasons = page.getByRole('dialog', { name: '驳回认证申请' });
  await reasons.getByRole('button', { name: '确认驳回' }).click();
  await expect(reasons.getByTestId('reason-problem')).toHaveText('请选择驳回原因');
  await reasons.getByLabel('原因').selectOption({ label: '其他原因' });
  await reasons.getByRole('button', { name: '确认驳回' }).click();
  await expect(reasons.getByTestId('reason-problem')).toHaveText('选择“其他原因”时请填写说明');
  await expectNoSeriousA11yViolations(page);
  await reasons.getByRole('button', { name: '取消' }).click();
  await expect(page.getByTestId('certification-status')).toHaveText('待审核');

  // 通过认证 after the confirmation.
  await page.getByTestId('approve').click();
  const confirm = page.getByRole('alertdialog', { name: '通过企业认证' });
  await confirm.getByRole('button', { name: '确认通过' }).click();
  await expect(page.getByTestId('decision-done')).toHaveText('已通过认证，会员已收到站内消息');
  await expect(page.getByTestId('certification-status')).toHaveText('已认证');
  await expect(page.getByTestId('recertify')).toBeVisible();

  // The member's storefront shows 已认证.
  await loginViaApi(context, baseURL!, member);
  const storefront = await context.newPage();
  await openSettled(storefront, '/enterpriseCertification');
  await expect(storefront.getByTestId('certification-status')).toHaveText('已认证');
  await storefront.close();
});
