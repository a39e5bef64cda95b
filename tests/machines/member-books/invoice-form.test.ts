import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { invoiceProblem } from '../../../domain/member-books/invoice-rules.ts';
import { InvoiceBody } from '../../../domain/member-books/book-payloads.ts';
import { invoiceErrors, invoiceFormMachine, invoicePayload, invoiceValuesOf } from '../../../machines/member-books/invoice-form.ts';
import type { InvoiceFormContext, InvoiceFormEvent, InvoiceFormInput, InvoiceRow, SaveInvoiceInput } from '../../../machines/member-books/invoice-form.ts';
import { flushMicrotasks } from '../../support/actor-test-model.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const GOOD_CODE = '91350100M000100Y43';
const BAD_CODE = '91350100M000100Y44';
const SPECIAL: InvoiceRow = {
  id: 8,
  invoiceType: 2,
  titleType: 2,
  title: '苏州精工自动化设备有限公司',
  taxNo: GOOD_CODE,
  regAddress: '苏州工业园区星湖街 328 号',
  regPhone: '0512-62880000',
  bankName: '中国工商银行苏州工业园区支行',
  bankAccount: '1102 0201 0900 0012 345',
  receiverName: null,
  receiverMobile: null,
  receiverEmail: null,
  receiverAddress: null,
  isDefault: false,
};

const EVENTS = [
  { type: 'EDIT', field: 'taxNo', value: BAD_CODE },
  { type: 'EDIT', field: 'bankAccount', value: '' },
  { type: 'EDIT', field: 'receiverEmail', value: 'not-an-email' },
  { type: 'SET_INVOICE_TYPE', value: 1 },
  { type: 'SET_INVOICE_TYPE', value: 2 },
  { type: 'SET_TITLE_TYPE', value: 1 },
  { type: 'SET_TITLE_TYPE', value: 2 },
  { type: 'TOGGLE_DEFAULT', on: true },
  { type: 'SUBMIT' },
  { type: 'xstate.done.actor.save', output: SPECIAL },
  { type: 'xstate.error.actor.save', error: { message: '最多保存 20 个发票抬头', code: 409, status: 409 } },
] as unknown as InvoiceFormEvent[];

interface Effects {
  saves: SaveInvoiceInput[];
  saved: InvoiceRow[];
}

function startForm(effects: Effects, input: InvoiceFormInput): Harness {
  return startMachine(invoiceFormMachine, {
    input,
    provide: (fake) => ({
      actors: {
        saveInvoice: fake.promise<InvoiceRow, SaveInvoiceInput>('save', effects.saves),
      },
      actions: {
        saved: (_, params) => {
          effects.saved.push(params.row);
        },
      },
    }),
  });
}

const INPUTS: Array<[string, InvoiceFormInput]> = [
  ['editing a 专票', { invoice: SPECIAL }],
  ['a new title at checkout that needs a 专票', { invoice: null, requireSpecial: true }],
];

for (const [name, input] of INPUTS) {
  const paths = shortestPaths(invoiceFormMachine, { events: EVENTS, input });
  describePaths(`invoice form, ${name}, model-based`, paths, {
    effects: (): Effects => ({ saves: [], saved: [] }),
    start: (effects) => startForm(effects, input),
    check: (effects, h) => {
      const { value, context } = h.snapshot() as { value: string; context: InvoiceFormContext };
      // A 专票 is always a company's; a required 专票 stays one.
      if (context.values.invoiceType === 2) expect(context.values.titleType).toBe(2);
      if (input.requireSpecial) expect(context.values.invoiceType).toBe(2);
      // Only what the server's schema and rules accept is sent, and a person sends no company data.
      for (const save of effects.saves) {
        expect(Value.Check(InvoiceBody, save.body)).toBe(true);
        expect(invoiceProblem(save.body)).toBeNull();
        if (save.body.titleType === 1) expect([save.body.taxNo, save.body.bankAccount, save.body.regAddress]).toEqual([null, null, null]);
        expect(save.id).toBe(input.invoice?.id ?? null);
      }
      if (value === 'saving') expect(effects.saves.at(-1)!.body).toEqual(invoicePayload(context.values));
      expect(effects.saved.length).toBe(value === 'saved' ? 1 : 0);
    },
  });
}

describe('invoice form rules', () => {
  it('the shortest paths reach every state node', () => {
    const paths = INPUTS.flatMap(([, input]) => shortestPaths(invoiceFormMachine, { events: EVENTS, input }));
    expectEveryStateReached(invoiceFormMachine, paths);
  });

  it('puts every broken rule under its field, in the shared rules own words', () => {
    const blank = { ...invoiceValuesOf(null), invoiceType: 2 as const, titleType: 2 as const, title: '苏州精工' };
    expect(invoiceErrors(blank)).toEqual({
      taxNo: { kind: 'rule', message: '请填写纳税人识别号（统一社会信用代码）' },
      regAddress: { kind: 'rule', message: '请填写注册地址' },
      regPhone: { kind: 'rule', message: '请填写注册电话' },
      bankName: { kind: 'rule', message: '请填写开户银行' },
      bankAccount: { kind: 'rule', message: '请填写银行账号' },
    });
    expect(invoiceErrors({ ...invoiceValuesOf(SPECIAL), taxNo: BAD_CODE })).toEqual({
      taxNo: { kind: 'rule', message: '纳税人识别号（统一社会信用代码）校验失败，请核对' },
    });
    expect(invoiceErrors({ ...invoiceValuesOf(SPECIAL), taxNo: GOOD_CODE.toLowerCase() })).toEqual({});
    // A sentence naming no field (专票 for a person) is about the title type.
    expect(invoiceErrors({ ...invoiceValuesOf(SPECIAL), titleType: 1 })).toMatchObject({
      titleType: { kind: 'rule', message: '增值税专用发票只能开具给企业' },
    });
    expect(invoiceErrors({ ...invoiceValuesOf(null), title: '' })).toMatchObject({ title: { kind: 'required' } });
    // A personal 普票 needs a title only, and never sends a tax number typed before.
    const personal = { ...invoiceValuesOf(null), titleType: 1 as const, title: '王小明', taxNo: GOOD_CODE };
    expect(invoiceErrors(personal)).toEqual({});
    expect(invoicePayload(personal).taxNo).toBeNull();
  });

  it('refuses a bad credit code, then saves the good one', async () => {
    const effects: Effects = { saves: [], saved: [] };
    const h = startForm(effects, { invoice: null });
    h.send({ type: 'SET_INVOICE_TYPE', value: 2 });
    for (const [field, value] of Object.entries({ ...SPECIAL, taxNo: BAD_CODE })) {
      if (typeof value === 'string') h.send({ type: 'EDIT', field, value });
    }
    h.send({ type: 'SUBMIT' });
    expect(effects.saves).toEqual([]);
    expect((h.snapshot().context as InvoiceFormContext).errors.taxNo?.message).toBe('纳税人识别号（统一社会信用代码）校验失败，请核对');
    h.send({ type: 'EDIT', field: 'taxNo', value: GOOD_CODE });
    h.send({ type: 'SUBMIT' });
    expect(effects.saves[0]!.body).toMatchObject({ invoiceType: 2, titleType: 2, taxNo: GOOD_CODE });
    h.pending('save')!.resolve(SPECIAL);
    await flushMicrotasks();
    expect(effects.saved).toEqual([SPECIAL]);
    h.stop();
  });
});
