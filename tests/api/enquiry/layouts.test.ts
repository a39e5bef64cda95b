// Batch enquiry reads the sheets buyers really have (issue 33 items 1, 2 server side, 6): sheets
// saved by LibreOffice (fixtures/make-layouts.py) in the layouts buyers use — the buyer's code
// before the model with the header on row 6 after a title and contact block, combined header words,
// no header, the brand in the model cell, extra columns — read by header and content; note rows
// skipped and listed in the report; the mapping a buyer sends used and remembered per header (for
// that member only); previewSheet; and the refusals. docs/api/enquiry.md.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SheetPreview } from '../../../domain/enquiry/sheet-mapping.ts';
import { call, createTestApp, type TestContext } from '../../support/api-harness.ts';
import { makeMember } from '../../support/order-helpers.ts';
import { BASE, fixture, report, upload } from './enquiry-helpers.ts';
import type { ImportAnswer } from '../../../domain/enquiry/enquiry-views.ts';

let ctx: TestContext;
let token: string;
let other: string;

beforeAll(async () => {
  ctx = await createTestApp();
  token = (await makeMember(ctx, '13760003301')).token;
  other = (await makeMember(ctx, '13760003302')).token;
}, 120_000);
afterAll(async () => ctx?.close());

/** A multipart body with the file and any text fields, in the order given. */
function form(bytes: Buffer, filename: string, fields: [string, string][] = []) {
  const boundary = '----aibeike-layout-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of fields) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`), bytes, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const preview = (t: string, name: string, fields: [string, string][] = []) => call<SheetPreview>(ctx, { method: 'POST', url: `${BASE}/previewSheet`, token: t, ...form(fixture(name), name, fields) });
const importWith = (t: string, name: string, fields: [string, string][] = []) => call<ImportAnswer>(ctx, { method: 'POST', url: `${BASE}/import`, token: t, ...form(fixture(name), name, fields) });
const count = async (table: 'enquiry' | 'enquiryLine' | 'enquiryMapping') => Number((await ctx.handle.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const written = async () => [await count('enquiry'), await count('enquiryLine'), await count('enquiryMapping')];
const none = { model: null, brand: null, qty: null, unit: null, buyerCode: null, remark: null };

describe('(a) the buyer\'s material code before the model, header on row 6, a total and a merged footer', () => {
  it('previewSheet finds the header, tells 物料编码 from the model, and lists the note rows; nothing is written', async () => {
    const before = await written();
    const res = await preview(token, 'layout-a-buyer-code.xlsx');
    expect(res.status).toBe(200);
    const p = res.body.data;
    expect(p.headerRowNo).toBe(6);
    expect(p.mapping).toEqual({ model: 1, brand: 2, qty: 3, unit: 4, buyerCode: 0, remark: 5 });
    expect(p.remembered).toBe(false);
    expect(p.columns[0]).toEqual({ index: 0, letter: 'A', header: '物料编码', samples: ['WL-001', 'WL-002', 'WL-003', 'WL-004', 'WL-005'] });
    expect(p.columns.map((c) => c.header)).toEqual(['物料编码', '规格型号', '品牌', '需求数量', '单位', '备注']);
    expect(p.rows).toHaveLength(8);
    expect(p.rows[0]).toEqual({ rowNo: 7, cells: ['WL-001', '6205-2RSH', 'SKF', '10', '个', ''] });
    expect(p.lineCount).toBe(12);
    expect(p.skipped.map((s) => [s.rowNo, s.reason])).toEqual([
      [19, '说明行（联系人、合计、制表等），不是询价行'],
      [20, '合并单元格中的说明文字，不是询价行'],
      [21, '说明行（联系人、合计、制表等），不是询价行'],
    ]);
    expect(p.skipped[1]!.text).toBe('以上价格请含13%增值税专票及运费');
    expect(await written()).toEqual(before);
  });

  it('import matches every line (the code column is not the model) and the report lists the skipped rows', async () => {
    const res = await upload(ctx, token, fixture('layout-a-buyer-code.xlsx'), '询价单.xlsx');
    expect(res.status).toBe(200);
    expect(res.body.data.mapping).toEqual({ model: 1, brand: 2, qty: 3, unit: 4, buyerCode: 0, remark: 5 });
    expect(res.body.data.lineCount).toBe(12);
    expect(res.body.data.counts.matched).toBe(12);
    const r = (await report(ctx, token, res.body.data.enquiryId)).body.data;
    expect(r.lines.map((l) => l.rowNo)).toEqual([7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18]);
    expect(r.lines.every((l) => l.status === 'matched' && l.goods !== null)).toBe(true);
    expect(r.lines[1]).toMatchObject({ inputModel: '7205BECBP', inputBrand: 'SKF', inputQty: '4', inputUnit: '个', remark: '急用' });
    expect(r.skipped).toEqual([
      { rowNo: 19, text: '合计 104', reason: '说明行（联系人、合计、制表等），不是询价行' },
      { rowNo: 20, text: '以上价格请含13%增值税专票及运费', reason: '合并单元格中的说明文字，不是询价行' },
      { rowNo: 21, text: '制表：王五 审核：赵六', reason: '说明行（联系人、合计、制表等），不是询价行' },
    ]);
  });
});

describe('note rows in a CSV', () => {
  it('a repeated header, a contact line and a lone remark are skipped with their reasons; a line without a model stays a line', async () => {
    const csv = ['型号,品牌,数量', '6205-2RSH,SKF,1', '型号,品牌,数量', 'LC1D09M7C,施耐德,2', ',,3', '联系人：张工,电话：13800000000,', '请尽快回复报价，谢谢', ''].join('\r\n');
    const res = await upload(ctx, token, Buffer.from(csv), 'notes.csv');
    expect(res.status).toBe(200);
    const r = (await report(ctx, token, res.body.data.enquiryId)).body.data;
    expect(r.lines.map((l) => [l.rowNo, l.status])).toEqual([[2, 'matched'], [4, 'matched'], [5, 'invalid']]);
    expect(r.skipped).toEqual([
      { rowNo: 3, text: '型号 品牌 数量', reason: '重复的表头' },
      { rowNo: 6, text: '联系人：张工 电话：13800000000', reason: '说明行（联系人、合计、制表等），不是询价行' },
      { rowNo: 7, text: '请尽快回复报价，谢谢', reason: '只有一格文字且没有型号，视为说明' },
    ]);
  });
});

describe('(b) combined header words, (c) no header, (d) the brand in the model cell, (e) extra columns', () => {
  const cases: [string, Record<string, number | null>, number][] = [
    ['layout-b1-order-no.xlsx', { ...none, model: 0, brand: 1, qty: 2, remark: 3 }, 4],
    ['layout-b2-required.xlsx', { ...none, model: 0, brand: 1, qty: 2, buyerCode: 3 }, 3],
    ['layout-b3-part-no.xlsx', { ...none, model: 0, brand: 1, qty: 2, buyerCode: 3 }, 3],
    ['layout-c-no-header.xlsx', { ...none, model: 1, brand: 2, qty: 3, unit: 4 }, 6],
    ['layout-d-model-brand.xlsx', { ...none, model: 0, qty: 1, remark: 2 }, 4],
    ['layout-e-extra.xlsx', { ...none, model: 2, brand: 3, qty: 4, unit: 5, remark: 9 }, 5],
  ];
  for (const [name, mapping, lines] of cases) {
    it(`${name}: the mapping used and every line matched`, async () => {
      const res = await upload(ctx, token, fixture(name), name);
      expect(res.status, res.body.msg).toBe(200);
      expect(res.body.data.mapping).toEqual(mapping);
      expect(res.body.data.lineCount).toBe(lines);
      expect(res.body.data.counts.matched).toBe(lines);
      expect((await report(ctx, token, res.body.data.enquiryId)).body.data.skipped).toEqual([]);
    });
  }

  it('the buyer\'s codes are read from their column (previewSheet rows), and no header means no header row', async () => {
    const b2 = (await preview(token, 'layout-b2-required.xlsx')).body.data;
    expect(b2.headerRowNo).toBe(1);
    expect(b2.rows.map((r) => r.cells[b2.mapping.buyerCode!])).toEqual(['M-1001', 'M-1002', 'M-1003']);
    const c = (await preview(token, 'layout-c-no-header.xlsx')).body.data;
    expect(c.headerRowNo).toBeNull();
    expect(c.columns.map((x) => x.header)).toEqual(['', '', '', '', '']);
    expect(c.rows[0]).toEqual({ rowNo: 1, cells: ['1', 'UCFC214', 'HRB', '2', '套'] });
    expect(c.lineCount).toBe(6);
  });

  it('the brand in the model cell is matched to that brand', async () => {
    const res = await upload(ctx, token, fixture('layout-d-model-brand.xlsx'), 'd.xlsx');
    const r = (await report(ctx, token, res.body.data.enquiryId)).body.data;
    expect(r.lines.map((l) => [l.inputModel, l.goods?.model, l.goods?.brandName])).toEqual([
      ['SKF 6205-2RSH', '6205-2RSH', 'SKF'],
      ['施耐德 LC1D09M7C', 'LC1D09M7C', 'Schneider'],
      ['6206ZZ NSK', '6206ZZ', 'NSK'],
      ['SMC CQ2B32-20D', 'CQ2B32-20D', 'SMC'],
    ]);
  });
});

describe('the mapping a buyer sends, and the memory of it', () => {
  it('is used as sent, remembered for the same header, for that member only', async () => {
    const sent = { model: 1, brand: 2, qty: 3, buyerCode: 0 };
    const first = await importWith(token, 'layout-a-buyer-code.xlsx', [['mapping', JSON.stringify(sent)]]);
    expect(first.status, first.body.msg).toBe(200);
    expect(first.body.data.mapping).toEqual({ ...none, ...sent });
    const lines = (await report(ctx, token, first.body.data.enquiryId)).body.data.lines;
    expect(lines.every((l) => l.inputUnit === '' && l.remark === '')).toBe(true);
    // The next sheet with the same header, with no mapping: the remembered one.
    const again = await preview(token, 'layout-a-buyer-code.xlsx');
    expect(again.body.data).toMatchObject({ remembered: true, mapping: { ...none, ...sent } });
    const second = await upload(ctx, token, fixture('layout-a-buyer-code.xlsx'), 'again.xlsx');
    expect(second.body.data.mapping).toEqual({ ...none, ...sent });
    // Another member gets the guess.
    const theirs = await preview(other, 'layout-a-buyer-code.xlsx');
    expect(theirs.body.data).toMatchObject({ remembered: false, mapping: { model: 1, brand: 2, qty: 3, unit: 4, buyerCode: 0, remark: 5 } });
    // Sending it again replaces it (one row per member and header).
    const rows = await count('enquiryMapping');
    await importWith(token, 'layout-a-buyer-code.xlsx', [['mapping', JSON.stringify({ model: 1, qty: 3, unit: 4, brand: null })]]);
    expect(await count('enquiryMapping')).toBe(rows);
    expect((await preview(token, 'layout-a-buyer-code.xlsx')).body.data.mapping).toEqual({ ...none, model: 1, qty: 3, unit: 4 });
  });

  it('previewSheet takes a mapping too (the buyer corrects the guess) and remembers nothing', async () => {
    const before = await written();
    const res = await preview(other, 'layout-e-extra.xlsx', [['mapping', JSON.stringify({ model: 2, qty: 4, buyerCode: 0 })]]);
    expect(res.status).toBe(200);
    expect(res.body.data.mapping).toEqual({ ...none, model: 2, qty: 4, buyerCode: 0 });
    expect(res.body.data.remembered).toBe(false);
    expect(await written()).toEqual(before);
  });

  it('a bad mapping is refused with a sentence and nothing is written', async () => {
    const before = await written();
    const cases: [string, RegExp][] = [
      [JSON.stringify({ model: 10 }), /型号指定为 K 列，但表格只有 A 至 F 列/],
      [JSON.stringify({ model: 1, brand: 1 }), /B 列不能同时作为型号和品牌/],
      [JSON.stringify({ brand: 1 }), /须指定型号所在的列/],
      [JSON.stringify({ model: -1 }), /须指定型号所在的列/],
      [JSON.stringify({ model: 1, colour: 2 }), /须指定型号所在的列/],
      ['model=1', /须指定型号所在的列/],
    ];
    for (const [mapping, msg] of cases) {
      const res = await importWith(token, 'layout-a-buyer-code.xlsx', [['mapping', mapping]]);
      expect(res.status, mapping).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.msg, mapping).toMatch(msg);
    }
    const twice = await importWith(token, 'layout-a-buyer-code.xlsx', [['mapping', '{"model":1}'], ['mapping', '{"model":1}']]);
    expect(twice.status).toBe(400);
    expect(twice.body.msg).toBe('列的对应关系只能提交一次');
    const stray = await importWith(token, 'layout-a-buyer-code.xlsx', [['note', 'x']]);
    expect(stray.status).toBe(400);
    expect(stray.body.msg).toContain('无法识别的字段');
    expect(await written()).toEqual(before);
  });
});

describe('files that cannot be read', () => {
  it('a text file named .xlsx: the file cannot be read (not "no header")', async () => {
    const before = await written();
    for (const call of [() => upload(ctx, token, fixture('text-renamed.xlsx'), '询价单.xlsx'), () => preview(token, 'text-renamed.xlsx')]) {
      const res = await call();
      expect(res.status).toBe(400);
      expect(res.body.msg).toMatch(/^文件无法读取/);
    }
    // The same text named .csv is read.
    expect((await upload(ctx, token, fixture('text-renamed.xlsx'), 'a.csv')).status).toBe(200);
    expect(await count('enquiryMapping')).toBe(before[2]);
  });

  it('a zip bomb whose sizes lie is refused while inflating', async () => {
    const before = await written();
    const res = await upload(ctx, token, fixture('lying-bomb.xlsx'), 'bomb.xlsx');
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(/解压后过大/);
    expect(await written()).toEqual(before);
  });

  it('previewSheet asks for a login and a file', async () => {
    expect((await call(ctx, { method: 'POST', url: `${BASE}/previewSheet`, ...form(fixture('layout-b1-order-no.xlsx'), 'a.xlsx') })).status).toBe(401);
    const json = await call(ctx, { method: 'POST', url: `${BASE}/previewSheet`, token, payload: { rows: [] } });
    expect(json.status).toBe(400);
    expect(json.body.msg).toBe('请选择要上传的询价表格');
  });
});
