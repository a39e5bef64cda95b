// Reads the JSON reports of Vitest and Playwright and prints one closing line:
// "tests: N passed, N failed, N skipped".
import { existsSync, readFileSync } from 'node:fs';

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

export function vitestCounts(file: string): Counts {
  const r = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests?: number };
  return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + (r.numTodoTests ?? 0) };
}

export function playwrightCounts(file: string): Counts {
  const r = JSON.parse(readFileSync(file, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
  return { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected, skipped: r.stats.skipped };
}

export function summaryLine(parts: Counts[]): string {
  const total = parts.reduce((a, c) => ({ passed: a.passed + c.passed, failed: a.failed + c.failed, skipped: a.skipped + c.skipped }), { passed: 0, failed: 0, skipped: 0 });
  return `tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const parts: Counts[] = [];
  for (const arg of process.argv.slice(2)) {
    const [kind, file] = arg.split('=');
    if (!file || !existsSync(file)) continue;
    parts.push(kind === 'playwright' ? playwrightCounts(file) : vitestCounts(file));
  }
  console.log(summaryLine(parts));
}
