// The refunds machine (machines/after-sales/refund-request.ts), model-based: every shortest path to
// every state replayed with fake actors, checking that only allowed quantities, a chosen reason and
// checked images are ever sent; plus the amount rule it shows before submitting. Started from a
// request's id (/afterSaleDetail/{id}) it loads the request first: every path of that start too.
import { describe, expect, it } from 'vitest';
import type { RefundStatus } from '../../../domain/after-sales/refund-status.ts';
import type { RefundDetail, RefundPreview } from '../../../domain/after-sales/refund-views.ts';
import type { WriteRefundBody } from '../../../domain/after-sales/refund-payloads.ts';
import { checkAmount, checkEvidence, checkQty, formErrorAt, maxAmount, nothingLeft, qtyOfText, refundFigures, typedAmount, writeBody, refundRequestMachine, type EvidenceFile, type RefundRequestEvent } from '../../../machines/after-sales/refund-request.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const preview: RefundPreview = {
  orderId: 31,
  orderNo: 'SO261123000031',
  orderStatus: 3,
  payMethod: 1,
  types: [1, 2],
  freightFen: 0,
  windowEndsAt: null,
  lines: [
    { orderLineId: 1, goodsId: 5, goodsCode: 'G5', model: '6204-2RS', name: '深沟球轴承', brandName: 'SKF', unit: '个', imageUrl: null, unitPriceFen: 1000, num: 3, paidFen: 3000, takenQty: 1, takenFen: 1000, availableQty: 2 },
    { orderLineId: 2, goodsId: 6, goodsCode: 'G6', model: 'M8x30', name: '内六角螺栓', brandName: '东明', unit: '包', imageUrl: null, unitPriceFen: 333, num: 3, paidFen: 1000, takenQty: 0, takenFen: 0, availableQty: 3 },
  ],
};

function detail(status: RefundStatus, canShipBack = false): RefundDetail {
  return {
    id: 77, refundNo: 'RF261123000077', orderId: 31, orderNo: preview.orderNo, status, statusText: '', refundType: 2, refundTypeText: '退货退款',
    reason: '发错货', amountFen: 2000, totalNum: 2, lines: [], createdAt: '2026-11-23T08:00:00.000Z', buyerName: null, description: null, images: [], freightFen: 0,
    refuseReason: null, payMethod: 1, refundMethod: null, refundMethodText: null, refundedAt: null, returnAddress: null,
    trace: { id: 77, steps: [], returnCarrier: null, returnTrackingNo: null, returnShippedAt: null },
    canCancel: status === 0 || status === 1, canShipBack,
  };
}

const PNG: EvidenceFile = { name: 'a.png', size: 1000, type: 'image/png' };
const SVG: EvidenceFile = { name: 'a.svg', size: 1000, type: 'image/svg+xml' };
const URL1 = '/files/uploads/0123456789abcdef0123456789abcdef';

const EVENTS = [
  { type: 'SET_QTY', orderLineId: 1, num: 5 },
  { type: 'SET_QTY', orderLineId: 1, num: 2 },
  { type: 'SET_QTY', orderLineId: 2, num: 1.5 },
  { type: 'SET_REASON', reason: '发错货' },
  { type: 'SET_TYPE', refundType: 2 },
  { type: 'ATTACH', file: PNG },
  { type: 'ATTACH', file: SVG },
  { type: 'SUBMIT' },
  { type: 'SET_DESCRIPTION', text: '外包装破损' },
  { type: 'SET_AMOUNT', text: '12.50' },
  { type: 'REMOVE_IMAGE', url: URL1 },
  { type: 'CANCEL' },
  { type: 'REFRESH' },
  { type: 'SHIP_BACK', carrier: '顺丰速运', trackingNo: 'sf12345678' },
  { type: 'SHIP_BACK', carrier: '', trackingNo: '1' },
  { type: 'xstate.done.actor.uploadEvidence', output: URL1 },
  { type: 'xstate.error.actor.uploadEvidence', error: { message: '凭证图片只支持 PNG、JPEG 或 WebP 格式的图片', status: 400 } },
  { type: 'xstate.done.actor.submit', output: detail(0) },
  { type: 'xstate.error.actor.submit', error: { message: '「深沟球轴承」最多还可申请 2 件', status: 409 } },
  ...([1, 2, 3, 4, 6, 7, 8] as RefundStatus[]).map((s) => ({ type: 'xstate.done.actor.load', output: detail(s, s === 1) })),
  { type: 'xstate.done.actor.cancel', output: detail(8) },
  { type: 'xstate.error.actor.load', error: { message: '网络异常', status: 0 } },
  { type: 'xstate.error.actor.cancel', error: { message: '售后单当前状态为「已同意」，不能取消', status: 409 } },
  { type: 'xstate.error.actor.shipBack', error: { message: '快递单号格式不正确', status: 400 } },
  { type: 'xstate.done.actor.shipBack', output: detail(3) },
] as unknown as RefundRequestEvent[];

interface Effects {
  submitted: WriteRefundBody[];
  uploaded: EvidenceFile[];
  shipped: { id: number; carrier: string; trackingNo: string }[];
}

function start(effects: Effects): Harness {
  return startMachine(refundRequestMachine, {
    input: { preview, clientKey: 'client-key-0001' },
    provide: (fake) => ({
      actors: {
        uploadEvidence: fake.promise<string, EvidenceFile>('uploadEvidence', effects.uploaded),
        submit: fake.promise<RefundDetail, WriteRefundBody>('submit', effects.submitted),
        load: fake.promise<RefundDetail, { id: number }>('load'),
        cancel: fake.promise<RefundDetail, { id: number }>('cancel'),
        shipBack: fake.promise<RefundDetail, { id: number; carrier: string; trackingNo: string }>('shipBack', effects.shipped),
      },
    }),
  });
}

const paths = shortestPaths(refundRequestMachine, { events: EVENTS, input: { preview, clientKey: 'client-key-0001' }, stopWhenDone: true });

describePaths('refund request, model-based', paths, {
  effects: (): Effects => ({ submitted: [], uploaded: [], shipped: [] }),
  start: (effects) => start(effects),
  check: (effects) => {
    for (const body of effects.submitted) {
      expect(body.reason).toBe('发错货');
      expect(body.lines).toEqual([{ orderLineId: 1, num: 2 }]);
      expect(body.clientKey).toBe('client-key-0001');
      // Less than the maximum (20.00 for two units of line 1) is asked as typed; more is never sent.
      if (body.amountFen !== undefined) expect(body.amountFen).toBe(1250);
      expect(body.images ?? []).toEqual(body.images ? body.images.map(() => URL1) : []);
    }
    for (const f of effects.uploaded) expect(f).toBe(PNG);
    for (const s of effects.shipped) expect(s).toEqual({ id: 77, carrier: '顺丰速运', trackingNo: 'SF12345678' });
  },
});

/** The detail page: started from a request's id, loaded, then followed. */
const ID_EVENTS = [
  { type: 'RETRY' },
  { type: 'REFRESH' },
  { type: 'CANCEL' },
  { type: 'SHIP_BACK', carrier: '顺丰速运', trackingNo: 'sf12345678' },
  { type: 'SHIP_BACK', carrier: '顺丰速运', trackingNo: '12' },
  { type: 'SUBMIT' },
  { type: 'xstate.error.actor.load', error: { message: '售后单不存在', status: 404 } },
  { type: 'xstate.error.actor.load', error: { message: '网络异常', status: 0 } },
  ...([0, 1, 2, 3, 4, 5, 6, 7, 8] as RefundStatus[]).map((s) => ({ type: 'xstate.done.actor.load', output: detail(s, s === 1) })),
  { type: 'xstate.done.actor.cancel', output: detail(8) },
  { type: 'xstate.error.actor.cancel', error: { message: '售后单当前状态为「已寄回」，不能取消', status: 409 } },
  { type: 'xstate.done.actor.shipBack', output: detail(3) },
  { type: 'xstate.error.actor.shipBack', error: { message: '快递单号格式不正确', status: 400 } },
] as unknown as RefundRequestEvent[];

interface IdEffects {
  loaded: { id: number }[];
  cancelled: { id: number }[];
  shipped: { id: number; carrier: string; trackingNo: string }[];
  submitted: WriteRefundBody[];
}

const idPaths = shortestPaths(refundRequestMachine, { events: ID_EVENTS, input: { refundId: 77 }, stopWhenDone: true });

describePaths('refund request started from its id, model-based', idPaths, {
  effects: (): IdEffects => ({ loaded: [], cancelled: [], shipped: [], submitted: [] }),
  start: (effects) =>
    startMachine(refundRequestMachine, {
      input: { refundId: 77 },
      provide: (fake) => ({
        actors: {
          uploadEvidence: fake.promise<string, EvidenceFile>('uploadEvidence'),
          submit: fake.promise<RefundDetail, WriteRefundBody>('submit', effects.submitted),
          load: fake.promise<RefundDetail, { id: number }>('load', effects.loaded),
          cancel: fake.promise<RefundDetail, { id: number }>('cancel', effects.cancelled),
          shipBack: fake.promise<RefundDetail, { id: number; carrier: string; trackingNo: string }>('shipBack', effects.shipped),
        },
      }),
    }),
  check: (effects) => {
    // Nothing is ever submitted from a loaded request; every call names request 77.
    expect(effects.submitted).toEqual([]);
    for (const l of effects.loaded) expect(l).toEqual({ id: 77 });
    for (const c of effects.cancelled) expect(c).toEqual({ id: 77 });
    for (const s of effects.shipped) expect(s).toEqual({ id: 77, carrier: '顺丰速运', trackingNo: 'SF12345678' });
  },
});

describe('refund request rules', () => {
  it('the shortest paths of both starts reach every state node', () => {
    expectEveryStateReached(refundRequestMachine, [...paths, ...idPaths], ['refundRequest.route', 'refundRequest.start']);
  });

  it('shows the same maximum the server computes', () => {
    expect(maxAmount(preview, { 1: 2 }, 1)).toBe(2000);
    expect(maxAmount(preview, { 2: 1 }, 1)).toBe(333);
    expect(maxAmount(preview, { 1: 2, 2: 3 }, 1)).toBe(3000);
    expect(maxAmount({ ...preview, freightFen: 800 }, { 1: 2, 2: 3 }, 1)).toBe(3800);
    expect(maxAmount({ ...preview, freightFen: 800 }, { 1: 2, 2: 3 }, 2)).toBe(3000);
  });

  it("shows each line's cap, the maximum, the freight in it and the amount's problem", () => {
    const withFreight = { ...preview, freightFen: 800 };
    expect(refundFigures(withFreight, { 1: 2, 2: 3 }, 1, '')).toEqual({ lineCaps: { 1: 2000, 2: 1000 }, max: 3800, freight: 800, amountProblem: null });
    expect(refundFigures(withFreight, { 1: 1 }, 1, '20')).toEqual({ lineCaps: { 1: 1000, 2: 0 }, max: 1000, freight: 0, amountProblem: 'tooHigh' });
    expect(refundFigures(preview, {}, 2, 'abc').amountProblem).toBe('format');
    expect(nothingLeft(preview)).toBe(false);
    expect(nothingLeft({ ...preview, lines: preview.lines.map((l) => ({ ...l, availableQty: 0 })) })).toBe(true);
  });

  it('reads a typed quantity (blank is none, anything but a whole number is refused) and places each form error', () => {
    expect(qtyOfText(' 2 ')).toBe(2);
    expect(qtyOfText('')).toBe(0);
    expect(qtyOfText('1.5')).toBeNaN();
    expect(qtyOfText('-1')).toBeNaN();
    expect(checkQty(preview.lines[0]!, qtyOfText('x'))).toBe('notInteger');
    expect(formErrorAt('imageType', 'evidence')).toBe('imageType');
    expect(formErrorAt('imageType', 'submit')).toBeNull();
    expect(formErrorAt('fixAmount', 'submit')).toBe('fixAmount');
    expect(formErrorAt('trackingRequired', 'submit')).toBeNull();
    expect(formErrorAt(null, 'evidence')).toBeNull();
  });

  it('refuses a quantity above what a line still allows, or not a whole number', () => {
    expect(checkQty(preview.lines[0]!, 2)).toBeNull();
    expect(checkQty(preview.lines[0]!, 0)).toBeNull();
    expect(checkQty(preview.lines[0]!, 3)).toBe('tooMany');
    expect(checkQty(preview.lines[0]!, 1.5)).toBe('notInteger');
    expect(checkQty(preview.lines[0]!, -1)).toBe('notInteger');
  });

  it('reads the amount asked: empty is the maximum, less is sent, more or not an amount is refused', () => {
    expect(typedAmount('')).toBeNull();
    expect(typedAmount(' 12.5 ')).toBe(1250);
    expect(typedAmount('0')).toBeNaN();
    expect(typedAmount('1.234')).toBeNaN();
    expect(typedAmount('abc')).toBeNaN();
    expect(checkAmount('', 2000)).toBeNull();
    expect(checkAmount('20', 2000)).toBeNull();
    expect(checkAmount('20.01', 2000)).toBe('tooHigh');
    expect(checkAmount('-1', 2000)).toBe('format');
    const base = { preview, clientKey: 'k', refundId: null, qty: { 1: 2 }, qtyErrors: {}, refundType: 1 as const, reason: '发错货' as const, description: '', images: [], detail: null, formError: null, serverError: null };
    expect(writeBody({ ...base, amountText: '12.50' }).amountFen).toBe(1250);
    expect(writeBody({ ...base, amountText: '20' }).amountFen).toBeUndefined();
    expect(writeBody({ ...base, amountText: '' }).amountFen).toBeUndefined();
  });

  it('checks evidence images with the server limits', () => {
    expect(checkEvidence(PNG)).toBeNull();
    expect(checkEvidence(SVG)).toBe('imageType');
    expect(checkEvidence({ ...PNG, size: 6 * 1024 * 1024 })).toBe('imageSize');
  });
});
