// Batch enquiry figures (issue 14): a 1,000-line and a 10,000-line .xlsx uploaded, read and matched
// end to end (multipart upload, worker-thread parse, matching, one write transaction), each timed,
// while suggestions (`Cache-Control: no-cache`, the database path) are requested one after another
// in the same run and their p95 taken over the imports. The sheets are drawn from the catalogue:
// 80% models as sold (with the brand), 10% typed differently (lower case, full-width, spaces,
// the brand inside the model cell), 10% models we do not sell. Also the match rate on the fixture
// sheets of tests/api/enquiry/fixtures. The enquiries made are deleted afterwards.
import { readFileSync, readdirSync } from 'node:fs';
import { sql } from 'kysely';
import { loadConfig } from '../../server/config.ts';
import { connect } from '../../server/db/connect.ts';
import { writeXlsx } from '../../server/modules/enquiry/public.ts';
import { percentiles } from '../lib/percentiles.ts';
import { startServer } from '../lib/server-process.ts';
import type { BenchContext, BenchReport } from '../lib/types.ts';

const BASE = '/gateway/goods/api/goods/enquiryMember';
const SUGGEST = '/gateway/goods/open/goods/search/keyword';
const BUYER = '13800000001';
const PASSWORD = 'Demo2026';
const SIZES = [1_000, 10_000] as const;
const MODELS = 12_000;
const KEYWORDS = ['6205', 'LC1D', 'SY51', '深沟球轴承', '交流接触器', 'SKF 深沟球轴承', 'XYZ999', 'ＬＣ１Ｄ０９Ｍ７Ｃ', 'NU22', '3RT20'];

async function login(url: string): Promise<string> {
  const config = loadConfig({ ...process.env });
  const basic = Buffer.from(`${config.oauthClientId}:${config.oauthClientSecret}`).toString('base64');
  const q = new URLSearchParams({ username: BUYER, password: PASSWORD, grant_type: 'password', user_type: '0', auth_type: 'password' });
  const res = await fetch(`${url}/gateway/system/oauth/token?${q}`, { method: 'POST', headers: { authorization: `Basic ${basic}` } });
  const body = (await res.json()) as { success: boolean; msg: string; data: { access_token: string } };
  if (!body.success) throw new Error(`登录失败：${body.msg}`);
  return body.data.access_token;
}

const fullWidth = (s: string) => [...s].map((c) => (c >= '!' && c <= '~' ? String.fromCharCode(c.charCodeAt(0) + 0xfee0) : c)).join('');

function sheetOf(models: { model: string; brand: string }[], n: number): Buffer {
  const rows: (string | number)[][] = [['采购询价单'], [], ['序号', '规格型号', '品牌', '采购数量']];
  for (let i = 0; i < n; i++) {
    const m = models[i % models.length]!;
    const kind = i % 10;
    if (kind === 8) rows.push([i + 1, `ZQX${i}-NOPE-${(i * 7919) % 100_000}`, '', 2]);
    else if (kind === 9) {
      const variant = [m.model.toLowerCase(), fullWidth(m.model), m.model.replace(/-/g, ' '), `${m.brand} ${m.model}`][Math.floor(i / 10) % 4]!;
      rows.push([i + 1, variant, Math.floor(i / 10) % 4 === 3 ? '' : m.brand, '1,000']);
    } else rows.push([i + 1, m.model, m.brand, (i % 50) + 1]);
  }
  return writeXlsx([{ name: 'Sheet1', rows }]);
}

async function upload(url: string, token: string, bytes: Buffer, name: string): Promise<{ ms: number; id: number; lineCount: number; matched: number }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const t0 = performance.now();
  const res = await fetch(`${url}${BASE}/import`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const ms = performance.now() - t0;
  const body = (await res.json()) as { success: boolean; msg: string; data: { enquiryId: number; lineCount: number; counts: { matched: number } } };
  if (!body.success) throw new Error(`导入失败：${body.msg}`);
  return { ms, id: body.data.enquiryId, lineCount: body.data.lineCount, matched: body.data.counts.matched };
}

export default async function enquiry(ctx: BenchContext): Promise<BenchReport> {
  const handle = await connect({ databaseUrl: ctx.databaseUrl, dataDir: ctx.databaseUrl ? null : (ctx.serverEnv.DATA_DIR ?? 'data') });
  let models: { model: string; brand: string }[];
  let skus: number;
  try {
    skus = (await sql<{ n: number }>`select count(*)::int as n from goods`.execute(handle.db)).rows[0]?.n ?? 0;
    // More distinct models than the largest sheet has lines: a model repeated would be a
    // duplicate line (merged into the first), which is neither matched nor a miss.
    const step = Math.max(1, Math.floor(skus / MODELS));
    models = (
      await sql<{ model: string; brand: string }>`
        select g.model, b.name as brand from goods g join brand b on b.id = g.brand_id
        where g.status = 1 and g.id % ${step} = 0 order by g.id limit ${MODELS}`.execute(handle.db)
    ).rows;
  } finally {
    await handle.close();
  }
  const server = await startServer('server/main.ts', ctx.serverEnv);
  const made: number[] = [];
  const table: Record<string, string | number>[] = [];
  const figures: Record<string, number | string> = { skus };
  try {
    const token = await login(server.url);
    // Warm-up: one small import and a few suggestions, not measured.
    made.push((await upload(server.url, token, sheetOf(models, 50), 'warm.xlsx')).id);
    for (const k of KEYWORDS) await fetch(`${server.url}${SUGGEST}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ keyword: k }) });

    const suggestTimes: number[] = [];
    let importing = true;
    const suggester = (async () => {
      let i = 0;
      while (importing) {
        const t0 = performance.now();
        await fetch(`${server.url}${SUGGEST}`, { method: 'POST', headers: { 'content-type': 'application/json', 'cache-control': 'no-cache' }, body: JSON.stringify({ keyword: KEYWORDS[i++ % KEYWORDS.length] }) });
        suggestTimes.push(performance.now() - t0);
      }
    })();
    try {
      for (const n of SIZES) {
        const bytes = sheetOf(models, n);
        const r = await upload(server.url, token, bytes, `bench-${n}.xlsx`);
        made.push(r.id);
        const rate = Math.round((r.matched / r.lineCount) * 1000) / 10;
        table.push({ lines: n, bytes: bytes.length, ms: Math.round(r.ms), matched: r.matched, 'match %': rate });
        figures[`import_${n}_ms`] = Math.round(r.ms);
        figures[`match_rate_${n}_pct`] = rate;
      }
    } finally {
      importing = false;
      await suggester;
    }
    const p = percentiles(suggestTimes);
    figures.suggest_during_import_n = p.n;
    figures.suggest_during_import_p50_ms = p.p50;
    figures.suggest_during_import_p95_ms = p.p95;

    // The fixture sheets (made by another program): lines matched automatically / lines read.
    const dir = new URL('../../tests/api/enquiry/fixtures/', import.meta.url);
    let read = 0;
    let matched = 0;
    for (const name of readdirSync(dir).filter((f) => /^(plant-order|models-only|order)\.|-order\.csv$/.test(f))) {
      const r = await upload(server.url, token, readFileSync(new URL(name, dir)), name);
      made.push(r.id);
      read += r.lineCount;
      matched += r.matched;
      table.push({ lines: r.lineCount, bytes: name, ms: Math.round(r.ms), matched: r.matched, 'match %': Math.round((r.matched / r.lineCount) * 1000) / 10 });
    }
    figures.fixture_match_rate_pct = Math.round((matched / read) * 1000) / 10;
    figures.fixture_lines = read;
    for (const id of made) await fetch(`${server.url}${BASE}/delete/${id}`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  } finally {
    await server.stop();
  }
  return { name: `批量询价（${skus.toLocaleString('en-US')} 个 SKU）`, figures, table };
}
