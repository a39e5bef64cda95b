// The service order machine (machines/services/service-order.ts): every shortest path walked with
// fake actors (load, accept, pay, uploadReceipt, payOnCredit, cancel, complete), every state
// reached, and its rules: accept the quote, pay it online (the gateway page, the outcome on the
// way back), by bank transfer (a receipt checked before it is sent, then uploaded) or on credit
// terms (only when the order allows it), the method shown, cancel with a reason (required, at
// most 200 characters), accept the delivered work, a refused step read again, another member's or
// a missing order.
import { describe, expect, it } from 'vitest';
import type { CancelServiceBody } from '../../../domain/services/service-payloads.ts';
import type { ServiceOrderView, ServicePaymentInfo } from '../../../domain/services/service-views.ts';
import { checkReceiptFile } from '../../../machines/shared/receipt-file.ts';
import {
  methodFor, orderIdOf, payOutcomeOf, reasonProblem, serviceOrderMachine, type ReceiptFile, type ServiceOrderContext, type ServiceOrderEvent,
} from '../../../machines/services/service-order.ts';
import { flushMicrotasks, type Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const NO_PAYMENT: ServicePaymentInfo = {
  methods: [], amountFen: null, bankAccount: null, transferNote: 'FW261125000007', receipt: null, receiptWaiting: false, credit: null, creditAt: null, payDueAt: null,
  mayUploadReceipt: false, mayPayOnCredit: false,
};
const BANK = { accountName: '爱备客（苏州）工业品有限公司', bankName: '招商银行苏州分行', accountNo: '512908765410001' };
const BASE: ServiceOrderView = {
  id: 7, serviceNo: 'FW261125000007', serviceItemId: 3, itemName: '压力表检定（JJG 52）', status: 0, statusText: '待确认', totalQty: 3, amountFen: null, plannedDate: null,
  preferredDates: ['2026-11-30'], regionText: '江苏省 苏州市', createdAt: '2026-11-25T02:00:00.000Z',
  item: {
    id: 3, name: '压力表检定（JJG 52）', category: '仪器校准', serviceType: 1, serviceTypeText: '检定', cnas: false, deliveryMode: 2, deliveryModeText: '送检', summary: '', priceFen: 4500,
    unit: '块', quoteRequired: false, leadDays: 2, turnaroundDays: 5, imageUrl: null,
  },
  contact: '王工', mobile: '13912345678', address: '江苏省苏州市工业园区星湖街 328 号', remark: null, instruments: [], estimateFen: 13500, quoteNote: null, quotedAt: null, acceptedAt: null,
  engineer: null, engineerMobile: null, certificates: [], attachments: [], paidAt: null, paidFen: null, cancelReason: null, cancelledBy: null, timeline: [], mayCancel: true,
  mayAcceptQuote: false, mayPay: false, mayConfirmComplete: false, payment: NO_PAYMENT,
};
const PENDING = BASE;
const QUOTED: ServiceOrderView = { ...BASE, status: 1, statusText: '已报价', amountFen: 13500, plannedDate: '2026-12-01', mayAcceptQuote: true };
const ACCEPTED: ServiceOrderView = {
  ...QUOTED, acceptedAt: '2026-11-25T03:00:00.000Z', mayAcceptQuote: false, mayPay: true,
  payment: {
    ...NO_PAYMENT, methods: ['online', 'transfer', 'credit'], amountFen: 13500, bankAccount: BANK, credit: { limitFen: 100000, availableFen: 100000, termDays: 30 },
    mayUploadReceipt: true, mayPayOnCredit: true,
  },
};
const PAID: ServiceOrderView = { ...ACCEPTED, paidAt: '2026-11-25T03:05:00.000Z', paidFen: 13500, mayPay: false, mayCancel: false, payment: NO_PAYMENT };
const WAITING: ServiceOrderView = {
  ...ACCEPTED, mayPay: false, mayCancel: false,
  payment: {
    ...ACCEPTED.payment, methods: ['transfer'], receiptWaiting: true, mayPayOnCredit: false,
    receipt: { id: 3, status: 0, statusText: '待财务确认', amountFen: 13500, note: null, url: '/files/uploads/0123456789abcdef0123456789abcdef', uploadedAt: '2026-11-25T03:10:00.000Z', reviewedAt: null },
  },
};
const ON_CREDIT: ServiceOrderView = {
  ...ACCEPTED, mayPay: false,
  payment: { ...ACCEPTED.payment, methods: ['transfer'], mayPayOnCredit: false, creditAt: '2026-11-25T03:10:00.000Z', payDueAt: '2026-12-25T03:10:00.000Z', credit: { limitFen: 100000, availableFen: 86500, termDays: 30 } },
};
const GOOD_FILE: ReceiptFile = { name: '回单.png', size: 20_000, type: 'image/png' };
const BAD_FILE: ReceiptFile = { name: '回单.docx', size: 20_000, type: 'application/msword' };
const PAY_URL = '/gateway/common/open/pay/sandbox?paymentId=1';
const DELIVERED: ServiceOrderView = { ...QUOTED, status: 4, statusText: '待验收', mayCancel: false, mayAcceptQuote: false, mayConfirmComplete: true };
const COMPLETED: ServiceOrderView = { ...DELIVERED, status: 5, statusText: '已完成', mayConfirmComplete: false };
const CANCELLED: ServiceOrderView = { ...BASE, status: 6, statusText: '已取消', mayCancel: false, cancelReason: '仪器已送其他机构', cancelledBy: '会员' };
const SCHEDULED: ServiceOrderView = { ...ACCEPTED, status: 2, statusText: '已排期', mayCancel: false };
const CONFLICT = { message: '订单已排期，不能取消', status: 409 };

const EVENTS = [
  ...[PENDING, QUOTED, ACCEPTED, DELIVERED].map((output) => ({ type: 'xstate.done.actor.load', output })),
  { type: 'xstate.error.actor.load', error: new Error('offline') },
  { type: 'xstate.error.actor.load', error: { message: '服务订单不存在', status: 404 } },
  { type: 'RETRY' },
  { type: 'RELOAD' },
  { type: 'ACCEPT' },
  { type: 'xstate.done.actor.accept', output: ACCEPTED },
  { type: 'xstate.error.actor.accept', error: CONFLICT },
  { type: 'PAY' },
  { type: 'xstate.done.actor.pay', output: { payUrl: PAY_URL } },
  { type: 'xstate.error.actor.pay', error: { message: '订单已支付，无需重复支付', status: 409 } },
  { type: 'COMPLETE' },
  { type: 'xstate.done.actor.complete', output: COMPLETED },
  { type: 'xstate.error.actor.complete', error: CONFLICT },
  { type: 'CANCEL' },
  { type: 'REASON', reason: '仪器已送其他机构' },
  { type: 'CANCEL_CONFIRM' },
  { type: 'CANCEL_CLOSE' },
  { type: 'xstate.done.actor.cancel', output: CANCELLED },
  { type: 'xstate.error.actor.cancel', error: CONFLICT },
  { type: 'METHOD', method: 'transfer' },
  { type: 'METHOD', method: 'credit' },
  { type: 'PICK_RECEIPT', file: BAD_FILE },
  { type: 'PICK_RECEIPT', file: GOOD_FILE },
  { type: 'UPLOAD_RECEIPT' },
  { type: 'xstate.done.actor.uploadReceipt', output: WAITING },
  { type: 'xstate.error.actor.uploadReceipt', error: { message: '回单只能是 JPG、PNG、WEBP 图片或 PDF 文件', status: 400 } },
  { type: 'PAY_CREDIT' },
  { type: 'xstate.done.actor.payOnCredit', output: ON_CREDIT },
  { type: 'xstate.error.actor.payOnCredit', error: { message: '账期可用额度不足', status: 409 } },
] as unknown as ServiceOrderEvent[];

interface Effects {
  loads: Array<{ id: number }>;
  accepts: Array<{ id: number }>;
  cancels: CancelServiceBody[];
  completes: Array<{ id: number }>;
  pays: Array<{ id: number }>;
  leaves: string[];
  receipts: Array<{ id: number; file: ReceiptFile }>;
  credits: Array<{ id: number }>;
}
const fresh = (): Effects => ({ loads: [], accepts: [], cancels: [], completes: [], pays: [], leaves: [], receipts: [], credits: [] });

function start(effects: Effects, id: number | null = 7, returned: boolean | null = null): Harness {
  return startMachine(serviceOrderMachine, {
    input: { id, returned },
    provide: (fake) => ({
      actors: {
        load: fake.promise<ServiceOrderView, { id: number }>('load', effects.loads),
        accept: fake.promise<ServiceOrderView, { id: number }>('accept', effects.accepts),
        cancel: fake.promise<ServiceOrderView, CancelServiceBody>('cancel', effects.cancels),
        complete: fake.promise<ServiceOrderView, { id: number }>('complete', effects.completes),
        pay: fake.promise<{ payUrl: string }, { id: number }>('pay', effects.pays),
        uploadReceipt: fake.promise<ServiceOrderView, { id: number; file: ReceiptFile }>('uploadReceipt', effects.receipts),
        payOnCredit: fake.promise<ServiceOrderView, { id: number }>('payOnCredit', effects.credits),
      },
      actions: { goToPay: (_: unknown, params: { payUrl: string }) => void effects.leaves.push(params.payUrl) },
    }),
  });
}

const paths = shortestPaths(serviceOrderMachine, {
  events: EVENTS,
  input: { id: 7 },
  filterEvents: (state, event) => {
    const ctx = state.context as ServiceOrderContext;
    // A refreshed order is the one loaded first (keeps the walks few).
    if ((event.type as string) === 'xstate.done.actor.load' && ctx.order !== null) return (event as unknown as { output: ServiceOrderView }).output.status === ctx.order.status;
    // Each method's own events only while it is shown, and a method is changed on a quiet page (keeps the walks few).
    if (event.type === 'PICK_RECEIPT' || event.type === 'UPLOAD_RECEIPT') return ctx.method === 'transfer';
    if (event.type === 'PAY') return ctx.method === 'online';
    if (event.type === 'PAY_CREDIT') return ctx.method === 'credit';
    if (event.type === 'METHOD') return ctx.done === null && ctx.actionError === null && ctx.receipt === null && ctx.receiptError === null;
    return true;
  },
});

describePaths('service order, model-based', paths, {
  effects: fresh,
  start: (effects) => start(effects),
  check: (effects) => {
    // Steps are only sent for order 7, and a cancel always with a reason.
    for (const c of effects.cancels) {
      expect(c.id).toBe(7);
      expect(reasonProblem(c.reason)).toBeNull();
    }
    for (const a of [...effects.accepts, ...effects.completes, ...effects.loads, ...effects.pays, ...effects.credits, ...effects.receipts]) expect(a.id).toBe(7);
    // A receipt is sent only when it passed the type and size check.
    for (const r of effects.receipts) expect(checkReceiptFile(r.file)).toBeNull();
    // The browser leaves for the gateway only with the page the pay call answered, once per call.
    expect(effects.leaves.length).toBeLessThanOrEqual(effects.pays.length);
    for (const url of effects.leaves) expect(url).toBe(PAY_URL);
  },
});

it('the shortest paths reach every state node', () => {
  expectEveryStateReached(serviceOrderMachine, paths, ['serviceOrder.starting']);
});

const ctxOf = (h: Harness) => h.snapshot().context as ServiceOrderContext;

describe('service order rules', () => {
  it('pays an accepted quote: the pay call, then the browser leaves for the gateway page; a refusal is shown and the order read again', async () => {
    const effects = fresh();
    const h = start(effects);
    h.pending('load')!.resolve(QUOTED);
    await flushMicrotasks();
    h.send({ type: 'PAY' });
    expect(effects.pays).toEqual([]);
    h.send({ type: 'RELOAD' });
    h.pending('load')!.resolve(ACCEPTED);
    await flushMicrotasks();
    h.send({ type: 'PAY' });
    expect(h.snapshot().value).toBe('paying');
    expect(effects.pays).toEqual([{ id: 7 }]);
    h.pending('pay')!.reject({ message: '订单已支付，无需重复支付', status: 409 });
    await flushMicrotasks();
    expect(h.snapshot().value).toBe('refreshing');
    expect(ctxOf(h).actionError).toBe('订单已支付，无需重复支付');
    h.pending('load')!.resolve(PAID);
    await flushMicrotasks();
    h.send({ type: 'PAY' });
    expect(effects.pays).toHaveLength(1);
    expect(effects.leaves).toEqual([]);
    h.stop();

    const again = fresh();
    const h2 = start(again);
    h2.pending('load')!.resolve(ACCEPTED);
    await flushMicrotasks();
    h2.send({ type: 'PAY' });
    h2.pending('pay')!.resolve({ payUrl: PAY_URL });
    await flushMicrotasks();
    expect(h2.snapshot().value).toBe('leavingToPay');
    expect(again.leaves).toEqual([PAY_URL]);
    h2.stop();
  });

  it('says what came of the payment when the gateway sends the member back', () => {
    expect(payOutcomeOf(null, PAID)).toBeNull();
    expect(payOutcomeOf(true, null)).toBeNull();
    expect(payOutcomeOf(true, PAID)).toBe('paid');
    expect(payOutcomeOf(false, PAID)).toBe('paid');
    expect(payOutcomeOf(true, ACCEPTED)).toBe('pending');
    expect(payOutcomeOf(false, ACCEPTED)).toBe('notPaid');
    const effects = fresh();
    const h = start(effects, 7, true);
    expect(ctxOf(h).returned).toBe(true);
    h.stop();
  });

  it('reads the id of the path; anything else is missing without a call', () => {
    expect(orderIdOf('42')).toBe(42);
    for (const bad of [undefined, '', '0', '-1', '1.5', 'abc', '99999999999999999']) expect(orderIdOf(bad)).toBeNull();
    const effects = fresh();
    const h = start(effects, null);
    expect(h.snapshot().value).toBe('missing');
    expect(effects.loads).toEqual([]);
    h.stop();
  });

  it('accepts a quote: the answer replaces the order; a pending order cannot be accepted', async () => {
    const effects = fresh();
    const h = start(effects);
    h.pending('load')!.resolve(PENDING);
    await flushMicrotasks();
    h.send({ type: 'ACCEPT' });
    expect(h.snapshot().value).toBe('viewing');
    expect(effects.accepts).toEqual([]);
    h.send({ type: 'RELOAD' });
    h.pending('load')!.resolve(QUOTED);
    await flushMicrotasks();
    h.send({ type: 'ACCEPT' });
    expect(effects.accepts).toEqual([{ id: 7 }]);
    h.pending('accept')!.resolve(ACCEPTED);
    await flushMicrotasks();
    expect(ctxOf(h)).toMatchObject({ done: 'accept', order: { acceptedAt: ACCEPTED.acceptedAt } });
    h.stop();
  });

  it('cancel needs a reason (at most 200 characters); a refusal keeps the dialog and its message', async () => {
    const effects = fresh();
    const h = start(effects);
    h.pending('load')!.resolve(QUOTED);
    await flushMicrotasks();
    h.send({ type: 'CANCEL' });
    h.send({ type: 'CANCEL_CONFIRM' });
    expect(ctxOf(h).reasonProblem).toBe('missing');
    h.send({ type: 'REASON', reason: '长'.repeat(201) });
    h.send({ type: 'CANCEL_CONFIRM' });
    expect(ctxOf(h).reasonProblem).toBe('tooLong');
    h.send({ type: 'REASON', reason: '  仪器已送其他机构  ' });
    h.send({ type: 'CANCEL_CONFIRM' });
    expect(effects.cancels).toEqual([{ id: 7, reason: '仪器已送其他机构' }]);
    h.pending('cancel')!.reject(CONFLICT);
    await flushMicrotasks();
    expect(h.snapshot().value).toBe('askingCancel');
    expect(ctxOf(h).actionError).toBe(CONFLICT.message);
    h.send({ type: 'CANCEL_CONFIRM' });
    h.pending('cancel')!.resolve(CANCELLED);
    await flushMicrotasks();
    expect(ctxOf(h)).toMatchObject({ done: 'cancel', order: { status: 6 } });
    h.send({ type: 'CANCEL' });
    expect(h.snapshot().value).toBe('viewing');
    h.stop();
  });

  it('a refused step reads the order again and keeps the message (staff scheduled it meanwhile)', async () => {
    const effects = fresh();
    const h = start(effects);
    h.pending('load')!.resolve(DELIVERED);
    await flushMicrotasks();
    h.send({ type: 'COMPLETE' });
    h.pending('complete')!.reject(CONFLICT);
    await flushMicrotasks();
    expect(h.snapshot().value).toBe('refreshing');
    h.pending('load')!.resolve(SCHEDULED);
    await flushMicrotasks();
    expect(ctxOf(h)).toMatchObject({ actionError: CONFLICT.message, order: { status: 2 } });
    h.stop();
  });

  it('shows the chosen payment method while the order offers it, else the first one offered', async () => {
    expect(methodFor(null, null)).toBeNull();
    expect(methodFor(QUOTED, 'online')).toBeNull();
    expect(methodFor(ACCEPTED, null)).toBe('online');
    expect(methodFor(ACCEPTED, 'credit')).toBe('credit');
    expect(methodFor(WAITING, 'credit')).toBe('transfer');
    const effects = fresh();
    const h = start(effects);
    h.pending('load')!.resolve(QUOTED);
    await flushMicrotasks();
    expect(ctxOf(h).method).toBeNull();
    h.send({ type: 'METHOD', method: 'transfer' });
    expect(ctxOf(h).method).toBeNull();
    h.send({ type: 'RELOAD' });
    h.pending('load')!.resolve(ACCEPTED);
    await flushMicrotasks();
    expect(ctxOf(h).method).toBe('online');
    h.send({ type: 'METHOD', method: 'credit' });
    expect(ctxOf(h).method).toBe('credit');
    h.stop();
  });

  it('uploads a transfer receipt: a wrong file or none is refused before sending; a refusal keeps the file and reads the order again', async () => {
    const effects = fresh();
    const h = start(effects);
    h.pending('load')!.resolve(PENDING);
    await flushMicrotasks();
    // Nothing to pay yet: the upload is not offered.
    h.send({ type: 'PICK_RECEIPT', file: GOOD_FILE });
    expect(ctxOf(h).receipt).toBeNull();
    h.send({ type: 'RELOAD' });
    h.pending('load')!.resolve(ACCEPTED);
    await flushMicrotasks();
    h.send({ type: 'METHOD', method: 'transfer' });
    h.send({ type: 'UPLOAD_RECEIPT' });
    expect(ctxOf(h).receiptError).toBe('noFile');
    h.send({ type: 'PICK_RECEIPT', file: BAD_FILE });
    expect(ctxOf(h)).toMatchObject({ receipt: null, receiptError: 'wrongType' });
    h.send({ type: 'PICK_RECEIPT', file: { ...GOOD_FILE, size: 6 * 1024 * 1024 } });
    expect(ctxOf(h).receiptError).toBe('tooLarge');
    expect(effects.receipts).toEqual([]);
    h.send({ type: 'PICK_RECEIPT', file: GOOD_FILE });
    h.send({ type: 'UPLOAD_RECEIPT' });
    expect(h.snapshot().value).toBe('uploadingReceipt');
    expect(effects.receipts).toEqual([{ id: 7, file: GOOD_FILE }]);
    h.pending('uploadReceipt')!.reject({ message: '回单只能是 JPG、PNG、WEBP 图片或 PDF 文件', status: 400 });
    await flushMicrotasks();
    expect(h.snapshot().value).toBe('refreshing');
    h.pending('load')!.resolve(ACCEPTED);
    await flushMicrotasks();
    expect(ctxOf(h)).toMatchObject({ actionError: '回单只能是 JPG、PNG、WEBP 图片或 PDF 文件', receipt: GOOD_FILE, method: 'transfer' });
    h.send({ type: 'UPLOAD_RECEIPT' });
    h.pending('uploadReceipt')!.resolve(WAITING);
    await flushMicrotasks();
    expect(ctxOf(h)).toMatchObject({ done: 'receipt', receipt: null, receiptError: null, method: 'transfer', order: { payment: { receiptWaiting: true } } });
    // While it waits: no online payment, no credit, but a newer receipt may replace it.
    h.send({ type: 'PAY' });
    h.send({ type: 'PAY_CREDIT' });
    expect(h.snapshot().value).toBe('viewing');
    h.send({ type: 'PICK_RECEIPT', file: GOOD_FILE });
    expect(ctxOf(h).receipt).toEqual(GOOD_FILE);
    h.stop();
  });

  it('puts the order on credit only when the order allows it; a refusal is shown and the order read again', async () => {
    const effects = fresh();
    const h = start(effects);
    h.pending('load')!.resolve({ ...ACCEPTED, payment: { ...ACCEPTED.payment, mayPayOnCredit: false } });
    await flushMicrotasks();
    h.send({ type: 'METHOD', method: 'credit' });
    h.send({ type: 'PAY_CREDIT' });
    expect(effects.credits).toEqual([]);
    h.send({ type: 'RELOAD' });
    h.pending('load')!.resolve(ACCEPTED);
    await flushMicrotasks();
    expect(ctxOf(h).method).toBe('credit');
    h.send({ type: 'PAY_CREDIT' });
    expect(h.snapshot().value).toBe('payingOnCredit');
    h.pending('payOnCredit')!.reject({ message: '账期可用额度不足', status: 409 });
    await flushMicrotasks();
    h.pending('load')!.resolve(ACCEPTED);
    await flushMicrotasks();
    expect(ctxOf(h).actionError).toBe('账期可用额度不足');
    h.send({ type: 'PAY_CREDIT' });
    h.pending('payOnCredit')!.resolve(ON_CREDIT);
    await flushMicrotasks();
    expect(ctxOf(h)).toMatchObject({ done: 'credit', method: 'transfer', actionError: null });
    expect(effects.credits).toEqual([{ id: 7 }, { id: 7 }]);
    h.stop();
  });
});
