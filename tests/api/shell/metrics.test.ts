// GET /metrics (issue 41 item 3; server/http/metrics.ts): served to the allowed addresses
// (METRICS_ALLOW, loopback by default) and to METRICS_TOKEN, refused (403, the envelope) to anyone
// else, a forwarded request included when no proxy is trusted; requests counted by route pattern,
// a failing job and a refused login counted; the pool's figures on PostgreSQL, the index's and the
// webhook backlog's on both engines; METRICS=off leaves no route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metricsSettings } from '../../../server/http/metrics-access.ts';
import { schedulePeriodic } from '../../../server/jobs/periodic-job.ts';
import { publishCatalogueChange } from '../../../server/modules/catalogue/public.ts';
import { basicHeader, createTestApp, DEMO, type TestContext } from '../../support/api-harness.ts';
import { indexHeard } from '../../support/index-changes.ts';

const TOKEN = 'scrape-token-0123456789';

/** The value of the first sample of `name` whose labels include all of `labels`, or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((x) => [x[1], x[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(m[3]);
  }
  return undefined;
}

let ctx: TestContext;

async function scrape(headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') {
  return ctx.app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });
}

async function text(): Promise<string> {
  const res = await scrape();
  expect(res.statusCode).toBe(200);
  return res.body;
}

beforeAll(async () => {
  ctx = await createTestApp({ config: { metrics: metricsSettings({ METRICS_TOKEN: TOKEN }) } });
});
afterAll(async () => ctx?.close());

describe('GET /metrics: who may read it', () => {
  it('serves Prometheus text to a loopback address (the default METRICS_ALLOW)', async () => {
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toContain('# TYPE aibeike_http_request_duration_seconds histogram');
    expect(res.body).toContain('process_cpu_user_seconds_total');
    expect(res.body).toContain('nodejs_eventloop_lag_seconds');
    expect((await scrape({}, '::1')).statusCode).toBe(200);
    expect((await scrape({}, '::ffff:127.0.0.1')).statusCode).toBe(200);
  });

  it('refuses another address with 403 and a Chinese message in the envelope, and a wrong token too', async () => {
    const outsider = await scrape({}, '203.0.113.7');
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json()).toMatchObject({ success: false, code: 403, data: null });
    expect(outsider.json().msg).toMatch(/无权读取监控指标/);
    expect(outsider.body).not.toContain('aibeike_');
    expect((await scrape({ authorization: 'Bearer wrong-token-0123456789' }, '203.0.113.7')).statusCode).toBe(403);
    expect((await scrape({ authorization: TOKEN }, '203.0.113.7')).statusCode).toBe(403);
    expect((await scrape({ authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` }, '203.0.113.7')).statusCode).toBe(403);
  });

  it('serves the right token from any address', async () => {
    const res = await scrape({ authorization: `Bearer ${TOKEN}` }, '203.0.113.7');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('aibeike_http_request_duration_seconds');
  });

  it('refuses a loopback socket that forwards for someone when no proxy is trusted (a local reverse proxy)', async () => {
    expect((await scrape({ 'x-forwarded-for': '203.0.113.7' })).statusCode).toBe(403);
    expect((await scrape({ forwarded: 'for=203.0.113.7' })).statusCode).toBe(403);
    // The token still works through the proxy.
    expect((await scrape({ 'x-forwarded-for': '203.0.113.7', authorization: `Bearer ${TOKEN}` })).statusCode).toBe(200);
  });
});

describe('GET /metrics: what it counts', () => {
  it('counts a request by its route pattern, method and status, never the raw URL; unknown routes as one label', async () => {
    const before = await text();
    const pattern = '/gateway/member/api/memberAddress/get/:id';
    const was = sample(before, 'aibeike_http_request_duration_seconds_count', { route: pattern, method: 'GET', status: '401' }) ?? 0;
    expect((await ctx.app.inject({ method: 'GET', url: '/gateway/member/api/memberAddress/get/12345' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/no/such/page-98765' })).statusCode).toBe(404);
    const after = await text();
    expect(sample(after, 'aibeike_http_request_duration_seconds_count', { route: pattern, method: 'GET', status: '401' })).toBe(was + 1);
    expect(sample(after, 'aibeike_http_request_duration_seconds_bucket', { route: pattern, method: 'GET', status: '401', le: '+Inf' })).toBe(was + 1);
    expect(sample(after, 'aibeike_http_request_duration_seconds_count', { route: '(unmatched)', method: 'GET', status: '404' })).toBeGreaterThanOrEqual(1);
    expect(after).not.toContain('12345');
    expect(after).not.toContain('page-98765');
    // The scrapes themselves are not counted.
    expect(after).not.toContain('route="/metrics"');
  });

  it('counts the runs and failures of a periodic job by its name', async () => {
    // A host of its own (the app is already started: no hook can be added to it any more).
    const host = { addHook: () => {}, log: { error: () => {} } } as unknown as Parameters<typeof schedulePeriodic>[0];
    const tick = schedulePeriodic(host, { name: 'metrics test job', everyMs: 3_600_000, run: async () => { throw new Error('planned failure'); } });
    await tick();
    await tick();
    const t = await text();
    expect(sample(t, 'aibeike_job_runs_total', { job: 'metrics test job' })).toBe(2);
    expect(sample(t, 'aibeike_job_failures_total', { job: 'metrics test job' })).toBe(2);
    expect(sample(t, 'aibeike_job_duration_seconds_count', { job: 'metrics test job' })).toBe(2);
  });

  it('counts a refused login by its reason', async () => {
    const before = sample(await text(), 'aibeike_login_refusals_total', { reason: 'bad_credentials' }) ?? 0;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/gateway/system/oauth/token',
      query: { grant_type: 'password', user_type: '0', username: DEMO.personal, password: 'wrong-password-1' },
      headers: { authorization: basicHeader(ctx.config) },
      remoteAddress: '198.51.100.23',
    });
    expect(res.statusCode).toBe(400);
    const noClient = await ctx.app.inject({ method: 'POST', url: '/gateway/system/oauth/token', query: { grant_type: 'password', username: 'x', password: 'y' } });
    expect(noClient.statusCode).toBe(401);
    const t = await text();
    expect(sample(t, 'aibeike_login_refusals_total', { reason: 'bad_credentials' })).toBe(before + 1);
    expect(sample(t, 'aibeike_login_refusals_total', { reason: 'client_auth' })).toBeGreaterThanOrEqual(1);
  });

  it('reports the search index once built, the webhook backlog, and the pool on PostgreSQL', async () => {
    const search = await ctx.app.inject({ method: 'POST', url: '/gateway/goods/open/goods/list', payload: { keyword: '轴承', current: 1, size: 20 } });
    expect(search.statusCode).toBe(200);
    const t = await text();
    expect(sample(t, 'aibeike_search_index_goods')).toBeGreaterThan(0);
    expect(sample(t, 'aibeike_search_index_live_goods')).toBeGreaterThan(0);
    expect(sample(t, 'aibeike_search_index_build_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(t, 'aibeike_search_index_change_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(t, 'aibeike_search_index_array_bytes')).toBeGreaterThan(0);
    expect(sample(t, 'aibeike_webhook_deliveries_pending')).toBe(0);
    expect(sample(t, 'aibeike_webhook_deliveries_due')).toBe(0);
    expect(sample(t, 'aibeike_webhook_oldest_due_seconds')).toBe(0);
    expect(sample(t, 'aibeike_metrics_collect_errors_total')).toBeUndefined();
    if (ctx.handle.kind === 'postgres') {
      expect(sample(t, 'aibeike_db_pool_connections', { pool: 'primary' })).toBeGreaterThanOrEqual(1);
      expect(sample(t, 'aibeike_db_pool_idle_connections', { pool: 'primary' })).toBeGreaterThanOrEqual(0);
      expect(sample(t, 'aibeike_db_pool_waiting_requests', { pool: 'primary' })).toBe(0);
      expect(sample(t, 'aibeike_db_pool_max_connections', { pool: 'primary' })).toBeGreaterThanOrEqual(1);
      expect(sample(t, 'aibeike_db_pool_wait_seconds_count', { pool: 'primary' })).toBeGreaterThan(0);
    } else {
      expect(sample(t, 'aibeike_db_pool_connections', { pool: 'primary' })).toBeUndefined();
    }
  });
});

describe('GET /metrics: the catalogue outbox', () => {
  it('reports events not yet numbered and how far this process\'s index is behind, both 0 once a change is delivered', async () => {
    const search = await ctx.app.inject({ method: 'POST', url: '/gateway/goods/open/goods/list', payload: { keyword: '轴承', current: 1, size: 20 } });
    expect(search.statusCode).toBe(200);
    const goodsId = (search.json() as { data: { records: { id: number }[] } }).data.records[0]!.id;
    await publishCatalogueChange(ctx.app.db, { kind: 'stock', ids: [goodsId] });
    await indexHeard(ctx.app.db);
    const t = await text();
    expect(sample(t, 'aibeike_catalogue_outbox_unpublished')).toBe(0);
    expect(sample(t, 'aibeike_catalogue_outbox_oldest_unpublished_seconds')).toBe(0);
    expect(sample(t, 'aibeike_catalogue_events_behind')).toBe(0);
    // Without replicas there is no replica figure.
    expect(sample(t, 'aibeike_db_replica_lag_seconds')).toBeUndefined();
  });
});

describe('GET /metrics behind a trusted proxy (TRUST_PROXY=loopback)', () => {
  it('judges the forwarded client address, not the proxy\'s', async () => {
    const proxied = await createTestApp({ seedSkus: 0, config: { trustProxy: ['loopback'] } });
    try {
      const get = (forwardedFor: string) => proxied.app.inject({ method: 'GET', url: '/metrics', headers: { 'x-forwarded-for': forwardedFor }, remoteAddress: '127.0.0.1' });
      expect((await get('203.0.113.7')).statusCode).toBe(403);
      expect((await get('127.0.0.1')).statusCode).toBe(200);
      // An outsider's own X-Forwarded-For is not believed: its socket address is judged.
      expect((await proxied.app.inject({ method: 'GET', url: '/metrics', headers: { 'x-forwarded-for': '127.0.0.1' }, remoteAddress: '203.0.113.7' })).statusCode).toBe(403);
    } finally {
      await proxied.close();
    }
  });
});

describe('METRICS=off', () => {
  it('has no /metrics route', async () => {
    const off = await createTestApp({ config: { metrics: metricsSettings({ METRICS: 'off' }) } });
    try {
      expect((await off.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('refuses a setting it cannot read', () => {
    expect(() => metricsSettings({ METRICS: 'maybe' })).toThrow(/METRICS 只能是 on 或 off/);
    expect(() => metricsSettings({ METRICS_ALLOW: '10.0.0.0/33' })).toThrow(/METRICS_ALLOW/);
    expect(() => metricsSettings({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(metricsSettings({ METRICS_ALLOW: '10.1.0.0/16, 192.0.2.4' }).allow).toEqual(['10.1.0.0/16', '192.0.2.4/32']);
    expect(metricsSettings({ METRICS_ALLOW: 'none' }).allow).toEqual([]);
  });
});
