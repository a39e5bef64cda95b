// The storefront shell (src/app, src/features/shell) in the browser, on the real server:
// - one 1440 px screenshot baseline per layout of spec 2.3 (default, login, order progress) and
//   the 404 page, each with an axe audit (WCAG 2.1 A/AA, zero serious or critical violations);
// - journeys of the session, route-guard and VIP-promotion machines, by role: the guard's
//   redirects, logging in and out (also from a member-only page, which returns to /), routes
//   and query parameters, the header's zones, the side strip and the top bar's hover menus;
// - the JavaScript the browser fetches to show / (first paint and its lazy page chunk), gzip of
//   the built files: the shell must stay light (McMaster-Carr is the reference).
import { expect, test } from '@playwright/test';
import { ENTERPRISE, expectNoSeriousA11yViolations, initialJs, loginViaApi, openSettled, PERSONAL, volatileParts } from './support.ts';

// 190 until issues 12 and 13 put two member counts in the shell (unread messages, cart lines:
// one count machine, two actors); 196.8 KB measured then (docs/decisions.md). 185 since the API
// client moved from axios to fetch (issue 20): 177.2 KB measured, the home page's chunks included.
// 165 since the first-load cut (issue 20, item 5: other layouts' headers, footers, side strip,
// toaster store, the cart's row controls and Chakra's unused recipes out of the first load):
// 163.4 KB measured, the footer and side-strip chunks that load after the first render included.
// 158 since the second pass (the page chunks' preload lists out of the entry, the home page's own
// strings, emotion's unused withTheme helpers): 156.9 KB measured. The third pass (the home
// shelves' cards and the later shell parts' text out of the first load) took the first load itself
// (entry and home page, bench/cases/platform.ts) to 148.5 KB; the browser still fetches 156.3 KB
// by the time the heading shows, as the cards, footer and side strip follow at once.
// 170 since axios came back as the one API client (issue 36 item 7, which sets that ceiling):
// 170.9 KB measured with axios's fetch adapter already left out, 169.8 KB once its CancelToken and
// HttpStatusCode table were too (vite.config.ts, axiosWithoutDeadModules).
const SHELL_BUDGET_KB_GZIP = 170;

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
    // Refreshed directly: the server's answer for the unknown route, then the page again.
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await expect(page.getByText('页面不存在！')).toBeVisible();
    // Not a server failure: no 服务器开小差了 (issue 34 item 4), only the way home.
    await expect(page.getByText('服务器开小差了~请稍后重试')).toHaveCount(0);
    await expect(page.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
    await expect(page).toHaveScreenshot('not-found.png', { fullPage: true, mask: volatileParts(page) });
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('session and route guard', () => {
  test('a visitor opening /myOrder lands on /login, and comes back to /myOrder after logging in', async ({ page }) => {
    await page.goto('/myOrder');
    await expect(page).toHaveURL(/\/login\?redirect=%2FmyOrder$/);
    await expect(page.getByRole('heading', { name: '账号登录' })).toBeVisible();
    await page.getByRole('textbox', { name: '账号' }).fill(PERSONAL.username);
    await page.getByLabel('密码').fill(PERSONAL.password);
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page).toHaveURL(/\/myOrder$/);
    await expect(page.getByRole('heading', { name: '我的订单' }).first()).toBeVisible();
  });

  test('logging in shows the 个人 badge and the username; logout through the dialog returns to / logged out', async ({
    page,
    context,
  }) => {
    await openSettled(page, '/login');
    await page.getByRole('textbox', { name: '账号' }).fill(PERSONAL.username);
    await page.getByLabel('密码').fill(PERSONAL.password);
    await page.getByRole('button', { name: '登录' }).click();

    // The guard leaves /login for / once logged in; member info fills the top bar.
    await expect(page).toHaveURL(/\/$/);
    const topBar = page.locator('[data-region="top-bar"]');
    await expect(topBar.getByText('个人', { exact: true })).toBeVisible();
    await expect(topBar.getByText(PERSONAL.username)).toBeVisible();
    await expect(topBar.getByRole('button', { name: '完成企业认证，免费领VIP' })).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === 'token')?.value).toBeTruthy();

    await topBar.getByRole('button', { name: '退出' }).click();
    const dialog = page.getByRole('alertdialog', { name: '退出提示' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('确定要退出登录吗？')).toBeVisible();
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(dialog).toBeHidden();
    await expect(topBar.getByText(PERSONAL.username)).toBeVisible();

    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '全部商品', exact: true }).click();
    await expect(page).toHaveURL(/\/productList$/);
    await topBar.getByRole('button', { name: '退出' }).click();
    await page.getByRole('alertdialog', { name: '退出提示' }).getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(topBar.getByRole('link', { name: '请登录' })).toBeVisible();
    await expect(topBar.getByText(PERSONAL.username)).toHaveCount(0);
    expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined();
  });

  test('an enterprise VIP member sees 企业, the V icon and the company name', async ({ page, context, baseURL }) => {
    await loginViaApi(context, baseURL!, ENTERPRISE);
    await openSettled(page, '/');
    const topBar = page.locator('[data-region="top-bar"]');
    await expect(topBar.getByText('企业', { exact: true })).toBeVisible();
    await expect(topBar.getByRole('img', { name: '会员价有效' })).toBeVisible();
    await expect(topBar.getByTestId('member-name')).not.toHaveText(ENTERPRISE.username);
    await expect(topBar.getByRole('button', { name: '完成企业认证，免费领VIP' })).toHaveCount(0);
  });

  test('a logged-in member opening /login is sent to /', async ({ page, context, baseURL }) => {
    await loginViaApi(context, baseURL!, PERSONAL);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a dead token is cleared with 请重新登录 and the member goes to /login', async ({ page, context, baseURL }) => {
    const url = new URL(baseURL!);
    await context.addCookies([{ name: 'token', value: 'dead-token', domain: url.hostname, path: '/' }]);
    await page.goto('/personalCenter');
    await expect(page.getByText('请重新登录')).toBeVisible();
    await expect(page).toHaveURL(/\/login(\?redirect=%2FpersonalCenter)?$/);
    expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined();
  });

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
});

test.describe('routes', () => {
  test('/home redirects to /', async ({ page }) => {
    await page.goto('/home');
    await expect(page).toHaveURL(/\/$/);
  });

  test('optional id routes and query parameters reach their pages', async ({ page }) => {
    await openSettled(page, '/product/1001');
    await expect(page.getByTestId('product').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '当前位置' })).toBeVisible();

    await openSettled(page, '/product');
    await expect(page.getByRole('heading', { name: '商品不存在' })).toBeVisible();

    await page.getByRole('combobox', { name: '商品搜索' }).fill('6205-2RS');
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await expect(page).toHaveURL(/\/productList\?goodsName=6205-2RS$/);
    await expect(page.getByRole('heading', { level: 1, name: '“6205-2RS”的搜索结果' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: '商品搜索' })).toHaveValue('6205-2RS');
    const nav = page.getByRole('navigation', { name: '主导航' });
    await expect(nav.getByRole('link', { name: '全部商品', exact: true })).toHaveAttribute('aria-current', 'page');

    await openSettled(page, '/helpCenter?type=about&value=7');
    await expect(nav.getByRole('link', { name: '关于我们', exact: true })).toHaveAttribute('aria-current', 'page');
  });

  test("a page whose chunk cannot be fetched reloads once, then shows the error page inside the layout", async ({ page }) => {
    await openSettled(page, '/');
    // A new deployment removed the help centre's chunk (src/app/page-loader.tsx, lib/chunk-reload.ts).
    await page.route(/\/assets\/help-center-page-[^/]+\.js$/, (route) => route.abort());
    const reloaded = page.waitForEvent('load');
    await page.getByRole('link', { name: '关于我们', exact: true }).click();
    await reloaded;
    await expect(page).toHaveURL(/\/helpCenter/);
    // Within a minute of that reload the chunk is still missing: no second reload, the error page.
    await expect(page.getByText('服务器错误')).toBeVisible();
    await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
  });

  test('the header lists the special zones; a zone opens /special?id=', async ({ page }) => {
    await openSettled(page, '/');
    const nav = page.getByRole('navigation', { name: '主导航' });
    const links = nav.getByRole('link');
    // 首页 全部商品 积分商城 <zones> 服务与检测 关于我们 合作中心 媒体资讯
    expect(await links.count()).toBeGreaterThan(7);
    const zone = links.nth(3);
    const name = (await zone.textContent()) ?? '';
    await zone.click();
    await expect(page).toHaveURL(/\/special\?id=/);
    await expect(nav.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
  });

  test('the side strip buttons are 80 x 70 px', async ({ page }) => {
    await openSettled(page, '/');
    const strip = page.getByRole('complementary', { name: '快捷工具' });
    for (const name of ['购物车', '我的订单', '我的收藏', '个人中心']) {
      const box = await strip.getByRole('link', { name }).boundingBox();
      expect(box && [Math.round(box.width), Math.round(box.height)]).toEqual([80, 70]);
    }
    const top = await strip.getByRole('button', { name: '返回顶部' }).boundingBox();
    expect(top && [Math.round(top.width), Math.round(top.height)]).toEqual([80, 70]);
  });
});

test.describe('top bar hover menus', () => {
  test('我的爱备客, help and mobile menus open on hover and list their links', async ({ page }) => {
    await openSettled(page, '/');
    const topBar = page.locator('[data-region="top-bar"]');
    await topBar.getByRole('button', { name: '我的爱备客' }).hover();
    const myMenu: Array<[string, string]> = [
      ['个人中心', '/personalCenter'],
      ['购物车', '/shoppingCart'],
      ['我的订单', '/myOrder'],
      ['我的询价', '/enquiry'],
      ['我的收藏', '/collection'],
      ['我的积分', '/pointRecord'],
    ];
    for (const [name, href] of myMenu) {
      await expect(topBar.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await topBar.getByRole('button', { name: '帮助中心' }).hover();
    // Each entry opens its help-centre article: /helpCenter?type=<label>&value=<id>.
    for (const name of ['帮助中心', '网站注册登录流程', '发票问题', '如何询价', '支付方式', '退换货政策']) {
      await expect(topBar.getByRole('link', { name, exact: true })).toHaveAttribute('href', /^\/helpCenter\?type=[\w-]+&value=\d+$/);
    }
    await topBar.getByRole('button', { name: '手机版' }).hover();
    await expect(topBar.getByRole('img', { name: '爱备客小程序二维码' })).toBeVisible();
    await expect(topBar.getByRole('img', { name: '爱备客公众号二维码' })).toBeVisible();
  });
});

test.describe('VIP promotion', () => {
  test('opens for a visitor after 180000 ms with the trial-VIP days, and closes', async ({ page }) => {
    await page.clock.install();
    await openSettled(page, '/');
    const dialog = page.getByRole('dialog', { name: '免费领取VIP会员' });
    // The installed clock also moves with real time (loading the page under load can take seconds),
    // so the check before the delay leaves ten seconds of margin.
    await page.clock.runFor(170000);
    await expect(dialog).toHaveCount(0);
    await page.clock.runFor(10000);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('trial-days')).toHaveText(/^\d+天$/);
    await dialog.getByRole('button', { name: '暂不需要' }).click();
    await expect(dialog).toHaveCount(0);
    // Remembered for the day: a reload does not bring it back 180 s later.
    await openSettled(page, '/');
    await page.clock.runFor(200000);
    await expect(dialog).toHaveCount(0);
  });

  test('never opens for a logged-in member', async ({ page, context, baseURL }) => {
    await loginViaApi(context, baseURL!, PERSONAL);
    await page.clock.install();
    await openSettled(page, '/');
    await page.clock.runFor(200000);
    await expect(page.getByRole('dialog', { name: '免费领取VIP会员' })).toHaveCount(0);
  });
});

test('initial JS of / stays within the budget', async ({ page }, testInfo) => {
  const { kb, summary } = await initialJs(page, '/', async () => {
    await expect(page.getByRole('heading', { name: '首页' })).toBeVisible();
  });
  console.log(summary);
  await testInfo.attach('initial-js', { body: `${summary}\n`, contentType: 'text/plain' });
  expect(kb).toBeLessThanOrEqual(SHELL_BUDGET_KB_GZIP);
});
