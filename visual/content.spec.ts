// Help centre and media centre (issue 13 item 1) in the browser, as a visitor (public pages):
// - from the footer open a help article, search help (a tag name finds nothing), vote
//   有帮助 and see the count move, follow 下一篇;
// - open the media list, switch to 公司新闻 and back, page, open an article, follow a related
//   one, back to the list; an unknown id shows the not-found state;
// - 1440 px baselines and axe audits of /helpCenter, /media/mediaList and /media/mediaDetail.
// Dates are masked (the seed dates articles relative to the day it runs).
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, openSettled, volatileParts } from './support.ts';

test.describe('help centre', () => {
  test('footer -> help article, search, vote, next article', async ({ page }) => {
    await openSettled(page, '/');
    const footer = page.locator('[data-region="help-footer"]');
    await footer.getByRole('link', { name: '发票问题' }).first().click();
    await expect(page).toHaveURL(/\/helpCenter\?type=invoice&value=601$/);
    await expect(page.getByRole('heading', { level: 1, name: '发票问题' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '帮助目录' }).getByRole('link', { name: '发票问题' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('article-body').locator('h3').first()).toHaveText('发票类型');
    await page.waitForLoadState('networkidle');
    await page.mouse.move(0, 0);
    await expect(page).toHaveScreenshot('help-center.png', { fullPage: true, mask: volatileParts(page) });
    await expectNoSeriousA11yViolations(page);

    // Search: a tag name never matches; a word of the text does.
    const box = page.getByRole('searchbox', { name: '搜索帮助' }).or(page.getByRole('textbox', { name: '搜索帮助' }));
    await box.fill('strong');
    await box.press('Enter');
    await expect(page.getByTestId('help-results')).toContainText('“strong”的搜索结果（0 篇）');
    await box.fill('运费');
    await page.getByRole('search', { name: '搜索帮助' }).getByRole('button', { name: '搜索' }).click();
    const results = page.getByTestId('help-results');
    await expect(results.getByRole('link', { name: '运费说明' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await results.getByRole('link', { name: '运费说明' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '运费说明' })).toBeVisible();

    // Vote, then change the vote.
    const feedback = page.getByTestId('help-feedback');
    await expect(feedback).toContainText('这篇文章对您有帮助吗？');
    await feedback.getByRole('button', { name: /有帮助/ }).click();
    await expect(feedback.getByRole('button', { name: '有帮助（1）' })).toHaveAttribute('aria-pressed', 'true');
    await expect(feedback.getByRole('status')).toHaveText('感谢您的反馈！');
    await feedback.getByRole('button', { name: /没帮助/ }).click();
    await expect(feedback.getByRole('button', { name: '没帮助（1）' })).toHaveAttribute('aria-pressed', 'true');
    await expect(feedback.getByRole('button', { name: '有帮助（0）' })).toBeVisible();

    // 上一篇 / 下一篇 within the category.
    await page.getByTestId('help-neighbours').getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: '配送范围与时效' })).toBeVisible();
  });

  test('an unknown article shows a clear state', async ({ page }) => {
    await openSettled(page, '/helpCenter?type=nope&value=99999');
    await expect(page.getByTestId('help-missing')).toContainText('没有找到这篇帮助文章');
  });
});

test.describe('media centre', () => {
  test('list -> tabs -> article -> related -> back', async ({ page }) => {
    await openSettled(page, '/media/mediaList');
    const tabs = page.getByRole('navigation', { name: '资讯分类' });
    await expect(tabs.getByRole('link')).toHaveText(['全部', '行业资讯', '公司新闻']);
    await expect(tabs.getByRole('link', { name: '全部' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('media-card')).toHaveCount(9);
    await page.mouse.move(0, 0);
    await expect(page).toHaveScreenshot('media-list.png', { fullPage: true, mask: volatileParts(page) });
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('navigation', { name: '分页' }).getByRole('link', { name: '第 2 页' }).click();
    await expect(page).toHaveURL(/page=2/);
    await tabs.getByRole('link', { name: '公司新闻' }).click();
    await expect(page).toHaveURL(/categoryId=9/);
    await expect(page.getByTestId('media-card').first()).toContainText('公司新闻');
    await tabs.getByRole('link', { name: '行业资讯' }).click();
    // Read the first card only once the tab's own list is shown (not the previous tab's).
    await expect(page).toHaveURL(/categoryId=8/);
    await expect(page.getByTestId('media-card').first()).toContainText('行业资讯');
    const first = page.getByTestId('media-card').first().getByRole('heading').getByRole('link');
    const title = (await first.textContent()) ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/media\/mediaDetail\?id=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await openSettled(page, page.url().replace(/^https?:\/\/[^/]+/, ''));
    await expect(page.getByTestId('media-related').getByTestId('media-card')).toHaveCount(4);
    await page.mouse.move(0, 0);
    await expect(page).toHaveScreenshot('media-detail.png', { fullPage: true, mask: volatileParts(page) });
    await expectNoSeriousA11yViolations(page);

    const related = page.getByTestId('media-related').getByTestId('media-card').first().getByRole('heading').getByRole('link');
    const relatedTitle = (await related.textContent()) ?? '';
    await related.click();
    await expect(page.getByRole('heading', { level: 1, name: relatedTitle })).toBeVisible();
    await page.getByRole('link', { name: '返回资讯列表' }).first().click();
    await expect(page).toHaveURL(/\/media\/mediaList$/);
  });

  test('a missing or unknown id shows not found', async ({ page }) => {
    for (const path of ['/media/mediaDetail', '/media/mediaDetail?id=99999', '/media/mediaDetail?id=601']) {
      await openSettled(page, path);
      await expect(page.getByTestId('media-missing')).toContainText('资讯不存在');
    }
    await expectNoSeriousA11yViolations(page);
  });
});
