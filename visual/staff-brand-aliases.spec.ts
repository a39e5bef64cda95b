// 商品管理 › 品牌别名 (/admin/catalogue/brands, issue 33 item 4) in the browser, as 运营: the page is
// reached from 商品管理, filtered to one brand (东华 finds DONGHUA by its alias), bad input is
// refused in Chinese beside the brand (an empty alias by the form, an alias of another brand and a
// brand's own name by the server), an alias is added and shows on the row and in the search it
// feeds, then removed. 仓库 reads the list without the forms. axe; a 1440 px baseline of the
// filtered row with the server's refusal.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support.ts';

const OPERATIONS = { username: 'yunying', password: 'Staff2026' };
const WAREHOUSE = { username: 'cangku', password: 'Staff2026' };
const NEW_ALIAS = 'Hangzhou Donghua';

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main#main')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function consoleLogin(page: Page, who: { username: string; password: string }) {
  await page.goto('/admin');
  await page.getByLabel('登录名').fill(who.username);
  await page.getByLabel('密码').fill(who.password);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByTestId('staff-menu')).toBeVisible();
  await settle(page);
}

async function openAliases(page: Page) {
  await page.getByRole('link', { name: '商品管理' }).click();
  await settle(page);
  await page.getByRole('link', { name: '品牌别名' }).click();
  await settle(page);
  await expect(page.getByRole('heading', { level: 1, name: '品牌别名' })).toBeVisible();
}

/** Sends an alias for the one row shown and expects `message` beside it. */
async function expectRefusal(page: Page, alias: string, message: string) {
  const row = page.getByTestId('alias-row');
  await row.getByTestId('alias-input').fill(alias);
  await row.getByTestId('alias-add').click();
  await expect(row.getByTestId('alias-error')).toHaveText(message);
}

test.describe('品牌别名', () => {
  test('运营 filters to a brand, is refused bad aliases in Chinese, adds one that search then knows, removes it', async ({ page }) => {
    await consoleLogin(page, OPERATIONS);
    await openAliases(page);
    await expect(page).toHaveURL(/\/admin\/catalogue\/brands$/);
    const all = await page.getByTestId('alias-row').count();
    expect(all).toBeGreaterThan(50);

    // 东华 is DONGHUA's alias: the filter finds the brand by it, and only it.
    await page.getByTestId('alias-filter').fill('东华');
    await expect(page.getByTestId('alias-row')).toHaveCount(1);
    const row = page.getByTestId('alias-row');
    await expect(row).toContainText('DONGHUA');
    await expect(row).toContainText('东华链条');
    await expect(row).toContainText('杭州东华');
    await expect(page.getByText('共 1 个品牌')).toBeVisible();

    // Bad input: the form refuses an empty alias and a one-letter one; the server an alias of
    // another brand (wazhou is ZWZ's) and a brand's name; one sentence each, nothing added.
    await expectRefusal(page, '   ', '请填写别名');
    await expectRefusal(page, '东', '别名至少要有两个字母、数字或汉字（公司、集团等后缀不计）');
    await expectRefusal(page, 'wazhou', '别名“wazhou”已属于品牌“ZWZ”，同一个别名只能对应一个品牌');
    await expectRefusal(page, '东华链条', '“东华链条”已是品牌“DONGHUA”的名称，无需再添加为别名');
    await expect(row.locator('[data-testid="alias-remove"]')).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);
    await expect(page).toHaveScreenshot('admin-brand-aliases.png', { fullPage: true });

    // A new alias: shown on the row, said so, and the shop's search reads it at once.
    await row.getByTestId('alias-input').fill(NEW_ALIAS);
    await row.getByTestId('alias-add').click();
    await expect(page.getByTestId('alias-saved')).toHaveText(`别名“${NEW_ALIAS}”已添加，即时生效`);
    await expect(row.getByTestId('alias-error')).toHaveCount(0);
    await expect(row.getByRole('button', { name: `删除别名 ${NEW_ALIAS}` })).toBeVisible();
    const search = await page.request.post('/gateway/goods/open/goods/brandNumList', { data: { keyword: `${NEW_ALIAS} 滚子链` } });
    const brands = ((await search.json()) as { data: { name: string }[] }).data.map((b) => b.name);
    expect(brands).toEqual(['DONGHUA']);
    // The same alias again (another case) is a retry: nothing is added twice.
    await row.getByTestId('alias-input').fill(NEW_ALIAS.toLowerCase());
    await row.getByTestId('alias-add').click();
    await expect(page.getByTestId('alias-saved')).toBeVisible();
    await expect(row.locator('[data-testid="alias-remove"]')).toHaveCount(3);
    // Another brand cannot take it.
    await page.getByTestId('alias-filter').fill('椿本');
    await expect(page.getByTestId('alias-row')).toHaveCount(1);
    await expectRefusal(page, NEW_ALIAS, `别名“${NEW_ALIAS}”已属于品牌“DONGHUA”，同一个别名只能对应一个品牌`);
    await expectNoSeriousA11yViolations(page);
    await page.getByTestId('alias-filter').fill('东华');
    await expect(page.getByTestId('alias-row')).toHaveCount(1);

    // Removed: gone from the row, said so.
    await row.getByRole('button', { name: `删除别名 ${NEW_ALIAS}` }).click();
    await expect(page.getByTestId('alias-saved')).toHaveText(`别名“${NEW_ALIAS}”已删除，即时生效`);
    await expect(row.getByRole('button', { name: `删除别名 ${NEW_ALIAS}` })).toHaveCount(0);
    await expect(row.locator('[data-testid="alias-remove"]')).toHaveCount(2);

    // A filter that names no brand says so.
    await page.getByTestId('alias-filter').fill('没有这个品牌');
    await expect(page.getByTestId('alias-row')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('no-brand.png'), fullPage: true });
  });

  test('仓库 reads the list without the forms', async ({ page }) => {
    await consoleLogin(page, WAREHOUSE);
    await openAliases(page);
    await page.getByTestId('alias-filter').fill('瓦轴');
    await expect(page.getByTestId('alias-row')).toHaveCount(1);
    await expect(page.getByTestId('alias-row')).toContainText('ZWZ');
    await expect(page.getByText('别名由运营修改')).toBeVisible();
    await expect(page.getByTestId('alias-input')).toHaveCount(0);
    await expect(page.getByTestId('alias-remove')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});
