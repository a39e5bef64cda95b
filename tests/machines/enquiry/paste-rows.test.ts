// Rows pasted from Excel into the 批量询价 box (machines/enquiry/paste-rows.ts): tab-separated
// cells, a header row of synonyms in any order, no header (型号, 品牌, 数量), blank rows, rows
// without a model, control characters, long cells, the line limit, and the ?model=&brand= prefill.
import { describe, expect, it } from 'vitest';
import { ENQUIRY_CELL_MAX, ENQUIRY_MAX_LINES } from '../../../domain/enquiry/enquiry-rules.ts';
import { prefillText, readPastedRows } from '../../../machines/enquiry/paste-rows.ts';

describe('pasted rows', () => {
  it('reads Excel\'s copy with a header of synonyms in any order (Windows line ends)', () => {
    const r = readPastedRows('采购数量\t规格型号\t厂家\r\n10\t6205-2RSH\tSKF\r\n１,０００\tLC1D09M7C\t施耐德\r\n');
    expect(r).toEqual({ header: true, error: null, rows: [{ model: '6205-2RSH', brand: 'SKF', qty: '10' }, { model: 'LC1D09M7C', brand: '施耐德', qty: '１,０００' }] });
  });

  it('reads English headers with notes and stars: Part No*, Qty(pcs)', () => {
    expect(readPastedRows('Part No*\tQty(pcs)\n6206ZZ\t3').rows).toEqual([{ model: '6206ZZ', qty: '3' }]);
  });

  it('without a header the columns are 型号, 品牌, 数量; a lone column is models only', () => {
    expect(readPastedRows('6205-2RSH\tSKF\t10\n\n  \nXB2BA31C').rows).toEqual([{ model: '6205-2RSH', brand: 'SKF', qty: '10' }, { model: 'XB2BA31C' }]);
  });

  it('keeps a row without a model (the server says 未填写型号) but refuses a paste with no model at all', () => {
    expect(readPastedRows('6205-2RSH\t\t2\n\tSKF\t5').rows).toEqual([{ model: '6205-2RSH', qty: '2' }, { model: '', brand: 'SKF', qty: '5' }]);
    expect(readPastedRows('\tSKF\t5').error).toBe('noModel');
    expect(readPastedRows('型号\t数量').error).toBe('empty');
    expect(readPastedRows(' \n\t\n').error).toBe('empty');
  });

  it('cleans control characters and cuts long cells; refuses more than the line limit', () => {
    expect(readPastedRows('62\u000705-2RSH').rows[0]!.model).toBe('62 05-2RSH');
    expect(readPastedRows('x'.repeat(300)).rows[0]!.model).toHaveLength(ENQUIRY_CELL_MAX);
    expect(readPastedRows(Array.from({ length: ENQUIRY_MAX_LINES + 1 }, (_, i) => `M${i}`).join('\n')).error).toBe('tooMany');
    expect(readPastedRows(Array.from({ length: ENQUIRY_MAX_LINES }, (_, i) => `M${i}`).join('\n')).rows).toHaveLength(ENQUIRY_MAX_LINES);
  });

  it('a ?model=&brand= link fills one line of quantity 1', () => {
    expect(prefillText('6205-2RSH', 'SKF')).toBe('6205-2RSH\tSKF\t1');
    expect(readPastedRows(prefillText('6205-2RSH', 'SKF')).rows).toEqual([{ model: '6205-2RSH', brand: 'SKF', qty: '1' }]);
    expect(prefillText('', 'SKF')).toBe('');
  });
});
