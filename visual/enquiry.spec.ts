// Batch enquiry (issue 14) in the browser, on the real server, as a member registered for this spec:
// - /batchInquiry states its limits; bad files are refused with a Chinese sentence (a .pdf by name
//   at once, a picture renamed .xlsx and a macro workbook renamed .xlsx by the server); a real
//   purchasing sheet with a title row and merged cells (tests/api/enquiry/fixtures/plant-order.xlsx,
//   written by Python's zipfile, not by our reader) is chosen with the keyboard and matched;
// - the report: two lines fixed by picking candidates (one with the mouse, one with the keyboard),
//   the picks kept by the server (the page reloaded shows them), a bad quantity typed and
//   corrected, the ticked lines added to the cart in one call; the .xlsx report downloads; an
//   unmatched line is sent for a manual quote, staff answer it (staff API) and the member sees the
//   quote; then the cart -> 去结算 -> /addOrder -> 提交订单 -> /submitFinish -> the order page with
//   the two fixed lines; the next enquiry with the same typo offers the member's earlier pick first;
// - rows pasted from Excel into the box; a GBK .csv dropped on the zone; the plant sheet as
//   LibreOffice saves it in Excel 97-2003 (.xls); the ?model=&brand= prefill;
// - /enquiry lists the enquiries with their counts and state, and deletes one after a confirmation;
// - 1440 px baselines of the three pages and axe audits. Dates, 单号 and the mobile are masked.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import * as XLSX from '@e965/xlsx';
import type { EnquiryReport } from '../domain/enquiry/enquiry-views.ts';
import { png } from '../tests/support/png.ts';
import { expectNoSeriousA11yViolations, gatewayCall, loginViaApi, memberApi, openSettled, registerMember, STAFF, tokenOf, volatileParts } from './support.ts';

const fixture = (name: string) => readFileSync(new URL(`../tests/api/enquiry/fixtures/${name}`, import.meta.url));

const shot = (page: Page, name: string) =>
  expect(page).toHaveScreenshot(name, {
    fullPage: true,
    mask: [...volatileParts(page), page.locator('[data-region="top-bar"]').getByText(/^1\d{10}$/)],
  });

const line = (page: Page, rowNo: number) => page.locator(`[data-testid="enquiry-line"][data-row="${rowNo}"]`);

/** Drops a file on the zone as a browser does: a DataTransfer with one File. */
async function dropFile(page: Page, name: string, bytes: Buffer, type: string) {
  const transfer = await page.evaluateHandle(
    ({ name, data, type }) => {
      const dt = new DataTransfer();
      dt.items.add(new File([new Uint8Array(data)], name, { type }));
      return dt;
    },
    { name, data: [...bytes], type },
  );
  const zone = page.getByTestId('drop-zone');
  await zone.dispatchEvent('dragover', { dataTransfer: transfer });
  await zone.dispatchEvent('drop', { dataTransfer: transfer });
}

test.describe.configure({ mode: 'serial' });

test('a real purchasing sheet: refused files, upload, two candidates picked and kept, ticked lines into the cart, download, manual quote, checkout, the pick remembered', async ({ page, context, baseURL, request }) => {
  test.setTimeout(180_000);
  const member = await registerMember(request, '157', 'Enquiry2026');
  const token = await loginViaApi(context, baseURL!, member);

  await openSettled(page, '/batchInquiry');
  await expect(page.getByRole('heading', { level: 1, name: '批量询价' })).toBeVisible();
  await expect(page.getByTestId('limits')).toHaveText('文件不超过 5 MB，每次最多 10,000 行');
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'enquiry-batch-inquiry.png');

  // The template downloads as .xlsx with the 型号 header.
  const [template] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '下载询价模板' }).click()]);
  expect(template.suggestedFilename()).toBe('批量询价模板.xlsx');
  const templateBook = XLSX.read(readFileSync(await template.path()));
  expect(XLSX.utils.sheet_to_json<string[]>(templateBook.Sheets[templateBook.SheetNames[0]!]!, { header: 1 })[0]).toEqual(['型号', '品牌', '数量', '单位', '备注']);

  // A .pdf is refused at once, by its name.
  const input = page.getByTestId('sheet-file');
  await input.setInputFiles({ name: '采购清单.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(page.getByTestId('file-error')).toHaveText('无法上传该文件：只支持 .xlsx / .xls / .csv / .ods 格式的表格');
  // A picture renamed .xlsx and a macro workbook renamed .xlsx: the server reads the content.
  await input.setInputFiles({ name: '采购清单.xlsx', mimeType: 'application/octet-stream', buffer: png(20, 20) });
  await expect(page.getByTestId('upload-error')).toContainText('无法识别该文件');
  await expectNoSeriousA11yViolations(page);
  await page.mouse.move(0, 0);
  await shot(page, 'enquiry-batch-inquiry-refused.png');
  await input.setInputFiles({ name: '询价单.xlsx', mimeType: 'application/octet-stream', buffer: fixture('macro-renamed.xlsx') });
  await expect(page.getByTestId('upload-error')).toHaveText('不接受含宏的表格（.xlsm 或含 VBA 宏的文件），请另存为普通的 .xlsx 后再上传');

  // The real sheet, chosen with the keyboard (选择文件 focused, Enter opens the chooser).
  await page.getByTestId('choose-file').focus();
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Enter')]);
  await chooser.setFiles({ name: '备件采购询价单.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: fixture('plant-order.xlsx') });
  await expect(page).toHaveURL(/\/enquiryDetail\?id=\d+$/);
  const id = Number(new URL(page.url()).searchParams.get('id'));
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('enquiry-line')).toHaveCount(14);
  await expect(page.getByTestId('enquiry-counts')).toContainText('共 14 行');
  await expect(page.getByTestId('enquiry-counts')).toContainText('已匹配 5');
  await expect(line(page, 5).getByTestId('line-status')).toHaveText('已匹配');
  await expect(line(page, 12).getByTestId('line-reason')).toHaveText('数量不能为 0');
  await expect(line(page, 16).getByTestId('line-reason')).toHaveText('与第 15 行重复，数量已合并到第 15 行');
  await expect(line(page, 19)).toContainText("=cmd|' /C calc'!A0");
  await page.mouse.move(0, 0);
  await expectNoSeriousA11yViolations(page);
  // The totals bar sticks to the bottom of the window; at the end of the page it sits under the table.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await shot(page, 'enquiry-report.png');

  // Matched lines start ticked; 合计 counts them.
  const before = await page.getByTestId('report-totals').textContent();
  expect(before).toMatch(/^已选 \d+ 行/);

  // Fix two lines by picking candidates: the old GB code 180205 with the mouse, the typo with the keyboard.
  await page.getByRole('button', { name: /^待选择 2$/ }).click();
  await expect(page.getByTestId('enquiry-line')).toHaveCount(2);
  const gb = line(page, 9).getByTestId('candidate-picker');
  const firstGb = await gb.locator('option').nth(1).getAttribute('value');
  await gb.selectOption(firstGb!);
  await expect(line(page, 9).getByRole('checkbox')).toBeChecked();
  const typo = line(page, 10).getByTestId('candidate-picker');
  const wanted = await typo.locator('option', { hasText: /^LC1D09M7C · / }).getAttribute('value');
  await typo.focus();
  while ((await typo.inputValue()) !== wanted) await page.keyboard.press('ArrowDown');
  await expect(line(page, 10).getByRole('checkbox')).toBeChecked();
  await expect(line(page, 10)).toContainText('LC1D09M7C');

  // The picks are kept by the server: the page reloaded shows both, ticked.
  await expect(page.locator('table[data-choices="saved"]')).toHaveCount(1);
  await openSettled(page, `/enquiryDetail?id=${id}`);
  await expect(line(page, 9).getByTestId('candidate-picker')).toHaveValue(firstGb!);
  await expect(line(page, 10).getByTestId('candidate-picker')).toHaveValue(wanted!);
  await expect(line(page, 9).getByRole('checkbox')).toBeChecked();
  await expect(line(page, 10).getByRole('checkbox')).toBeChecked();

  // A bad quantity is refused on the line and blocks the cart; then corrected with the keyboard.
  const qty10 = line(page, 10).getByTestId('line-qty');
  await qty10.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('3.5');
  await expect(line(page, 10).getByTestId('qty-error')).toHaveText('数量须为正整数');
  await page.getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByTestId('report-notice')).toContainText('有勾选的行数量不正确，请按提示修改');
  await qty10.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('abc');
  await expect(line(page, 10).getByTestId('qty-error')).toHaveText('数量须为正整数');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('3');
  await expect(line(page, 10).getByTestId('qty-error')).toHaveCount(0);

  await page.getByRole('button', { name: /^全部 14$/ }).click();
  const ticked = await page.locator('[data-testid="enquiry-line"] input[type="checkbox"]:checked').count();
  expect(ticked).toBeGreaterThanOrEqual(2);
  await expect(page.getByTestId('report-totals')).toContainText(`已选 ${ticked} 行`);
  await page.getByRole('button', { name: '加入购物车' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('report-notice')).toContainText('加入购物车');
  // Added lines are unticked, so a second press adds nothing twice.
  await expect(page.locator('[data-testid="enquiry-line"] input[type="checkbox"]:checked')).toHaveCount(
    ticked - Number(/已将 (\d+) 行/.exec((await page.getByTestId('report-notice').textContent()) ?? '')?.[1] ?? 0),
  );

  // The .xlsx report downloads with its two sheets.
  const [report] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '下载询价结果' }).click()]);
  expect(report.suggestedFilename()).toMatch(/^询价结果-.+\.xlsx$/);
  expect(XLSX.read(readFileSync(await report.path())).SheetNames).toEqual(['询价结果', '问题行']);

  // An unmatched line goes for a manual quote; staff answer it; the member sees the quote.
  await line(page, 11).getByRole('button', { name: '申请人工报价' }).click();
  await expect(page.getByTestId('report-notice')).toContainText('已提交 1 行的人工报价申请');
  await expect(line(page, 11).getByTestId('line-quote')).toContainText('已申请人工报价，等待报价');
  await expect(page.getByTestId('enquiry-state')).toHaveText('待报价');
  const full = await gatewayCall<EnquiryReport>(request, 'GET', `/goods/api/goods/enquiryMember/getReportsByOrderId/${id}`, token);
  const waiting = full.lines.find((l) => l.rowNo === 11)!;
  const staff = await tokenOf(request, STAFF, '1');
  // A fixed date far ahead keeps the baseline the same every year.
  const nextYear = '2099-06-30';
  await gatewayCall(request, 'POST', '/goods/api/staff/goods/enquiry/quote', staff, { lineId: waiting.id, priceFen: 45_600, leadTimeDays: 10, validUntil: nextYear, note: '原厂订货' });
  await openSettled(page, `/enquiryDetail?id=${id}`);
  await expect(line(page, 11).getByTestId('line-quote')).toContainText(`报价 ¥456.00，货期 10 天，有效期至 ${nextYear}`);
  await expect(line(page, 11).getByTestId('line-quote')).toContainText('说明：原厂订货');
  await expect(page.getByTestId('enquiry-state')).toHaveText('已报价');
  await expectNoSeriousA11yViolations(page);
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await shot(page, 'enquiry-report-quoted.png');

  // The cart holds the lines, the two fixed ones among them; then check out and see the order.
  const api = memberApi(request, token);
  await api('POST', '/member/api/memberAddress/save', {
    consignee: '张工',
    mobile: member.username,
    provinceCode: '310000',
    cityCode: '310100',
    districtCode: '310115',
    detail: '张江高科技园区碧波路 690 号',
    isDefault: true,
  });
  const gbModel = full.lines.find((l) => l.rowNo === 9)!.candidates.find((c) => String(c.goodsId) === firstGb)!.model;
  await openSettled(page, '/shoppingCart');
  await expect(page.getByTestId('cart-line').first()).toBeVisible();
  await expect(page.getByTestId('cart-line').filter({ hasText: 'LC1D09M7C' })).toHaveCount(1);
  await expect(page.getByTestId('cart-line').filter({ hasText: gbModel })).toHaveCount(1);
  await page.getByRole('button', { name: '去结算' }).click();
  await expect(page).toHaveURL(/\/addOrder\?tmpId=\d+$/);
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('draft-line').filter({ hasText: 'LC1D09M7C' })).toHaveCount(1);
  await expect(page.locator('[data-testid="address-card"][data-checked="true"]')).toHaveCount(1);
  await page.getByTestId('pay-1').click();
  await expect(page.getByRole('radio', { name: /在线支付/ })).toBeChecked();
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/submitFinish\?orderId=\d+$/);
  const orderId = Number(new URL(page.url()).searchParams.get('orderId'));
  await expect(page.getByTestId('order-status')).toHaveText('待付款');
  await openSettled(page, `/myOrderDetail/${orderId}`);
  await expect(page.getByRole('region', { name: '订单信息' }).getByTestId('order-status')).toHaveText('待付款');
  await expect(page.getByTestId('order-lines')).toContainText('LC1D09M7C');
  await expect(page.getByTestId('order-lines')).toContainText(gbModel);

  // The next enquiry with the same typo: the member's earlier pick is offered first, and says so.
  await openSettled(page, '/batchInquiry');
  await page.getByRole('textbox', { name: '从 Excel 复制的行' }).click();
  await page.keyboard.insertText('LC1D09M7\t施耐德\t2');
  await page.getByRole('button', { name: '开始询价' }).click();
  await expect(page).toHaveURL(/\/enquiryDetail\?id=\d+$/);
  await expect(line(page, 1).getByTestId('line-status')).toHaveText('待选择');
  await expect(line(page, 1).getByTestId('line-reason')).toHaveText('按您以前的选择：Schneider LC1D09M7C（已列为第一个候选，请确认）');
  await expect(line(page, 1).getByTestId('candidate-picker').locator('option').nth(1)).toHaveText(/^LC1D09M7C · /);
});

test('pasted rows, a GBK .csv dropped on the zone, the prefill link, an .xls saved by LibreOffice, and my enquiries', async ({ page, context, baseURL, request }) => {
  test.setTimeout(150_000);
  const member = await registerMember(request, '157', 'Enquiry2026');
  await loginViaApi(context, baseURL!, member);

  // An empty box is refused without a call; then rows copied from Excel are pasted.
  await openSettled(page, '/batchInquiry');
  await page.getByRole('button', { name: '开始询价' }).click();
  await expect(page.getByText('请先粘贴或输入要询价的型号')).toBeVisible();
  const box = page.getByRole('textbox', { name: '从 Excel 复制的行' });
  await box.click();
  await page.keyboard.insertText('\tSKF\t5');
  await page.getByRole('button', { name: '开始询价' }).click();
  await expect(page.getByText('没有识别到型号，请确认第一列（或“型号”列）填写了型号')).toBeVisible();
  await box.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText('规格型号\t厂家\t采购数量\n6205-2RSH\tSKF\t10\nxb2-ba31c\t施耐德\t２\n6206ZZ\tNSK\t若干');
  await expect(page.getByTestId('paste-count')).toHaveText('已识别 3 行');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/enquiryDetail\?id=\d+$/);
  await expect(page.getByTestId('enquiry-line')).toHaveCount(3);
  await expect(line(page, 1).getByTestId('line-status')).toHaveText('已匹配');
  await expect(line(page, 2).getByTestId('line-status')).toHaveText('已匹配');
  await expect(line(page, 3).getByTestId('line-reason')).toHaveText('数量“若干”不是数字');
  // 重新询价 matches the same lines again against today's catalogue.
  const [again, reread] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/enquiryMember/againEnquiry/')),
    page.waitForResponse((r) => r.url().includes('/enquiryMember/getReportsByOrderId/')),
    page.getByRole('button', { name: '重新询价' }).click(),
  ]);
  expect(again.ok() && reread.ok()).toBe(true);
  await expect(page.getByRole('button', { name: '重新询价' })).toBeEnabled();
  await expect(page.getByTestId('enquiry-line')).toHaveCount(3);
  await expect(line(page, 2).getByTestId('line-status')).toHaveText('已匹配');

  // A GBK CSV (what Excel on Chinese Windows saves), dropped on the zone.
  await openSettled(page, '/batchInquiry');
  // The server's answer held back a moment: the bar and what is happening are shown meanwhile.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/enquiryMember/import', async (route) => {
    await held;
    await route.continue();
  });
  await dropFile(page, 'gbk-order.csv', fixture('gbk-order.csv'), 'text/csv');
  await expect(page.getByTestId('upload-progress')).toBeVisible();
  await expect(page.getByTestId('progress-panel')).toContainText('文件：gbk-order.csv');
  await expect(page.getByTestId('progress-panel').getByRole('status')).toHaveText(/^(正在上传表格 \d+%|正在读取表格并匹配型号，请稍候…)$/);
  await expect(page.getByTestId('choose-file')).toBeDisabled();
  release();
  await expect(page).toHaveURL(/\/enquiryDetail\?id=\d+$/);
  await expect(page.getByTestId('enquiry-line')).toHaveCount(3);
  await expect(page.getByTestId('enquiry-line').first()).toContainText('斯凯孚');
  await expect(page.getByText('gbk-order.csv')).toBeVisible();

  // The out-of-stock 询价 link fills the box.
  await openSettled(page, '/batchInquiry?model=6205-2RSH&brand=SKF');
  await expect(page.getByRole('textbox', { name: '从 Excel 复制的行' })).toHaveValue('6205-2RSH\tSKF\t1');

  // My enquiries: newest first, counts and state; a delete asks first.
  await openSettled(page, '/enquiry');
  await expect(page.getByRole('heading', { level: 1, name: '我的询价' })).toBeVisible();
  await expect(page.getByTestId('enquiry-row')).toHaveCount(2);
  await expect(page.getByTestId('enquiry-total')).toHaveText('共 2 个询价单');
  await expect(page.getByTestId('enquiry-row').first()).toContainText('gbk-order.csv');
  await expect(page.getByTestId('enquiry-row').nth(1)).toContainText('粘贴的型号');
  await expect(page.getByTestId('enquiry-row').nth(1)).toContainText('无效行 1');
  await expect(page.getByTestId('enquiry-row-state').first()).toHaveText('已匹配');
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'enquiry-list.png');

  await page.getByTestId('enquiry-row').first().getByRole('button', { name: /^删除询价单/ }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('确定删除询价单');
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(page.getByTestId('enquiry-row')).toHaveCount(2);
  await page.getByTestId('enquiry-row').first().getByRole('button', { name: /^删除询价单/ }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('alertdialog').getByRole('button', { name: '删除' }).click();
  await expect(page.getByTestId('enquiry-row')).toHaveCount(1);
  await expect(page.getByTestId('enquiry-total')).toHaveText('共 1 个询价单');

  // The plant sheet as LibreOffice saves it in Excel 97-2003 (.xls): read like the .xlsx.
  await openSettled(page, '/batchInquiry');
  await page.getByTestId('sheet-file').setInputFiles({ name: '备件采购询价单.xls', mimeType: 'application/vnd.ms-excel', buffer: fixture('plant-order.xls') });
  await expect(page).toHaveURL(/\/enquiryDetail\?id=\d+$/);
  await expect(page.getByTestId('enquiry-line')).toHaveCount(14);
  await expect(page.getByTestId('enquiry-counts')).toContainText('已匹配 5');
  await expect(line(page, 7).getByTestId('line-status')).toHaveText('已匹配');

  // Another member's enquiry (or one that never was) answers 询价单不存在.
  await openSettled(page, '/enquiryDetail?id=999999');
  await expect(page.getByRole('heading', { level: 1, name: '询价单不存在' })).toBeVisible();
});
