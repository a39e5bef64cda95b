import { describe, expect, it } from 'vitest';
import { checkAmount, checkPayer, receiptUploadMachine, typingAmountError } from '../../../machines/payments/receipt-upload.ts';
import { checkReceiptFile } from '../../../machines/shared/receipt-file.ts';
import type { ReceiptUploadEmitted, ReceiptUploadEvent, ReceiptUploadInput, UploadInput, UploadResult } from '../../../machines/payments/receipt-upload.ts';
import type { ReceiptFile } from '../../../machines/shared/receipt-file.ts';
import { RECEIPT_MAX_BYTES } from '../../../domain/orders/order-rules.ts';
import { flushMicrotasks } from '../../support/actor-test-model.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';
import { detail, restPay } from '../../support/order-fixtures.ts';

const PNG: ReceiptFile = { name: '回单.png', size: 48_000, type: 'image/png' };
const PDF: ReceiptFile = { name: 'receipt.pdf', size: RECEIPT_MAX_BYTES, type: 'application/pdf' };
const SVG: ReceiptFile = { name: 'x.svg', size: 300, type: 'image/svg+xml' };
const HUGE: ReceiptFile = { name: 'scan.jpg', size: RECEIPT_MAX_BYTES + 1, type: 'image/jpeg' };
const REFUSED = { message: '回单只能是 JPG、PNG、WEBP 图片或 PDF 文件', status: 400 };

const orderInput: ReceiptUploadInput = { orderId: 8, mode: 'order', restFen: null };
const creditInput: ReceiptUploadInput = { orderId: 9, mode: 'credit', restFen: 50_000 };

const events = (result: UploadResult) =>
  [
    { type: 'PICK', file: PNG },
    { type: 'PICK', file: SVG },
    { type: 'PICK', file: HUGE },
    { type: 'DROP' },
    { type: 'EDIT_AMOUNT', amountText: '-5' },
    { type: 'EDIT_AMOUNT', amountText: '12.345' },
    { type: 'EDIT_AMOUNT', amountText: '200.5' },
    { type: 'EDIT_PAYER' },
    { type: 'REST', restFen: 100_000 },
    { type: 'SUBMIT', amountText: '200.50', payerText: ' 苏州精工 ' },
    { type: 'SUBMIT', amountText: '600', payerText: '苏州精工' },
    { type: 'SUBMIT', amountText: '-1', payerText: '苏州精工' },
    { type: 'SUBMIT', amountText: '0.001', payerText: '' },
    { type: 'SUBMIT', amountText: '100', payerText: '精'.repeat(61) },
    { type: 'xstate.done.actor.upload', output: result },
    { type: 'xstate.error.actor.upload', error: REFUSED },
  ] as unknown as ReceiptUploadEvent[];

interface Effects {
  uploads: UploadInput[];
  emitted: ReceiptUploadEmitted[];
}

function startUpload(input: ReceiptUploadInput, effects: Effects): Harness {
  return startMachine(receiptUploadMachine, {
    input,
    beforeStart: (actor) => actor.on('*', (event) => effects.emitted.push(event)),
    provide: (fake) => ({ actors: { upload: fake.promise<UploadResult, UploadInput>('upload', effects.uploads) } }),
  });
}

for (const [label, input, result] of [
  ['order receipt', orderInput, detail(8, 1)],
  ['credit repayment', creditInput, restPay(9, 29_950)],
] as const) {
  const paths = shortestPaths(receiptUploadMachine, { events: events(result), input, stopWhenDone: true });

  describePaths(`receipt upload (${label}), model-based`, paths, {
    effects: (): Effects => ({ uploads: [], emitted: [] }),
    start: (effects) => startUpload(input, effects),
    check: (effects, h) => {
      const snap = h.snapshot() as { value: string; context: { file: ReceiptFile | null; restFen: number | null; amountError: string | null; payerError: string | null } };
      // Only an acceptable file is ever kept or sent, with a valid amount for a repayment.
      if (snap.context.file) expect(snap.context.file).toBe(PNG);
      for (const u of effects.uploads) {
        expect(u.file).toBe(PNG);
        expect(u.orderId).toBe(input.orderId);
        // Only valid amounts are ever sent; an order receipt with the trimmed payer name, a repayment without one.
        if (input.mode === 'order') {
          expect([20_050, 60_000]).toContain(u.amountFen);
          expect(u.payerName).toBe('苏州精工');
        } else {
          // A repayment takes no payer name: the last SUBMIT's long name does not stop it.
          expect([20_050, 60_000, 10_000]).toContain(u.amountFen);
          expect(u.payerName).toBeNull();
        }
      }
      // A repayment never asks more than is owed.
      const last = effects.uploads.at(-1);
      if (input.mode === 'credit' && snap.value === 'uploading' && last) expect(last.amountFen).toBeLessThanOrEqual(snap.context.restFen!);
      for (const e of effects.emitted) expect(e.result).toBe(result);
      // A repayment has no payer name to refuse; nothing is refused while uploading.
      if (input.mode === 'credit') expect(snap.context.payerError).toBeNull();
      if (snap.value === 'uploading') expect([snap.context.amountError, snap.context.payerError]).toEqual([null, null]);
    },
  });

  it(`${label}: the shortest paths reach every state node`, () => {
    expectEveryStateReached(receiptUploadMachine, paths);
  });
}

describe('receipt rules', () => {
  it('checks type and size with the server limits', () => {
    expect(checkReceiptFile(PNG)).toBeNull();
    expect(checkReceiptFile(PDF)).toBeNull();
    expect(checkReceiptFile({ name: 'a.webp', size: 10, type: 'image/webp' })).toBeNull();
    expect(checkReceiptFile({ name: 'a.jpg', size: 10, type: 'image/jpeg' })).toBeNull();
    expect(checkReceiptFile(SVG)).toBe('wrongType');
    expect(checkReceiptFile({ name: 'a.exe', size: 10, type: '' })).toBe('wrongType');
    expect(checkReceiptFile(HUGE)).toBe('tooLarge');
    expect(checkReceiptFile({ ...PNG, size: 0 })).toBe('emptyFile');
  });

  it('parses a repayment amount in yuan', () => {
    expect(checkAmount('1,000.5', null)).toEqual({ fen: 100_050 });
    expect(checkAmount('¥ 200', 50_000)).toEqual({ fen: 20_000 });
    expect(checkAmount('', 50_000)).toEqual({ error: 'amountRequired' });
    expect(checkAmount('12.345', 50_000)).toEqual({ error: 'amountInvalid' });
    expect(checkAmount('abc', 50_000)).toEqual({ error: 'amountInvalid' });
    expect(checkAmount('0', 50_000)).toEqual({ error: 'amountPositive' });
    expect(checkAmount('-5', 50_000)).toEqual({ error: 'amountNegative' });
    expect(checkAmount('-5.123', 50_000)).toEqual({ error: 'amountNegative' });
    expect(checkAmount('500.01', 50_000)).toEqual({ error: 'amountTooMuch' });
    expect(checkAmount('500', 50_000)).toEqual({ fen: 50_000 });
  });

  it('a transfer amount: no upper bound but the server’s; negative or over-precise refused while typing, empty or zero only on submit', () => {
    expect(checkAmount('1,000.00', null)).toEqual({ fen: 100_000 });
    expect(checkAmount('1000000000', null)).toEqual({ fen: 100_000_000_000 });
    expect(checkAmount('1000000000.01', null)).toEqual({ error: 'amountTooMuch' });
    expect(typingAmountError('')).toBeNull();
    expect(typingAmountError('0')).toBeNull();
    expect(typingAmountError('29')).toBeNull();
    expect(typingAmountError('292.')).toBe('amountInvalid');
    expect(typingAmountError('292.001')).toBe('amountInvalid');
    expect(typingAmountError('-')).toBe('amountNegative');
    expect(typingAmountError('-3')).toBe('amountNegative');
    expect(typingAmountError('abc')).toBe('amountInvalid');
  });

  it('a payer name is trimmed, required and at most 60 characters', () => {
    expect(checkPayer('  苏州精工机电有限公司 ')).toEqual({ name: '苏州精工机电有限公司' });
    expect(checkPayer('   ')).toEqual({ error: 'payerRequired' });
    expect(checkPayer('精'.repeat(60))).toEqual({ name: '精'.repeat(60) });
    expect(checkPayer('精'.repeat(61))).toEqual({ error: 'payerTooLong' });
  });

  it('an order receipt shows every refusal at once and sends nothing until all are right', () => {
    const effects: Effects = { uploads: [], emitted: [] };
    const h = startUpload(orderInput, effects);
    h.send({ type: 'SUBMIT', amountText: '', payerText: '' });
    expect(h.snapshot().context).toMatchObject({ fileError: 'noFile', amountError: 'amountRequired', payerError: 'payerRequired' });
    h.send({ type: 'EDIT_AMOUNT', amountText: '-2' });
    expect(h.snapshot().context).toMatchObject({ amountError: 'amountNegative' });
    h.send({ type: 'EDIT_AMOUNT', amountText: '292' });
    h.send({ type: 'EDIT_PAYER' });
    expect(h.snapshot().context).toMatchObject({ amountError: null, payerError: null });
    h.send({ type: 'PICK', file: PNG });
    h.send({ type: 'SUBMIT', amountText: '0', payerText: '苏州精工' });
    expect(h.snapshot().context).toMatchObject({ amountError: 'amountPositive', payerError: null });
    expect(effects.uploads).toEqual([]);
    h.send({ type: 'SUBMIT', amountText: '1,000', payerText: ' 苏州精工 ' });
    expect(effects.uploads).toEqual([{ orderId: 8, file: PNG, amountFen: 100_000, payerName: '苏州精工' }]);
    h.stop();
  });

  it('nothing is sent without a file; the server refusal is kept and a new pick clears it', async () => {
    const effects: Effects = { uploads: [], emitted: [] };
    const h = startUpload(orderInput, effects);
    h.send({ type: 'SUBMIT', amountText: '292', payerText: '苏州精工' });
    expect((h.snapshot().context as { fileError: string }).fileError).toBe('noFile');
    expect(effects.uploads).toEqual([]);
    h.send({ type: 'PICK', file: PNG });
    h.send({ type: 'SUBMIT', amountText: '292', payerText: '苏州精工' });
    expect(h.snapshot().value).toBe('uploading');
    h.pending('upload')!.reject(REFUSED);
    await flushMicrotasks();
    const ctx = h.snapshot().context as { serverError: string; file: ReceiptFile | null };
    expect(ctx.serverError).toBe(REFUSED.message);
    expect(ctx.file).toBe(PNG);
    h.send({ type: 'PICK', file: PNG });
    expect((h.snapshot().context as { serverError: string | null }).serverError).toBeNull();
    h.stop();
  });

  it('a repayment above what is owed is refused; REST updates the bound', () => {
    const effects: Effects = { uploads: [], emitted: [] };
    const h = startUpload(creditInput, effects);
    h.send({ type: 'PICK', file: PNG });
    h.send({ type: 'SUBMIT', amountText: '600', payerText: '' });
    expect((h.snapshot().context as { amountError: string }).amountError).toBe('amountTooMuch');
    h.send({ type: 'REST', restFen: 100_000 });
    h.send({ type: 'SUBMIT', amountText: '600', payerText: '' });
    expect(effects.uploads).toEqual([{ orderId: 9, file: PNG, amountFen: 60_000, payerName: null }]);
    h.stop();
  });
});
