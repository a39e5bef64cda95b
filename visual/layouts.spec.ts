// One 1440 px screenshot baseline per layout of spec 2.3, each with an axe audit
// (WCAG 2.1 A/AA, zero serious or critical violations).
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginViaApi, openSettled, PERSONAL, volatileParts } from './support.ts';

test.describe('layouts at 1440 px', () => {
  test('default layout: home', async ({ page }) => {
    await openSettled(page, '/');
    await expect(page.getByRole('search', { name: '商品搜索' }).getByRole('combobox')).toHaveAttribute('placeholder', '请输入型号');
    await expect(
      page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '首页', exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveScreenshot('home.png', { fullPage: true, mask: volatileParts(page) });
    await expectNoSeriousA11yViolations(page);
  });

  test('login layout: login', async ({ page }) => {
    await openSettled(page, '/login');
    await expect(page.getByRole('heading', { name: '欢迎登录' })).toBeVisible();
    await expect(page.getByRole('link', { name: '免费注册' }).first()).toBeVisible();
    await expect(page).toHaveScreenshot('login.png', { fullPage: true, mask: volatileParts(page) });
    await expectNoSeriousA11yViolations(page);
  });

  test('order-progress layout: addOrder', async ({ page, context, baseURL }) => {
    await loginViaApi(context, baseURL!, PERSONAL);
    // Without ?tmpId= the checkout says there is nothing to confirm and links on.
    await openSettled(page, '/addOrder');
    const progress = page.getByRole('navigation', { name: '下单进度' });
    await expect(progress.getByRole('listitem')).toHaveText([/确认订单信息/, /提交订单/, /支付/, /完成/]);
    await expect(progress.locator('[aria-current="step"]')).toContainText('第1步 确认订单信息');
    await expect(page.getByRole('heading', { name: '没有找到要确认的订单' })).toBeVisible();
    await expect(page.getByRole('link', { name: '去购物车' })).toBeVisible();
    await expect(page.getByRole('search')).toHaveCount(0);
    await expect(page.getByText(PERSONAL.username)).toBeVisible();
    await expect(page).toHaveScreenshot('add-order.png', { fullPage: true, mask: volatileParts(page) });
    await expectNoSeriousA11yViolations(page);
  });

  test('404 page', async ({ page }) => {
    await openSettled(page, '/no-such-page');
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await expect(page.getByText('页面不存在！')).toBeVisible();
    await expect(page.getByRole('link', { name: '返回首页' })).toBeVisible();
    await expect(page).toHaveScreenshot('not-found.png', { fullPage: true, mask: volatileParts(page) });
    await expectNoSeriousA11yViolations(page);
  });
});
