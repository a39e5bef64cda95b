// Service and testing (服务与检测, issue 18) in the browser, on the real server:
// - a visitor opens 服务与检测 from the top menu, switches category tabs, searches with the
//   keyboard, opens an item (its price or 报价后确定, deliverables, regions) and is asked to log in
//   to book;
// - a member registered by this spec books a pressure-gauge calibration (压力表校准 CNAS): bad
//   input first in every field (empty rows, an empty model, a Sunday, too early a date, no
//   contact, a bad mobile, an address outside the service regions), then two gauges typed with the
//   keyboard plus an .xlsx of a third read by the server, and a nameplate photo attached (a file
//   of the wrong type refused); staff confirm the price and date through the staff API; the member
//   accepts the quote and pays it in the sandbox gateway (去支付 with the amount, back on the order
//   shown paid); staff schedule, start and upload a certificate; the member downloads it (named
//   校准证书-<service no>-1.pdf), accepts the work and sees the timeline;
// - a second booking is cancelled with a reason (an empty one refused), and /serviceOrder shows
//   the tabs with their counts;
// - 1440 px baselines with axe audits of the list, the item (visitor), the form with its problems,
//   the quoted order, the paid order, the completed order and the orders list. Dates and numbers are masked.
import { readFileSync } from 'node:fs';
import * as XLSX from '@e965/xlsx';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { chinaDatePlus, earliestServiceDate, isSunday } from '../domain/services/service-rules.ts';
import { png } from '../tests/support/png.ts';
import { expectNoSeriousA11yViolations, gatewayCall, loginViaApi, openSettled, registerMember, STAFF, tokenOf, volatileParts } from './support.ts';

const api = gatewayCall;
const STAFF_BASE = '/common/api/staff/common/serviceOrder';
const ITEM = '压力表校准（CNAS）';
const LEAD_DAYS = 3;

const shot = (page: Page, name: string) =>
  expect(page).toHaveScreenshot(name, {
    fullPage: true,
    mask: [...volatileParts(page), page.locator('[data-region="top-bar"]').getByText(/^1\d{10}$/)],
  });

/** The next date on or after `from` whose weekday passes `ok`. */
function nextDate(from: string, ok: (date: string) => boolean): string {
  for (let i = 0; i < 14; i += 1) {
    const d = new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10);
    if (ok(d)) return d;
  }
  throw new Error('no date');
}

function sheet(rows: (string | number)[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), '仪器清单');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

async function addAddresses(request: APIRequestContext, token: string) {
  // 新疆 is outside the item's service regions; 江苏 (the default) is inside.
  await api(request, 'POST', '/member/api/memberAddress/save', token, {
    consignee: '艾力', mobile: '13900006500', provinceCode: '650000', cityCode: '650100', districtCode: '650102', detail: '人民路 21 号', isDefault: false,
  });
  await api(request, 'POST', '/member/api/memberAddress/save', token, {
    consignee: '王建华', mobile: '13912345678', provinceCode: '320000', cityCode: '320500', districtCode: '320571', detail: '星湖街 328 号创意产业园 5 栋', isDefault: true,
  });
}

test('a visitor browses the catalogue by category and search, opens an item and is asked to log in to book', async ({ page }) => {
  await openSettled(page, '/');
  await page.getByRole('navigation').getByRole('link', { name: '服务与检测', exact: true }).first().click();
  await expect(page).toHaveURL(/\/serve\/serveList$/);
  await expect(page.getByRole('heading', { level: 1, name: '服务与检测' })).toBeVisible();
  await expect(page.getByTestId('services-total')).toHaveText('共 13 项服务');
  await page.waitForLoadState('networkidle');
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'services-list.png');

  await page.getByTestId('service-tab-设备检测').click();
  await expect(page.getByTestId('services-total')).toHaveText('共 4 项服务');
  await expect(page.getByTestId('service-card').first()).toContainText('设备检测');
  await expect(page.getByTestId('service-tab-设备检测')).toHaveAttribute('aria-current', 'page');

  // Search within the tab with the keyboard: no match, then all services.
  await page.getByRole('searchbox', { name: '搜索服务' }).click();
  await page.keyboard.type('扭力');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('services-empty')).toContainText('没有找到匹配的服务项目');
  await page.getByTestId('service-tab-all').click();
  await expect(page.getByTestId('services-total')).toHaveText('共 1 项服务');
  await expect(page.getByTestId('service-card')).toHaveCount(1);
  await expect(page.getByTestId('service-card')).toContainText('扭力扳手校准');

  // A 报价后确定 item, opened from its card.
  await page.getByRole('searchbox', { name: '搜索服务' }).fill('');
  await page.getByRole('searchbox', { name: '搜索服务' }).press('Enter');
  await page.getByRole('link', { name: '起重设备定期检验（桥门式起重机、电动葫芦）', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: '起重设备定期检验（桥门式起重机、电动葫芦）' })).toBeVisible();
  await expect(page.getByTestId('service-price')).toHaveText('报价后确定');

  // The item of the journey, for a visitor: the facts and a login link that comes back.
  await page.getByRole('navigation', { name: '当前位置' }).getByRole('link', { name: '服务与检测' }).click();
  await page.getByRole('link', { name: ITEM, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: ITEM })).toBeVisible();
  await expect(page.getByTestId('service-price')).toHaveText('¥80.00 / 块');
  await expect(page.getByTestId('service-deliverables')).not.toBeEmpty();
  await expect(page.getByTestId('service-regions')).toContainText('江苏省');
  await expect(page.getByRole('heading', { name: '登录后预约' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'services-detail-visitor.png');
  await page.getByRole('link', { name: '登录预约' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fserve%2FserveDetail%3Fid%3D\d+/);
});

test('a member books 3 gauges (typed and a sheet) with a photo, staff confirm, the member accepts and pays in the sandbox, gets the certificate and accepts the work; a second order is cancelled', async ({ page, context, baseURL, request }) => {
  test.setTimeout(360_000);
  const member = await registerMember(request, '158', 'Serve2026ab');
  const token = await loginViaApi(context, baseURL!, member);
  await addAddresses(request, token);
  const staff = await tokenOf(request, STAFF, '1');

  const today = chinaDatePlus(new Date(), 0);
  const earliest = earliestServiceDate(LEAD_DAYS, new Date());
  const tooEarly = chinaDatePlus(new Date(), 1);
  const sunday = nextDate(earliest, isSunday);
  const good = nextDate(earliest, (d) => !isSunday(d));
  expect(tooEarly > today).toBe(true);

  await openSettled(page, '/serve/serveList?keyword=%E5%8E%8B%E5%8A%9B%E8%A1%A8');
  await page.getByRole('link', { name: ITEM, exact: true }).click();
  const form = page.getByTestId('booking-form');
  await expect(form.getByRole('heading', { name: '预约服务' })).toBeVisible();
  // Prefilled from the default address.
  await expect(form.getByRole('textbox', { name: '现场联系人' })).toHaveValue('王建华');

  // Bad input first: nothing typed; an empty model; a Sunday; too early; no contact; a bad mobile.
  await form.getByRole('button', { name: '提交预约' }).click();
  const problems = form.getByTestId('booking-problems');
  await expect(problems).toContainText('请至少填写一台仪器或设备');
  await expect(problems).toContainText('请至少选择一个期望服务日期');
  await form.getByRole('textbox', { name: '第 1 行 制造商' }).click();
  await page.keyboard.type('红旗仪表');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.type('HQ-2025-001');
  await page.keyboard.press('Tab');
  await page.keyboard.type('ZC-0101');
  await page.keyboard.press('Tab');
  await page.keyboard.type('0-1.6 MPa');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Control+A');
  // The quantity rule is said beside the table before it is broken, and a 0 is refused as it is typed.
  await expect(form.getByTestId('qty-rule')).toHaveText('数量：每种仪器 1 至 999 台的整数');
  await expect(form.getByRole('textbox', { name: '第 1 行 数量' })).toHaveAccessibleDescription(/每种仪器 1 至 999 台/);
  await page.keyboard.type('0');
  await expect(form.locator('[id$="-row-0-qty-error"]')).toHaveText('第 1 行的数量至少为 1 台，不能为 0 或负数');
  await form.getByRole('button', { name: '添加一行' }).click();
  await form.getByRole('textbox', { name: '第 2 行 制造商' }).click();
  await page.keyboard.type('布莱迪');
  await page.keyboard.press('Tab');
  await page.keyboard.type('YTN-100 0-2.5MPa');
  // Too many of one instrument: refused in place with the limit, never clamped.
  await form.getByRole('textbox', { name: '第 2 行 数量' }).fill('1000');
  await expect(form.locator('[id$="-row-1-qty-error"]')).toHaveText('第 2 行的数量不能超过 999 台（每种仪器最多 999 台）');
  await expect(form.getByRole('textbox', { name: '第 2 行 数量' })).toHaveValue('1000');
  await form.getByRole('textbox', { name: '第 2 行 数量' }).fill('-3');
  await expect(form.locator('[id$="-row-1-qty-error"]')).toHaveText('第 2 行的数量至少为 1 台，不能为 0 或负数');
  await form.getByRole('textbox', { name: '第 2 行 数量' }).fill('1000');
  await form.getByLabel('期望日期 1').fill(sunday);
  await form.getByLabel('期望日期 2').fill(tooEarly);
  await form.getByRole('textbox', { name: '现场联系人' }).fill('');
  await form.getByRole('textbox', { name: '联系人手机号' }).click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('1391234');
  await form.getByRole('button', { name: '提交预约' }).click();
  await expect(problems).toContainText('请填写第 1 行的型号规格');
  await expect(problems).toContainText('第 1 行的数量至少为 1 台，不能为 0 或负数');
  await expect(problems).toContainText('第 2 行的数量不能超过 999 台（每种仪器最多 999 台）');
  await expect(problems).toContainText('期望日期不能选择星期日');
  await expect(problems).toContainText(`期望日期不能早于 ${earliest}`);
  await expect(problems).toContainText('请填写现场联系人');
  await expect(problems).toContainText('请输入 11 位手机号');
  await expect(form.getByRole('textbox', { name: '第 1 行 型号规格' })).toHaveAttribute('aria-invalid', 'true');
  await page.mouse.click(10, 10);
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'services-booking-problems.png');

  // Mended field by field; the address outside the regions is refused on the form too.
  await form.getByRole('textbox', { name: '第 1 行 型号规格' }).click();
  await page.keyboard.type('Y-100 0-1.6MPa');
  await form.getByRole('textbox', { name: '第 1 行 数量' }).click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('1');
  await form.getByRole('textbox', { name: '第 2 行 数量' }).fill('1');
  await expect(form.locator('[id$="-row-1-qty-error"]')).toHaveCount(0);
  await form.getByLabel('期望日期 1').fill(good);
  await form.getByLabel('期望日期 2').fill('');
  const addressSelect = form.getByRole('combobox', { name: '服务地址' });
  await addressSelect.selectOption((await addressSelect.locator('option', { hasText: '艾力' }).getAttribute('value'))!);
  await form.getByRole('textbox', { name: '联系人手机号' }).fill('13800006500');
  await form.getByRole('button', { name: '提交预约' }).click();
  await expect(problems).toContainText('所选地址位于新疆维吾尔自治区，不在本服务的服务区域内');
  await addressSelect.selectOption((await addressSelect.locator('option', { hasText: '王建华' }).getAttribute('value'))!);
  await expect(form.getByRole('textbox', { name: '现场联系人' })).toHaveValue('王建华');

  // A third gauge from an .xlsx, read by the server.
  await form.getByTestId('instrument-sheet').setInputFiles({ name: '清单.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(form.getByTestId('sheet-error')).toHaveText('请选择 .xlsx、.xls、.ods 或 .csv 格式的清单文件');
  await form.getByTestId('instrument-sheet').setInputFiles({
    name: '仪器清单.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: sheet([['制造商', '型号规格', '出厂编号', '资产编号', '测量范围', '数量'], ['上海自动化仪表四厂', 'YN-60 0-1MPa', 'SH-778', '', '0-1 MPa', 1]]),
  });
  await expect(form.getByTestId('sheet-imported')).toHaveText('已从清单导入 1 行，请核对后提交。');
  await expect(form.getByTestId('instrument-row')).toHaveCount(3);
  await expect(form.getByTestId('booking-estimate')).toContainText('¥240.00');
  // A nameplate photo attached (a Word file refused before it is sent).
  await form.getByTestId('booking-attachment').setInputFiles({ name: '说明.docx', mimeType: 'application/msword', buffer: Buffer.from('doc') });
  await expect(form.getByTestId('attachment-error')).toHaveText('附件只能是 PDF、PNG 或 JPG 文件');
  await form.getByTestId('booking-attachment').setInputFiles({ name: '铭牌照片.png', mimeType: 'image/png', buffer: png(64, 48) });
  await expect(form.getByTestId('booking-attachments')).toContainText('铭牌照片.png');
  await form.getByRole('textbox', { name: '备注' }).click();
  await page.keyboard.type('请提前一天电话联系');
  await form.getByRole('button', { name: '提交预约' }).click();
  await expect(page.getByTestId('booking-done')).toContainText('预约已提交');
  await page.getByRole('link', { name: '查看服务订单' }).click();
  await expect(page).toHaveURL(/\/serviceOrderDetail\/\d+$/);
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByTestId('service-status')).toHaveText('待确认');
  await expect(page.getByTestId('service-instruments')).toContainText('YN-60 0-1MPa');
  await expect(page.getByTestId('service-attachments')).toContainText('铭牌照片.png');

  // Staff confirm the list price and a date; the member sees the quote and accepts it.
  await api(request, 'POST', `${STAFF_BASE}/confirm`, staff, { id: orderId, plannedDate: good, note: '请按期寄送，原包装寄回' });
  await openSettled(page, `/serviceOrderDetail/${orderId}`);
  await expect(page.getByTestId('service-status')).toHaveText('已报价');
  await expect(page.getByTestId('service-amount')).toHaveText('¥240.00');
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'services-order-quoted.png');
  await page.getByRole('button', { name: '接受报价' }).click();
  await expect(page.getByTestId('service-step-done')).toHaveText('已接受报价，请支付服务费。');
  await expect(page.getByTestId('quote-accepted')).toBeVisible();
  await expect(page.getByRole('button', { name: '接受报价' })).toHaveCount(0);

  // Paid in the sandbox gateway, like a goods order; back on the order it shows paid.
  await page.getByRole('button', { name: '去支付 ¥240.00' }).click();
  await expect(page).toHaveURL(/\/gateway\/common\/open\/pay\/sandbox\?/);
  await expect(page.locator('body')).toContainText('240.00');
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL(new RegExp(`/serviceOrderDetail/${orderId}\\?paid=1$`));
  await expect(page.getByTestId('service-pay-outcome')).toHaveText('支付成功，客服将为您安排工程师与日期。');
  await expect(page.getByTestId('service-paid')).toContainText('支付 ¥240.00');
  await expect(page.getByRole('button', { name: /去支付/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '取消订单' })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'services-order-paid.png');

  // Staff schedule, start and deliver the certificate.
  await api(request, 'POST', `${STAFF_BASE}/schedule`, staff, { id: orderId, engineer: '李工', engineerMobile: '13700001111', plannedDate: good });
  await api(request, 'POST', `${STAFF_BASE}/start`, staff, { id: orderId });
  const delivered = await request.post(`/gateway${STAFF_BASE}/deliver`, {
    headers: { Authorization: `Bearer ${staff}` },
    multipart: { id: String(orderId), note: '3 块全部合格', certificate: { name: '校准证书.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n') } },
  });
  expect(delivered.ok()).toBe(true);

  await openSettled(page, `/serviceOrderDetail/${orderId}`);
  await expect(page.getByTestId('service-status')).toHaveText('待验收');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: '下载 校准证书.pdf' }).click()]);
  // Named after the order (Content-Disposition filename* in RFC 5987 UTF-8); the bytes are the certificate's.
  const serviceNo = (await page.getByText(/^服务单号 FW\d+$/).textContent())!.replace('服务单号 ', '');
  expect(download.suggestedFilename()).toBe(`校准证书-${serviceNo}-1.pdf`);
  expect(readFileSync(await download.path()).subarray(0, 4).toString()).toBe('%PDF');
  await page.getByRole('button', { name: '确认验收' }).click();
  await expect(page.getByTestId('service-status')).toHaveText('已完成');
  const timeline = page.getByTestId('service-timeline');
  for (const step of ['提交预约', '客服确认价格与日期', '接受报价', '在线支付', '已排期', '开始服务', '上传证书或报告', '验收完成']) await expect(timeline).toContainText(step);
  await page.waitForLoadState('networkidle');
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'services-order-completed.png');

  // A second booking, cancelled with a reason (an empty one is refused).
  const addresses = await api<Array<{ id: number; isDefault: boolean }>>(request, 'GET', '/member/api/memberAddress/list', token);
  const items = await api<{ records: Array<{ id: number; name: string }> }>(request, 'POST', '/common/open/common/serviceItem/list', null, { keyword: '压力表' });
  const second = await api<{ id: number }>(request, 'POST', '/common/api/common/serviceOrder/save', token, {
    serviceItemId: items.records.find((r) => r.name === ITEM)!.id,
    addressId: addresses.find((a) => a.isDefault)!.id,
    contact: '王建华',
    mobile: '13912345678',
    preferredDates: [good],
    instruments: [{ maker: '红旗仪表', model: 'Y-60', qty: 1 }],
  });
  await openSettled(page, `/serviceOrderDetail/${second.id}`);
  await page.getByRole('button', { name: '取消订单' }).click();
  const dialog = page.getByRole('alertdialog', { name: '取消服务订单' });
  await dialog.getByRole('button', { name: '确认取消' }).click();
  await expect(dialog.getByTestId('cancel-problem')).toHaveText('请填写取消原因');
  await dialog.getByRole('textbox', { name: '取消原因' }).click();
  await page.keyboard.type('仪器已送当地计量所');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('service-status')).toHaveText('已取消');
  await expect(page.getByTestId('service-cancelled')).toContainText('仪器已送当地计量所');

  // The list: tabs with counts, and the cancelled tab.
  await openSettled(page, '/serviceOrder');
  await expect(page.getByTestId('service-order-tab-all')).toHaveText('全部（2）');
  await expect(page.getByTestId('service-order-tab-5')).toHaveText('已完成（1）');
  await expect(page.getByTestId('service-order-tab-6')).toHaveText('已取消（1）');
  await expect(page.getByTestId('service-order-row')).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'services-orders.png');
  await page.getByTestId('service-order-tab-6').click();
  await expect(page.getByTestId('service-order-row')).toHaveCount(1);
  await page.getByTestId('service-order-tab-0').click();
  await expect(page.getByTestId('service-orders-empty')).toContainText('该状态下没有服务订单。');
});

test('a member pays an accepted quote by bank transfer: the account and the service number, a receipt (a wrong file refused first), staff confirm, the order shows paid', async ({ page, context, baseURL, request }) => {
  test.setTimeout(180_000);
  const member = await registerMember(request, '157', 'Serve2026cd');
  const token = await loginViaApi(context, baseURL!, member);
  await addAddresses(request, token);
  const staff = await tokenOf(request, STAFF, '1');
  const good = nextDate(earliestServiceDate(LEAD_DAYS, new Date()), (d) => !isSunday(d));
  const addresses = await api<Array<{ id: number; isDefault: boolean }>>(request, 'GET', '/member/api/memberAddress/list', token);
  const items = await api<{ records: Array<{ id: number; name: string }> }>(request, 'POST', '/common/open/common/serviceItem/list', null, { keyword: '压力表' });
  const { id } = await api<{ id: number }>(request, 'POST', '/common/api/common/serviceOrder/save', token, {
    serviceItemId: items.records.find((r) => r.name === ITEM)!.id,
    addressId: addresses.find((a) => a.isDefault)!.id,
    contact: '王建华',
    mobile: '13912345678',
    preferredDates: [good],
    instruments: [{ maker: '红旗仪表', model: 'Y-100 0-1.6MPa', serialNo: 'HQ-2025-009', qty: 1 }],
  });
  await api(request, 'POST', `${STAFF_BASE}/confirm`, staff, { id, plannedDate: good });
  await api(request, 'POST', '/common/api/common/serviceOrder/acceptQuote', token, { id });

  await openSettled(page, `/serviceOrderDetail/${id}`);
  const panel = page.getByTestId('service-payment');
  await expect(panel.getByRole('radio', { name: '在线支付' })).toBeChecked();
  // A personal member has no credit terms: 账期 is not offered.
  await expect(panel.getByRole('radio', { name: '账期' })).toHaveCount(0);
  await panel.getByRole('radio', { name: '对公转账' }).check();
  const serviceNo = (await page.getByText(/^服务单号 FW\d+$/).textContent())!.replace('服务单号 ', '');
  await expect(panel.getByTestId('service-bank-account')).toContainText('收款账号');
  await expect(panel.getByTestId('service-transfer-note')).toHaveText(serviceNo);
  await expect(panel.getByTestId('service-bank-account')).toContainText('¥80.00');
  await expect(panel.getByRole('button', { name: /去支付/ })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'services-order-transfer.png');

  // The receipt: a Word file is refused before it is sent, then an image is uploaded.
  await panel.getByRole('button', { name: '上传回单' }).click();
  await expect(panel.getByTestId('service-receipt-hint')).toHaveText('请先选择回单文件');
  await panel.getByTestId('service-receipt-input').setInputFiles({ name: '回单.docx', mimeType: 'application/msword', buffer: Buffer.from('doc') });
  await expect(panel.getByTestId('service-receipt-hint')).toHaveText('回单只能是 JPG、PNG、WEBP 图片或 PDF 文件');
  await panel.getByTestId('service-receipt-input').setInputFiles({ name: '转账回单.png', mimeType: 'image/png', buffer: png(120, 80) });
  await expect(panel.getByTestId('service-receipt-picked')).toContainText('转账回单.png');
  await panel.getByRole('button', { name: '上传回单' }).click();
  await expect(page.getByTestId('service-step-done')).toHaveText('回单已上传，请等待财务确认收款。');
  await expect(panel.getByTestId('service-receipt-waiting')).toContainText('正在等待财务确认');
  // While the receipt waits there is no online payment and no cancel.
  await expect(page.getByRole('radio', { name: '在线支付' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '取消订单' })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'services-order-receipt-waiting.png');

  // Staff confirm the money arrived (staff API); the member's page shows the order paid.
  await api(request, 'POST', `${STAFF_BASE}/reviewPayment`, staff, { id, approve: true });
  await openSettled(page, `/serviceOrderDetail/${id}`);
  await expect(page.getByTestId('service-paid')).toContainText('支付 ¥80.00');
  await expect(page.getByTestId('service-payment')).toHaveCount(0);
  await expect(page.getByTestId('service-timeline')).toContainText('对公转账已确认收款');
  await expect(page.getByTestId('service-status')).toHaveText('已报价');
});
