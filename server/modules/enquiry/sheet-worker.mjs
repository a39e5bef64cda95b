// The sheet-reading worker (a real module, plain JavaScript so it runs the same under tsx, vitest
// and the bench with no loader). sheet-pool.ts keeps a few of these; each turns the bytes of one file
// into rows of cell texts: for a zip (.xlsx/.ods) it first inflates every entry itself with a hard
// cap on the bytes it produces (the sizes the zip declares are not trusted), then SheetJS reads the
// workbook (formulas are not evaluated, only their cached values; VBA is detected and refused); text
// has its own decoder and CSV parser (BOM, strict UTF-8, else GB18030).
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import zlib from 'node:zlib';

// SheetJS as the main thread resolved it (its CommonJS build: the module's default export).
const loaded = await import(pathToFileURL(workerData.xlsxPath).href);
const XLSX = loaded.default ?? loaded;

/**
 * Inflates every entry of a zip, counting the bytes produced, and answers 'zipBomb' as soon as the
 * total passes `limit` (so a zip that lies about its sizes costs at most `limit` bytes of work),
 * 'unreadable' when the zip is broken, or null when it is within bounds.
 */
function checkZip(buf, limit) {
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 0xffff); i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) { eocd = i; break; }
  }
  if (eocd < 0) return 'unreadable';
  const count = buf.readUInt16LE(eocd + 10);
  let p = buf.readUInt32LE(eocd + 16);
  let total = 0;
  for (let k = 0; k < count; k++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== 0x02014b50) return 'unreadable';
    const method = buf.readUInt16LE(p + 10);
    const csize = buf.readUInt32LE(p + 20);
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    const local = buf.readUInt32LE(p + 42);
    p += 46 + nameLen + extraLen + commentLen;
    if (local + 30 > buf.length || buf.readUInt32LE(local) !== 0x04034b50) return 'unreadable';
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    // A declared compressed size past the end (or unknown) reads to the end: inflate stops at the stream's end.
    const end = csize > 0 && start + csize <= buf.length ? start + csize : buf.length;
    if (method === 0) total += end - start;
    else if (method === 8) {
      try {
        total += zlib.inflateRawSync(buf.subarray(start, end), { maxOutputLength: limit - total + 1 }).length;
      } catch (err) {
        if (err && err.code === 'ERR_BUFFER_TOO_LARGE') return 'zipBomb';
        return 'unreadable';
      }
    } else return 'unreadable';
    if (total > limit) return 'zipBomb';
  }
  return null;
}
function decode(bytes) {
  if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8-bom' };
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe) return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' };
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff) return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'utf-16be' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('gb18030').decode(bytes), encoding: 'gb18030' };
  }
}

function delimiterOf(text) {
  const sample = text.slice(0, 20000).split(/\r?\n/).slice(0, 25);
  let best = ',';
  let bestCount = -1;
  for (const d of [',', '\t', ';']) {
    let n = 0;
    for (const line of sample) {
      let quoted = false;
      for (const ch of line) {
        if (ch === '"') quoted = !quoted;
        else if (ch === d && !quoted) n++;
      }
    }
    if (n > bestCount) { best = d; bestCount = n; }
  }
  return best;
}

function parseCsv(text, rowCap) {
  const d = delimiterOf(text);
  const rows = [];
  let row = [];
  let cell = '';
  let quoted = false;
  let i = 0;
  const n = text.length;
  let truncated = false;
  while (i < n) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') { cell += '"'; i += 2; continue; }
        quoted = false; i++; continue;
      }
      cell += ch; i++; continue;
    }
    if (ch === '"' && cell === '') { quoted = true; i++; continue; }
    if (ch === d) { row.push(cell); cell = ''; i++; continue; }
    if (ch === '\r' || ch === '\n') {
      row.push(cell); cell = '';
      rows.push(row); row = [];
      if (ch === '\r' && text[i + 1] === '\n') i++;
      i++;
      if (rows.length >= rowCap) { truncated = i < n && text.slice(i).trim() !== ''; break; }
      continue;
    }
    cell += ch; i++;
  }
  if (!truncated && (cell !== '' || row.length > 0)) { row.push(cell); rows.push(row); }
  return { rows, truncated };
}

function cellText(c) {
  if (!c) return '';
  if (c.t === 'e' || c.t === 'z') return '';
  if (c.t === 'n' && typeof c.v === 'number' && Number.isInteger(c.v) && Math.abs(c.v) < 1e15) return String(c.v);
  if (c.w !== undefined && c.w !== null) return String(c.w);
  return c.v === undefined || c.v === null ? '' : String(c.v);
}

function hasVba(paths) {
  return paths.some((p) => /(^|\/)(_VBA_PROJECT_CUR|_VBA_PROJECT|VBA|Macros|_SX_DB_CUR)(\/|$)/i.test(p));
}

/** Rows (0-based) whose merged range spans more than one column, starting at the given column. */
function mergedRows(ws) {
  const out = [];
  for (const m of ws['!merges'] || []) if (m.e.c > m.s.c) out.push({ r: m.s.r, c: m.s.c, to: m.e.c });
  return out;
}

function run(job) {
  const bytes = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
  if (job.kind === 'xlsx' || job.kind === 'ods') {
    const refused = checkZip(bytes, job.maxUncompressed);
    if (refused) return { error: refused };
  }
  if (job.kind === 'csv') {
    const { text, encoding } = decode(bytes);
    const { rows, truncated } = parseCsv(text, job.rowCap);
    return { rows, truncated, encoding, merges: [] };
  }
  if (job.kind === 'xls') {
    const cfb = XLSX.CFB.read(bytes, { type: 'buffer' });
    if (hasVba(cfb.FullPaths || [])) return { error: 'macro' };
    if ((cfb.FullPaths || []).some((p) => /EncryptionInfo|EncryptedPackage/i.test(p))) return { error: 'encrypted' };
  }
  const wb = XLSX.read(bytes, { type: 'buffer', dense: true, cellFormula: false, cellHTML: false, cellStyles: false, cellDates: false, bookVBA: true, sheetRows: job.rowCap, WTF: false });
  if (wb.vbaraw) return { error: 'macro' };
  let chosen = null;
  for (const name of wb.SheetNames) {
    const ws = wb.Sheets[name];
    const data = ws && ws['!data'];
    if (data && data.some((r) => r && r.some((c) => cellText(c).trim() !== ''))) { chosen = ws; break; }
  }
  if (!chosen) return { rows: [], truncated: false, encoding: null, merges: [] };
  const full = chosen['!fullref'] || chosen['!ref'];
  const truncated = full ? XLSX.utils.decode_range(full).e.r + 1 > job.rowCap : false;
  const data = chosen['!data'];
  const rows = [];
  for (let r = 0; r < data.length; r++) {
    const src = data[r];
    if (!src) { rows.push([]); continue; }
    const out = new Array(src.length);
    for (let c = 0; c < src.length; c++) out[c] = cellText(src[c]);
    rows.push(out);
  }
  return { rows, truncated, encoding: null, merges: mergedRows(chosen) };
}

parentPort.on('message', (job) => {
  let answer;
  try {
    answer = run(job);
  } catch (err) {
    const text = String((err && err.message) || err);
    answer = { error: /password|encrypt/i.test(text) ? 'encrypted' : 'unreadable', detail: text.slice(0, 200) };
  }
  parentPort.postMessage({ id: job.id, ...answer });
});
