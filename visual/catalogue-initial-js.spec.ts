// Issue 5: the first load of / and of /productList ships under 200 KB gzip of JavaScript
// (every built script the browser fetched until the page settled, gzip level 9 of dist/).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

const BUDGET_KB_GZIP = 200;

async function initialJs(page: Page, path: string, ready: () => Promise<void>): Promise<{ kb: number; summary: string }> {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await ready();
  let raw = 0;
  let gzip = 0;
  const rows: string[] = [];
  for (const file of [...scripts].sort()) {
    const bytes = readFileSync(`dist${file}`);
    const zipped = gzipSync(bytes, { level: 9 }).length;
    raw += bytes.length;
    gzip += zipped;
    rows.push(`${(zipped / 1024).toFixed(1).padStart(7)} KB  ${file}`);
  }
  const summary = `initial JS of ${path}: ${scripts.size} files, ${(raw / 1024).toFixed(1)} KB raw, ${(gzip / 1024).toFixed(1)} KB gzip`;
  return { kb: gzip / 1024, summary: `${summary}\n${rows.join('\n')}` };
}

test('initial JS of / (home with its data) stays under 200 KB gzip', async ({ page }, testInfo) => {
  const { kb, summary } = await initialJs(page, '/', async () => {
    await expect(page.getByRole('heading', { name: '热销商品' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '商品分类菜单' }).getByRole('link').first()).toBeVisible();
  });
  console.log(summary);
  await testInfo.attach('initial-js-home', { body: `${summary}\n`, contentType: 'text/plain' });
  expect(kb).toBeLessThan(BUDGET_KB_GZIP);
});

test('initial JS of /productList (a search with results) stays under 200 KB gzip', async ({ page }, testInfo) => {
  const { kb, summary } = await initialJs(page, '/productList?goodsName=6205', async () => {
    await expect(page.getByTestId('goods-row').first()).toBeVisible();
  });
  console.log(summary);
  await testInfo.attach('initial-js-product-list', { body: `${summary}\n`, contentType: 'text/plain' });
  expect(kb).toBeLessThan(BUDGET_KB_GZIP);
});
