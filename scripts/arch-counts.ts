// The counters of `npm run arch` (scripts/arch.ts, issue 36), pure functions over file texts so
// tests/unit/arch-counts.test.ts can plant a violation in a string and see it counted:
// - crossFeatureImports: an import from feature f into another feature g the architecture does not
//   allow (the lint's boundaries in eslint.config.js, extended to machines/ and domain/);
// - tableReferences: Kysely calls and raw SQL in server/modules naming a table, split into writes
//   and reads of tables another module owns (server/db/table-owners.ts);
// - unmarkedReads: those reads whose file has no `// reads <table> of <owner>: <reason>` comment;
// - queriesOutsideRepositories: query starts in server/modules files not named *-repository.ts;
// - knipFindings: the issues of knip's JSON report, counted by kind;
// - tableOwnersOfSchema: the table map as server/db/schema.ts declares it (the drift check).
import path from 'node:path';
import ts from 'typescript';
import domainReads from './arch-domain-reads.json' with { type: 'json' };

/** What a domain feature may read of another (scripts/arch-domain-reads.json, shared with the lint). */
const DOMAIN_READS: Record<string, string[]> = Object.fromEntries(Object.entries(domainReads).map(([feature, entry]) => [feature, entry.reads]));

/** One source file: its repository-relative, slash-separated path and its text. */
export interface SourceFile {
  path: string;
  text: string;
}

export interface Finding {
  file: string;
  line: number;
  what: string;
}

const lineOf = (text: string, index: number): number => text.slice(0, index).split('\n').length;

// ------------------------------------------------------------------ 1. cross-feature imports

/** The layer and feature a repository path belongs to, or null outside the feature folders. */
export function featureOf(file: string): { layer: 'src' | 'server' | 'machines' | 'domain'; feature: string; rest: string } | null {
  const m = /^(?:(src)\/features|(server)\/modules|(machines)|(domain))\/([^/]+)\/(.+)$/.exec(file);
  if (!m) return null;
  const layer = (m[1] ?? m[2] ?? m[3] ?? m[4]) as 'src' | 'server' | 'machines' | 'domain';
  return { layer, feature: m[5]!, rest: m[6]! };
}

/** Folders every feature may use in machines/ and domain/: not a feature. */
const SHARED = 'shared';

/**
 * Why an import from `from` to `to` (both repository paths) crosses a feature boundary, or null
 * when it is allowed:
 * - src/features/<f> and server/modules/<f> reach another feature of their layer only through its
 *   public.ts (as arch/spa-boundaries and arch/server-boundaries do);
 * - machines/<f> imports only machines/<f> and machines/shared (any domain folder, as arch/layer-boundaries);
 * - domain/<f> imports only domain/<f>, domain/shared and the reads declared in
 *   scripts/arch-domain-reads.json (the same file the lint reads).
 * Imports across layers the lint allows (a feature of the SPA using any machine or domain folder,
 * a module or a machine using any domain folder) are not counted; see crossLayerImports.
 */
export function crossFeatureReason(from: string, to: string): string | null {
  const a = featureOf(from);
  const b = featureOf(to);
  if (!a || !b) return null;
  if ((a.layer === 'src' || a.layer === 'server') && b.layer === a.layer) {
    if (a.feature === b.feature || b.rest === 'public.ts') return null;
    return `${a.layer === 'src' ? 'src/features' : 'server/modules'}/${a.feature} reaches ${b.feature} only through its public.ts`;
  }
  if (a.layer === 'machines' && b.layer === 'machines') {
    if (b.feature === a.feature || b.feature === SHARED) return null;
    return `machines/${a.feature} imports only its own feature's machines and machines/shared`;
  }
  if (a.layer === 'domain' && b.layer === 'domain') {
    if (b.feature === a.feature || b.feature === SHARED) return null;
    const reads = DOMAIN_READS[a.feature] ?? [];
    if (reads.includes('*') || reads.includes(to)) return null;
    return `domain/${a.feature} imports only its own feature, domain/shared and its declared reads (scripts/arch-domain-reads.json)`;
  }
  return null;
}

/** The relative imports of a file (static, re-exports, dynamic, type-only), resolved to repository paths. */
export function importsOf(file: SourceFile): { to: string; line: number; spec: string }[] {
  const info = ts.preProcessFile(file.text, true, true);
  return info.importedFiles
    .filter((ref) => ref.fileName.startsWith('.'))
    .map((ref) => ({
      to: path.posix.normalize(path.posix.join(path.posix.dirname(file.path), ref.fileName)),
      line: lineOf(file.text, ref.pos),
      spec: ref.fileName,
    }));
}

export function crossFeatureImports(files: SourceFile[]): Finding[] {
  const found: Finding[] = [];
  for (const file of files) {
    if (!featureOf(file.path)) continue;
    for (const imp of importsOf(file)) {
      const why = crossFeatureReason(file.path, imp.to);
      if (why) found.push({ file: file.path, line: imp.line, what: `${imp.spec}: ${why}` });
    }
  }
  return found;
}

/** Imports from one layer's feature f into another layer's feature g (g not f, not shared): allowed by the lint today, printed for information. */
export function crossLayerImports(files: SourceFile[]): Finding[] {
  const found: Finding[] = [];
  for (const file of files) {
    const a = featureOf(file.path);
    if (!a || a.layer === 'domain') continue;
    for (const imp of importsOf(file)) {
      const b = featureOf(imp.to);
      if (b && b.layer !== a.layer && b.feature !== a.feature && b.feature !== SHARED) found.push({ file: file.path, line: imp.line, what: imp.spec });
    }
  }
  return found;
}

// --------------------------------------------------------------------- 2. table references

/** The module of a file under server/modules, or null. */
export function moduleOf(file: string): string | null {
  return /^server\/modules\/([^/]+)\//.exec(file)?.[1] ?? null;
}

const WRITE_CALLS = new Set(['insertInto', 'updateTable', 'deleteFrom', 'mergeInto', 'replaceInto']);
const READ_CALLS = new Set(['selectFrom', 'innerJoin', 'leftJoin', 'rightJoin', 'fullJoin', 'crossJoin', 'innerJoinLateral', 'leftJoinLateral', 'crossJoinLateral', 'using']);
/** Every query start (a subquery counts as one too). */
const QUERY_CALLS = new Set(['selectFrom', 'insertInto', 'updateTable', 'deleteFrom', 'mergeInto', 'replaceInto', 'selectNoFrom']);
const STATEMENT = /^\s*\(?\s*(select|insert|update|delete|with|lock|merge|truncate|values|set|create|drop|alter|refresh|notify|listen|copy)\b/i;

/** `goods_stock` -> `goodsStock` (the CamelCasePlugin's mapping, reversed). */
export const camelOf = (snake: string): string => snake.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** The table a Kysely table expression names: `'goodsStock as s'` -> `goodsStock`. */
const tableOfExpression = (expr: string): string => expr.trim().split(/\s+as\s+/i)[0]!.trim();

/** The text of a sql`` template, its interpolations as `$`. */
function templateText(node: ts.TaggedTemplateExpression): string {
  const t = node.template;
  if (ts.isNoSubstitutionTemplateLiteral(t)) return t.text;
  return t.head.text + t.templateSpans.map((s) => `$${s.literal.text}`).join('');
}

const isSqlTag = (node: ts.TaggedTemplateExpression): boolean => ts.isIdentifier(node.tag) && node.tag.text === 'sql';

/** A sql`` template run as a statement: `.execute()` called on it, or its text opens with a statement keyword. */
function isSqlQuery(node: ts.TaggedTemplateExpression): boolean {
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.expression === node && parent.name.text === 'execute') return true;
  return STATEMENT.test(templateText(node));
}

interface TableRef {
  file: string;
  line: number;
  table: string;
  write: boolean;
  how: string;
}

function visit(file: SourceFile, each: (node: ts.Node, source: ts.SourceFile) => void): void {
  const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true, file.path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const walk = (node: ts.Node): void => {
    each(node, source);
    ts.forEachChild(node, walk);
  };
  walk(source);
}

const lineAt = (source: ts.SourceFile, node: ts.Node): number => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;

/** Every table named by a Kysely call (string literal or array of them) or a raw SQL statement. */
export function tableRefsOf(file: SourceFile, knownTables: ReadonlySet<string>): { refs: TableRef[]; unresolved: Finding[] } {
  const refs: TableRef[] = [];
  const unresolved: Finding[] = [];
  visit(file, (node, source) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const name = node.expression.name.text;
      const write = WRITE_CALLS.has(name);
      if (!write && !READ_CALLS.has(name)) return;
      const arg = node.arguments[0];
      if (!arg) return;
      const literals = ts.isArrayLiteralExpression(arg) ? arg.elements : [arg];
      for (const lit of literals) {
        if (ts.isStringLiteralLike(lit)) {
          const table = tableOfExpression(lit.text);
          if (knownTables.has(table)) refs.push({ file: file.path, line: lineAt(source, lit), table, write, how: `.${name}('${lit.text}')` });
        } else if (ts.isIdentifier(lit) && (write || name === 'selectFrom')) {
          unresolved.push({ file: file.path, line: lineAt(source, lit), what: `.${name}(${lit.text})` });
        }
      }
      return;
    }
    if (ts.isTaggedTemplateExpression(node) && isSqlTag(node)) {
      const text = templateText(node);
      const line = lineAt(source, node);
      const writes = [
        ...[...text.matchAll(/\binsert\s+into\s+([a-z_][a-z0-9_]*)/gi)].map((m) => ['INSERT INTO', m[1]!] as const),
        ...[...text.matchAll(/\bupdate\s+(?:only\s+)?([a-z_][a-z0-9_]*)\s+(?:(?:as\s+)?[a-z_][a-z0-9_]*\s+)?set\b/gi)].map((m) => ['UPDATE', m[1]!] as const),
        ...[...text.matchAll(/\bdelete\s+from\s+(?:only\s+)?([a-z_][a-z0-9_]*)/gi)].map((m) => ['DELETE FROM', m[1]!] as const),
        ...[...text.matchAll(/\bmerge\s+into\s+([a-z_][a-z0-9_]*)/gi)].map((m) => ['MERGE INTO', m[1]!] as const),
      ];
      for (const [how, name] of writes) {
        const table = camelOf(name.toLowerCase());
        if (knownTables.has(table)) refs.push({ file: file.path, line, table, write: true, how: `sql\`${how} ${name}\`` });
      }
      for (const m of text.matchAll(/\b(from|join|using)\s+(?:only\s+)?([a-z_][a-z0-9_]*)/gi)) {
        if (m[1]!.toLowerCase() === 'from' && /\bdelete\s+$/i.test(text.slice(0, m.index))) continue;
        const table = camelOf(m[2]!.toLowerCase());
        if (knownTables.has(table)) refs.push({ file: file.path, line, table, write: false, how: `sql\`${m[1]!.toUpperCase()} ${m[2]}\`` });
      }
    }
  });
  return { refs, unresolved };
}

export interface TableCounts {
  /** Every table reference in server/modules. */
  references: number;
  /** Writes to a table another module (or platform) owns: must be 0. */
  foreignWrites: Finding[];
  /** Reads of a table another module (or platform) owns: information. */
  foreignReads: Finding[];
  /** Kysely calls whose table is a variable: not counted either way. */
  unresolved: Finding[];
}

export function tableReferences(files: SourceFile[], owners: Readonly<Record<string, string>>): TableCounts {
  const known = new Set(Object.keys(owners));
  const counts: TableCounts = { references: 0, foreignWrites: [], foreignReads: [], unresolved: [] };
  for (const file of files) {
    const own = moduleOf(file.path);
    if (!own) continue;
    const { refs, unresolved } = tableRefsOf(file, known);
    counts.references += refs.length;
    counts.unresolved.push(...unresolved);
    for (const ref of refs) {
      const owner = owners[ref.table]!;
      if (owner === own) continue;
      const finding = { file: ref.file, line: ref.line, what: `${ref.how}: ${ref.table} belongs to ${owner}` };
      (ref.write ? counts.foreignWrites : counts.foreignReads).push(finding);
    }
  }
  return counts;
}

/**
 * The marks of a file: every comment `// reads <tables> of <owner>: <reason>` with a non-empty
 * reason, as `<table> <owner>` keys (the table in camelCase). The tables are separated by `,`, `/`
 * or `and`, each written snake_case (`goods_stock`) or camelCase (`goodsStock`); one comment may
 * name several owners (`// reads sale_order of orders and member of account: ...`). The comment
 * is found by its text on one line, wherever it stands in the file.
 */
export function readMarksOf(text: string): Set<string> {
  const marks = new Set<string>();
  for (const m of text.matchAll(/\/\/\s*reads\s+([^:\n]+?):([^\n]*)/g)) {
    if (!m[2]!.trim()) continue;
    // `a, b of x and c of y` -> ['a, b', 'x', ' and c', 'y', '']: tables, owner, tables, owner, rest
    const parts = m[1]!.split(/\s+of\s+([a-z][a-z-]*)\b/);
    for (let i = 0; i + 1 < parts.length; i += 2) {
      for (const table of parts[i]!.split(/\s*(?:,|\/|\band\b)\s*/)) {
        if (/^[a-zA-Z_][a-zA-Z0-9_]*$/.test(table)) marks.add(`${camelOf(table)} ${parts[i + 1]}`);
      }
    }
  }
  return marks;
}

/**
 * The reads of another module's tables (as tableReferences counts them) whose file has no mark
 * naming that table and its owner (readMarksOf): each foreign read must say why it is not a call
 * to the owner's public.ts (docs/architecture.md, "Conventions"). Own tables are never listed.
 */
export function unmarkedReads(files: SourceFile[], owners: Readonly<Record<string, string>>): Finding[] {
  const known = new Set(Object.keys(owners));
  const found: Finding[] = [];
  for (const file of files) {
    const own = moduleOf(file.path);
    if (!own) continue;
    const reads = tableRefsOf(file, known).refs.filter((ref) => !ref.write && owners[ref.table] !== own);
    if (reads.length === 0) continue;
    const marks = readMarksOf(file.text);
    for (const ref of reads.sort((a, b) => a.line - b.line)) {
      const owner = owners[ref.table]!;
      if (!marks.has(`${ref.table} ${owner}`)) found.push({ file: ref.file, line: ref.line, what: `${ref.how}: ${ref.table} of ${owner}, no \`// reads ${ref.table} of ${owner}: <reason>\`` });
    }
  }
  return found;
}

// --------------------------------------------------------- 3. queries outside repositories

/** A file allowed to hold queries although it is no repository, and why (docs/decisions.md names it). */
export interface QueryException {
  file: string;
  reason: string;
}

export const isRepository = (file: string): boolean => file.endsWith('-repository.ts');

/** Query starts of one file: the query builder's entry calls and sql`` templates run as statements. */
export function queryStartsOf(file: SourceFile): Finding[] {
  const found: Finding[] = [];
  visit(file, (node, source) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && QUERY_CALLS.has(node.expression.name.text)) {
      found.push({ file: file.path, line: lineAt(source, node.expression.name), what: `.${node.expression.name.text}()` });
    } else if (ts.isTaggedTemplateExpression(node) && isSqlTag(node) && isSqlQuery(node)) {
      found.push({ file: file.path, line: lineAt(source, node), what: `sql\`${templateText(node).trim().slice(0, 40).replace(/\s+/g, ' ')}\`` });
    }
  });
  return found;
}

export interface QueryCounts {
  total: number;
  inRepositories: number;
  /** Queries in files neither a repository nor an exception: must be 0. */
  outside: Finding[];
  /** Queries in the excepted files (counted apart). */
  excepted: Finding[];
}

export function queriesOutsideRepositories(files: SourceFile[], exceptions: readonly QueryException[]): QueryCounts {
  const excepted = new Set(exceptions.map((e) => e.file));
  const counts: QueryCounts = { total: 0, inRepositories: 0, outside: [], excepted: [] };
  for (const file of files) {
    if (!moduleOf(file.path)) continue;
    const starts = queryStartsOf(file);
    counts.total += starts.length;
    if (isRepository(file.path)) counts.inRepositories += starts.length;
    else if (excepted.has(file.path)) counts.excepted.push(...starts);
    else counts.outside.push(...starts);
  }
  return counts;
}

/** Exceptions whose file docs/decisions.md does not name (each must be explained there), or that are no longer needed. */
export function undocumentedExceptions(exceptions: readonly QueryException[], decisions: string, files: SourceFile[]): string[] {
  const paths = new Set(files.map((f) => f.path));
  return exceptions.flatMap((e) => [
    ...(decisions.includes(e.file) || decisions.includes(path.posix.basename(e.file)) ? [] : [`${e.file}: not named in docs/decisions.md`]),
    ...(paths.has(e.file) ? [] : [`${e.file}: no such file`]),
  ]);
}

// ------------------------------------------------------------------------------- 4. knip

/** The parts of knip's JSON report (`knip --reporter json`) counted here. */
export interface KnipReport {
  files?: string[];
  issues: Array<Record<string, unknown> & { file: string }>;
}

/** Each kind of finding per file is an array of items ({ name }) or an object of them (enum and class members). */
export function knipFindings(report: KnipReport): { total: number; byKind: Record<string, number>; list: string[] } {
  const byKind: Record<string, number> = {};
  const list: string[] = [];
  const add = (kind: string, file: string, name: string) => {
    byKind[kind] = (byKind[kind] ?? 0) + 1;
    list.push(`${kind}: ${file}${name ? ` ${name}` : ''}`);
  };
  const files = new Set(report.files ?? []);
  for (const file of files) add('files', file, '');
  for (const issue of report.issues) {
    for (const [kind, value] of Object.entries(issue)) {
      if (kind === 'file' || kind === 'owners') continue;
      if (kind === 'files') {
        if (Array.isArray(value) && value.length > 0 && !files.has(issue.file)) {
          files.add(issue.file);
          add('files', issue.file, '');
        }
        continue;
      }
      const items = Array.isArray(value) ? value : value && typeof value === 'object' ? Object.values(value).flatMap((v) => (Array.isArray(v) ? v : [v])) : [];
      for (const item of items) {
        const name = item && typeof item === 'object' && 'name' in item ? String((item as { name: unknown }).name) : Array.isArray(item) ? item.map((x: { name?: string }) => x.name).join(', ') : String(item);
        add(kind, issue.file, name);
      }
    }
  }
  return { total: list.length, byKind, list };
}

// ------------------------------------------------------------------------ the table map

/**
 * The owner of every Database key as server/db/schema.ts declares it: the schema file whose
 * interface the key's type is (server/db/schema/<owner>.ts, or <owner>-<part>.ts for a feature whose
 * tables are split by part, as integration's are in issue 40).
 */
export function tableOwnersOfSchema(schemaTs: string): Record<string, string> {
  const fileOfType = new Map<string, string>();
  for (const m of schemaTs.matchAll(/import\s+type\s*\{([^}]+)\}\s*from\s*'\.\/schema\/([a-z-]+)\.ts'/g)) {
    for (const name of m[1]!.split(',').map((s) => s.trim()).filter(Boolean)) fileOfType.set(name, m[2]!);
  }
  const start = schemaTs.indexOf('export interface Database');
  const body = schemaTs.slice(start, schemaTs.indexOf('\n}', start));
  const owners: Record<string, string> = {};
  for (const m of body.matchAll(/^\s+(\w+):\s*(\w+);/gm)) owners[m[1]!] = fileOfType.get(m[2]!) ?? `unknown type ${m[2]}`;
  return owners;
}

/** Differences between the written map and the one schema.ts declares (empty when they agree). */
export function tableMapDrift(written: Readonly<Record<string, string>>, declared: Readonly<Record<string, string>>): string[] {
  const keys = new Set([...Object.keys(written), ...Object.keys(declared)]);
  return [...keys].sort().flatMap((k) => (written[k] === declared[k] || (written[k] !== undefined && declared[k]?.startsWith(`${written[k]}-`)) ? [] : [`${k}: table-owners.ts says ${written[k] ?? '(missing)'}, schema.ts declares ${declared[k] ?? '(missing)'}`]));
}
