// `npm test`: type check, lint, the architecture counts (`npm run arch`), build the SPA, run Vitest (unit, machines, API), then the
// Playwright journeys, screenshots and axe audits. Stops at the first failing step and ends with
// one line counting every test: "tests: N passed, N failed, N skipped". Neighbouring steps marked
// `concurrent` run at the same time (the type check and the lint: one core each).
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { playwrightCounts, summaryLine, vitestCounts, type Counts } from './test-summary.ts';

const OUT = 'test-results';
const VITEST_JSON = `${OUT}/vitest.json`;
const PLAYWRIGHT_JSON = `${OUT}/playwright.json`;

type Step = { name: string; args: string[]; env?: Record<string, string>; counts?: () => Counts; concurrent?: boolean };
const steps: Step[] = [
  { name: '类型检查', args: ['tsc', '-p', 'tsconfig.json', '--noEmit'], concurrent: true },
  { name: '代码规范', args: ['eslint', '.', '--max-warnings', '0'], concurrent: true },
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

/** Runs a step; resolves with its exit code and its time in seconds. */
function run(step: Step): Promise<{ status: number | null; seconds: string }> {
  console.log(`\n[test] ${step.name}: npx ${step.args.join(' ')}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npx', step.args, { stdio: 'inherit', env: { ...process.env, ...step.env } });
    const done = (status: number | null) => resolve({ status, seconds: ((Date.now() - started) / 1000).toFixed(1) });
    child.on('error', () => done(1));
    child.on('close', (code) => done(code));
  });
}

for (let i = 0; i < steps.length; ) {
  // A run of concurrent steps starts together; each reports as it ends.
  let j = i + 1;
  if (steps[i]!.concurrent) while (j < steps.length && steps[j]!.concurrent) j += 1;
  const group = steps.slice(i, j);
  i = j;
  const results = await Promise.all(group.map(run));
  let failure: number | null | undefined;
  for (const [k, step] of group.entries()) {
    try {
      if (step.counts) counted.push(step.counts());
    } catch {
      // no report written (the runner crashed before reporting): the exit code says enough
    }
    const { status, seconds } = results[k]!;
    if (status !== 0) {
      console.error(`[test] ${step.name} 失败（退出码 ${status}）`);
      if (failure === undefined) failure = status;
    } else {
      console.log(`[test] ${step.name} 通过，用时 ${seconds} s`);
    }
  }
  if (failure !== undefined) {
    console.log(summaryLine(counted.length ? counted : [{ passed: 0, failed: 1, skipped: 0 }]));
    process.exit(failure ?? 1);
  }
}
console.log(summaryLine(counted));
