// `npm run arch` (issue 36): the architecture's four counts, each with its list when it is not 0;
// exits 1 when one that must be 0 is not (run by `npm test` after the lint):
// 1. cross-feature imports (src/features, server/modules, machines, domain; scripts/arch-counts.ts);
// 2. writes from server/modules to a table another module owns (server/db/table-owners.ts), with
//    the reads of other modules' tables printed for information; 2b. those reads whose file does
//    not mark them `// reads <table> of <owner>: <reason>` (docs/architecture.md, "Conventions");
// 3. queries in server/modules outside a `*-repository.ts`, less the exceptions of
//    scripts/arch-exceptions.ts (each named in docs/decisions.md);
// 4. knip's findings (knip.config.ts: unused files, exports, types, dependencies).
// `--skip-knip` leaves out the knip run (about a minute on the 2-core machine).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { TABLE_OWNERS } from '../server/db/table-owners.ts';
import {
  crossFeatureImports,
  crossLayerImports,
  knipFindings,
  queriesOutsideRepositories,
  tableMapDrift,
  tableOwnersOfSchema,
  tableReferences,
  undocumentedExceptions,
  unmarkedReads,
  type Finding,
  type KnipReport,
  type SourceFile,
} from './arch-counts.ts';
import { QUERY_EXCEPTIONS } from './arch-exceptions.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const LIST_MAX = Number(process.env.ARCH_LIST_MAX ?? 400);

function sources(dir: string): SourceFile[] {
  const out: SourceFile[] = [];
  const walk = (rel: string) => {
    for (const entry of readdirSync(path.join(ROOT, rel), { withFileTypes: true })) {
      const child = `${rel}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else if (/\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push({ path: child, text: readFileSync(path.join(ROOT, child), 'utf8') });
    }
  };
  walk(dir);
  return out;
}

function print(title: string, count: number, list: string[], mustBeZero: boolean): boolean {
  const ok = !mustBeZero || count === 0;
  console.log(`${ok ? (mustBeZero ? 'ok  ' : 'info') : 'FAIL'} ${title}: ${count}`);
  for (const line of list.slice(0, LIST_MAX)) console.log(`       ${line}`);
  if (list.length > LIST_MAX) console.log(`       … ${list.length - LIST_MAX} more (ARCH_LIST_MAX=${list.length} to see all)`);
  return ok;
}

const lines = (found: Finding[]) => found.map((f) => `${f.file}:${f.line}  ${f.what}`);

function runKnip(): KnipReport | string {
  const run = spawnSync('npx', ['knip', '--reporter', 'json', '--no-progress'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const text = run.stdout.trim();
  try {
    return JSON.parse(text.slice(text.indexOf('{'))) as KnipReport;
  } catch {
    return `knip gave no JSON report (exit ${run.status}): ${run.stderr.trim().slice(0, 2000)}`;
  }
}

const features = ['src/features', 'server/modules', 'machines', 'domain'].flatMap(sources);
const modules = features.filter((f) => f.path.startsWith('server/modules/'));
let ok = true;

// 1.
const cross = crossFeatureImports(features);
ok = print('1. cross-feature imports', cross.length, lines(cross), true) && ok;
const layered = crossLayerImports(features);
print('   (information) imports of another feature across layers (src/features/f -> machines|domain/g, server/modules/f -> domain/g), allowed by the lint', layered.length, [], false);

// 2.
const drift = tableMapDrift(TABLE_OWNERS, tableOwnersOfSchema(readFileSync(path.join(ROOT, 'server/db/schema.ts'), 'utf8')));
if (drift.length) ok = print('   the table map (server/db/table-owners.ts) differs from server/db/schema.ts', drift.length, drift, true) && ok;
const tables = tableReferences(modules, TABLE_OWNERS);
ok = print('2. writes to tables of another module', tables.foreignWrites.length, lines(tables.foreignWrites), true) && ok;
print(`   (information) reads of another module's tables, of ${tables.references} table references in server/modules`, tables.foreignReads.length, [], false);
const unmarked = unmarkedReads(modules, TABLE_OWNERS);
ok = print("2b. reads of another module's tables without their reason", unmarked.length, lines(unmarked), true) && ok;
print('   (information) Kysely calls on a table held in a variable (not counted above)', tables.unresolved.length, lines(tables.unresolved), false);

// 3.
const queries = queriesOutsideRepositories(modules, QUERY_EXCEPTIONS);
ok = print(`3. queries outside repositories (of ${queries.total} in server/modules; ${queries.inRepositories} in repositories, ${queries.excepted.length} in the ${QUERY_EXCEPTIONS.length} excepted files)`, queries.outside.length, lines(queries.outside), true) && ok;
const undocumented = undocumentedExceptions(QUERY_EXCEPTIONS, readFileSync(path.join(ROOT, 'docs/decisions.md'), 'utf8'), modules);
if (undocumented.length) ok = print('   exceptions without their decision', undocumented.length, undocumented, true) && ok;

// 4.
if (process.argv.includes('--skip-knip')) {
  console.log('skip 4. knip findings (--skip-knip)');
} else {
  const report = runKnip();
  if (typeof report === 'string') {
    ok = print('4. knip findings', 1, [report], true) && ok;
  } else {
    const knip = knipFindings(report);
    const kinds = Object.entries(knip.byKind).map(([k, n]) => `${k} ${n}`).join(', ');
    ok = print(`4. knip findings${kinds ? ` (${kinds})` : ''}`, knip.total, knip.list, true) && ok;
  }
}

process.exit(ok ? 0 : 1);
