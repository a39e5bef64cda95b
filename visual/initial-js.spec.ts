// The JavaScript the browser fetches to show / (first paint and its lazy page chunk), measured
// as gzip of the built files: the shell must stay light (McMaster-Carr is the reference).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

const BUDGET_KB_GZIP = 190;

test('initial JS of / stays within the budget', async ({ page }, testInfo) => {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { name: '首页' })).toBeVisible();
  let raw = 0;
  let gzip = 0;
  const rows: string[] = [];
  for (const path of [...scripts].sort()) {
    const bytes = readFileSync(`dist${path}`);
    const zipped = gzipSync(bytes, { level: 9 }).length;
    raw += bytes.length;
    gzip += zipped;
    rows.push(`${(zipped / 1024).toFixed(1).padStart(7)} KB  ${path}`);
  }
  const summary = `initial JS of /: ${scripts.size} files, ${(raw / 1024).toFixed(1)} KB raw, ${(gzip / 1024).toFixed(1)} KB gzip`;
  console.log(`${summary}\n${rows.join('\n')}`);
  await testInfo.attach('initial-js', { body: `${summary}\n${rows.join('\n')}\n`, contentType: 'text/plain' });
  expect(gzip / 1024).toBeLessThan(BUDGET_KB_GZIP);
});
