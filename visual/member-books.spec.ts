// The address book and the invoice titles (issue 6) in the browser, on the real server, as the
// third demo member (13800000003; no other spec file writes its addresses or invoice titles):
// - addresses: add with the province > city > district cascader (a municipality's city chosen
//   at once), validation, 编辑, 设为默认, 删除 after a confirmation;
// - 定位: with a granted position the cascader is filled by the reverse geocoder; without
//   navigator.geolocation the spec's alert 您的设备不支持定位功能;
// - invoices: a 增值税专用发票 with a bad credit code is refused under its field (nothing sent),
//   the good one is saved;
// - 1440 px screenshots (empty and filled) with an axe audit of both pages and each open dialog.
// Every test starts from an empty book, made through the API.
import { expect, test } from '@playwright/test';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import type { Envelope } from '../domain/shared/envelope.ts';
import { expectNoSeriousA11yViolations, loginViaApi, type MemberApi, memberApi, openSettled, volatileParts } from './support.ts';

const MEMBER = { username: '13800000003', password: 'Demo2026' };
const GOOD_CODE = '91350100M000100Y43';
const BAD_CODE = '91350100M000100Y44';


interface Row {
  id: number;
  isDefault: boolean;
}
interface AddressRow extends Row {
  consignee: string;
  regionText: string;
  detail: string;
}

/** No toast left on screen (they fade after 3 s) and the pointer parked, before a screenshot. */
async function noToasts(page: Page): Promise<void> {
  await expect(page.locator('[data-scope="toast"][data-part="root"]')).toHaveCount(0, { timeout: 15_000 });
  // No hover state in the picture either.
  await page.mouse.move(0, 0);
}

async function freshStart(context: BrowserContext, request: APIRequestContext, baseURL: string): Promise<MemberApi> {
  const token = await loginViaApi(context, baseURL, MEMBER);
  const api = memberApi(request, token);
  for (const a of await api<Row[]>('GET', '/member/api/memberAddress/list')) await api('POST', `/member/api/memberAddress/delete/${a.id}`);
  for (const i of await api<Row[]>('GET', '/member/api/memberInvoice/list')) await api('POST', `/member/api/memberInvoice/delete/${i.id}`);
  return api;
}

/** Picks a division once its list has it. */
async function pick(dialog: ReturnType<Page['getByTestId']>, level: '省份' | '城市' | '区县', name: string): Promise<void> {
  const select = dialog.getByRole('combobox', { name: level });
  await expect(select.locator('option', { hasText: name })).toHaveCount(1);
  await select.selectOption({ label: name });
}

test.describe('address book', () => {
  test('add with the cascader, edit, set the default, delete', async ({ page, context, request, baseURL }) => {
    const api = await freshStart(context, request, baseURL!);
    await openSettled(page, '/addressManagement');
    await expect(page.getByTestId('address-empty')).toBeVisible();
    await noToasts(page);
    await expect(page).toHaveScreenshot('addresses-empty.png', { fullPage: true, mask: volatileParts(page) });
    await expectNoSeriousA11yViolations(page);

    // An empty form is refused field by field, nothing is sent.
    await page.getByRole('button', { name: '新增收货地址' }).click();
    const dialog = page.getByTestId('address-dialog');
    await expect(dialog.getByRole('combobox', { name: '省份' }).locator('option', { hasText: '江苏省' })).toHaveCount(1);
    let saves = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/memberAddress/save')) saves += 1;
    });
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog.getByText('请填写收货人')).toBeVisible();
    await expect(dialog.getByText('请填写手机号码')).toBeVisible();
    await expect(dialog.getByText('请选择省、市、区县')).toBeVisible();
    await expect(dialog.getByText('请填写详细地址')).toBeVisible();
    expect(saves).toBe(0);
    await expectNoSeriousA11yViolations(page);

    await dialog.getByRole('textbox', { name: '收货人' }).fill('周工');
    await dialog.getByRole('textbox', { name: '手机号码' }).fill('13912345678');
    await pick(dialog, '省份', '江苏省');
    await pick(dialog, '城市', '苏州市');
    await pick(dialog, '区县', '苏州工业园区');
    await dialog.getByRole('textbox', { name: '详细地址' }).fill('星湖街 328 号创意产业园 5 栋');
    await dialog.getByRole('textbox', { name: '邮编' }).fill('215000');
    await dialog.getByRole('textbox', { name: '标签' }).fill('公司');
    await noToasts(page);
    await expect(page).toHaveScreenshot('address-dialog-filled.png', { mask: volatileParts(page) });
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toBeHidden();
    const rows = page.getByTestId('address-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('江苏省 苏州市 苏州工业园区 星湖街 328 号创意产业园 5 栋');
    await expect(rows.first().getByTestId('default-badge')).toBeVisible();

    // A municipality: 北京市's city is chosen at once, then its districts are offered.
    await page.getByRole('button', { name: '新增收货地址' }).click();
    await dialog.getByRole('textbox', { name: '收货人' }).fill('李经理');
    await dialog.getByRole('textbox', { name: '手机号码' }).fill('13712345678');
    await pick(dialog, '省份', '北京市');
    await expect(dialog.getByRole('combobox', { name: '城市' })).toHaveValue('110100');
    await pick(dialog, '区县', '朝阳区');
    await dialog.getByRole('textbox', { name: '详细地址' }).fill('建国路 88 号 SOHO 现代城 2 号楼');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(rows).toHaveCount(2);
    await expect(page.getByText('北京市 朝阳区 建国路 88 号 SOHO 现代城 2 号楼')).toBeVisible();

    // 设为默认 moves the badge.
    await page.getByRole('button', { name: '将 李经理 的地址设为默认' }).click();
    await expect(rows.first()).toContainText('李经理');
    await expect(rows.first().getByTestId('default-badge')).toBeVisible();
    await expect(page.getByTestId('default-badge')).toHaveCount(1);
    const book = await api<AddressRow[]>('GET', '/member/api/memberAddress/list');
    expect(book.find((a) => a.isDefault)?.consignee).toBe('李经理');

    // 编辑 opens the row in the form; the change is saved.
    await page.getByRole('button', { name: '编辑 周工 的地址' }).click();
    await expect(dialog.getByRole('textbox', { name: '详细地址' })).toHaveValue('星湖街 328 号创意产业园 5 栋');
    await expect(dialog.getByRole('combobox', { name: '区县' })).toHaveValue('320571');
    await dialog.getByRole('textbox', { name: '详细地址' }).fill('星湖街 328 号创意产业园 6 栋');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('江苏省 苏州市 苏州工业园区 星湖街 328 号创意产业园 6 栋')).toBeVisible();
    await noToasts(page);
    // As for invoices-filled.png below: the fixed side strip is drawn where the scroll left it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page).toHaveScreenshot('addresses-filled.png', { fullPage: true, mask: volatileParts(page) });
    await expectNoSeriousA11yViolations(page);

    // 删除 asks first.
    await page.getByRole('button', { name: '删除 周工 的地址' }).click();
    const confirm = page.getByRole('alertdialog', { name: '删除地址' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: '删除' }).click();
    await expect(rows).toHaveCount(1);
    expect((await api<AddressRow[]>('GET', '/member/api/memberAddress/list')).map((a) => a.consignee)).toEqual(['李经理']);
  });

  test('定位 fills the region from the device position', async ({ page, context, request, baseURL }) => {
    await freshStart(context, request, baseURL!);
    await context.grantPermissions(['geolocation']);
    // Suzhou, 姑苏区.
    await context.setGeolocation({ latitude: 31.3, longitude: 120.6 });
    await openSettled(page, '/addressManagement');
    await page.getByRole('button', { name: '新增收货地址' }).click();
    const dialog = page.getByTestId('address-dialog');
    await expect(dialog.getByRole('combobox', { name: '省份' }).locator('option', { hasText: '江苏省' })).toHaveCount(1);
    const geocoded = page.waitForResponse((r) => r.url().includes('/gateway/common/open/common/map/getAddressByLngLat'));
    await dialog.getByTestId('locate').click();
    const place = ((await (await geocoded).json()) as Envelope<{ provinceCode: string; cityCode: string; districtCode: string; formatted_address: string }>).data;
    await expect(dialog.getByRole('combobox', { name: '省份' })).toHaveValue(place.provinceCode);
    await expect(dialog.getByRole('combobox', { name: '城市' })).toHaveValue(place.cityCode);
    await expect(dialog.getByRole('combobox', { name: '区县' })).toHaveValue(place.districtCode);
    expect(place.provinceCode).toBe('320000');
    await expect(dialog.getByText(`已定位：${place.formatted_address}，请补充街道、门牌号`)).toBeVisible();
  });

  test('定位 on a device without geolocation says so', async ({ browser, baseURL }) => {
    const context = await browser.newContext();
    await context.addInitScript(() => {
      delete (Navigator.prototype as { geolocation?: Geolocation }).geolocation;
    });
    const page = await context.newPage();
    await loginViaApi(context, baseURL!, MEMBER);
    await openSettled(page, '/addressManagement');
    await page.getByRole('button', { name: '新增收货地址' }).click();
    const dialog = page.getByTestId('address-dialog');
    await expect(dialog.getByRole('combobox', { name: '省份' }).locator('option', { hasText: '江苏省' })).toHaveCount(1);
    await dialog.getByTestId('locate').click();
    const alert = page.getByRole('alertdialog', { name: '提示' });
    await expect(alert).toContainText('您的设备不支持定位功能');
    await expectNoSeriousA11yViolations(page);
    await alert.getByRole('button', { name: '知道了' }).click();
    await expect(alert).toBeHidden();
    await expect(dialog).toBeVisible();
    await context.close();
  });
});

test.describe('invoice titles', () => {
  test('a 专票 with a bad credit code is refused, the good one is saved', async ({ page, context, request, baseURL }) => {
    const api = await freshStart(context, request, baseURL!);
    await openSettled(page, '/invoiceManagement');
    await expect(page.getByTestId('invoice-empty')).toBeVisible();
    await noToasts(page);
    await expect(page).toHaveScreenshot('invoices-empty.png', { fullPage: true, mask: volatileParts(page) });
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: '新增发票信息' }).click();
    const dialog = page.getByTestId('invoice-dialog');
    await dialog.locator('label').filter({ hasText: '增值税专用发票' }).click();
    // A 专票 is a company's: the title type is fixed to 企业.
    await expect(dialog.getByRole('radio', { name: '企业' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: '个人' })).toBeDisabled();
    let saves = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/memberInvoice/save')) saves += 1;
    });
    await dialog.getByRole('textbox', { name: '发票抬头' }).fill('苏州精工自动化设备有限公司');
    await dialog.getByRole('textbox', { name: '纳税人识别号' }).fill(BAD_CODE);
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog.getByText('纳税人识别号（统一社会信用代码）校验失败，请核对')).toBeVisible();
    await expect(dialog.getByText('请填写注册地址')).toBeVisible();
    await expect(dialog.getByText('请填写银行账号')).toBeVisible();
    expect(saves).toBe(0);
    await noToasts(page);
    // The dialog's body scrolls: the picture is of its top, wherever typing left it.
    await page.getByTestId('invoice-dialog-body').evaluate((body) => body.scrollTo(0, 0));
    await expect(page).toHaveScreenshot('invoice-dialog-refused.png', { mask: volatileParts(page) });
    await expectNoSeriousA11yViolations(page);

    await dialog.getByRole('textbox', { name: '纳税人识别号' }).fill(GOOD_CODE);
    await dialog.getByRole('textbox', { name: '注册地址' }).fill('苏州工业园区星湖街 328 号');
    await dialog.getByRole('textbox', { name: '注册电话' }).fill('0512-62880000');
    await dialog.getByRole('textbox', { name: '开户银行' }).fill('中国工商银行苏州工业园区支行');
    await dialog.getByRole('textbox', { name: '银行账号' }).fill('1102 0201 0900 0012 345');
    await expect(dialog.getByText('纳税人识别号（统一社会信用代码）校验失败，请核对')).toBeHidden();
    const saved = page.waitForResponse((r) => r.url().endsWith('/memberInvoice/save'));
    await dialog.getByRole('button', { name: '保存' }).click();
    expect((await saved).ok()).toBe(true);
    await expect(dialog).toBeHidden();
    const rows = page.getByTestId('invoice-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('增值税专用发票');
    await expect(rows.first()).toContainText('苏州精工自动化设备有限公司');
    await expect(rows.first()).toContainText('9135****0Y43');
    await expect(rows.first().getByTestId('default-badge')).toBeVisible();

    // A personal 普票 beside it; 设为默认 moves the badge; 删除 asks first.
    await page.getByRole('button', { name: '新增发票信息' }).click();
    await dialog.locator('label').filter({ hasText: '个人' }).click();
    await expect(dialog.getByRole('textbox', { name: '纳税人识别号' })).toHaveCount(0);
    await dialog.getByRole('textbox', { name: '发票抬头' }).fill('王强');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(rows).toHaveCount(2);
    await page.getByRole('button', { name: '将 王强 设为默认' }).click();
    await expect(rows.first()).toContainText('王强');
    await expect(page.getByTestId('default-badge')).toHaveCount(1);
    await noToasts(page);
    // The side strip is fixed to the window: a full-page picture shows it where the scroll left
    // it, and focus going back to a button after the dialogs can scroll the page a few pixels.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page).toHaveScreenshot('invoices-filled.png', { fullPage: true, mask: volatileParts(page) });
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: '删除 王强' }).click();
    await page.getByRole('alertdialog', { name: '删除发票信息' }).getByRole('button', { name: '删除' }).click();
    await expect(rows).toHaveCount(1);
    const left = await api<Array<{ title: string; isDefault: boolean; taxNo: string }>>('GET', '/member/api/memberInvoice/list');
    expect(left).toEqual([expect.objectContaining({ title: '苏州精工自动化设备有限公司', isDefault: true, taxNo: GOOD_CODE })]);
  });
});

test.describe('a company\'s books (issue 37)', () => {
  test('a buyer reads the company\'s addresses and invoice titles without 新增, 编辑 or 删除, and is told why', async ({ page, context, baseURL }) => {
    await loginViaApi(context, baseURL!, { username: '13800000004', password: 'Demo2026' });
    await openSettled(page, '/addressManagement');
    await expect(page.getByTestId('address-read-only')).toHaveText('这些是企业的收货地址，由企业管理员和财务维护；您下单时可直接选用。');
    await expect(page.getByTestId('address-row').first()).toBeVisible();
    await expect(page.getByRole('button', { name: '新增收货地址' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^编辑|^删除|设为默认$/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await openSettled(page, '/invoiceManagement');
    await expect(page.getByTestId('invoice-read-only')).toHaveText('这些是企业的发票信息，由企业管理员和财务维护；您下单时可直接选用。');
    await expect(page.getByTestId('invoice-row').first()).toBeVisible();
    await expect(page.getByRole('button', { name: '新增发票信息' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});
