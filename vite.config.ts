// Vite 8 (Rolldown): the SPA builds to dist/, every page its own chunk (React.lazy in
// src/app/routes.ts), the staff console (admin.html) its own entry; the dev server proxies the API, the served files (/files/, and the old
// /media/<kind>/ file addresses the server redirects) and the API reference to the Node server.
// /media/mediaList and /media/mediaDetail are SPA pages, so /media/ as a whole is not proxied.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type HtmlTagDescriptor, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress.ts';

const API_TARGET = process.env.API_TARGET ?? 'http://127.0.0.1:3000';
const server = { target: API_TARGET, changeOrigin: false };
const proxy = {
  '/gateway': server,
  '/files': server,
  '^/media/(goods|brand|banner|qr|uploads)/': server,
  '/docs': server,
};

/** The dev server answers /admin and every path under it with the staff console's entry (the server does in production). */
function adminEntry(): Plugin {
  return {
    name: 'aibeike-admin-entry',
    configureServer(dev) {
      dev.middlewares.use((req, _res, next) => {
        if (req.url && /^\/admin(?:[/?]|$)/.test(req.url)) req.url = '/admin.html';
        next();
      });
    },
  };
}

/**
 * Marks the component anatomies of Chakra UI, Ark UI and Zag (\`anatomy.build()\`,
 * \`.extendWith(...)\`, \`.rename(...)\`: they only build name lists) as pure, so the bundler drops
 * the ones no recipe uses. Unmarked, every anatomy of the library was in the first load, because
 * the theme's recipes import Chakra's anatomy.js, which defines all of them (issue 20).
 */
function pureAnatomies(): Plugin {
  const anatomyFile = /node_modules\/(?:@zag-js\/[^/]+\/dist\/[^/]*anatomy\.mjs|@ark-ui\/react\/dist\/components\/[^/]+\/[^/]*anatomy\.js|@chakra-ui\/react\/dist\/esm\/anatomy\.js)$/;
  return {
    name: 'aibeike-pure-anatomies',
    apply: 'build',
    transform: {
      filter: { id: anatomyFile },
      handler(code) {
        return { code: code.replace(/=\s*([\w$]+)\.(build|extendWith|rename)\(/g, '= /* @__PURE__ */ $1.$2('), map: null };
      },
    },
  };
}

/**
 * axios's modules the SPA can never run, left out of the first load (issue 36). The API client
 * (src/lib/client.ts) sends every call with axios's XMLHttpRequest adapter (`adapter: 'xhr'`, for
 * upload progress), never makes a CancelToken and reads statuses as numbers, so three modules are
 * dead weight: the fetch adapter with the stream helpers only it uses (about 4 KB gzip), the
 * deprecated `CancelToken` and the `HttpStatusCode` name table, the last two imported only by
 * lib/axios.js to hang them on the default export (`axios.CancelToken`, `axios.HttpStatusCode`).
 * Each is replaced by a stub: fetch is "not supported here"; CancelToken throws if anyone
 * constructs one; HttpStatusCode is an empty table. The build fails if axios no longer imports one
 * of them from the file named here (an upgrade moved it), so a stub never silently stops applying.
 */
function axiosWithoutDeadModules(): Plugin {
  const STUBS: ReadonlyArray<{ id: string; importer: RegExp; code: string }> = [
    { id: './fetch.js', importer: /node_modules\/axios\/lib\/adapters\/adapters\.js$/, code: 'export const getFetch = () => false;\n' },
    {
      id: './cancel/CancelToken.js',
      importer: /node_modules\/axios\/lib\/axios\.js$/,
      code: "export default class CancelToken { constructor() { throw new Error('CancelToken is left out of this build: pass an AbortSignal'); } static source() { return new CancelToken(); } }\n",
    },
    { id: './helpers/HttpStatusCode.js', importer: /node_modules\/axios\/lib\/axios\.js$/, code: 'export default {};\n' },
  ];
  const replaced = new Set<string>();
  return {
    name: 'aibeike-axios-without-dead-modules',
    apply: 'build',
    enforce: 'pre',
    resolveId(id, importer) {
      const stub = STUBS.find((s) => s.id === id && importer !== undefined && s.importer.test(importer));
      if (!stub) return null;
      replaced.add(stub.id);
      return `\0aibeike-axios-stub:${stub.id}`;
    },
    load(id) {
      const stub = id.startsWith('\0aibeike-axios-stub:') ? STUBS.find((s) => id === `\0aibeike-axios-stub:${s.id}`) : undefined;
      return stub ? stub.code : null;
    },
    buildEnd() {
      const missing = STUBS.filter((s) => !replaced.has(s.id)).map((s) => s.id);
      if (missing.length) this.error(`axiosWithoutDeadModules: axios no longer imports ${missing.join(', ')} where expected; update the plugin (vite.config.ts)`);
    },
  };
}

/** Route path pattern and page module (relative to the project) of every route in src/app/routes.ts. */
function routeModules(root: string): Array<{ path: string; module: string }> {
  const source = readFileSync(path.join(root, 'src/app/routes.ts'), 'utf8');
  const found = [...source.matchAll(/route\(\s*'([^']+)',\s*'[^']+',\s*\(\) => import\('([^']+)'\)/g)].map(([, routePath, spec]) => ({
    path: routePath!,
    module: path.relative(root, path.resolve(root, 'src/app', spec!)),
  }));
  // Every `route(` call of the table must have been read: one written another way (a variable
  // for its loader, say) would otherwise be left out of the preloads without a word.
  const calls = source.match(/^\s*route\(/gm)?.length ?? 0;
  if (found.length === 0 || found.length !== calls) {
    throw new Error(`routePreloads: read ${found.length} of the ${calls} route(...) calls in src/app/routes.ts; write each as route('/path', 'name', () => import('...'))`);
  }
  return found;
}

/**
 * The page preloads of each route, for the HTML the server sends (issue 20, item 5). With the
 * page chunks' dependency lists out of the entry (`modulePreload.resolveDependencies` below), a
 * page chunk would pull its imports one level at a time; instead the document names them all:
 * - index.html gets `<link rel="modulepreload" data-page>` (and `rel="preload" as="style"` for
 *   the page's CSS) for the home page, which `/` shows, so its chunk loads beside the entry rather
 *   than after it;
 * - `.vite/route-preloads.json` lists the same for every route's path pattern; the server's SPA
 *   fallback (server/http/spa-preload.ts) swaps the home page's links for those of the route the
 *   URL opens. Files the entry already preloads are left out.
 */
function routePreloads(): Plugin {
  let root = '';
  const pagesOf = (bundle: Rollup.OutputBundle) => {
    const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
    const byFile = new Map(chunks.map((c) => [c.fileName, c]));
    const closure = (start: Rollup.OutputChunk) => {
      const seen = new Set<string>();
      const css = new Set<string>();
      const visit = (chunk: Rollup.OutputChunk | undefined) => {
        if (!chunk || seen.has(chunk.fileName)) return;
        seen.add(chunk.fileName);
        for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
        for (const file of chunk.imports) visit(byFile.get(file));
      };
      visit(start);
      return { js: [...seen], css: [...css] };
    };
    const entry = chunks.find((c) => c.isEntry && c.facadeModuleId === path.join(root, 'index.html'));
    if (!entry) throw new Error('routePreloads: the index.html entry is not in the bundle');
    const base = closure(entry);
    const baseFiles = new Set([...base.js, ...base.css]);
    return routeModules(root).map((route) => {
      const chunk = chunks.find((c) => c.facadeModuleId === path.join(root, route.module));
      if (!chunk) throw new Error(`routePreloads: no chunk for ${route.module}`);
      const files = closure(chunk);
      return {
        path: route.path,
        js: files.js.filter((f) => !baseFiles.has(f)),
        css: files.css.filter((f) => !baseFiles.has(f)),
      };
    });
  };
  return {
    name: 'aibeike-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle || path.basename(ctx.filename) !== 'index.html') return;
        const home = pagesOf(ctx.bundle).find((route) => route.path === '/');
        if (!home) throw new Error('routePreloads: no route for /');
        const tags: HtmlTagDescriptor[] = [
          ...home.js.map((f) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${f}`, 'data-page': true }, injectTo: 'head' as const })),
          ...home.css.map((f) => ({ tag: 'link', attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${f}`, 'data-page': true }, injectTo: 'head' as const })),
        ];
        return tags;
      },
    },
    generateBundle(_options, bundle) {
      this.emitFile({ type: 'asset', fileName: '.vite/route-preloads.json', source: `${JSON.stringify(pagesOf(bundle), null, 1)}\n` });
    },
  };
}

export default defineConfig({
  // precompress: brotli and gzip copies of every built text file, served by Accept-Encoding.
  plugins: [react(), precompress(), adminEntry(), pureAnatomies(), axiosWithoutDeadModules(), routePreloads()],
  define: {
    'import.meta.env.VITE_OAUTH_CLIENT_ID': JSON.stringify(process.env.OAUTH_CLIENT_ID ?? 'aibeike-web'),
    'import.meta.env.VITE_OAUTH_CLIENT_SECRET': JSON.stringify(process.env.OAUTH_CLIENT_SECRET ?? 'aibeike-web-secret'),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: true,
    // dist/.vite/manifest.json: which chunks a page loads (bench/cases/platform.ts sums the first load).
    manifest: true,
    // The entry's own static imports are preloaded by index.html as before; the page chunks'
    // dependency lists are left out of the entry (about 3 KB gzip of chunk names for all ~50
    // routes). The server names the preloads of the page a URL opens in the HTML it sends
    // (server/http/spa-preload.ts, from dist/.vite/manifest.json); a later page's chunk pulls its
    // imports when it arrives. CSS dependencies stay (a page must not paint before its styles).
    // No polyfill: every browser the storefront supports knows modulepreload.
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    // Two entries: the storefront (index.html) and the staff console (admin.html, issue 22), so
    // nothing of the console is in the storefront's first load.
    rolldownOptions: {
      // Chakra's \`defineConfig\` returns its argument; the bundler cannot see that across modules,
      // so Chakra's own \`defaultThemeConfig = defineConfig({ ...every recipe })\` in
      // @chakra-ui/react/theme was kept whenever src/ui/theme.ts imported the tokens from there,
      // and with it every recipe module (their leftovers were in the first load). Marked pure, it
      // goes when unused (issue 20; docs/decisions.md).
      treeshake: {
        manualPureFunctions: ['defineConfig', 'createAnatomy'],
        // @emotion/react imports hoist-non-react-statics (with react-is) for `withTheme` only,
        // which nothing here uses; they are CommonJS, so their evaluation was kept as a side
        // effect in the first load (about 1.3 KB gzip). Other modules keep the default.
        moduleSideEffects: (id) => (/node_modules\/(?:hoist-non-react-statics|react-is)\//.test(id) ? false : undefined),
      },
      input: { index: path.resolve(import.meta.dirname, 'index.html'), admin: path.resolve(import.meta.dirname, 'admin.html') },
    },
  },
  server: { port: 5173, proxy },
  preview: { proxy },
});
