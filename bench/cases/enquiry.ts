// Batch enquiry figures (issue 14): a 1,000-line and a 10,000-line .xlsx uploaded, read and matched
// end to end (multipart upload, worker-thread parse, matching, one write transaction), each timed,
// while suggestions (`Cache-Control: no-cache`, the database path) are requested one after another
// in the same run and their p95 taken over the imports. The sheets are drawn from the catalogue:
// 80% models as sold (with the brand), 10% typed differently (lower case, full-width, spaces,
// the brand inside the model cell), 10% models we do not sell. Also the match rate on the fixture
// sheets of tests/api/enquiry/fixtures, sheet by sheet: lines matched automatically over the lines
// the sheet was written to have matched (issue 33's layouts: every line a model we sell). And the
// eight bombs (issue 33 item 6): eight ~1 MB .xlsx whose sheet inflates to 1 GB while the zip
// declares 1 KB, submitted at once by one member, while another member's one-line sheet is timed.
// The enquiries made are deleted afterwards.
import { readFileSync, readdirSync } from 'node:fs';
import { createDeflateRaw } from 'node:zlib';
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
/** Another demo member, whose one-line import is timed while the bombs are parsed. */
const OTHER_BUYER = '13800000003';
const PASSWORD = 'Demo2026';
const SIZES = [1_000, 10_000] as const;
const MODELS = 12_000;
const KEYWORDS = ['6205', 'LC1D', 'SY51', '深沟球轴承', '交流接触器', 'SKF 深沟球轴承', 'XYZ999', 'ＬＣ１Ｄ０９Ｍ７Ｃ', 'NU22', '3RT20'];

async function login(url: string, mobile = BUYER): Promise<string> {
  const config = loadConfig({ ...process.env });
  const basic = Buffer.from(`${config.oauthClientId}:${config.oauthClientSecret}`).toString('base64');
  const q = new URLSearchParams({ username: mobile, password: PASSWORD, grant_type: 'password', user_type: '0', auth_type: 'password' });
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

/**
 * The lines each fixture sheet was written to have matched automatically (the rest of a sheet tests
 * candidates, invalid quantities, duplicates or unknown models on purpose).
 */
const FIXTURE_EXPECTED: Record<string, number> = {
  'gbk-order.csv': 3,
  'utf8-bom-order.csv': 3,
  'models-only.xlsx': 3,
  'order.ods': 2,
  'plant-order.xlsx': 5,
  'plant-order.xls': 5,
  'plant-order-lo.ods': 5,
  'layout-a-buyer-code.xlsx': 12,
  'layout-b1-order-no.xlsx': 4,
  'layout-b2-required.xlsx': 3,
  'layout-b3-part-no.xlsx': 3,
  'layout-c-no-header.xlsx': 6,
  'layout-d-model-brand.xlsx': 4,
  'layout-e-extra.xlsx': 5,
};

const BOMB_INFLATED = 1024 * 1024 * 1024;
const BOMBS = 8;

/** Deflates `size` spaces as a stream (never holding them), about 1 MB for 1 GB. */
async function deflatedSpaces(size: number): Promise<Buffer> {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (b: Buffer) => out.push(b));
  const done = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  const chunk = Buffer.alloc(4 * 1024 * 1024, 0x20);
  for (let left = size; left > 0; left -= chunk.length) {
    if (!deflate.write(left >= chunk.length ? chunk : chunk.subarray(0, left))) await new Promise((r) => deflate.once('drain', r));
  }
  deflate.end();
  await done;
  return Buffer.concat(out);
}

/** An .xlsx whose sheet inflates to `inflated` bytes while its headers declare 1 KB (the sizes lie). */
async function lyingBomb(inflated: number): Promise<Buffer> {
  const entries: [string, Buffer, number][] = [
    ['[Content_Types].xml', Buffer.from('<Types/>'), 0],
    ['xl/workbook.xml', Buffer.from('<workbook/>'), 0],
    ['xl/worksheets/sheet1.xml', await deflatedSpaces(inflated), 8],
  ];
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, data, method] of entries) {
    const n = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(method === 8 ? 1024 : data.length, 22); // the lie
    local.writeUInt16LE(n.length, 26);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(method, 10);
    dir.writeUInt32LE(data.length, 20);
    dir.writeUInt32LE(method === 8 ? 1024 : data.length, 24); // the lie
    dir.writeUInt16LE(n.length, 28);
    dir.writeUInt32LE(offset, 42);
    locals.push(local, n, data);
    central.push(dir, n);
    offset += 30 + n.length + data.length;
  }
  const dirBytes = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dirBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dirBytes, end]);
}

/** An upload timed end to end, whatever it answers. */
async function send(url: string, token: string, bytes: Buffer, name: string): Promise<{ ms: number; success: boolean; msg: string; id: number | null }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const t0 = performance.now();
  const res = await fetch(`${url}${BASE}/import`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const body = (await res.json()) as { success: boolean; msg: string; data?: { enquiryId: number } };
  return { ms: performance.now() - t0, success: body.success, msg: body.msg, id: body.data?.enquiryId ?? null };
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
  const started = performance.now();
  const server = await startServer('server/main.ts', ctx.serverEnv);
  const made: number[] = [];
  const table: Record<string, string | number>[] = [];
  // Start-up (the server's start to /healthz, and the first 50-line import: worker threads, SheetJS,
  // the first queries) is reported apart from the steady state (the same sheet after everything).
  const figures: Record<string, number | string> = { skus, startup_server_ms: Math.round(performance.now() - started) };
  try {
    const token = await login(server.url);
    // Warm-up: one small import and a few suggestions, timed as start-up only.
    const warm = await upload(server.url, token, sheetOf(models, 50), 'warm.xlsx');
    made.push(warm.id);
    figures.startup_first_import_50_ms = Math.round(warm.ms);
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

    // The fixture sheets (made by another program), each: matched automatically / lines it was written to have matched.
    const dir = new URL('../../tests/api/enquiry/fixtures/', import.meta.url);
    let expected = 0;
    let matched = 0;
    let read = 0;
    for (const name of readdirSync(dir).filter((f) => f in FIXTURE_EXPECTED).sort()) {
      const r = await upload(server.url, token, readFileSync(new URL(name, dir)), name);
      made.push(r.id);
      read += r.lineCount;
      matched += r.matched;
      expected += FIXTURE_EXPECTED[name]!;
      const rate = Math.round((r.matched / FIXTURE_EXPECTED[name]!) * 1000) / 10;
      table.push({ lines: r.lineCount, bytes: name, ms: Math.round(r.ms), matched: r.matched, 'match %': rate });
      figures[`fixture_${name.replace(/\.[a-z]+$/, '').replace(/[^a-z0-9]+/gi, '_')}_match_pct`] = rate;
    }
    figures.fixture_match_rate_pct = Math.round((matched / expected) * 1000) / 10;
    figures.fixture_lines = read;
    figures.fixture_lines_expected_matched = expected;

    // Eight bombs at once from one member; another member's one-line sheet sent 100 ms later.
    const bomb = await lyingBomb(BOMB_INFLATED);
    const otherToken = await login(server.url, OTHER_BUYER);
    const one = writeXlsx([{ name: 'Sheet1', rows: [['型号', '品牌', '数量'], [models[0]!.model, models[0]!.brand, 1]] }]);
    const alone = await send(server.url, otherToken, one, 'one-line.xlsx');
    if (alone.id !== null) made.push(alone.id);
    figures.one_line_alone_ms = Math.round(alone.ms);
    const t0 = performance.now();
    const bombs = Array.from({ length: BOMBS }, (_, i) => send(server.url, token, bomb, `bomb-${i}.xlsx`));
    await new Promise((r) => setTimeout(r, 100));
    const small = await send(server.url, otherToken, one, 'one-line.xlsx');
    const answered = await Promise.all(bombs);
    const allMs = performance.now() - t0;
    if (!small.success) throw new Error(`一行询价失败：${small.msg}`);
    made.push(small.id!);
    const refused = answered.filter((b) => !b.success && /解压后过大/.test(b.msg)).length;
    figures.bomb_bytes = bomb.length;
    figures.bombs_refused = refused;
    figures.bombs_all_answered_ms = Math.round(allMs);
    figures.bombs_slowest_ms = Math.round(Math.max(...answered.map((b) => b.ms)));
    figures.one_line_during_bombs_ms = Math.round(small.ms);
    table.push({ lines: 1, bytes: `one line, another member, during ${BOMBS} bombs`, ms: Math.round(small.ms), matched: 1, 'match %': '' });
    table.push({ lines: 0, bytes: `${BOMBS} bombs of ${bomb.length} B (1 GiB inflated, sizes lie): refused ${refused}`, ms: Math.round(allMs), matched: 0, 'match %': '' });
    // Make sure the server still answers a normal sheet after the bombs.
    const after = await upload(server.url, token, sheetOf(models, 50), 'after-bombs.xlsx');
    made.push(after.id);
    figures.steady_import_50_ms = Math.round(after.ms);
    table.push({ lines: 50, bytes: 'start-up: the first import after the server started', ms: figures.startup_first_import_50_ms, matched: warm.matched, 'match %': '' });
    table.push({ lines: 50, bytes: 'steady state: the same sheet at the end', ms: Math.round(after.ms), matched: after.matched, 'match %': '' });

    for (const id of made) await fetch(`${server.url}${BASE}/delete/${id}`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  } finally {
    await server.stop();
  }
  return { name: `批量询价（${skus.toLocaleString('en-US')} 个 SKU）`, figures, table };
}
