// Lint: TypeScript rules plus the architecture's guardrails (docs/architecture.md), each proved by
// tests/unit/lint-rules.test.ts: one-way imports (src -> machines -> domain, server -> domain), no
// import cycles, feature and module boundaries (src/features, server/modules, machines, domain), and
// Chinese text only in text/messages files.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The one place to tighten a guardrail: 'warn' while code is being moved, 'error' once clean.
const LEVEL = {
  direction: 'error', // src -> machines -> domain, server -> domain; machines and domain pure
  cycles: 'error', // import-x/no-cycle (type-only imports are erased and not counted)
  spaBoundaries: 'error', // features: ui, lib, self, machines, domain, other features' public.ts
  serverBoundaries: 'error', // modules reach each other through public.ts, gateways via routes.ts
  layerBoundaries: 'error', // machines/<f> and domain/<f>: themselves, shared/ and (machines) domain/; no other feature
  chineseText: 'error', // CJK literals only in text.ts / messages.ts / domain / seed / migrations / media
  noSqlInRoutes: 'error', // server/modules/**/*routes.ts: no kysely import, no query builder, no sql``
};

const ROOT = import.meta.dirname;
const TS = '**/*.{ts,tsx}';

// ---------------------------------------------------------------- local rules (plugin "arch")

/** The repository-relative, slash-separated path of the module a relative import names. */
function target(context, spec) {
  if (typeof spec !== 'string' || !spec.startsWith('.')) return null;
  return path.relative(ROOT, path.resolve(path.dirname(context.filename), spec)).split(path.sep).join('/');
}

function here(context) {
  return path.relative(ROOT, context.filename).split(path.sep).join('/');
}

/** Calls check(node, repoPath) for every relative import, re-export and dynamic import. */
function onImports(check) {
  const visit = (node) => node.source && node.source.type === 'Literal' && check(node.source, node.source.value);
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
}

const spaBoundaries = {
  meta: { type: 'problem', schema: [], docs: { description: 'SPA features import ui, lib, themselves and other features only via public.ts' } },
  create(context) {
    const file = here(context);
    if (!file.startsWith('src/')) return {};
    const feature = /^src\/features\/([^/]+)\//.exec(file)?.[1] ?? null;
    const inApp = file.startsWith('src/app/');
    const inShared = file.startsWith('src/ui/') || file.startsWith('src/lib/');
    return onImports((node, spec) => {
      const to = target(context, spec);
      if (!to) return;
      const toFeature = /^src\/features\/([^/]+)\/(.*)$/.exec(to);
      if (toFeature && /^pages\//.test(toFeature[2]) && !inApp && !(feature === toFeature[1] && file.startsWith(`src/features/${feature}/pages/`))) {
        context.report({ node, message: `Only src/app imports pages; link to "${spec}" by URL.` });
        return;
      }
      if (inShared && (toFeature || to.startsWith('src/app/'))) {
        context.report({ node, message: `src/ui and src/lib import no feature and not src/app ("${spec}").` });
        return;
      }
      if (!feature || ['src/ui/', 'src/lib/', `src/features/${feature}/`, 'machines/', 'domain/'].some((dir) => to.startsWith(dir))) return;
      if (toFeature && toFeature[2] === 'public.ts') return;
      const why = toFeature
        ? `reaches feature "${toFeature[1]}" only through src/features/${toFeature[1]}/public.ts`
        : 'imports only src/ui, src/lib, itself, machines/, domain/ and other features\' public.ts';
      context.report({ node, message: `Feature "${feature}" ${why} ("${spec}").` });
    });
  },
};

const serverBoundaries = {
  meta: { type: 'problem', schema: [], docs: { description: 'server modules are reached only through public.ts (gateways also through routes.ts)' } },
  create(context) {
    const file = here(context);
    if (file.startsWith('tests/') || file.startsWith('visual/')) return {};
    const own = /^server\/modules\/([^/]+)\//.exec(file)?.[1] ?? null;
    return onImports((node, spec) => {
      const to = target(context, spec);
      const hit = to && /^server\/modules\/([^/]+)\/(.*)$/.exec(to);
      if (!hit || hit[1] === own) return;
      const [, mod, rest] = hit;
      if (rest === 'public.ts') return;
      if (own) {
        context.report({ node, message: `Module "${own}" reaches module "${mod}" only through server/modules/${mod}/public.ts ("${spec}").` });
      } else if (rest !== 'routes.ts') {
        context.report({ node, message: `Outside server/modules, module "${mod}" is reached only through its public.ts or routes.ts ("${spec}").` });
      }
    });
  },
};

/**
 * What a domain feature may read of another, each with its reason (docs/decisions.md, "One name per
 * thing, shared pieces out of feature folders (issue 36)"). Everything else another feature needs
 * moves to domain/shared. The list and its reasons are in scripts/arch-domain-reads.json, which
 * `npm run arch` (scripts/arch-counts.ts) reads too.
 */
const DOMAIN_READS = Object.fromEntries(
  Object.entries(JSON.parse(readFileSync(new URL('./scripts/arch-domain-reads.json', import.meta.url), 'utf8'))).map(([feature, entry]) => [feature, entry.reads]),
);

const layerBoundaries = {
  meta: { type: 'problem', schema: [], docs: { description: 'machines/<f> and domain/<f> import only themselves, their layer\'s shared/ and (machines) domain/' } },
  create(context) {
    const file = here(context);
    const own = /^(machines|domain)\/([^/]+)\//.exec(file);
    if (!own) return {};
    const [, layer, feature] = own;
    const reads = (layer === 'domain' && DOMAIN_READS[feature]) || [];
    return onImports((node, spec) => {
      const to = target(context, spec);
      const hit = to && /^(machines|domain)\/([^/]+)\/./.exec(to);
      if (!hit || hit[1] !== layer || hit[2] === feature || hit[2] === 'shared') return;
      if (reads.includes('*') || reads.includes(to)) return;
      const message = feature === 'shared'
        ? `${layer}/shared imports no feature ("${spec}"): a shared piece stands on its own.`
        : `${layer}/${feature} imports no other feature's ${layer} ("${spec}"): move what both use to ${layer}/shared/, or the feature boundary is wrong.`;
      context.report({ node, message });
    });
  },
};

/** Han ideographs, CJK punctuation and full-width forms. */
const CJK = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/;

const chineseText = {
  meta: { type: 'suggestion', schema: [], docs: { description: 'Chinese text lives in text.ts (SPA), messages.ts (server) or domain/' } },
  create(context) {
    const where = here(context);
    const message = 'Chinese text belongs in src/**/text.ts, a server messages.ts (server/modules/<f>/messages.ts) or domain/.';
    // The value of a `description` property is an OpenAPI label, not UI text.
    const isDescription = (node) => {
      const p = node.parent;
      return p?.type === 'Property' && p.value === node && ((p.key.type === 'Identifier' && p.key.name === 'description') || p.key.value === 'description');
    };
    return {
      Literal(node) {
        if (typeof node.value === 'string' && CJK.test(node.value) && !isDescription(node)) context.report({ node, message: `${message} (${where})` });
      },
      TemplateLiteral(node) {
        if (node.quasis.some((q) => CJK.test(q.value.raw)) && !isDescription(node)) context.report({ node, message: `${message} (${where})` });
      },
      JSXText(node) {
        if (CJK.test(node.value)) context.report({ node, message: `${message} (${where})` });
      },
    };
  },
};

/** Query-builder entry points: a route file calling one of them holds SQL. */
const QUERY_CALLS = new Set(['selectFrom', 'insertInto', 'updateTable', 'deleteFrom', 'replaceInto', 'mergeInto', 'selectNoFrom', 'transaction', 'executeQuery']);

const noSqlInRoutes = {
  meta: { type: 'problem', schema: [], docs: { description: 'route files hold no SQL: they read the request, call a service and answer' } },
  create(context) {
    const message = (what) => `Route files hold no SQL (${what}): call the module's service or repository (${here(context)}).`;
    return {
      ImportDeclaration(node) {
        if (node.source.value === 'kysely' && node.importKind !== 'type') context.report({ node, message: message('kysely import') });
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type === 'MemberExpression' && callee.property.type === 'Identifier' && QUERY_CALLS.has(callee.property.name)) {
          context.report({ node, message: message(`.${callee.property.name}()`) });
        }
      },
      TaggedTemplateExpression(node) {
        if (node.tag.type === 'Identifier' && node.tag.name === 'sql') context.report({ node, message: message('sql``') });
      },
    };
  },
};

const arch = { meta: { name: 'arch' }, rules: { 'spa-boundaries': spaBoundaries, 'server-boundaries': serverBoundaries, 'layer-boundaries': layerBoundaries, 'chinese-text': chineseText, 'no-sql-in-routes': noSqlInRoutes } };

// ------------------------------------------------------------------------------------ config

const restrict = (...patterns) => [LEVEL.direction, { patterns }];
const group = (group, message) => ({ group, message });

export default tseslint.config(
  { ignores: ['dist/', 'dist-*/', 'node_modules/', 'data/', '.data-test/', 'test-results/', 'playwright-report/', '.scratch/', 'visual/.output/', 'bench/.out/', 'bench/results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { arch },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // No import cycles anywhere. Imports name files with their .ts extension, so the plain
    // node resolver finds them; packages are not followed (ignoreExternal), which keeps it fast.
    files: [TS],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: { 'import-x/no-cycle': [LEVEL.cycles, { ignoreExternal: true }] },
  },
  { files: ['src/**/*.{ts,tsx}'], rules: { 'arch/spa-boundaries': LEVEL.spaBoundaries } },
  { files: [TS], rules: { 'arch/server-boundaries': LEVEL.serverBoundaries } },
  { files: ['machines/**/*.ts', 'domain/**/*.ts'], rules: { 'arch/layer-boundaries': LEVEL.layerBoundaries } },
  { files: ['server/modules/**/*routes.ts'], rules: { 'arch/no-sql-in-routes': LEVEL.noSqlInRoutes } },
  {
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts', 'server/**/*.ts'],
    // messages.ts anywhere in server/ (modules, http, security, providers); migrations are frozen
    // history (their SQL holds a Han character range), seed data and SVG labels are data.
    // machines/**/*.labels.ts: the Chinese words of a machine's generated paths (npm run report).
    ignores: ['src/**/text.ts', 'server/**/messages.ts', 'server/db/seed/**', 'server/db/migrations/**', 'server/media/**', 'machines/**/*.labels.ts'],
    rules: { 'arch/chinese-text': LEVEL.chineseText },
  },
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(
        group(['**/src/**', '**/machines/**', '**/server/**'], 'domain/ is pure rules: it imports nothing from src, machines or server.'),
        group(['react', 'react-dom', 'fastify', 'kysely', 'pg', '@electric-sql/*', 'node:*'], 'domain/ runs in the browser and the server: no framework or Node imports.'),
      ),
    },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(
        group(['**/src/**', '**/server/**'], 'machines/ may import only domain/ (imports flow src -> machines -> domain).'),
        group(['react', 'react-dom', '@xstate/react', 'js-cookie', 'wouter', '@chakra-ui/*'], 'machines/ are pure TypeScript: side effects are actors provided by the app.'),
      ),
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': restrict(group(['**/server/**'], 'The SPA reaches the server only through src/lib/client.ts over HTTP.')),
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(group(['**/src/**', '**/machines/**'], 'server/ imports only domain/ and its own folders.')),
    },
  },
);
