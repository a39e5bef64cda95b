// The batch enquiry upload (machines/enquiry/enquiry-upload.ts): every shortest path walked with a
// fake `importSheet` (idle, reading with progress, matching, done, failed, retry, reset), every
// state reached, and the rules: a file refused by name or size is never sent, pasted rows are
// read before they are sent, the bar's figure, and the actor's progress callback moving the bar.
import { describe, expect, it } from 'vitest';
import type { ImportAnswer } from '../../../domain/enquiry/enquiry-views.ts';
import { enquiryUploadMachine, percentOf, type EnquiryUploadContext, type EnquiryUploadEvent, type ImportInput } from '../../../machines/enquiry/enquiry-upload.ts';
import { checkSheetFile, type PickedSheet } from '../../../machines/enquiry/paste-rows.ts';
import { flushMicrotasks } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const SHEET: PickedSheet = { name: '备件采购询价单.xlsx', size: 20_000 };
const MACRO: PickedSheet = { name: '询价.xlsm', size: 20_000 };
const PASTE = '型号\t品牌\t数量\n6205-2RSH\tSKF\t10\nLC1D09M7C\t施耐德\t2';
const ANSWER: ImportAnswer = { enquiryId: 7, lineCount: 2, counts: { matched: 2, candidates: 0, unmatched: 0, invalid: 0, duplicate: 0 }, mapping: null };
const OFFLINE = { message: '网络异常，请稍后重试', status: null };
const REFUSED = { message: '无法识别该文件：请上传 Excel（.xlsx / .xls）、WPS/LibreOffice（.ods）表格或 CSV 文件（按文件内容识别，与扩展名无关）', status: 400 };

const EVENTS = [
  { type: 'PICK', file: SHEET },
  { type: 'PICK', file: MACRO },
  { type: 'EDIT_PASTE', text: PASTE },
  { type: 'SEND_PASTE' },
  { type: 'PROGRESS', loaded: 5_000, total: 20_000 },
  { type: 'PROGRESS', loaded: 20_000, total: 20_000 },
  { type: 'xstate.done.actor.importSheet', output: ANSWER },
  { type: 'xstate.error.actor.importSheet', error: REFUSED },
  { type: 'xstate.error.actor.importSheet', error: OFFLINE },
  { type: 'RETRY' },
  { type: 'RESET' },
] as unknown as EnquiryUploadEvent[];

interface Effects {
  imports: ImportInput[];
}

const start = (effects: Effects, pasteText = '') =>
  startMachine(enquiryUploadMachine, {
    input: { pasteText },
    provide: (fake) => ({ actors: { importSheet: fake.promise<ImportAnswer, ImportInput>('importSheet', effects.imports) } }),
  });

const paths = shortestPaths(enquiryUploadMachine, { events: EVENTS, input: { pasteText: '' } });

describePaths('enquiry upload, model-based', paths, {
  effects: (): Effects => ({ imports: [] }),
  start: (effects) => start(effects),
  check: (effects, h) => {
    // Only files that pass the check, and only pasted rows with a model, are ever sent.
    for (const i of effects.imports) {
      if (i.source.kind === 'file') expect(checkSheetFile(i.source.file)).toBeNull();
      else expect(i.source.rows.length).toBeGreaterThan(0);
    }
    const ctx = h.snapshot().context as EnquiryUploadContext;
    // A refused file leaves nothing to send; a failure always says why.
    if (ctx.fileError) expect(h.snapshot().value).toBe('idle');
    if (h.snapshot().value === 'failed') expect([REFUSED.message, OFFLINE.message]).toContain(ctx.error);
    // A refused file is never sent again as it is: only a failure without an answer is retried.
    if (ctx.error === REFUSED.message) expect(ctx.retryable).toBe(false);
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
    const effects: Effects = { imports: [] };
    const h = start(effects);
    h.send({ type: 'PICK', file: SHEET });
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
    const effects: Effects = { imports: [] };
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

    const empty: Effects = { imports: [] };
    const e = start(empty, '  \n\t\n');
    e.send({ type: 'SEND_PASTE' });
    expect(e.state().value).toBe('idle');
    expect(e.state().context.pasteError).toBe('empty');
    expect(empty.imports).toHaveLength(0);
    e.stop();
  });

  it('after a refusal RETRY sends nothing; another file can be picked at once; a bad one goes back to idle with the reason', async () => {
    const effects: Effects = { imports: [] };
    const h = start(effects);
    h.send({ type: 'PICK', file: SHEET });
    h.pending('importSheet')!.reject(REFUSED);
    await flushMicrotasks();
    h.send({ type: 'RETRY' });
    expect(h.state().value).toBe('failed');
    expect(effects.imports).toHaveLength(1);
    h.send({ type: 'PICK', file: MACRO });
    expect(h.state().value).toBe('idle');
    expect(h.state().context.fileError).toBe('macro');
    expect(effects.imports).toHaveLength(1);
    h.stop();
  });
});
