// Run in its own process with --expose-gc (bench/cases/index-footprint.ts starts it): builds the
// search index and the references of one database as a server does, answers a few searches and
// suggestions (so anything built on first use is built too), and prints one JSON line with the
// times and the memory the index holds (heap and array buffers after a full GC, over the same
// process before the build). docs/scaling.md's figures per million SKUs come from it.
import { connect } from '../../server/db/connect.ts';
import { catalogueCache, memoryEngine } from '../../server/modules/catalogue/public.ts';

const url = process.argv[2];
if (!url) throw new Error('usage: index-footprint.ts <postgres url>');
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with --expose-gc');
const mib = (n: number) => Math.round((n / 2 ** 20) * 10) / 10;

const handle = await connect({ databaseUrl: url, dataDir: null });
gc();
const before = process.memoryUsage();
const cache = catalogueCache(handle.db);
const engine = memoryEngine(cache);
const t0 = performance.now();
const [index] = await Promise.all([cache.index(), cache.refs()]);
const buildMs = performance.now() - t0;
const queries = ['6205', '深沟球轴承', 'SKF 深沟球轴承', '气缸', '2RS', 'LC1D'];
const t1 = performance.now();
for (const keyword of queries) {
  await engine.search({ keyword, exact: false, leafIds: null, brandIds: [], params: [], inStock: false, sort: 'relevance', current: 1, size: 20, priceKind: 'list' });
  await engine.suggest(keyword);
}
const firstQueriesMs = performance.now() - t1;
const t2 = performance.now();
for (const keyword of queries) {
  await engine.search({ keyword, exact: false, leafIds: null, brandIds: [], params: [], inStock: false, sort: 'relevance', current: 1, size: 20, priceKind: 'list' });
}
const warmQueriesMs = performance.now() - t2;
gc();
const after = process.memoryUsage();
console.log(
  JSON.stringify({
    rows: index.stats.rows,
    buildMs: Math.round(buildMs),
    firstQueriesMs: Math.round(firstQueriesMs),
    warmQueriesMs: Math.round(warmQueriesMs * 10) / 10,
    heapMiB: mib(after.heapUsed - before.heapUsed),
    arrayBuffersMiB: mib(after.arrayBuffers - before.arrayBuffers),
    indexMiB: mib(after.heapUsed - before.heapUsed + after.arrayBuffers - before.arrayBuffers),
    rssMiB: mib(after.rss),
  }),
);
await handle.close();
