// `npm test`: type check, lint, the architecture counts (`npm run arch`), build the SPA, run Vitest
// (unit, machines, API) on embedded PGlite, then the PostgreSQL lane and the faults case when
// POSTGRES_LANE_URL names a server (.ci/run sets it), beside the Playwright journeys, screenshots
// and axe audits. Stops after the first stage with a failing step and ends with one line counting
// every test: "tests: N passed, N failed, N skipped".
//
// A stage is lanes that run at the same time, each lane its steps one after another. The CI
// machine has two cores: the type check and the lint take one each; Playwright waits on the
// browser and the server most of its 14 minutes (about a fifth of two cores), so Vitest runs
// beside it rather than before it. While two lanes run, each line of their output starts with
// the step's tag.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { playwrightCounts, summaryLine, vitestCounts, type Counts } from './test-summary.ts';
import { POSTGRES_LANE_FILES } from '../tests/postgres-lane.ts';

const OUT = 'test-results';
const VITEST_JSON = `${OUT}/vitest.json`;
const POSTGRES_JSON = `${OUT}/vitest-postgres.json`;
const PLAYWRIGHT_JSON = `${OUT}/playwright.json`;

type Step = { name: string; tag: string; args: string[]; env?: Record<string, string>; counts?: () => Counts; timeoutSeconds?: number; shown?: string };
type Lane = Step[];
type Stage = Lane[];

/**
 * The PostgreSQL lane: the files of tests/postgres-lane.ts again on a real server (and Redis when
 * named), then the bench's faults case (bench/README.md): its own database beside the lane's,
 * created, seeded and dropped, two server processes, 45 s of mixed load with one killed (SIGKILL)
 * and restarted, then consistency checks by SQL; a failed check or an error fails the run.
 */
function postgresLane(): Step[] {
  const url = process.env.POSTGRES_LANE_URL;
  if (!url) return [];
  const redis = process.env.POSTGRES_LANE_REDIS_URL;
  const faultsUrl = new URL(url);
  faultsUrl.pathname = '/aibeike_ci_faults';
  return [
    {
      name: 'PostgreSQL 通道（tests/postgres-lane.ts）',
      tag: 'postgres',
      args: ['vitest', 'run', ...POSTGRES_LANE_FILES, '--reporter=default', '--reporter=json', `--outputFile.json=${POSTGRES_JSON}`],
      shown: `npx vitest run <the ${POSTGRES_LANE_FILES.length} files of tests/postgres-lane.ts> on ${url}${redis ? ` with ${redis}` : ''}`,
      env: { DATABASE_URL: url, ...(redis ? { REDIS_URL: redis } : {}) },
      counts: () => vitestCounts(POSTGRES_JSON),
    },
    {
      name: '故障演练（两个进程，负载中 kill -9，一致性检查）',
      tag: 'faults',
      args: ['tsx', 'bench/run.ts', '--only', 'faults', '--database-url', faultsUrl.toString(), '--seconds', '45'],
      timeoutSeconds: 360,
    },
  ];
}

const stages: Stage[] = [
  [
    [{ name: '类型检查', tag: 'tsc', args: ['tsc', '-p', 'tsconfig.json', '--noEmit'] }],
    [
      { name: '代码规范', tag: 'eslint', args: ['eslint', '.', '--max-warnings', '0'] },
      { name: '构建前端', tag: 'build', args: ['vite', 'build', '--logLevel', 'warn'] },
      { name: '架构计数', tag: 'arch', args: ['tsx', 'scripts/arch.ts'] }, // npm run arch: the counts of docs/decisions.md
    ],
  ],
  [
    [
      {
        name: '单元、状态机与接口测试',
        tag: 'vitest',
        args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_JSON}`],
        counts: () => vitestCounts(VITEST_JSON),
      },
      ...postgresLane(),
    ],
    [
      {
        name: '浏览器旅程、截图与无障碍审计',
        tag: 'playwright',
        // Reporters from playwright.config.ts: list, json (to PLAYWRIGHT_JSON_OUTPUT_NAME) and the review site's.
        args: ['playwright', 'test'],
        env: { PLAYWRIGHT_JSON_OUTPUT_NAME: PLAYWRIGHT_JSON },
        counts: () => playwrightCounts(PLAYWRIGHT_JSON),
      },
    ],
  ],
];

for (const file of [VITEST_JSON, POSTGRES_JSON, PLAYWRIGHT_JSON]) rmSync(file, { force: true });
mkdirSync(OUT, { recursive: true });
const counted: Counts[] = [];
const started = Date.now();
const clock = (): string => `${((Date.now() - started) / 1000).toFixed(0)} s`;

/** Runs a step (its output tagged when `tagged`); resolves with its exit code. */
function run(step: Step, tagged: boolean): Promise<number | null> {
  console.log(`\n[test] ${step.name}: ${step.shown ?? `npx ${step.args.join(' ')}`} (${clock()})`);
  const stepStarted = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npx', step.args, { stdio: tagged ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...step.env }, detached: Boolean(step.timeoutSeconds) });
    // A step past its time is stopped with its children (the faults case's server processes).
    const timer = step.timeoutSeconds
      ? setTimeout(() => {
          console.error(`[test] ${step.name} 超过 ${step.timeoutSeconds} s，已停止`);
          if (child.pid) process.kill(-child.pid, 'SIGKILL');
        }, step.timeoutSeconds * 1000)
      : null;
    if (tagged) {
      for (const stream of [child.stdout!, child.stderr!]) {
        createInterface({ input: stream }).on('line', (line) => console.log(`[${step.tag}] ${line}`));
      }
    }
    const done = (status: number | null) => {
      if (timer) clearTimeout(timer);
      const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
      try {
        if (step.counts) counted.push(step.counts());
      } catch {
        // no report written (the runner crashed before reporting): the exit code says enough
      }
      if (status !== 0) console.error(`[test] ${step.name} 失败（退出码 ${status}），用时 ${seconds} s`);
      else console.log(`[test] ${step.name} 通过，用时 ${seconds} s`);
      resolve(status);
    };
    child.on('error', () => done(1));
    child.on('close', (code) => done(code));
  });
}

/** Runs a lane's steps in order; stops it at its first failure. Resolves with that exit code, or 0. */
async function runLane(lane: Lane, tagged: boolean): Promise<number | null> {
  for (const step of lane) {
    const status = await run(step, tagged);
    if (status !== 0) return status;
  }
  return 0;
}

for (const stage of stages) {
  const statuses = await Promise.all(stage.map((lane) => runLane(lane, stage.length > 1)));
  const failure = statuses.find((status) => status !== 0);
  if (failure !== undefined) {
    console.log(summaryLine(counted.length ? counted : [{ passed: 0, failed: 1, skipped: 0 }]));
    process.exit(failure ?? 1);
  }
}
console.log(`[test] 全部通过，共 ${clock()}`);
console.log(summaryLine(counted));
