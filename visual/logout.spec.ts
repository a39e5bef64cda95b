// Logging out from a member-only page goes to / (spec 4), not to /login.
import { expect, test } from '@playwright/test';
import { loginViaApi, openSettled, PERSONAL } from './support.ts';

test('logout on a member page returns to / logged out', async ({ page, context, baseURL }) => {
  await loginViaApi(context, baseURL!, PERSONAL);
  await openSettled(page, '/personalCenter');
  await expect(page).toHaveURL(/\/personalCenter$/);
  const topBar = page.locator('[data-region="top-bar"]');
  await topBar.getByRole('button', { name: '退出' }).click();
  await page.getByRole('alertdialog', { name: '退出提示' }).getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(topBar.getByRole('link', { name: '请登录' })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined();
});
