// The storefront's HTML for a deep link, naming the chunks of the page that URL opens (issue 20,
// item 5). The build (vite.config.ts, `routePreloads`) puts `<link rel="modulepreload" data-page>`
// for the home page into index.html (what `/` shows) and writes `.vite/route-preloads.json`: the
// page chunks, their imports and CSS for every route pattern of src/app/routes.ts. Here the home
// page's links are swapped for those of the route the path matches (none for an unknown path), so a
// page's chunks load beside the entry instead of after it. Each route's document is built once,
// with its brotli and gzip copies; the answer is `no-cache`, as index.html is.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentCoding } from './content-coding.ts';

interface RoutePreloads {
  path: string;
  js: string[];
  css: string[];
}

interface SpaDocument {
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const PAGE_LINK = /^[ \t]*<link [^>]*\bdata-page\b[^>]*>\r?\n?/gm;

/**
 * A wouter path pattern (`/product/:id?`, `/serve/serveList`) as a regular expression, with
 * wouter's (regexparam's) reading: a `:name` is one segment, `?` makes it optional, a trailing
 * slash is allowed, letters match in any case.
 */
export function patternRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^:\w+(\?)?$/.exec(segment);
      if (param) return param[1] ? '(?:/[^/]+?)?' : '/[^/]+?';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${source}/?$`, 'i');
}

/** index.html with the home page's links replaced by `route`'s (none for null). */
export function documentFor(indexHtml: string, route: RoutePreloads | null): string {
  const stripped = indexHtml.replace(PAGE_LINK, '');
  if (!route) return stripped;
  // The links go where `</head>` is, one level deeper than it.
  return stripped.replace(/^([ \t]*)<\/head>/m, (head, indent: string) => {
    const line = (tag: string) => `${indent}${indent || '  '}${tag}\n`;
    const links = [
      ...route.js.map((file) => line(`<link rel="modulepreload" crossorigin href="/${file}" data-page>`)),
      ...route.css.map((file) => line(`<link rel="preload" as="style" crossorigin href="/${file}" data-page>`)),
    ];
    return `${links.join('')}${head}`;
  });
}

function built(html: string): SpaDocument {
  const raw = Buffer.from(html);
  return {
    raw,
    br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(raw, { level: 9 }),
  };
}

type Sender = (request: FastifyRequest, reply: FastifyReply) => FastifyReply;

/** The route list and documents of a build, or null when the build has none (an older build). */
function senderFor(staticDir: string): Sender | null {
  const listFile = path.join(staticDir, '.vite', 'route-preloads.json');
  if (!existsSync(listFile)) return null;
  const indexHtml = readFileSync(path.join(staticDir, 'index.html'), 'utf8');
  const routes = (JSON.parse(readFileSync(listFile, 'utf8')) as RoutePreloads[]).map((route) => ({ route, match: patternRegExp(route.path) }));
  const documents = new Map<RoutePreloads | null, SpaDocument>();
  const documentOf = (route: RoutePreloads | null) => {
    let doc = documents.get(route);
    if (!doc) {
      doc = built(documentFor(indexHtml, route));
      documents.set(route, doc);
    }
    return doc;
  };

  return (request, reply) => {
    const pathname = request.url.split(/[?#]/)[0] ?? '/';
    const route = routes.find((r) => r.match.test(pathname))?.route ?? null;
    const doc = documentOf(route);
    // No ETag: the document is under 1 KB compressed, and a 304 answered here once left a blank
    // page on a reload in the journeys (not understood, so not sent).
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    reply.type('text/html; charset=utf-8');
    const coding = contentCoding(request.headers['accept-encoding']);
    if (coding) return reply.header('content-encoding', coding).send(doc[coding]);
    return reply.send(doc.raw);
  };
}

/** How often, at most, the route list's file is looked at for a new build. */
const REBUILD_CHECK_MS = 1000;

/** Answers a storefront deep link with its document; null when the build has no route list. */
export type SpaPageSender = (request: FastifyRequest, reply: FastifyReply) => FastifyReply | null;

/**
 * The deep-link sender of one app over `staticDir` (app.ts makes one per app). The route list
 * and documents are read once and again only when the build changes (the list file's mtime,
 * looked at once a second at most); null from the sender when the build has no route list (an
 * older build): the caller sends index.html as it is.
 */
export function spaPageSender(staticDir: string, now: () => number = Date.now): SpaPageSender {
  const listFile = path.join(staticDir, '.vite', 'route-preloads.json');
  let stamp = -1;
  let checkedAt = -Infinity;
  let send: Sender | null = null;
  return (request, reply) => {
    const at = now();
    if (at - checkedAt >= REBUILD_CHECK_MS) {
      checkedAt = at;
      const current = existsSync(listFile) ? statSync(listFile).mtimeMs : 0;
      if (current !== stamp) {
        stamp = current;
        send = current ? senderFor(staticDir) : null;
      }
    }
    return send ? send(request, reply) : null;
  };
}
