// The batch enquiry upload (machines/enquiry/enquiry-upload.ts): every shortest path walked with
// fakes of `previewSheet` and `importSheet` (idle, previewing, mapping with a role corrected, a
// shared column and no model refused, back, reading with progress, matching, done, failed, retry,
// reset), every state reached, and the rules: a file refused by name or size is never read or
// sent, a file is only imported with a confirmed mapping that has a model column and no column
// twice, pasted rows skip the mapping and are read before they are sent, the bar's figure, and
// the actor's progress callback moving the bar.
import { describe, expect, it } from 'vitest';
import type { ImportAnswer } from '../../../domain/enquiry/enquiry-views.ts';
import { checkMapping, type SheetPreview } from '../../../domain/enquiry/sheet-mapping.ts';
import { enquiryUploadMachine, percentOf, type EnquiryUploadContext, type EnquiryUploadEvent, type ImportInput, type PreviewInput } from '../../../machines/enquiry/enquiry-upload.ts';
import { checkSheetFile, type PickedSheet } from '../../../machines/enquiry/paste-rows.ts';
import { flushMicrotasks } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const SHEET: PickedSheet = { name: '备件采购询价单.xlsx', size: 20_000 };
const MACRO: PickedSheet = { name: '询价.xlsm', size: 20_000 };
const PASTE = '型号\t品牌\t数量\n6205-2RSH\tSKF\t10\nLC1D09M7C\t施耐德\t2';
const ANSWER: ImportAnswer = { enquiryId: 7, lineCount: 2, counts: { matched: 2, candidates: 0, unmatched: 0, invalid: 0, duplicate: 0 }, mapping: null };
const OFFLINE = { message: '网络异常，请稍后重试', status: null };
const UNREADABLE = { message: '文件无法读取：请确认是 Excel、WPS/LibreOffice 表格或 CSV 文件', status: 400 };
// A purchasing sheet: 序号 | 物料编码 | 规格型号 | 品牌 | 需求数量 | 单位 | 备注; the guess missed 备注.
const HEADERS = ['序号', '物料编码', '规格型号', '品牌', '需求数量', '单位', '备注'];
const PREVIEW: SheetPreview = {
  fileName: SHEET.name,
  headerRowNo: 3,
  columns: HEADERS.map((header, index) => ({ index, letter: 'ABCDEFG'[index]!, header, samples: [] })),
  mapping: { model: 2, brand: 3, qty: 4, unit: 5, buyerCode: 1, remark: null },
  remembered: false,
  rows: [{ rowNo: 4, cells: ['1', 'WL-001', '6205-2RSH', 'SKF', '10', '个', '急用'] }],
  skipped: [{ rowNo: 40, text: '以上价格请含13%增值税专票及运费', reason: '说明文字，不是询价行' }],
  lineCount: 36,
};
// No column looked like models: the buyer must pick it.
const NO_MODEL: SheetPreview = { ...PREVIEW, headerRowNo: null, mapping: { model: null, brand: null, qty: 4, unit: null, buyerCode: null, remark: null } };
const REFUSED = { message: '无法识别该文件：请上传 Excel（.xlsx / .xls）、WPS/LibreOffice（.ods）表格或 CSV 文件（按文件内容识别，与扩展名无关）', status: 400 };

const EVENTS = [
  { type: 'PICK', file: SHEET },
  { type: 'PICK', file: MACRO },
  { type: 'EDIT_PASTE', text: PASTE },
  { type: 'SEND_PASTE' },
  { type: 'xstate.done.actor.previewSheet', output: PREVIEW },
  { type: 'xstate.done.actor.previewSheet', output: NO_MODEL },
  { type: 'xstate.error.actor.previewSheet', error: UNREADABLE },
  { type: 'xstate.error.actor.previewSheet', error: OFFLINE },
  { type: 'SET_ROLE', role: 'remark', index: 6 },
  { type: 'SET_ROLE', role: 'model', index: 1 },
  { type: 'SET_ROLE', role: 'model', index: 2 },
  { type: 'CONFIRM' },
  { type: 'BACK' },
  { type: 'PROGRESS', loaded: 5_000, total: 20_000 },
  { type: 'PROGRESS', loaded: 20_000, total: 20_000 },
  { type: 'xstate.done.actor.importSheet', output: ANSWER },
  { type: 'xstate.error.actor.importSheet', error: REFUSED },
  { type: 'xstate.error.actor.importSheet', error: OFFLINE },
  { type: 'RETRY' },
  { type: 'RESET' },
] as unknown as EnquiryUploadEvent[];

interface Effects {
  previews: PreviewInput[];
  imports: ImportInput[];
}

const fresh = (): Effects => ({ previews: [], imports: [] });

const start = (effects: Effects, pasteText = '') =>
  startMachine(enquiryUploadMachine, {
    input: { pasteText },
    provide: (fake) => ({
      actors: {
        previewSheet: fake.promise<SheetPreview, PreviewInput>('previewSheet', effects.previews),
        importSheet: fake.promise<ImportAnswer, ImportInput>('importSheet', effects.imports),
      },
    }),
  });

/** Sends a file through the preview to the mapping step. */
async function mapped(effects: Effects, preview: SheetPreview = PREVIEW) {
  const h = start(effects);
  h.send({ type: 'PICK', file: SHEET });
  h.pending('previewSheet')!.resolve(preview);
  await flushMicrotasks();
  return h;
}

const paths = shortestPaths(enquiryUploadMachine, { events: EVENTS, input: { pasteText: '' } });

describePaths('enquiry upload, model-based', paths, {
  effects: fresh,
  start: (effects) => start(effects),
  check: (effects, h) => {
    // Only files that pass the check are read; only they, with a mapping that can be imported,
    // and only pasted rows with a model (without a mapping) are ever sent.
    for (const p of effects.previews) expect(checkSheetFile(p.file)).toBeNull();
    for (const i of effects.imports) {
      if (i.source.kind === 'file') {
        expect(checkSheetFile(i.source.file)).toBeNull();
        expect(i.mapping).not.toBeNull();
        expect(checkMapping(i.mapping!)).toBeNull();
      } else {
        expect(i.source.rows.length).toBeGreaterThan(0);
        expect(i.mapping).toBeNull();
      }
    }
    const ctx = h.snapshot().context as EnquiryUploadContext;
    // A refused file leaves nothing to send; a failure always says why.
    if (ctx.fileError) expect(h.snapshot().value).toBe('idle');
    if (h.snapshot().value === 'failed') expect([REFUSED.message, OFFLINE.message, UNREADABLE.message]).toContain(ctx.error);
    // The mapping step always has the file's preview; a refused mapping says why and stays there.
    if (h.snapshot().value === 'mapping') expect(ctx.preview).not.toBeNull();
    if (ctx.mappingProblem) expect(h.snapshot().value).toBe('mapping');
    // A refused file is never sent again as it is: only a failure without an answer is retried.
    if (ctx.error === REFUSED.message || ctx.error === UNREADABLE.message) expect(ctx.retryable).toBe(false);
  },
});

it('the shortest paths reach every state node', () => {
  expectEveryStateReached(enquiryUploadMachine, paths);
});

describe('enquiry upload rules', () => {
  it('refuses macro workbooks, other types, empty and too large files by name and size', () => {
    expect(checkSheetFile(SHEET)).toBeNull();
    expect(checkSheetFile({ name: 'A.XLS', size: 1 })).toBeNull();
    expect(checkSheetFile({ name: 'list.ods', size: 1 })).toBeNull();
    expect(checkSheetFile({ name: 'gbk.csv', size: 1 })).toBeNull();
    expect(checkSheetFile(MACRO)).toBe('macro');
    expect(checkSheetFile({ name: 'book.xlsb', size: 10 })).toBe('macro');
    expect(checkSheetFile({ name: '清单.pdf', size: 10 })).toBe('wrongType');
    expect(checkSheetFile({ name: '清单.xlsx', size: 0 })).toBe('empty');
    expect(checkSheetFile({ name: '清单.xlsx', size: 5 * 1024 * 1024 + 1 })).toBe('tooLarge');
    expect(checkSheetFile({ name: '清单.xlsx', size: 5 * 1024 * 1024 })).toBeNull();
  });

  it('the bar shows the share of bytes sent, never more than 100', () => {
    expect(percentOf(null)).toBe(0);
    expect(percentOf({ loaded: 0, total: 0 })).toBe(0);
    expect(percentOf({ loaded: 2_500, total: 10_000 })).toBe(25);
    expect(percentOf({ loaded: 12_000, total: 10_000 })).toBe(100);
  });

  it('the actor reports bytes through onProgress: the bar moves, then matching once every byte is sent', async () => {
    const effects = fresh();
    const h = await mapped(effects);
    h.send({ type: 'CONFIRM' });
    expect(h.state().matches({ sending: 'reading' })).toBe(true);
    effects.imports[0]!.onProgress(10_000, 20_000);
    expect(h.state().context.progress).toEqual({ loaded: 10_000, total: 20_000 });
    expect(h.state().matches({ sending: 'reading' })).toBe(true);
    effects.imports[0]!.onProgress(20_000, 20_000);
    expect(h.state().matches({ sending: 'matching' })).toBe(true);
    h.pending('importSheet')!.resolve(ANSWER);
    await flushMicrotasks();
    expect(h.state().value).toBe('done');
    expect(h.state().context.answer).toEqual(ANSWER);
    h.stop();
  });

  it('a paste prefilled by a ?model=&brand= link is sent as one row; an empty box is refused without a call', async () => {
    const effects = fresh();
    const h = start(effects, '6205-2RSH\tSKF\t1');
    h.send({ type: 'SEND_PASTE' });
    expect(h.state().matches({ sending: 'matching' })).toBe(true);
    expect(effects.imports[0]!.source).toEqual({ kind: 'paste', rows: [{ model: '6205-2RSH', brand: 'SKF', qty: '1' }] });
    h.pending('importSheet')!.reject(OFFLINE);
    await flushMicrotasks();
    expect(h.state().value).toBe('failed');
    h.send({ type: 'RETRY' });
    expect(effects.imports).toHaveLength(2);
    expect(effects.imports[1]!.source).toEqual(effects.imports[0]!.source);
    h.stop();

    const empty = fresh();
    const e = start(empty, '  \n\t\n');
    e.send({ type: 'SEND_PASTE' });
    expect(e.state().value).toBe('idle');
    expect(e.state().context.pasteError).toBe('empty');
    expect(empty.imports).toHaveLength(0);
    e.stop();
  });

  it('after a refusal RETRY sends nothing; another file can be picked at once; a bad one goes back to idle with the reason', async () => {
    const effects = fresh();
    const h = await mapped(effects);
    h.send({ type: 'CONFIRM' });
    h.pending('importSheet')!.reject(REFUSED);
    await flushMicrotasks();
    h.send({ type: 'RETRY' });
    expect(h.state().value).toBe('failed');
    expect(effects.imports).toHaveLength(1);
    h.send({ type: 'PICK', file: MACRO });
    expect(h.state().value).toBe('idle');
    expect(h.state().context.fileError).toBe('macro');
    expect(effects.imports).toHaveLength(1);
    expect(effects.previews).toHaveLength(1);
    h.stop();
  });

  it('a picked file is read first: the guess is shown, a role moved by hand, and the file sent with the confirmed mapping', async () => {
    const effects = fresh();
    const h = await mapped(effects);
    expect(effects.previews).toEqual([{ file: SHEET }]);
    expect(effects.imports).toHaveLength(0);
    expect(h.state().value).toBe('mapping');
    expect(h.state().context.mapping).toEqual(PREVIEW.mapping);
    h.send({ type: 'SET_ROLE', role: 'remark', index: 6 });
    h.send({ type: 'SET_ROLE', role: 'unit', index: null });
    h.send({ type: 'CONFIRM' });
    expect(h.state().matches({ sending: 'reading' })).toBe(true);
    expect(effects.imports[0]!.mapping).toEqual({ model: 2, brand: 3, qty: 4, unit: null, buyerCode: 1, remark: 6 });
    expect(effects.imports[0]!.source).toEqual({ kind: 'file', file: SHEET });
    h.stop();
  });

  it('CONFIRM without a model column, or with one column for two roles, says why and sends nothing', async () => {
    const effects = fresh();
    const h = await mapped(effects, NO_MODEL);
    h.send({ type: 'CONFIRM' });
    expect(h.state().value).toBe('mapping');
    expect(h.state().context.mappingProblem).toEqual({ kind: 'noModel' });
    // The buyer picks the buyer-code column as the model while it is still 数量's: refused by name.
    h.send({ type: 'SET_ROLE', role: 'model', index: 4 });
    expect(h.state().context.mappingProblem).toBeNull();
    h.send({ type: 'CONFIRM' });
    expect(h.state().context.mappingProblem).toEqual({ kind: 'shared', index: 4, roles: ['model', 'qty'] });
    expect(effects.imports).toHaveLength(0);
    // A column the sheet does not have is read as 不导入.
    h.send({ type: 'SET_ROLE', role: 'model', index: 99 });
    expect(h.state().context.mapping.model).toBeNull();
    h.send({ type: 'SET_ROLE', role: 'model', index: 2 });
    h.send({ type: 'CONFIRM' });
    expect(effects.imports[0]!.mapping).toEqual({ ...NO_MODEL.mapping, model: 2 });
    h.stop();
  });

  it('BACK drops the file; PICK in the mapping step reads the other file; an unreadable file is not retried, a lost answer is retried as a preview', async () => {
    const effects = fresh();
    const h = await mapped(effects);
    h.send({ type: 'BACK' });
    expect(h.state().value).toBe('idle');
    expect(h.state().context.source).toBeNull();
    expect(h.state().context.preview).toBeNull();
    h.send({ type: 'PICK', file: SHEET });
    h.pending('previewSheet')!.resolve(PREVIEW);
    await flushMicrotasks();
    const other: PickedSheet = { name: '第二批.csv', size: 900 };
    h.send({ type: 'PICK', file: other });
    expect(h.state().value).toBe('previewing');
    expect(effects.previews.map((p) => p.file)).toEqual([SHEET, SHEET, other]);
    h.pending('previewSheet')!.reject(UNREADABLE);
    await flushMicrotasks();
    expect(h.state().value).toBe('failed');
    expect(h.state().context.error).toBe(UNREADABLE.message);
    h.send({ type: 'RETRY' });
    expect(h.state().value).toBe('failed');
    h.send({ type: 'PICK', file: SHEET });
    h.pending('previewSheet')!.reject(OFFLINE);
    await flushMicrotasks();
    h.send({ type: 'RETRY' });
    expect(h.state().value).toBe('previewing');
    expect(effects.previews).toHaveLength(5);
    expect(effects.imports).toHaveLength(0);
    h.stop();
  });
});
