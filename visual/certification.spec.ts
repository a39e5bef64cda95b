// Enterprise certification (issue 15) in the browser, on the real server:
// - a personal member registered by this spec opens /enterpriseCertification (the form), types
//   the application with the keyboard, picks the licence image and submits: 待审核; before that a
//   PDF and a too-large image are refused by name with the rule (said before the pick), and the
//   经办人即法定代表人 box says what it does (fills the applicant, no letter) and is walked both ways;
// - staff reject it through the staff API with a coded reason: the page shows 已驳回 and the
//   reason; the member edits and resubmits; staff approve: 已认证 with the VIP end date, and the
//   top bar shows 企业 and the V icon, and a product is priced at the VIP price for them;
// - in the trial the top bar offers the 688 year (dialog -> VIP panel); the member pays it in the
//   sandbox gateway and comes back with the VIP 365 days longer and the receipt in the VIP records;
// - 1440 px baselines with axe audits of the form, 待审核, 已驳回, 已认证 and the paid 688 year.
//   Dates are masked.
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { buildCreditCode } from '../domain/shared/credit-code.ts';
import { png } from '../tests/support/png.ts';
import { expectNoSeriousA11yViolations, gatewayCall, loginViaApi, openSettled, registerMember, STAFF, tokenOf, volatileParts } from './support.ts';

const api = gatewayCall;
const staffToken = (request: APIRequestContext) => tokenOf(request, STAFF, '1');

const shot = (page: Page, name: string) =>
  expect(page).toHaveScreenshot(name, {
    fullPage: true,
    mask: [...volatileParts(page), page.locator('[data-region="top-bar"]').getByText(/^1\d{10}$/), page.locator('input[name="applicantMobile"]')],
  });

async function pickLicence(page: Page) {
  await page.getByTestId('file-licence-input').setInputFiles({ name: '营业执照.png', mimeType: 'image/png', buffer: png(60, 40) });
  await expect(page.getByTestId('file-licence-picked')).toContainText('已选择：营业执照.png');
}

test('a personal member applies, is rejected, resubmits and is approved: 企业 + V and VIP prices; then buys the 688 year in the sandbox', async ({ page, context, baseURL, request }) => {
  test.setTimeout(180_000);
  const member = await registerMember(request, '158', 'Cert2026ab');
  const token = await loginViaApi(context, baseURL!, member);
  const staff = await staffToken(request);

  await openSettled(page, '/enterpriseCertification');
  await expect(page.getByRole('heading', { level: 1, name: '企业认证' })).toBeVisible();
  await expect(page.getByText('审核通过后自动赠送 30 天试用 VIP')).toBeVisible();
  // The file rule is said before any pick or submit.
  await expect(page.getByTestId('file-licence-hint')).toHaveText('必填。只接受 JPG、PNG 或 WEBP 图片，单个不超过 5 MB；不支持 PDF，电子执照请截图或拍照后上传。');
  // Submitting the empty form shows what is missing and sends nothing.
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(page.getByTestId('file-licence-hint')).toHaveText('请上传此图片（JPG、PNG 或 WEBP，不超过 5 MB）');
  await expectNoSeriousA11yViolations(page);

  // Typed with the keyboard, field after field.
  await page.getByRole('textbox', { name: '企业名称' }).click();
  await page.keyboard.type('昆山精锐传动科技有限公司');
  await page.getByRole('textbox', { name: '统一社会信用代码' }).click();
  await page.keyboard.type(buildCreditCode('91', '320583', 'MA7T4K2Q'));
  await page.keyboard.press('Tab');
  await page.keyboard.type('赵立新');
  await page.keyboard.press('Tab');
  await page.keyboard.type('江苏省昆山市开发区前进东路 88 号');
  // The file rule is said before a pick (Chinese 选择图片 button, no browser file button); a PDF is
  // refused by name with the types and size that are taken (issue 34).
  await expect(page.getByRole('button', { name: '选择图片' }).first()).toBeVisible();
  await page.getByTestId('file-licence-input').setInputFiles({ name: '电子营业执照.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await expect(page.getByTestId('file-licence-hint')).toHaveText('「电子营业执照.pdf」是 PDF 文件，未能选用：这里只接受 JPG、PNG 或 WEBP 图片（不超过 5 MB），请将执照或委托书截图或拍照后上传。');
  await expect(page.getByTestId('file-licence-hint')).toHaveAttribute('role', 'alert');
  await expect(page.getByTestId('file-licence-picked')).toHaveCount(0);
  await page.mouse.click(10, 10);
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'certification-file-refused.png');
  await page.getByTestId('file-licence-input').setInputFiles({ name: '执照照片.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(6 * 1024 * 1024, 1) });
  await expect(page.getByTestId('file-licence-hint')).toHaveText('「执照照片.jpg」有 6.0 MB，超过了 5 MB 的上限，未能选用：请压缩或重新拍摄后上传。');
  await pickLicence(page);
  // 经办人即法定代表人 says what it does; ticked, the applicant's name is the legal representative's.
  const legalBox = page.getByRole('checkbox', { name: '经办人即法定代表人' });
  await expect(legalBox).toBeChecked();
  await expect(legalBox).toHaveAccessibleDescription(/经办人姓名自动填为法定代表人，无需上传授权委托书/);
  await expect(page.getByRole('textbox', { name: '经办人姓名' })).toHaveValue('赵立新');
  await expect(page.getByRole('textbox', { name: '经办人姓名' })).toHaveAttribute('readonly', '');
  // Unticked: the applicant is typed and the authorisation letter is asked for; ticked again, filled again.
  await legalBox.click();
  await expect(page.getByText('授权委托书（加盖公章）')).toBeVisible();
  await page.getByRole('textbox', { name: '经办人姓名' }).fill('王小明');
  await expect(page.getByRole('textbox', { name: '经办人姓名' })).toHaveValue('王小明');
  await legalBox.click();
  await expect(page.getByText('授权委托书（加盖公章）')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: '经办人姓名' })).toHaveValue('赵立新');
  await page.getByRole('textbox', { name: '经办人手机号' }).click();
  await page.keyboard.type('13912345678');
  await page.getByRole('textbox', { name: '企业名称' }).focus();
  await page.mouse.click(10, 10);
  await shot(page, 'certification-form.png');
  await page.getByRole('button', { name: '提交认证' }).click();

  await expect(page.getByTestId('certification-status')).toHaveText('待审核');
  await page.waitForLoadState('networkidle');
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'certification-pending.png');

  const [pending] = (await api<{ records: { id: number; memberMobile: string }[] }>(request, 'GET', '/member/api/staff/member/certification/list?status=0&size=100', staff)).records.filter(
    (r) => r.memberMobile === member.username,
  );
  await api(request, 'POST', '/member/api/staff/member/certification/reject', staff, { id: pending!.id, reasonCode: 'licenceUnclear', note: '执照四角不完整' });

  await openSettled(page, '/enterpriseCertification');
  await expect(page.getByTestId('certification-status')).toHaveText('已驳回');
  await expect(page.getByTestId('certification-reason')).toHaveText('原因：营业执照图片不清晰或不完整：执照四角不完整');
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'certification-rejected.png');

  await page.getByRole('button', { name: '修改后重新提交' }).click();
  await expect(page.getByRole('textbox', { name: '企业名称' })).toHaveValue('昆山精锐传动科技有限公司');
  await pickLicence(page);
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(page.getByTestId('certification-status')).toHaveText('待审核');

  const [again] = (await api<{ records: { id: number; memberMobile: string }[] }>(request, 'GET', '/member/api/staff/member/certification/list?status=0&size=100', staff)).records.filter(
    (r) => r.memberMobile === member.username,
  );
  await api(request, 'POST', '/member/api/staff/member/certification/approve', staff, { id: again!.id });

  await openSettled(page, '/enterpriseCertification');
  await expect(page.getByTestId('certification-status')).toHaveText('已认证');
  await expect(page.getByTestId('vip-until')).toContainText('VIP 有效期至');
  const bar = page.locator('[data-region="top-bar"]');
  await expect(bar.getByText('企业', { exact: true })).toBeVisible();
  await expect(bar.getByRole('img', { name: /^会员价有效，VIP 至 \d{4}-\d{2}-\d{2}$/ })).toBeVisible();
  await expect(page.getByTestId('member-name')).toHaveText('昆山精锐传动科技有限公司');
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'certification-certified.png');

  // The member now pays the VIP price.
  const goods = await api<{ records: { id: number; vipPriceFen: number }[] }>(request, 'POST', '/goods/open/goods/list', token, { current: 1, size: 20 });
  const product = await api<{ priceKind: string; priceFen: number; vipPriceFen: number }>(request, 'GET', `/goods/open/goods/get/${goods.records[0]!.id}`, token);
  expect(product.priceKind).toBe('vip');
  expect(product.priceFen).toBe(product.vipPriceFen);

  // In the trial the top bar offers the 688 year; its dialog leads to the VIP panel.
  await expect(page.getByTestId('vip-records')).toContainText('企业认证赠送试用 VIP');
  await bar.getByRole('button', { name: '开通688年度VIP' }).click();
  const dialog = page.getByRole('dialog', { name: '开通 688 年度 VIP' });
  await expect(dialog).toContainText('688 元开通一年 VIP');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: '去开通' }).click();
  await expect(page).toHaveURL(/\/enterpriseCertification$/);
  const panel = page.getByTestId('vip-panel');
  const before = await api<{ vipEndTime: string }>(request, 'GET', '/member/api/member/enterprise/getEnterpriseAuthStatus', token);

  // Pay in the sandbox: the gateway's page, then back with ?paid=1, the VIP 365 days longer.
  await panel.getByRole('button', { name: '开通 688 年度 VIP' }).click();
  await expect(page).toHaveURL(/\/gateway\/common\/open\/pay\/sandbox\?/);
  await expect(page.getByText('¥688.00')).toBeVisible();
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL(/\/enterpriseCertification\?paid=1$/);
  await expect(page.getByRole('status').filter({ hasText: '支付成功' })).toHaveText('支付成功：688 年度 VIP 已开通，VIP 有效期已延长。');
  const after = await api<{ vipEndTime: string }>(request, 'GET', '/member/api/member/enterprise/getEnterpriseAuthStatus', token);
  expect(Date.parse(after.vipEndTime) - Date.parse(before.vipEndTime)).toBe(365 * 24 * 3600 * 1000);
  await expect(page.getByTestId('vip-records')).toContainText('688 年度 VIP');
  await expect(page.getByTestId('vip-records')).toContainText('¥688.00');
  await expect(page.getByTestId('vip-records')).toContainText('已生效');
  // More than a year ahead now: no renewal offered, and no prompt in the top bar.
  await expect(panel).toContainText('您的 VIP 有效期已超过一年');
  await expect(bar.getByRole('button', { name: '开通688年度VIP' })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'certification-vip688-paid.png');
});
