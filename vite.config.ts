// Vite 8 (Rolldown): the SPA builds to dist/, every page its own chunk (React.lazy in
// src/app/routes.ts), the staff console (admin.html) its own entry; the dev server proxies the API, the served files (/files/, and the old
// /media/<kind>/ file addresses the server redirects) and the API reference to the Node server.
// /media/mediaList and /media/mediaDetail are SPA pages, so /media/ as a whole is not proxied.
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
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

export default defineConfig({
  // precompress: brotli and gzip copies of every built text file, served by Accept-Encoding.
  plugins: [react(), precompress(), adminEntry(), pureAnatomies()],
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
    // Two entries: the storefront (index.html) and the staff console (admin.html, issue 22), so
    // nothing of the console is in the storefront's first load.
    rolldownOptions: {
      // Chakra's \`defineConfig\` returns its argument; the bundler cannot see that across modules,
      // so Chakra's own \`defaultThemeConfig = defineConfig({ ...every recipe })\` in
      // @chakra-ui/react/theme was kept whenever src/ui/theme.ts imported the tokens from there,
      // and with it every recipe module (their leftovers were in the first load). Marked pure, it
      // goes when unused (issue 20; docs/decisions.md).
      treeshake: { manualPureFunctions: ['defineConfig', 'createAnatomy'] },
      input: { index: path.resolve(import.meta.dirname, 'index.html'), admin: path.resolve(import.meta.dirname, 'admin.html') },
    },
  },
  server: { port: 5173, proxy },
  preview: { proxy },
});
