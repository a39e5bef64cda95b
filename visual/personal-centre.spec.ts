// The personal centre's 我的询价 and 消息通知 panels (issue 34 item 3) in the browser, on the real
// server, for a member of the spec's own (registered here, so the lists are known):
// - a new member: both panels show their empty state (no 建设中 left), 查看全部 links to the lists;
// - two enquiries (one waiting for a staff quote, which also sends an unread message): the panel
//   lists them newest first with their states and links; 消息通知 lists the unread message;
// - a message opened from the panel is marked read and leads to its page; back on the centre it is
//   gone and the empty state shows; an enquiry opens its report;
// - 1440 px baselines (empty and with data; the random mobile and the times masked) and axe.
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, gatewayCall, loginViaApi, openSettled, registerMember, tokenOf, volatileParts } from './support.ts';

const ENQUIRY = '/goods/api/goods/enquiryMember';

const shot = (page: Page, name: string) =>
  expect(page).toHaveScreenshot(name, {
    fullPage: true,
    mask: [
      ...volatileParts(page),
      // The member is registered with a random mobile: its name, masked mobile and the top bar's greeting.
      page.getByTestId('member-display-name'),
      page.getByTestId('member-mobile'),
      page.locator('[data-region="top-bar"]').getByText(/^1\d{10}$/),
    ],
  });

/** Imports pasted rows as the member: the new enquiry's id. */
async function paste(request: APIRequestContext, token: string, models: string[]): Promise<number> {
  const answer = await gatewayCall<{ enquiryId: number }>(request, 'POST', `${ENQUIRY}/import`, token, { rows: models.map((model) => ({ model, qty: '2' })) });
  return answer.enquiryId;
}

test('the personal centre lists the latest enquiries and unread messages, empty first', async ({ page, context, baseURL, request }) => {
  test.setTimeout(120_000);
  const member = await registerMember(request, '156', 'Centre2026ab');
  const token = await tokenOf(request, member, '0');
  await loginViaApi(context, baseURL!, member);

  // A new member: honest empty states, no placeholder.
  await openSettled(page, '/personalCenter');
  const enquiries = page.getByRole('region', { name: '我的询价' });
  const messages = page.getByRole('region', { name: '消息通知' });
  await expect(enquiries.getByTestId('list-empty')).toContainText('您还没有询价。');
  await expect(enquiries.getByRole('link', { name: '去批量询价' })).toHaveAttribute('href', '/batchInquiry');
  await expect(messages.getByTestId('list-empty')).toHaveText('没有未读消息。');
  await expect(enquiries.getByRole('link', { name: '我的询价查看全部' })).toHaveAttribute('href', '/enquiry');
  await expect(messages.getByRole('link', { name: '消息通知查看全部' })).toHaveAttribute('href', '/messageNotification');
  await expect(page.getByText('建设中')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'personal-centre-empty.png');

  // Two enquiries of models we do not sell; the second asks staff for a quote (待报价, and a message).
  const first = await paste(request, token, ['ZZ-NOSUCH-0001', 'ZZ-NOSUCH-0002']);
  const second = await paste(request, token, ['ZZ-NOSUCH-0003']);
  const report = await gatewayCall<{ lines: Array<{ id: number }> }>(request, 'GET', `${ENQUIRY}/getReportsByOrderId/${second}`, token);
  await gatewayCall(request, 'POST', `${ENQUIRY}/requestQuote/${second}`, token, { lineIds: report.lines.map((l) => l.id) });

  await openSettled(page, '/personalCenter');
  const rows = enquiries.getByTestId('centre-enquiry');
  await expect(rows).toHaveCount(2);
  await expect(enquiries.getByTestId('centre-enquiries-count')).toHaveText('共 2 次询价');
  await expect(rows.nth(0).getByTestId('centre-enquiry-state')).toHaveText('待报价');
  await expect(rows.nth(0)).toContainText('1 行');
  await expect(rows.nth(1).getByTestId('centre-enquiry-state')).toHaveText('已匹配');
  await expect(rows.nth(1)).toContainText('2 行');
  await expect(rows.nth(0).getByRole('link')).toHaveAttribute('href', `/enquiryDetail?id=${second}`);
  await expect(rows.nth(1).getByRole('link')).toHaveAttribute('href', `/enquiryDetail?id=${first}`);
  const unread = messages.getByTestId('centre-message');
  await expect(unread).toHaveCount(1);
  await expect(messages.getByTestId('centre-messages-count')).toHaveText('1 条未读');
  const open = unread.getByRole('link');
  await expect(open).toHaveAttribute('href', `/enquiryDetail?id=${second}`);
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'personal-centre-lists.png');

  // Opening the message marks it read and leads to its enquiry; back on the centre it is gone.
  const read = page.waitForResponse((r) => r.url().includes('/member/message/read/'));
  await open.click();
  expect((await read).ok()).toBe(true);
  await expect(page).toHaveURL(new RegExp(`/enquiryDetail\\?id=${second}$`));
  await openSettled(page, '/personalCenter');
  await expect(messages.getByTestId('list-empty')).toHaveText('没有未读消息。');
  await expect(page.locator('[data-region="top-bar"]').getByRole('link', { name: /消息/ })).toHaveCount(0);

  // An enquiry opens its report.
  await rows.nth(1).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/enquiryDetail\\?id=${first}$`));
  await expect(page.getByTestId('enquiry-state')).toHaveText('已匹配');
});
