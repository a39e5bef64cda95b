// Webhooks on /company/integration (issue 40 item 3) in the browser, on the real server: the demo
// company's admin (13800000002) adds an endpoint (a public https address, given as an IP so no DNS
// is asked), picks its events by their Chinese names, reads the secret once (the dialog, with a
// copy button), sees the endpoint listed with the secret masked and the empty deliveries table
// (1440 px baseline and axe); a plain http address is refused in the form before anything is sent;
// the endpoint is deleted after a confirmation.
import { expect, test } from '@playwright/test';
import { ENTERPRISE, expectNoSeriousA11yViolations, loginViaApi, memberApi, openSettled, volatileParts } from './support.ts';

const URL = 'https://93.184.215.14/hooks/aibeike';

test.describe('webhooks', () => {
  test('the admin adds a webhook, reads its secret once and deletes it', async ({ page, context, request, baseURL }) => {
    const api = memberApi(request, await loginViaApi(context, baseURL!, ENTERPRISE));
    for (const e of await api<Array<{ id: number }>>('POST', '/member/api/company/webhook/list')) await api('POST', `/member/api/company/webhook/delete/${e.id}`);

    await openSettled(page, '/company/integration');
    const section = page.getByRole('region', { name: 'Webhook' });
    await expect(section.getByTestId('webhook-empty')).toBeVisible();

    await section.getByTestId('webhook-add').click();
    const dialog = page.getByRole('dialog', { name: '添加 Webhook' });
    await dialog.getByTestId('webhook-url').fill('http://93.184.215.14/hooks');
    await dialog.getByTestId('webhook-save').click();
    await expect(dialog.getByRole('alert')).toContainText('https://');
    await dialog.getByTestId('webhook-url').fill(URL);
    await dialog.getByText('订单已发货').click();
    await dialog.getByText('报价单已发出').click();
    await dialog.getByTestId('webhook-save').click();

    const secret = page.getByTestId('webhook-secret');
    await expect(secret).toBeVisible();
    const value = (await secret.getByTestId('webhook-secret-value').textContent()) ?? '';
    expect(value).toMatch(/^whsec_[0-9a-f]{48}$/);
    await expect(secret.getByRole('button', { name: /复制/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await secret.getByRole('button', { name: '我已保存' }).click();
    await expect(secret).toHaveCount(0);

    const table = section.getByTestId('webhook-endpoints');
    await expect(table).toContainText(URL);
    await expect(table).toContainText('订单已提交、订单已发货、报价单已发出');
    await expect(table).toContainText(`${value.slice(0, 6)}••••••••`);
    await expect(table).not.toContainText(value);
    await expect(page).toHaveScreenshot('integration-webhooks.png', { fullPage: true, mask: volatileParts(page) });
    await expectNoSeriousA11yViolations(page);

    await table.getByRole('button', { name: `删除 ${URL}` }).click();
    const confirm = page.getByRole('alertdialog', { name: '删除 Webhook' });
    await confirm.getByRole('button', { name: '删除' }).click();
    await expect(section.getByTestId('webhook-empty')).toBeVisible();
  });
});
