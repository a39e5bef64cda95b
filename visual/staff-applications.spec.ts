// 合作与分销申请 in the staff console (issue 22, item 7), in the browser on the real server:
// - members of this spec's own send a cooperation application (multipart, with the licence
//   image) and two distributor applications through the member API;
// - 运营 (who holds both cooperation.review and distribution.manage) sees both tabs; opens the
//   cooperation application beside the list (fields, the licence zoomable) and approves it;
// - on 分销员申请, approves one; rejects the other: without a reason the Chinese sentence shows
//   and nothing is sent, then with a reason: 已驳回 with the reason;
// - 1440 px baselines (the cooperation tab and the distributor tab, each with an application
//   open) with axe audits; the lists (whose rows depend on the specs run before),
//   the list column (at least 600 px tall, so the mask is the same size), the counts, times and ids are masked; the reject dialog with its error on its own.
import sharp from 'sharp';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { buildCreditCode } from '../domain/shared/credit-code.ts';
import { expectNoSeriousA11yViolations, gatewayCall, registerMember, tokenOf, volatileParts } from './support.ts';

const OPERATIONS = { username: 'yunying', password: 'Staff2026' };
const COMPANY = '台州合作验证精密机械有限公司';

async function licenceImage(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="560"><rect width="800" height="560" fill="#f4f1e8"/>
    <rect x="16" y="16" width="768" height="528" fill="none" stroke="#8b6d1c" stroke-width="6"/><circle cx="400" cy="100" r="36" fill="#b03a2e"/>
    ${[200, 250, 300, 350].map((y) => `<rect x="110" y="${y}" width="${260 + y / 2}" height="14" fill="#555"/>`).join('')}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function sendCooperation(request: APIRequestContext): Promise<number> {
  const member = await registerMember(request, '157', 'Coop2026ab');
  const token = await tokenOf(request, member, '0');
  const tree = await gatewayCall<{ id: number }[]>(request, 'GET', '/goods/open/goods/category/list', null);
  const response = await request.post('/gateway/common/api/common/cooperationInfo/save', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      programme: '1',
      companyName: COMPANY,
      creditCode: buildCreditCode('91', '331002', 'MA2K8P4T'),
      contact: '郑经理',
      mobile: '13957612345',
      categoryIds: String(tree[0]!.id),
      brands: 'NSK',
      salesRange: '2',
      licence: { name: '营业执照.png', mimeType: 'image/png', buffer: await licenceImage() },
    },
  });
  const body = (await response.json()) as { success: boolean; msg: string; data: { id: number } };
  expect(body.success, body.msg).toBe(true);
  return body.data.id;
}

async function sendDistributor(request: APIRequestContext, realName: string): Promise<number> {
  const member = await registerMember(request, '157', 'Dist2026ab');
  const token = await tokenOf(request, member, '0');
  return (await gatewayCall<{ id: number }>(request, 'POST', '/member/api/member/distributor/apply', token, { realName, channel: '浙江地区机械加工企业采购负责人社群' })).id;
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => Promise.all(Array.from(document.images).map((img) => img.decode().catch(() => undefined))));
}

/** The row of an application by its number, opened beside the list. */
async function open(page: Page, id: number) {
  await page.getByTestId('application-row').filter({ hasText: `#${id}` }).getByTestId('open-application').click();
  await expect(page.getByRole('heading', { level: 2, name: `申请 #${id}` })).toBeVisible();
  await settle(page);
}

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page).toHaveScreenshot(name, {
    mask: [...volatileParts(page), page.getByTestId('application-list'), page.locator('[aria-label="按状态查看"]'), page.getByTestId('application-detail-title')],
  });
}

test('运营 approves a cooperation application and a distributor application, and rejects one with a reason', async ({ page, request }) => {
  test.setTimeout(180_000);
  const coopId = await sendCooperation(request);
  const approveId = await sendDistributor(request, '林晓峰');
  const rejectId = await sendDistributor(request, '周子航');

  await page.goto('/admin');
  await page.getByLabel('登录名').fill(OPERATIONS.username);
  await page.getByLabel('密码').fill(OPERATIONS.password);
  await page.getByRole('button', { name: '登录' }).click();
  await page.getByTestId('staff-menu').getByRole('link', { name: '合作与分销申请' }).click();
  await settle(page);
  await expect(page.getByRole('tab')).toHaveText(['合作申请', '分销员申请']);
  await expect(page.getByTestId('kind-cooperation')).toHaveAttribute('aria-selected', 'true');

  // 合作申请: the fields and the licence beside the list; approved.
  await open(page, coopId);
  const detail = page.getByTestId('application-detail');
  await expect(detail).toContainText(COMPANY);
  await expect(detail).toContainText('郑经理');
  await expect(detail.getByTestId('application-licence').locator('img')).toBeVisible();
  await detail.getByTestId('application-licence').click();
  const viewer = page.getByRole('dialog', { name: '营业执照（原图）' });
  await viewer.getByRole('button', { name: '放大' }).click();
  await expect(viewer.getByTestId('zoom-level')).toHaveText('缩放 150%');
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'admin-applications-cooperation.png');
  await detail.getByTestId('approve').click();
  await page.getByRole('alertdialog', { name: '通过申请' }).getByRole('button', { name: '确认通过' }).click();
  await expect(page.getByTestId('decision-done')).toHaveText('已通过，申请人已收到站内消息');
  // It leaves 待审核; under 全部 it reads 已通过.
  await expect(page.getByTestId('application-row').filter({ hasText: `#${coopId}` })).toHaveCount(0);
  await page.getByTestId('status-all').click();
  await settle(page);
  await open(page, coopId);
  await expect(detail.getByTestId('application-status')).toHaveText('已通过');

  // 分销员申请: one approved, one rejected with a reason (none first: the Chinese sentence).
  await page.getByTestId('kind-distributor').click();
  await settle(page);
  await open(page, approveId);
  await page.getByTestId('application-detail').getByTestId('approve').click();
  await page.getByRole('alertdialog', { name: '通过申请' }).getByRole('button', { name: '确认通过' }).click();
  await expect(page.getByTestId('decision-done')).toHaveText('已通过，申请人已收到站内消息');
  await expect(page.getByTestId('application-row').filter({ hasText: `#${approveId}` })).toHaveCount(0);

  await open(page, rejectId);
  await shot(page, 'admin-applications-distributor.png');
  await page.getByTestId('application-detail').getByTestId('reject').click();
  const dialog = page.getByRole('dialog', { name: '驳回申请' });
  await dialog.getByRole('button', { name: '确认驳回' }).click();
  await expect(dialog.getByTestId('reason-problem')).toHaveText('请填写驳回原因');
  await dialog.getByLabel('驳回原因').fill('缺');
  await dialog.getByRole('button', { name: '确认驳回' }).click();
  await expect(dialog.getByTestId('reason-problem')).toHaveText('驳回原因至少 2 个字');
  await expectNoSeriousA11yViolations(page);
  await expect(dialog).toHaveScreenshot('admin-applications-reject-dialog.png');
  await dialog.getByLabel('驳回原因').fill('推广渠道说明不清楚，请补充客户群体和地区');
  await dialog.getByRole('button', { name: '确认驳回' }).click();
  await expect(page.getByTestId('decision-done')).toHaveText('已驳回，申请人已收到原因');
  await page.getByTestId('status-rejected').click();
  await settle(page);
  await open(page, rejectId);
  await expect(page.getByTestId('application-status')).toHaveText('已驳回');
  await expect(page.getByTestId('application-detail')).toContainText('推广渠道说明不清楚，请补充客户群体和地区');
});
