// Readiness means able to serve at normal latency (issue 41 item 5): the search index is built at
// start, after the process listens, and until it is built /readyz answers 503 (正在启动) while
// /healthz (liveness) answers 200; searches asked meanwhile wait for the build and answer. The
// build is held back here by a gate on SearchIndex.build.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG } from '../../../domain/shared/messages.ts';
import { SearchIndex } from '../../../server/modules/catalogue/search-index.ts';
import { call, createTestApp, type TestContext } from '../../support/api-harness.ts';

let ctx: TestContext;
let open: () => void = () => {};
const gate = new Promise<void>((resolve) => (open = resolve));
const build = SearchIndex.build.bind(SearchIndex);
const spy = vi.spyOn(SearchIndex, 'build').mockImplementation(async (db) => {
  await gate;
  return build(db);
});

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 60 });
});
afterAll(async () => {
  open();
  spy.mockRestore();
  await ctx?.close();
});

describe('readiness', () => {
  it('answers /readyz 503 while the search index is being built, 200 once it is, and /healthz 200 throughout', async () => {
    expect(spy).toHaveBeenCalled();
    const starting = await call(ctx, { method: 'GET', url: '/readyz' });
    expect(starting.status).toBe(503);
    expect(starting.body).toEqual({ success: false, code: 503, msg: MSG.starting, data: null });
    expect((await call(ctx, { method: 'GET', url: '/healthz' })).status).toBe(200);

    // A search asked before the index is built waits for it, then answers.
    const search = call<{ total: number }>(ctx, { method: 'POST', url: '/gateway/goods/open/goods/list', payload: { current: 1, size: 20 } });
    await new Promise((r) => setTimeout(r, 50));
    expect((await call(ctx, { method: 'GET', url: '/readyz' })).status).toBe(503);
    open();
    const answered = await search;
    expect(answered.status).toBe(200);
    expect(answered.body.data.total).toBeGreaterThan(0);

    let ready = await call(ctx, { method: 'GET', url: '/readyz' });
    for (let i = 0; i < 200 && ready.status === 503; i++) {
      await new Promise((r) => setTimeout(r, 20));
      ready = await call(ctx, { method: 'GET', url: '/readyz' });
    }
    expect(ready.status).toBe(200);
    expect(ready.body.data).toMatchObject({ status: 'ready', worker: 0 });
  });
});
