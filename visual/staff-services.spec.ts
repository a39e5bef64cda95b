// The staff console's 服务订单 queue (issue 22) in the browser, on the real server:
// a member books a crane inspection (报价后确定) through the API; 客服 (kefu) logs into /admin,
// opens 服务订单, filters by the service number (a backwards date range refused first), opens the
// order and quotes it: empty fields, a wrong amount and a Sunday are refused in Chinese first;
// the member accepts and pays in the sandbox (API); 客服 schedules (a bad mobile refused first),
// starts, and delivers a certificate (a text file refused first); the member's order page shows
// the certificate. 1440 px baselines with axe audits of the list and the detail; times, dates,
// the service number and the member's mobile are masked.
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { chinaDatePlus, earliestServiceDate, isSunday } from '../domain/services/service-rules.ts';
import { expectNoSeriousA11yViolations, gatewayCall, loginViaApi, openSettled, registerMember } from './support.ts';

const KEFU = { username: 'kefu', password: 'Staff2026' };
const ITEM = '起重设备定期检验（桥门式起重机、电动葫芦）';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main#main')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

const shot = (page: Page, name: string) =>
  expect(page).toHaveScreenshot(name, {
    fullPage: true,
    mask: [page.locator('[data-volatile]'), page.getByRole('heading', { level: 1 }).filter({ hasText: /FW\d+/ }), page.getByLabel('服务单号'), page.getByLabel(/^下单日期/), page.getByLabel(/日期$/).and(page.locator('input[type=date]')), page.getByRole('link', { name: /查看服务订单/ })],
  });

/** The first date on or after `from` that is not a Sunday, and the first Sunday after it. */
function datesFrom(from: string): { good: string; sunday: string } {
  let good = from;
  for (let i = 1; isSunday(good); i++) good = chinaDatePlus(new Date(Date.parse(`${from}T12:00:00+08:00`)), i);
  let sunday = good;
  for (let i = 1; !isSunday(sunday); i++) sunday = chinaDatePlus(new Date(Date.parse(`${good}T12:00:00+08:00`)), i);
  return { good, sunday };
}

async function book(request: APIRequestContext, token: string): Promise<number> {
  await gatewayCall(request, 'POST', '/member/api/memberAddress/save', token, {
    consignee: '王建华', mobile: '13912345678', provinceCode: '320000', cityCode: '320500', districtCode: '320571', detail: '星湖街 328 号创意产业园 5 栋', isDefault: true,
  });
  const addresses = await gatewayCall<Array<{ id: number; isDefault: boolean }>>(request, 'GET', '/member/api/memberAddress/list', token);
  const items = await gatewayCall<{ records: Array<{ id: number; name: string; leadDays: number }> }>(request, 'POST', '/common/open/common/serviceItem/list', null, { keyword: '起重' });
  const item = items.records.find((r) => r.name === ITEM)!;
  const { id } = await gatewayCall<{ id: number }>(request, 'POST', '/common/api/common/serviceOrder/save', token, {
    serviceItemId: item.id,
    addressId: addresses.find((a) => a.isDefault)!.id,
    contact: '王建华',
    mobile: '13912345678',
    preferredDates: [datesFrom(earliestServiceDate(item.leadDays, new Date())).good],
    instruments: [
      { maker: '河南卫华', model: 'QD 10t-22.5m 桥式起重机', serialNo: 'WH-2019-0311', qty: 1 },
      { maker: '河南卫华', model: 'CD1 2t 电动葫芦', serialNo: 'WH-2020-1102', qty: 2 },
    ],
    remark: '车间周六可停机检验',
  });
  return id;
}

async function payInSandbox(request: APIRequestContext, token: string, id: number) {
  await gatewayCall(request, 'POST', '/common/api/common/serviceOrder/acceptQuote', token, { id });
  const start = await gatewayCall<{ payUrl: string }>(request, 'POST', '/common/api/common/serviceOrder/pay', token, { id });
  const query = Object.fromEntries(new URL(start.payUrl, 'http://x').searchParams);
  const decided = await request.post('/gateway/common/open/pay/sandbox/decide', { form: { ...query, decision: 'paid' }, maxRedirects: 0 });
  expect(decided.status()).toBe(303);
}

test('客服 quotes, schedules, starts and delivers a certificate for a member\'s booking; the member sees the certificate', async ({ page, context, baseURL, request }) => {
  test.setTimeout(180_000);
  const member = await registerMember(request, '156', 'Serve2026ad');
  const memberToken = await (async () => {
    const query = new URLSearchParams({ ...member, grant_type: 'password', user_type: '0', auth_type: 'password' });
    return (await gatewayCall<{ access_token: string }>(request, 'POST', `/system/oauth/token?${query.toString()}`, null)).access_token;
  })();
  const id = await book(request, memberToken);
  const today = chinaDatePlus(new Date(), 0);
  const { good, sunday } = datesFrom(chinaDatePlus(new Date(), 2));

  // 客服 logs in and opens the queue.
  await page.goto('/admin');
  await page.getByLabel('登录名').fill(KEFU.username);
  await page.getByLabel('密码').fill(KEFU.password);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByTestId('staff-menu')).toBeVisible();
  await page.getByTestId('staff-menu').getByRole('link', { name: '服务订单' }).click();
  await expect(page).toHaveURL(/\/admin\/services$/);
  await settle(page);
  await expect(page.getByTestId('service-queue-table')).toBeVisible();
  const serviceNo = (await page.getByTestId('service-row').filter({ hasText: '起重设备定期检验' }).first().getByRole('link').textContent())!;
  expect(serviceNo).toMatch(/^FW\d+$/);

  // A backwards date range is refused before sending; then the service number finds the order.
  const filters = page.getByTestId('service-filters');
  await filters.getByLabel('下单日期自').fill(today);
  await filters.getByLabel('下单日期至').fill(chinaDatePlus(new Date(), -1));
  await filters.getByRole('button', { name: '查询' }).click();
  await expect(page.getByTestId('service-filter-error')).toHaveText('截止日期不能早于起始日期');
  await filters.getByLabel('下单日期至').fill(today);
  await filters.getByLabel('服务单号').fill(serviceNo);
  await filters.getByRole('button', { name: '查询' }).click();
  await expect(page.getByTestId('service-filter-error')).toHaveCount(0);
  await expect(page.getByTestId('service-total')).toHaveText('共 1 个服务订单');
  await expect(page.getByTestId('service-tab-0')).toHaveText('待确认 1');
  await page.getByTestId('service-tab-6').click();
  await expect(page.getByTestId('service-empty')).toBeVisible();
  await page.getByTestId('service-tab-all').click();
  await expect(page.getByTestId('service-row')).toHaveCount(1);
  await settle(page);
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'admin-services-list.png');

  // The detail: quote, with bad input first.
  await page.getByRole('link', { name: `查看服务订单 ${serviceNo}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/services/${id}$`));
  await settle(page);
  await expect(page.getByTestId('service-status')).toHaveText('待确认');
  await expect(page.getByTestId('service-request')).toContainText('车间周六可停机检验');
  await expect(page.getByTestId('service-member')).toContainText(member.username);
  await page.getByTestId('step-open-quote').click();
  const quote = page.getByTestId('step-form-quote');
  await quote.getByRole('button', { name: '提交' }).click();
  await expect(page.getByTestId('step-error-amount')).toHaveText('请填写报价金额');
  await expect(page.getByTestId('step-error-plannedDate')).toHaveText('请选择日期');
  await quote.getByLabel('报价金额（元，含税）').fill('三千');
  await quote.getByLabel('计划服务日期').fill(sunday);
  await quote.getByRole('button', { name: '提交' }).click();
  await expect(page.getByTestId('step-error-amount')).toHaveText('报价金额应为数字（元），最多两位小数');
  await expect(page.getByTestId('step-error-plannedDate')).toHaveText('日期不能选择星期日');
  await expect(quote.getByLabel('报价金额（元，含税）')).toHaveAttribute('aria-invalid', 'true');
  await quote.getByLabel('报价金额（元，含税）').fill('0');
  await quote.getByRole('button', { name: '提交' }).click();
  await expect(page.getByTestId('step-error-amount')).toHaveText('报价金额必须大于 0');
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'admin-services-quote-form.png');
  await quote.getByLabel('报价金额（元，含税）').fill('3,280.50');
  await quote.getByLabel('计划服务日期').fill(good);
  // The note spans the panel like the other fields.
  const noteBox = (await quote.getByLabel('说明（会员可见，选填）').boundingBox())!;
  const amountBox = (await quote.getByLabel('报价金额（元，含税）').boundingBox())!;
  expect(Math.round(noteBox.width), 'note width').toBe(Math.round(amountBox.width));
  await quote.getByLabel('说明（会员可见，选填）').fill('含 1 台桥式起重机与 2 台电动葫芦，出具检验报告');
  await quote.getByRole('button', { name: '提交' }).click();
  await expect(page.getByTestId('step-done')).toHaveText('已报价，会员已收到消息');
  await expect(page.getByTestId('service-status')).toHaveText('已报价');
  await expect(page.getByTestId('service-money')).toContainText('¥3,280.50');
  await expect(page.getByTestId('service-waiting')).toHaveText('等待会员接受报价。');
  await expect(page.getByTestId('step-open-schedule')).toHaveCount(0);

  // The member accepts and pays (API); 客服 reloads and schedules, a bad mobile first.
  await payInSandbox(request, memberToken, id);
  await page.reload();
  await settle(page);
  await page.getByTestId('step-open-schedule').click();
  const schedule = page.getByTestId('step-form-schedule');
  await schedule.getByLabel('工程师姓名').fill('李工');
  await schedule.getByLabel('工程师手机号').fill('1370000');
  await schedule.getByLabel('服务日期').fill(good);
  await schedule.getByRole('button', { name: '提交' }).click();
  await expect(page.getByTestId('step-error-engineerMobile')).toHaveText('请填写正确的 11 位手机号');
  await schedule.getByLabel('工程师手机号').fill('13700001111');
  await schedule.getByRole('button', { name: '提交' }).click();
  await expect(page.getByTestId('service-status')).toHaveText('已排期');

  await page.getByTestId('step-open-start').click();
  await page.getByTestId('step-form-start').getByRole('button', { name: '提交' }).click();
  await expect(page.getByTestId('service-status')).toHaveText('服务中');

  // Deliver: a text file is refused at once; then the PDF.
  await page.getByTestId('step-open-deliver').click();
  const deliver = page.getByTestId('step-form-deliver');
  await deliver.getByRole('button', { name: '提交' }).click();
  await expect(page.getByTestId('step-error-files')).toHaveText('请选择至少一个证书或报告文件');
  await deliver.getByLabel('证书或报告文件').setInputFiles({ name: '说明.txt', mimeType: 'text/plain', buffer: Buffer.from('not a certificate') });
  await expect(page.getByTestId('step-error-files')).toHaveText('只能上传 PDF、PNG 或 JPG 文件');
  await deliver.getByLabel('证书或报告文件').setInputFiles({ name: '起重机械定期检验报告.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByTestId('step-picked')).toHaveText(['起重机械定期检验报告.pdf×']);
  await expect(page.getByTestId('step-error-files')).toHaveCount(0);
  await deliver.getByRole('button', { name: '提交' }).click();
  await expect(page.getByTestId('service-status')).toHaveText('待验收');
  await expect(page.getByTestId('step-done')).toHaveText('证书已上传，会员已收到消息');
  await expect(page.getByTestId('service-waiting')).toHaveText('等待会员验收：会员确认后订单完成。');
  await expect(page.getByTestId('service-certificate')).toHaveText(['起重机械定期检验报告.pdf']);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('service-certificate').click()]);
  expect(download.suggestedFilename()).toBe('起重机械定期检验报告.pdf');
  const history = page.getByTestId('service-history');
  for (const step of ['提交预约', '客服报价', '接受报价', '在线支付', '已排期', '开始服务', '上传证书或报告']) await expect(history).toContainText(step);
  await settle(page);
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'admin-services-detail.png');

  // The member's order page shows the certificate.
  await loginViaApi(context, baseURL!, member);
  await openSettled(page, `/serviceOrderDetail/${id}`);
  await expect(page.getByTestId('service-status')).toHaveText('待验收');
  await expect(page.getByRole('link', { name: '下载 起重机械定期检验报告.pdf' })).toBeVisible();
});
