// knip (issue 36, item 8): dead code, unused dependencies and unlisted ones, counted by `npm run
// arch` (scripts/arch.ts, count 4) in `npm test`. Entries are every way code is started: the two
// SPA entries (index.html, admin.html), the server and its seed CLI, the worker threads it loads
// with new URL('./x.mjs', import.meta.url), the tsx-run scripts of package.json and .ci/run, the
// review report (with the machines' labels it imports by file name), bench, the Vitest and
// Playwright files; knip's vite, vitest, playwright and eslint plugins read their config files.
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  entry: [
    'src/main.tsx', // index.html
    'src/app/staff/staff-main.tsx', // admin.html
    'server/main.ts',
    'server/db/seed/cli.ts',
    'server/**/*.mjs', // sheet-worker.mjs, pdf-inspect-worker.mjs: new Worker(new URL(...))
    // server/db/migrate.ts puts each migration's namespace in an object; Kysely calls `up`.
    'server/db/migrations/[0-9]*.ts',
    'scripts/*.ts',
    'scripts/report/build.ts',
    'scripts/report/playwright-reporter.ts', // named by path in playwright.config.ts
    'machines/**/*.labels.ts', // imported by file name in scripts/report/machines.ts
    'bench/*.ts', // bench/baseline-server.ts is started by path
    'bench/lib/index-footprint.ts', // started by path by bench/cases/index-footprint.ts
    'tests/**/*.test.ts',
    'visual/**/*.spec.ts',
    'examples/*.ts', // examples/erp-sync.ts: an ERP developer runs it with tsx (issue 40)
  ],
  project: ['src/**/*.{ts,tsx}', 'machines/**/*.ts', 'domain/**/*.ts', 'server/**/*.{ts,mjs}', 'scripts/**/*.ts', 'bench/**/*.ts', 'tests/**/*.ts', 'visual/**/*.ts', 'examples/**/*.ts', '*.ts'],
  // An export its own file uses is live code, its `export` only unneeded: not a finding here.
  ignoreExportsUsedInFile: true,
  // Run by path (node node_modules/@redocly/cli/bin/cli.js) in tests/api/shell/openapi-contract.test.ts.
  ignoreDependencies: ['@redocly/cli'],
  // LibreOffice's command line, a Debian package (.ci/run installs libreoffice-calc-nogui), not an npm one:
  // tests/unit/enquiry/xlsx-writer.test.ts opens the sheets we write with it when it is there.
  // Poppler's pdftoppm, pdftotext, pdffonts and pdfinfo (Debian poppler-utils, installed by .ci/run): the quote PDF
  // test (tests/api/quotes/quote-pdf.test.ts) renders and reads the PDF with them.
  ignoreBinaries: ['soffice', 'pdftoppm', 'pdftotext', 'pdffonts', 'pdfinfo'],
};

export default config;
