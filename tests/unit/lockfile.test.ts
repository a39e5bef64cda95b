// `npm ci` refuses a lock that leaves out an optional dependency of a locked package, even a
// build for another platform (the last session's CI stopped there). This checks what npm ci
// checks, so the refusal shows up in `npm test` rather than only on a clean clone.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type LockEntry = { optionalDependencies?: Record<string, string>; dependencies?: Record<string, string> };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, LockEntry> };

/** npm's lookup: the nearest node_modules up from the dependant's folder. */
function resolves(from: string, name: string): boolean {
  let dir = from;
  for (;;) {
    const prefix = dir === '' ? '' : `${dir}/`;
    if (lock.packages[`${prefix}node_modules/${name}`]) return true;
    if (dir === '') return false;
    const cut = dir.lastIndexOf('/node_modules/');
    dir = cut === -1 ? '' : dir.slice(0, cut);
  }
}

describe('package-lock.json', () => {
  it('holds an entry for every optional dependency of every locked package', () => {
    const missing: string[] = [];
    for (const [key, entry] of Object.entries(lock.packages)) {
      for (const name of Object.keys(entry.optionalDependencies ?? {})) {
        if (!resolves(key, name)) missing.push(`${name} (of ${key || 'the project'})`);
      }
    }
    expect(missing, 'run `npm run lock:bindings` after npm install').toEqual([]);
  });
});
