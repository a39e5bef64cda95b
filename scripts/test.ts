// `npm test`: type check, lint, build the SPA, run Vitest (unit, machines, API), then the
// Playwright journeys, screenshots and axe audits. Stops at the first failing step.
import { spawnSync } from 'node:child_process';

const steps: [string, string[]][] = [
  ['类型检查', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['代码规范', ['eslint', '.', '--max-warnings', '0']],
  ['构建前端', ['vite', 'build', '--logLevel', 'warn']],
  ['单元、状态机与接口测试', ['vitest', 'run']],
  ['浏览器旅程、截图与无障碍审计', ['playwright', 'test']],
];

for (const [name, args] of steps) {
  console.log(`\n[test] ${name}: npx ${args.join(' ')}`);
  const started = Date.now();
  const run = spawnSync('npx', args, { stdio: 'inherit' });
  if (run.status !== 0) {
    console.error(`[test] ${name} 失败（退出码 ${run.status}）`);
    process.exit(run.status ?? 1);
  }
  console.log(`[test] ${name} 通过，用时 ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
