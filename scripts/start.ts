// `npm start`: builds the SPA when it is missing or older than its sources, then starts the server.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const stamp = path.join(root, 'dist', 'index.html');
const SOURCES = ['src', 'machines', 'domain', 'index.html', 'vite.config.ts', 'public', 'package-lock.json'];

function newest(p: string): number {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return readdirSync(p).reduce((m, name) => Math.max(m, newest(path.join(p, name))), s.mtimeMs);
}

const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
const sourcesAt = Math.max(...SOURCES.map((s) => newest(path.join(root, s))));
if (builtAt < sourcesAt) {
  console.log('[爱备客] 正在构建前端（vite build）…');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import('../server/main.ts');
