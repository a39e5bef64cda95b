// The agreement editor's machine (machines/pricing/agreement-editor.ts): every covering path walked
// with fake calls, and its rules: only a form that passes the server's rules is saved (prices in
// yuan to fen, rates in percent to basis points); an edit carries the id and version it read; a
// sheet is imported only into a saved draft without unsaved edits; submit saves first.
import { describe, expect, it } from 'vitest';
import type { AgreementSaveBody } from '../../../domain/pricing/agreement-payloads.ts';
import type { AgreementDetail, AgreementImportAnswer, AgreementOptions } from '../../../domain/pricing/agreement-views.ts';
import { agreementEditorMachine, type EditorContext, type EditorEvent, type GoodsHit, type ImportInput, type Saved } from '../../../machines/pricing/agreement-editor.ts';
import { emptyForm, formErrorsOf, priceFenOf, rateBpOf, saveBodyOf } from '../../../machines/pricing/agreement-form.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const INPUT = { id: null, today: '2026-11-30', yearLater: '2027-11-29' };
const OPTIONS: AgreementOptions = { brands: [{ id: 1, name: 'SKF' }], categories: [{ id: 1001, name: '轴承 / 深沟球轴承' }] };
const HIT: GoodsHit = { id: 5, goodsCode: 'AB00000005', model: '22210E', name: '调心滚子轴承', brandName: 'SKF', memberPriceFen: 35600 };

const detail = (status: AgreementDetail['status'], version: number): AgreementDetail => ({
  id: 7, agreementNo: 'XY2611300007', companyId: 3, companyName: '苏州精工自动化设备有限公司', name: '年度协议', status, shownStatus: status, statusText: '草稿',
  validFrom: '2026-11-30', validTo: '2027-11-29', goodsCount: 1, brandCount: 1, categoryCount: 0, createdByName: '运营 孙悦', confirmedByName: null,
  submittedAt: null, confirmedAt: null, updatedAt: '2026-11-30T01:00:00.000Z', version, note: '', rejectedReason: null, createdById: 5, createdAt: '2026-11-30T01:00:00.000Z',
  revokedByName: null, revokedAt: null,
  goods: [{ goodsId: 5, goodsCode: 'AB00000005', model: '22210E', name: '调心滚子轴承', brandName: 'SKF', unit: '个', listPriceFen: 39500, memberPriceFen: 35600, priceFen: 30000, aboveMemberPrice: false }],
  brands: [{ brandId: 1, brandName: 'SKF', rateBp: 8800 }], categories: [], warnings: [], trail: [],
  can: { edit: true, submit: true, confirm: false, reject: false, revoke: false }, confirmBlockedReason: null,
});

const FILE = new Blob(['型号,协议价(元)\n22210E,300\n']);
const IMPORTED: AgreementImportAnswer & { msg: string } = { imported: 1, failed: 0, rows: [{ rowNo: 2, code: '22210E', priceText: '300', outcome: 'ok', message: null, goodsId: 5, priceFen: 30000 }], agreement: detail('draft', 3), msg: '已导入 1 行' };

const EVENTS = [
  { type: 'RETRY' },
  { type: 'EDIT', patch: { name: '年度协议' } },
  { type: 'EDIT', patch: { validFrom: '2027-12-01' } },
  { type: 'SEARCH_COMPANY', keyword: '精工' },
  { type: 'PICK_COMPANY', id: 3, name: '苏州精工自动化设备有限公司' },
  { type: 'SEARCH_GOODS', keyword: ' 22210 ' },
  { type: 'SEARCH_GOODS', keyword: '  ' },
  { type: 'ADD_GOODS', hit: HIT },
  { type: 'PRICE', goodsId: 5, text: '300' },
  { type: 'PRICE', goodsId: 5, text: '0' },
  { type: 'REMOVE_GOODS', goodsId: 5 },
  { type: 'ADD_RATE', kind: 'brands', id: 1 },
  { type: 'SET_RATE', kind: 'brands', id: 1, text: '88' },
  { type: 'REMOVE_RATE', kind: 'brands', id: 1 },
  { type: 'SAVE' },
  { type: 'SUBMIT' },
  { type: 'IMPORT', mode: 'merge', file: FILE, fileName: 'prices.csv' },
  { type: 'xstate.done.actor.load', output: { detail: null, options: OPTIONS } },
  { type: 'xstate.error.actor.load', error: { message: '协议价不存在', status: 404 } },
  { type: 'xstate.done.actor.searchCompanies', output: [{ id: 3, name: '苏州精工自动化设备有限公司', creditCode: '91320505MA1P2K3Q0X' }] },
  { type: 'xstate.error.actor.searchCompanies', error: { message: '网络错误' } },
  { type: 'xstate.done.actor.searchGoods', output: [HIT] },
  { type: 'xstate.error.actor.searchGoods', error: { message: '网络错误' } },
  { type: 'xstate.done.actor.save', output: { detail: detail('draft', 2), msg: '协议已保存' } },
  { type: 'xstate.error.actor.save', error: { message: '该协议已被他人修改，请刷新后再操作', status: 409 } },
  { type: 'xstate.done.actor.submit', output: { detail: detail('pending', 3), msg: '已提交，等待管理员确认' } },
  { type: 'xstate.error.actor.submit', error: { message: '协议的截止日期已过，请修改有效期后再提交', status: 400 } },
  { type: 'xstate.done.actor.importSheet', output: IMPORTED },
  { type: 'xstate.error.actor.importSheet', error: { message: '价格表中没有数据行', status: 400 } },
] as unknown as EditorEvent[];

interface Calls {
  saves: AgreementSaveBody[];
  imports: ImportInput[];
}

function start(calls: Calls): Harness {
  return startMachine(agreementEditorMachine, {
    input: INPUT,
    provide: (fake) => ({
      actors: {
        load: fake.promise('load'),
        searchCompanies: fake.promise('searchCompanies'),
        searchGoods: fake.promise('searchGoods'),
        save: fake.promise<Saved, AgreementSaveBody>('save', calls.saves),
        submit: fake.promise('submit'),
        importSheet: fake.promise<AgreementImportAnswer & { msg: string }, ImportInput>('importSheet', calls.imports),
      },
    }),
  });
}

const paths = shortestPaths(agreementEditorMachine, { events: EVENTS, input: INPUT, stopWhenDone: true });

describePaths('agreement editor, model-based', paths, {
  effects: (): Calls => ({ saves: [], imports: [] }),
  start,
  check: (calls, h) => {
    const snap = h.snapshot() as { value: string; context: EditorContext };
    // Only a form that passes the rules is sent; an edit names the version it read.
    for (const body of calls.saves) {
      expect(body.goods.every((g) => g.priceFen > 0)).toBe(true);
      expect(body.brands.every((b) => b.rateBp >= 1 && b.rateBp <= 9999)).toBe(true);
      expect(body.validFrom <= body.validTo).toBe(true);
      if (body.id !== undefined) expect(body.version).toBeGreaterThanOrEqual(1);
    }
    if (snap.value === 'saving' || snap.value === 'savingToSubmit') expect(formErrorsOf(snap.context.form)).toEqual({});
    // A sheet goes only into a saved draft, at the version it was saved with.
    for (const i of calls.imports) expect(i.id).toBe(7);
  },
});

it('the covering paths reach every state node', () => {
  expectEveryStateReached(agreementEditorMachine, paths);
});

describe('agreement form rules', () => {
  it('reads yuan and percent as people type them', () => {
    expect(priceFenOf('36.5')).toBe(3650);
    expect(priceFenOf('1,890.00')).toBe(189_000);
    expect(priceFenOf('0')).toBeNull();
    expect(priceFenOf('-3')).toBeNull();
    expect(priceFenOf('1.234')).toBeNull();
    expect(rateBpOf('88')).toBe(8800);
    expect(rateBpOf('85.5')).toBe(8550);
    expect(rateBpOf('100')).toBeNull();
    expect(rateBpOf('0')).toBeNull();
    expect(rateBpOf('88折')).toBeNull();
  });

  it('names each problem of a form and builds the body of a good one', () => {
    const f = emptyForm('2026-11-30', '2027-11-29');
    expect(formErrorsOf(f)).toEqual({ company: 'companyMissing', name: 'nameMissing' });
    expect(formErrorsOf({ ...f, companyId: 3, name: '年度', validFrom: '2027-01-01', validTo: '2026-12-31' })).toEqual({ window: 'windowOrder' });
    expect(formErrorsOf({ ...f, companyId: 3, name: '年度', validTo: '2030-01-01' })).toEqual({ window: 'windowTooLong' });
    const good = { ...f, companyId: 3, name: ' 年度 ', goods: [{ goodsId: 5, goodsCode: 'AB00000005', model: '22210E', name: 'x', memberPriceFen: 35600, priceText: '300' }], brands: [{ id: 1, name: 'SKF', rateText: '88' }] };
    expect(formErrorsOf(good)).toEqual({});
    expect(saveBodyOf(good, { id: 7, version: 2 })).toEqual({
      id: 7, version: 2, companyId: 3, name: '年度', note: '', validFrom: '2026-11-30', validTo: '2027-11-29', goods: [{ goodsId: 5, priceFen: 30000 }], brands: [{ brandId: 1, rateBp: 8800 }], categories: [],
    });
  });
});
