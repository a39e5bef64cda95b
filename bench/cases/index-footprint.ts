// The search index's cost per catalogue size (docs/scaling.md): for the bench's PostgreSQL database,
// or each URL of BENCH_INDEX_TARGETS (comma-separated), one child process (bench/lib/index-footprint.ts,
// with --expose-gc) builds the index and the references as a server does, answers a few searches,
// and reports the build time and the memory the index holds after a full GC. Figures per million
// SKUs are derived from each row. PostgreSQL only (the index's size does not depend on the engine,
// and PGlite's WASM heap would be counted with it).
import { spawn } from 'node:child_process';
import type { BenchContext, BenchReport } from '../lib/types.ts';

interface Footprint {
  rows: number;
  buildMs: number;
  firstQueriesMs: number;
  warmQueriesMs: number;
  heapMiB: number;
  arrayBuffersMiB: number;
  indexMiB: number;
  rssMiB: number;
}

function measure(url: string): Promise<Footprint> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['tsx', 'bench/lib/index-footprint.ts', url], {
      env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --expose-gc`.trim() },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += String(d)));
    child.stderr.on('data', (d) => (out += String(d)));
    child.on('exit', (code) => {
      const line = out.trim().split('\n').at(-1) ?? '';
      if (code !== 0) return reject(new Error(`索引测量失败（退出码 ${code}）：\n${out}`));
      try {
        resolve(JSON.parse(line) as Footprint);
      } catch {
        reject(new Error(`索引测量输出无法解析：\n${out}`));
      }
    });
  });
}

export default async function indexFootprint(ctx: BenchContext): Promise<BenchReport> {
  const targets = (process.env.BENCH_INDEX_TARGETS ?? ctx.databaseUrl ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const figures: Record<string, number | string> = {};
  const table: Record<string, string | number>[] = [];
  if (targets.length === 0) {
    figures.skipped = '只在 PostgreSQL 上测量：--database-url 或 BENCH_INDEX_TARGETS';
    return { name: 'index', figures, table };
  }
  for (const url of targets) {
    const f = await measure(url);
    const perMillion = (v: number) => Math.round((v / f.rows) * 1e6 * 10) / 10;
    table.push({
      SKUs: f.rows,
      'build s': Math.round(f.buildMs / 100) / 10,
      'build s / 1M': Math.round(perMillion(f.buildMs) / 100) / 10,
      'heap MiB': f.heapMiB,
      'array buffers MiB': f.arrayBuffersMiB,
      'index MiB': f.indexMiB,
      'index MiB / 1M': perMillion(f.indexMiB),
      'process RSS MiB': f.rssMiB,
      'first 12 searches ms': f.firstQueriesMs,
      'warm 6 searches ms': f.warmQueriesMs,
    });
    figures[`indexMiB:${f.rows}`] = f.indexMiB;
    figures[`buildMs:${f.rows}`] = f.buildMs;
    figures[`rssMiB:${f.rows}`] = f.rssMiB;
  }
  return { name: 'index', figures, table };
}
