// The .xlsx writer (server/modules/enquiry/xlsx-writer.ts: SheetJS writes the workbook, a pass adds
// the frozen header and the row fills SheetJS CE does not write): the file opens in SheetJS with its
// sheets, texts (= written as text, never a formula), numbers, empty cells and column widths; the
// XML holds the frozen pane and the row styles; and LibreOffice (when soffice is installed) opens it
// and converts the first sheet to the same CSV.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { writeXlsx, type SheetSpec } from '../../../server/modules/enquiry/xlsx-writer.ts';

const SHEETS: SheetSpec[] = [
  {
    name: '询价结果',
    rows: [
      ['行号', '填写型号', '数量', '备注'],
      [1, "=cmd|' /C calc'!A0", 12.5, null],
      [2, '+86 <轴承> & "密封"', '', 'a\u0001b'],
    ],
    rowStyles: ['header', 'green', 'red'],
    freezeHeader: true,
    widths: [6, 22, 10, 24],
  },
  { name: '问题行', rows: [['行号', '说明'], [3, '没有找到型号']], rowStyles: ['plain', 'grey'] },
];

const xmlOf = (bytes: Buffer, path: string) => Buffer.from(XLSX.CFB.find(XLSX.CFB.read(bytes, { type: 'buffer' }), `/${path}`)!.content as Uint8Array).toString('utf8');

describe('writeXlsx', () => {
  const bytes = writeXlsx(SHEETS);

  it('writes sheets SheetJS reads back: names, texts never formulas, numbers, empty cells, widths', () => {
    const wb = XLSX.read(bytes, { type: 'buffer', cellFormula: true, cellStyles: true });
    expect(wb.SheetNames).toEqual(['询价结果', '问题行']);
    const ws = wb.Sheets['询价结果']!;
    expect(XLSX.utils.sheet_to_json(ws, { header: 1, defval: null })).toEqual([
      ['行号', '填写型号', '数量', '备注'],
      [1, "=cmd|' /C calc'!A0", 12.5, null],
      [2, '+86 <轴承> & "密封"', null, 'ab'],
    ]);
    expect(ws['B2']).toMatchObject({ t: 's', v: "=cmd|' /C calc'!A0" });
    expect(ws['B2']!.f).toBeUndefined();
    expect(ws['!cols']!.map((c) => c.width)).toEqual([6, 22, 10, 24]);
    expect(XLSX.utils.sheet_to_json(wb.Sheets['问题行']!, { header: 1 })).toEqual([['行号', '说明'], [3, '没有找到型号']]);
  });

  it('freezes the header row and styles every cell of a styled row, its empty cells too', () => {
    const sheet1 = xmlOf(bytes, 'xl/worksheets/sheet1.xml');
    expect(sheet1).toContain('<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>');
    expect(sheet1).toMatch(/<c r="A1" s="1"/);
    expect(sheet1).toMatch(/<c r="D2" s="2"/);
    expect(sheet1).toMatch(/<c r="C3" s="4"/);
    const sheet2 = xmlOf(bytes, 'xl/worksheets/sheet2.xml');
    expect(sheet2).not.toContain('state="frozen"');
    expect(sheet2).toMatch(/<c r="A1" t="s"/);
    expect(sheet2).toMatch(/<c r="A2" s="5"/);
    expect(xmlOf(bytes, 'xl/styles.xml')).toContain('<cellXfs count="7">');
  });

  const soffice = spawnSync('soffice', ['--version'], { encoding: 'utf8' }).status === 0;
  it.skipIf(!soffice)('opens in LibreOffice, which converts the first sheet to the same CSV', () => {
    const dir = mkdtempSync(join(tmpdir(), 'xlsx-writer-'));
    try {
      writeFileSync(join(dir, 'report.xlsx'), bytes);
      // 44,34,76: comma, double quote, UTF-8. A profile of its own, so a running LibreOffice is no
      // matter; its first start takes seconds on an idle machine, minutes on a loaded one.
      execFileSync('soffice', [`-env:UserInstallation=file://${dir}/profile`, '--headless', '--convert-to', 'csv:Text - txt - csv (StarCalc):44,34,76', '--outdir', dir, join(dir, 'report.xlsx')], { stdio: 'ignore', timeout: 290_000 });
      expect(readFileSync(join(dir, 'report.csv'), 'utf8').trim().split(/\r?\n/)).toEqual([
        '行号,填写型号,数量,备注',
        "1,=cmd|' /C calc'!A0,12.5,",
        '2,"+86 <轴承> & ""密封""",,ab',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);
});
