// 询价报价 in the staff console (issue 22 items 3 and 7), on the real server:
// - a member (registered by this spec) pastes 3 models nobody sells and asks a manual quote for all;
// - 客服 opens 询价报价: the waiting lines as a bulk-edit table; 保存全部 with nothing typed is
//   refused; a bad price (three decimals), a lead time that is not a whole number and a past
//   validity are refused in Chinese under their cells, nothing sent; then 2 lines are quoted at
//   once (元 typed, fen sent) and leave the queue; the third still waits; the member's enquiry
//   shows 已报价 lines through the member API;
// - 1440 px baselines and axe audits of the table with errors and after the save. Numbers, dates
//   and the member are data-volatile and masked.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, gatewayCall, registerMember, tokenOf } from './support.ts';

const api = gatewayCall;
const SERVICE = { username: 'kefu', password: 'Staff2026' };
const BASE = '/goods/api/goods/enquiryMember';
const MODELS = ['QX-ADM-7731-ZZ', 'QX-ADM-8842-YY', 'QX-ADM-9953-XX'];

const shot = (page: Page, name: string) => expect(page).toHaveScreenshot(name, { fullPage: true, mask: [page.locator('[data-volatile]')] });

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

test('客服 quotes 2 lines in bulk; bad cells are refused in Chinese', async ({ page, request }) => {
  test.setTimeout(180_000);
  const member = await registerMember(request, '154', 'Enquiry2026ab');
  const token = await tokenOf(request, member, '0');
  const { enquiryId } = await api<{ enquiryId: number }>(request, 'POST', `${BASE}/import`, token, { rows: MODELS.map((model, i) => ({ model, qty: String(i + 2) })) });
  const report = await api<{ lines: Array<{ id: number }> }>(request, 'GET', `${BASE}/getReportsByOrderId/${enquiryId}`, token);
  await api(request, 'POST', `${BASE}/requestQuote/${enquiryId}`, token, { lineIds: report.lines.map((l) => l.id) });

  await consoleLogin(page, SERVICE);
  await page.getByTestId('staff-menu').getByRole('link', { name: '询价报价' }).click();
  await expect(page).toHaveURL(/\/admin\/enquiry$/);
  await settle(page);
  const row = (model: string) => page.getByTestId('quote-row').filter({ hasText: model });
  for (const m of MODELS) await expect(row(m)).toHaveCount(1);

  // Nothing typed: refused.
  await page.getByTestId('quote-save').click();
  await expect(page.getByTestId('quote-error')).toHaveText('请至少为一行填写单价和货期');

  // Bad cells: refused under each, nothing sent.
  await row(MODELS[0]!).getByTestId('quote-price').fill('128.5');
  await row(MODELS[0]!).getByTestId('quote-lead').fill('7');
  await row(MODELS[0]!).getByTestId('quote-note').fill('原厂订货，含税');
  await row(MODELS[1]!).getByTestId('quote-price').fill('12.345');
  await row(MODELS[1]!).getByTestId('quote-lead').fill('3天');
  await row(MODELS[1]!).getByTestId('quote-validUntil').fill('2020-01-01');
  await page.getByTestId('quote-save').click();
  await expect(page.getByTestId('quote-error')).toHaveText('有 1 行填写有误，请按提示修改后再保存');
  const bad = row(MODELS[1]!);
  await expect(bad.getByTestId('quote-cell-error')).toHaveText(['单价须为数字，最多两位小数', '货期须为 0 到 365 的整数天', '有效期不能早于今天']);
  await expect(bad.getByTestId('quote-price')).toHaveAttribute('aria-invalid', 'true');
  await expect(row(MODELS[0]!).getByTestId('quote-cell-error')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'admin-enquiry-refused.png');

  // Fixed: both saved in one call; they leave the queue; the third still waits.
  await bad.getByTestId('quote-price').fill('9.9');
  await expect(bad.getByTestId('quote-cell-error')).toHaveCount(2);
  await bad.getByTestId('quote-lead').fill('0');
  const valid = await row(MODELS[0]!).getByTestId('quote-validUntil').inputValue();
  await bad.getByTestId('quote-validUntil').fill(valid);
  const saved = page.waitForRequest((r) => r.url().endsWith('/enquiry/quoteBatch'));
  await page.getByTestId('quote-save').click();
  const body = (await saved).postDataJSON() as { lines: Array<{ priceFen: number; leadTimeDays: number; note?: string }> };
  expect(body.lines.map((l) => [l.priceFen, l.leadTimeDays, l.note ?? null])).toEqual([
    [12_850, 7, '原厂订货，含税'],
    [990, 0, null],
  ]);
  await expect(page.getByTestId('quote-saved')).toHaveText('已保存 2 行报价，会员已收到站内消息');
  await settle(page);
  await expect(row(MODELS[0]!)).toHaveCount(0);
  await expect(row(MODELS[1]!)).toHaveCount(0);
  await expect(row(MODELS[2]!)).toHaveCount(1);
  await expect(row(MODELS[2]!).getByTestId('quote-price')).toHaveValue('');
  const after = await api<{ lines: Array<{ quote: { state: string; priceFen: number | null } | null }> }>(request, 'GET', `${BASE}/getReportsByOrderId/${enquiryId}`, token);
  expect(after.lines.map((l) => [l.quote?.state, l.quote?.priceFen])).toEqual([['quoted', 12_850], ['quoted', 990], ['requested', null]]);
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'admin-enquiry-saved.png');
});
