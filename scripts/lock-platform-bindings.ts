// The registry mirror this project installs from answers 404 for the non-Linux builds of
// unrs-resolver (eslint-plugin-import-x's native resolver). `npm install` then leaves those
// optional packages out of package-lock.json, and `npm ci` refuses the lock ("Missing: ...
// from lock file"). This restores an entry for each missing binding, with its os/cpu/libc,
// so npm ci skips it on this platform as it would any foreign optional build.
// Run after every `npm install`: npm run lock:bindings
import { readFileSync, writeFileSync } from 'node:fs';

type LockEntry = Record<string, unknown> & { optionalDependencies?: Record<string, string> };
const path = 'package-lock.json';
const lock = JSON.parse(readFileSync(path, 'utf8')) as { packages: Record<string, LockEntry> };
const owner = lock.packages['node_modules/unrs-resolver'];
let added = 0;
for (const [name, version] of Object.entries(owner?.optionalDependencies ?? {})) {
  const key = `node_modules/${name}`;
  if (lock.packages[key]) continue;
  const [os, cpu, abi] = name.replace('@unrs/resolver-binding-', '').split('-');
  const entry: LockEntry = { version, cpu: [cpu], dev: true, license: 'MIT', optional: true, os: [os] };
  if (os === 'linux') entry.libc = [abi?.startsWith('musl') ? 'musl' : 'glibc'];
  lock.packages[key] = entry;
  added += 1;
}
const sorted: Record<string, LockEntry> = {};
for (const [key, entry] of Object.entries(lock.packages).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) sorted[key] = entry;
lock.packages = sorted;
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock-platform-bindings: ${added} entr${added === 1 ? 'y' : 'ies'} restored`);
