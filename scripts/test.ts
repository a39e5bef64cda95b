// `npm test`: type check, lint, build the SPA, run Vitest (unit, machines, API), then the
// Playwright journeys, screenshots and axe audits. Stops at the first failing step and ends with
// one line counting every test: "tests: N passed, N failed, N skipped".
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { playwrightCounts, summaryLine, vitestCounts, type Counts } from './test-summary.ts';

const OUT = 'test-results';
const VITEST_JSON = `${OUT}/vitest.json`;
const PLAYWRIGHT_JSON = `${OUT}/playwright.json`;

const steps: { name: string; args: string[]; env?: Record<string, string>; counts?: () => Counts }[] = [
  { name: '类型检查', args: ['tsc', '-p', 'tsconfig.json', '--noEmit'] },
  { name: '代码规范', args: ['eslint', '.', '--max-warnings', '0'] },
  { name: '架构计数', args: ['tsx', 'scripts/arch.ts'] }, // npm run arch: the four counts of docs/decisions.md
  { name: '构建前端', args: ['vite', 'build', '--logLevel', 'warn'] },
  {
    name: '单元、状态机与接口测试',
    args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_JSON}`],
    counts: () => vitestCounts(VITEST_JSON),
  },
  {
    name: '浏览器旅程、截图与无障碍审计',
    // Reporters from playwright.config.ts: list, json (to PLAYWRIGHT_JSON_OUTPUT_NAME) and the review site's.
    args: ['playwright', 'test'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: PLAYWRIGHT_JSON },
    counts: () => playwrightCounts(PLAYWRIGHT_JSON),
  },
];

rmSync(VITEST_JSON, { force: true });
rmSync(PLAYWRIGHT_JSON, { force: true });
mkdirSync(OUT, { recursive: true });
const counted: Counts[] = [];
for (const step of steps) {
  console.log(`\n[test] ${step.name}: npx ${step.args.join(' ')}`);
  const started = Date.now();
  const run = spawnSync('npx', step.args, { stdio: 'inherit', env: { ...process.env, ...step.env } });
  try {
    if (step.counts) counted.push(step.counts());
  } catch {
    // no report written (the runner crashed before reporting): the exit code says enough
  }
  if (run.status !== 0) {
    console.error(`[test] ${step.name} 失败（退出码 ${run.status}）`);
    console.log(summaryLine(counted.length ? counted : [{ passed: 0, failed: 1, skipped: 0 }]));
    process.exit(run.status ?? 1);
  }
  console.log(`[test] ${step.name} 通过，用时 ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
console.log(summaryLine(counted));
