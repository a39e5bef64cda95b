// The code of the sheet-reading worker thread, as a string run with `eval` (so it runs the same
// under tsx, vitest and the bench without a loader). It turns the bytes of one file into rows of
// cell texts: SheetJS for .xlsx/.xls/.ods (formulas are not read, only their cached values, so
// nothing is evaluated; VBA is detected and refused), and its own decoder and CSV parser for text
// (BOM, strict UTF-8, else GB18030). The main thread has already checked the kind by content and
// the zip's declared sizes.
export const SHEET_WORKER_SOURCE = String.raw`
const { parentPort, workerData } = require('node:worker_threads');
const XLSX = require(workerData.xlsxPath);

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

function run(job) {
  const bytes = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
  if (job.kind === 'csv') {
    const { text, encoding } = decode(bytes);
    const { rows, truncated } = parseCsv(text, job.rowCap);
    return { rows, truncated, encoding };
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
  if (!chosen) return { rows: [], truncated: false, encoding: null };
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
  return { rows, truncated, encoding: null };
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
`;
