// Playwright: journeys, 1440 px screenshot baselines and axe audits on Debian's Chromium
// (/usr/bin/chromium, never a downloaded browser), against the real server on port 3100 serving
// the built SPA (run `npm run build` first; `npm test` does).
import { defineConfig } from '@playwright/test';

// VISUAL_PORT lets a second checkout run the suite beside a server already on 3100, and
// VISUAL_STATIC_DIR lets it serve its own build (e.g. `vite build --outDir dist-b`).
const PORT = Number(process.env.VISUAL_PORT ?? 3100);
const BASE_URL = `http://127.0.0.1:${PORT}`;
/** The staff console's journeys (visual/staff.spec.ts, visual/staff-*.spec.ts). */
const CONSOLE_SPECS = /\/staff(-[a-z-]+)?\.spec\.ts$/;

export default defineConfig({
  testDir: 'visual',
  outputDir: 'visual/.output',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60000,
  forbidOnly: !!process.env.CI,
  // list for the terminal; json and the review reporter feed `npm run report` (scripts/report/).
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/playwright.json' }], ['./scripts/report/playwright-reporter.ts']],
  expect: {
    timeout: 10000,
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      // A count, not a ratio of the page (0.01 was 13,000 px of a 1440x900 shot and let menu changes
      // pass): one changed character of a 14 px menu entry is about 70 px and fails
      // (visual/visual-tolerance.spec.ts proves it); pixelmatch already skips anti-aliasing, and
      // a run at 0 showed no rendering noise, only changed content.
      maxDiffPixels: 20,
    },
  },
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    viewport: { width: 1440, height: 900 },
    deviceScaleFactor: 1,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    colorScheme: 'light',
    reducedMotion: 'reduce',
    // Recording a trace costs every journey CPU, which Vitest beside it needs (scripts/test.ts):
    // CI records it only for the retry of a failed journey (kept with the failure); a local run
    // (no retry) keeps the trace of a failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--font-render-hinting=none',
      ],
    },
  },
  // One server for the whole run, so a screenshot shows what the journeys before it left: the
  // console's queues and counts were drawn after the account journeys and before the storefront's
  // journeys add their orders, refunds and receipts. The console's specs are named staff-*.spec.ts,
  // which sort after the storefront's, so three projects keep that order (each waits for the one
  // before; when one fails, the ones after it are reported as not run).
  projects: [
    { name: 'account', testMatch: /\/account\.spec\.ts$/ },
    { name: 'console', testMatch: CONSOLE_SPECS, dependencies: ['account'] },
    { name: 'storefront', testIgnore: [/\/account\.spec\.ts$/, CONSOLE_SPECS], dependencies: ['console'] },
  ],
  webServer: {
    // A fresh data dir each run: the seed is deterministic, so the screenshots are too.
    command: `node -e "require('fs').rmSync('.data-test/visual-${PORT}',{recursive:true,force:true})" && npx tsx server/main.ts`,
    env: {
      PORT: String(PORT),
      DATA_DIR: `.data-test/visual-${PORT}`,
      SEED_SKUS: '3000',
      STATIC_DIR: process.env.VISUAL_STATIC_DIR ?? 'dist',
      NODE_ENV: 'test',
      // Journeys send many codes from one address in a few minutes.
      SMS_HOURLY_PER_IP: '1000',
      SMS_INTERVAL_SECONDS: '5',
      // Every journey logs in from the same address: the per-address login limits (issue 35) would
      // ask unrelated journeys for captchas; the per-account steps stay as configured.
      LOGIN_IP_CAPTCHA_AFTER: '1000',
      LOGIN_IP_FAILURES: '0',
    },
    url: `${BASE_URL}/healthz`,
    reuseExistingServer: !process.env.CI,
    timeout: 180000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
