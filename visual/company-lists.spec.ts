// Requisition lists (常购清单, issue 37 item 4) in the browser, on the real server:
// - the buyer 陈刚 (13800000004) opens /company/lists, sees the company's shared list
//   设备部月度常购 (1440 px baseline and axe), adds the whole list to the cart, reads what was added
//   and skipped, goes to the cart holding those lines, checks out (/addOrderVip: the company's
//   default address chosen, no 新增收货地址 for a buyer), pays by 对公转账 and the order goes to the
//   company's address (the order detail names its consignee);
// - the buyer makes a list, finds a goods by model and adds it, changes its quantity, saves, and
//   deletes the list after a confirmation; a read-only role (finance) sees no edit buttons.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginViaApi, memberApi, openSettled, volatileParts } from './support.ts';

const BUYER = { username: '13800000004', password: 'Demo2026' };
const FINANCE = { username: '13800000006', password: 'Demo2026' };
const SHARED = '设备部月度常购';

test.describe('requisition lists', () => {
  test('a buyer adds the shared list to the cart', async ({ page, context, request, baseURL }) => {
    const api = memberApi(request, await loginViaApi(context, baseURL!, BUYER));
    await api('POST', '/goods/api/cart/delete/all');

    await openSettled(page, '/company/lists');
    await expect(page.getByRole('heading', { name: '常购清单', level: 1 })).toBeVisible();
    const nav = page.getByRole('navigation', { name: '清单列表' });
    await nav.getByRole('button', { name: new RegExp(SHARED) }).click();
    await expect(nav.getByRole('button', { name: new RegExp(SHARED) })).toHaveAttribute('aria-current', 'true');
    const detail = page.getByTestId('list-detail');
    await expect(detail.getByRole('heading', { name: SHARED, level: 2 })).toBeVisible();
    await expect(page.getByTestId('list-line')).toHaveCount(4);
    await expect(page).toHaveScreenshot('company-lists.png', { fullPage: true, mask: volatileParts(page) });
    await expectNoSeriousA11yViolations(page);

    await detail.getByRole('button', { name: '加入购物车' }).click();
    const result = page.getByTestId('to-cart-result');
    await expect(result).toBeVisible();
    const added = Number((await result.getByText(/^已将 \d+ 种商品加入购物车$/).textContent())?.match(/\d+/)?.[0]);
    expect(added).toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(page);

    await result.getByRole('link', { name: '去购物车结算' }).click();
    await expect(page).toHaveURL(/\/shoppingCart$/);
    await expect(page.getByTestId('cart')).toBeVisible();
    await expect(page.getByTestId('cart').locator('..').getByText(`共 ${added} 种商品`)).toBeVisible();
    const cart = await api<{ lines: unknown[] }>('GET', '/goods/api/cart/list');
    expect(cart.lines).toHaveLength(added);
    await expect(page.getByRole('button', { name: '去结算' })).toBeEnabled();

    // Checkout: the company's addresses (the certified account's book), its default chosen.
    const company = await api<Array<{ id: number; consignee: string; detail: string; isDefault: boolean }>>('GET', '/member/api/memberAddress/list');
    const home = company.find((a) => a.isDefault) ?? company[0]!;
    await page.getByRole('button', { name: '去结算' }).click();
    await expect(page).toHaveURL(/\/addOrderVip\?tmpId=\d+$/);
    await expect(page.getByRole('heading', { name: '确认订单信息', level: 1 })).toBeVisible();
    await expect(page.getByTestId('draft-line')).toHaveCount(added);
    const chosen = page.locator('[data-testid="address-card"][data-checked="true"]');
    await expect(chosen).toHaveCount(1);
    await expect(chosen).toContainText(home.consignee);
    // A buyer chooses among the company's books; only admin and finance add to them.
    await expect(page.getByRole('button', { name: '新增收货地址' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '新增发票抬头' })).toHaveCount(0);
    await page.getByTestId('pay-2').click();
    await expect(page.getByRole('radio', { name: /对公转账/ })).toBeChecked();
    await expect(page).toHaveScreenshot('company-lists-checkout.png', { fullPage: true, mask: [...volatileParts(page), page.getByTestId('credit-available')] });
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: '提交订单' }).click();
    // The shared list is worth more than ¥5,000: the demo company's rule (issue 38) sends it to 林娜 for approval.
    await expect(page.getByTestId('awaiting-approval')).toBeVisible();
    await expect(page.getByRole('heading', { name: '订单已提交，等待审批' })).toBeVisible();
    const href = await page.getByRole('link', { name: '查看订单' }).getAttribute('href');
    const orderId = Number(/\/myOrderDetail\/(\d+)$/.exec(href ?? '')?.[1]);
    expect(orderId).toBeGreaterThan(0);

    // The order is the company's, placed by the buyer, to the company's address.
    await openSettled(page, `/myOrderDetail/${orderId}`);
    const address = page.getByRole('region', { name: '收货信息' });
    await expect(address).toContainText(home.consignee);
    await expect(address).toContainText(home.detail);
    expect((await api<{ lines: unknown[] }>('GET', '/goods/api/cart/list')).lines).toHaveLength(0);
    await expect(page.getByTestId('order-approval-link')).toBeVisible();
    // The order stays 待审批, holding its stock (later journeys rely on it: stock.spec's sold-out goods is one of the list's).
  });

  test('a buyer makes a list, adds a goods by model, saves it and deletes it', async ({ page, context, baseURL }) => {
    await loginViaApi(context, baseURL!, BUYER);
    await openSettled(page, '/company/lists');
    await page.getByRole('button', { name: '新建清单' }).click();
    const dialog = page.getByTestId('list-name-dialog');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toContainText('请填写清单名称');
    await dialog.getByLabel('清单名称').fill('车间劳保周清单');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toBeHidden();
    const detail = page.getByTestId('list-detail');
    await expect(detail.getByRole('heading', { name: '车间劳保周清单', level: 2 })).toBeVisible();
    await expect(detail).toContainText('清单里还没有商品');

    await page.getByLabel('商品编码、型号或名称').fill('6205-2RSH');
    await page.getByRole('button', { name: '查找', exact: true }).click();
    const results = page.getByTestId('finder-results');
    await results.getByRole('button', { name: /^将 .+ 添加到清单$/ }).first().click();
    await expect(page.getByTestId('list-line')).toHaveCount(1);
    const qty = page.getByTestId('list-line').getByRole('spinbutton');
    await qty.fill('12');
    await expect(page.getByTestId('list-dirty')).toBeVisible();
    await page.getByRole('button', { name: '保存修改' }).click();
    await expect(page.getByTestId('list-dirty')).toBeHidden();
    await expect(page.getByTestId('list-line').getByRole('spinbutton')).toHaveValue('12');
    await expectNoSeriousA11yViolations(page);

    await detail.getByRole('button', { name: '删除' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('车间劳保周清单');
    await confirm.getByRole('button', { name: '删除' }).click();
    await expect(page.getByRole('navigation', { name: '清单列表' }).getByRole('button', { name: /车间劳保周清单/ })).toHaveCount(0);
  });

  test('finance reads the shared list but may neither edit nor order', async ({ page, context, baseURL }) => {
    await loginViaApi(context, baseURL!, FINANCE);
    await openSettled(page, '/company/lists');
    await page.getByRole('navigation', { name: '清单列表' }).getByRole('button', { name: new RegExp(SHARED) }).click();
    await expect(page.getByTestId('list-detail').getByRole('heading', { name: SHARED })).toBeVisible();
    await expect(page.getByText('您的企业角色只能查看常购清单，不能修改。')).toBeVisible();
    await expect(page.getByRole('button', { name: '新建清单' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '加入购物车' })).toHaveCount(0);
    await expect(page.getByTestId('list-line').getByRole('spinbutton')).toHaveCount(0);
  });
});
