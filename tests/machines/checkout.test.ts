import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import {
  checkoutHref,
  checkoutMachine,
  parseId,
  payReturnPath,
  submitBody,
  submitFinishMachine,
} from '../../machines/checkout.ts';
import type { CheckoutContext, CheckoutData, CheckoutEvent, CheckoutInput, CheckoutPage } from '../../machines/checkout.ts';
import type { DraftView, SubmittedOrder } from '../../domain/orders.ts';
import { DRAFT_SOURCE, ORDER_CODE, type DraftSource } from '../../domain/order-rules.ts';
import type { SubmitOrderBody } from '../../domain/schemas/order-payloads.ts';
import { createActorTestModel, deferred, flushMicrotasks, reachedNodeIds, stateNodeIds, walkPath } from './actor-test-model.ts';
import type { Deferred, Harness } from './actor-test-model.ts';

const KEY = '0f8e1c2a-5b7d-4e3f-9a10-2b3c4d5e6f70';

/** An ApiError as the client makes it: code, HTTP status (null: no answer), data. */
function apiError(message: string, code: number, status: number | null, data: unknown = null) {
  return Object.assign(new Error(message), { code, status, data });
}

function draft(page: CheckoutPage, source: DraftSource, patch: Partial<DraftView> = {}): DraftView {
  const enterprise = page === 'enterprise';
  return {
    id: 31,
    tmpNo: 'TO261121000031',
    orderType: enterprise ? 2 : 1,
    source,
    status: 0,
    statusText: '待确认',
    saleOrderId: null,
    priceKind: enterprise ? 'vip' : 'member',
    lines: [
      {
        goodsId: 7,
        goodsCode: 'G0007',
        model: '6205-2RSH',
        name: '深沟球轴承',
        brandName: 'SKF',
        unit: '个',
        imageUrl: '/img/7.png',
        minOrderQty: 1,
        num: 2,
        unitPriceFen: 4070,
        lineFen: 8140,
        stockQty: 50,
        problemText: null,
      },
    ],
    goodsAmountFen: 8140,
    freightFen: 0,
    totalFen: 8140,
    totalNum: 2,
    orderable: true,
    payMethods: enterprise ? [1, 2, 3] : [1, 2],
    credit: enterprise ? { limitFen: 5_000_000, availableFen: 4_000_000, termDays: 30 } : null,
    createdAt: '2026-11-21T08:00:00.000Z',
    ...patch,
  };
}

const ADDRESSES = [
  { id: 1, consignee: '张三', mobile: '13800000001', regionText: '上海市 上海市 浦东新区', detail: '张江路 88 号', isDefault: true },
  { id: 2, consignee: '李四', mobile: '13800000009', regionText: '江苏省 苏州市 姑苏区', detail: '人民路 1 号', isDefault: false },
];
const INVOICES = [
  { id: 10, invoiceType: 1, titleType: 1, title: '张三', isDefault: true },
  { id: 11, invoiceType: 2, titleType: 2, title: '上海爱备客工业品有限公司', taxNo: '91310000MA1FL0000X', isDefault: false },
];
const SAVED_INVOICE = { id: 12, invoiceType: 2, titleType: 2, title: '苏州示例机械有限公司', taxNo: '91320500MA1FL0000Y', isDefault: false };

const ORDER: SubmittedOrder = { orderId: 501, orderNo: 'SO261121000501', status: 0, payMethod: 1, totalFen: 8140, payDeadline: null, payDueAt: null };

interface Scenario {
  page: CheckoutPage;
  source: DraftSource;
  /** What the load answers (enterprises start without a saved invoice title). */
  data: CheckoutData;
  /** The buyer's choices this walk makes (beside SUBMIT and every outcome): each walk takes a few. */
  choices: string[];
}

function scenario(page: CheckoutPage, source: DraftSource, choices: string[]): Scenario {
  return { page, source, choices, data: { draft: draft(page, source), addresses: ADDRESSES, invoices: page === 'enterprise' ? [] : INVOICES } };
}

/** Every choice event, by a short name. */
const CHOICES: Record<string, CheckoutEvent> = {
  address2: { type: 'CHOOSE_ADDRESS', id: 2 },
  address99: { type: 'CHOOSE_ADDRESS', id: 99 },
  newAddress: { type: 'ADDRESS_SAVED', address: { id: 3, consignee: '王五', mobile: '13800000010', regionText: '浙江省 杭州市 西湖区', detail: '文三路 9 号', isDefault: false } },
  noInvoice: { type: 'CHOOSE_INVOICE_KIND', kind: 0 },
  special: { type: 'CHOOSE_INVOICE_KIND', kind: 2 },
  invoice11: { type: 'CHOOSE_INVOICE', id: 11 },
  newInvoice: { type: 'INVOICE_SAVED', invoice: { id: 12, invoiceType: 2, titleType: 2, title: '苏州示例机械有限公司', taxNo: '91320500MA1FL0000Y', isDefault: false } },
  transfer: { type: 'CHOOSE_PAY', method: 2 },
  credit: { type: 'CHOOSE_PAY', method: 3 },
  remark: { type: 'SET_REMARK', remark: '请周一送货' },
};

function events(s: Scenario): CheckoutEvent[] {
  const other: CheckoutPage = s.page === 'enterprise' ? 'personal' : 'enterprise';
  const fresh = { ...s.data.draft, totalFen: s.data.draft.totalFen + 100, goodsAmountFen: s.data.draft.goodsAmountFen + 100 };
  return [
    { type: 'xstate.done.actor.load', output: s.data },
    { type: 'xstate.done.actor.load', output: { ...s.data, draft: { ...s.data.draft, status: 1, statusText: '已提交', saleOrderId: 77 } } },
    { type: 'xstate.done.actor.load', output: { ...s.data, draft: draft(other, s.source) } },
    { type: 'xstate.error.actor.load', error: apiError('订单不存在', 404, 404) },
    { type: 'xstate.error.actor.load', error: apiError('服务器错误', 500, 500) },
    { type: 'RETRY' },
    ...s.choices.map((name) => CHOICES[name]!),
    { type: 'SUBMIT' },
    { type: 'xstate.done.actor.submit', output: ORDER },
    { type: 'xstate.error.actor.submit', error: apiError('商品价格已变动，请确认新的金额后重新提交', ORDER_CODE.priceChanged, 409, fresh) },
    { type: 'xstate.error.actor.submit', error: apiError('商品 6205-2RSH 库存不足，当前可售 1', ORDER_CODE.outOfStock, 409, { goodsId: 7, available: 1 }) },
    { type: 'xstate.error.actor.submit', error: apiError('该订单已提交，请勿重复提交', ORDER_CODE.draftSubmitted, 409, { orderId: 77, orderNo: 'SO261121000077' }) },
    { type: 'xstate.error.actor.submit', error: apiError('网络连接失败', 0, null) },
    { type: 'xstate.error.actor.submit', error: apiError('收货地址不存在', 404, 404) },
  ] as unknown as CheckoutEvent[];
}

interface Effects {
  loads: number[];
  bodies: SubmitOrderBody[];
  /** The total on screen at each submit. */
  shownTotals: number[];
  redirects: string[];
  finishes: number[];
  orders: number[];
}

const fresh = (): Effects => ({ loads: [], bodies: [], shownTotals: [], redirects: [], finishes: [], orders: [] });

function startCheckout(input: CheckoutInput, effects: Effects): Omit<Harness, 'snapshot'> & { snapshot: () => SnapshotFrom<typeof checkoutMachine> } {
  const pending = new Map<string, Deferred<unknown>>();
  let actorRef: ReturnType<typeof createActor<typeof checkoutMachine>> | null = null;
  const machine = checkoutMachine.provide({
    actors: {
      load: fromPromise<CheckoutData, { tmpId: number }>(({ input: i }) => {
        effects.loads.push(i.tmpId);
        const d = deferred<unknown>();
        pending.set('load', d);
        return d.promise as Promise<CheckoutData>;
      }),
      submit: fromPromise<SubmittedOrder, SubmitOrderBody>(({ input: body }) => {
        effects.bodies.push(body);
        effects.shownTotals.push((actorRef?.getSnapshot().context.draft?.totalFen ?? -1) as number);
        const d = deferred<unknown>();
        pending.set('submit', d);
        return d.promise as Promise<SubmittedOrder>;
      }),
    },
    actions: {
      redirect: (_, params) => void effects.redirects.push(params.href),
      goToFinish: (_, params) => void effects.finishes.push(params.orderId),
      goToOrder: (_, params) => void effects.orders.push(params.orderId),
    },
  });
  const actor = createActor(machine, { input });
  actorRef = actor;
  actor.start();
  return {
    snapshot: () => actor.getSnapshot(),
    send: (event) => actor.send(event as CheckoutEvent),
    pending: (id) => pending.get(id),
    stop: () => actor.stop(),
  };
}

const SCENARIOS: Scenario[] = [
  scenario('personal', DRAFT_SOURCE.quickBuy, ['address2', 'address99', 'transfer']),
  scenario('personal', DRAFT_SOURCE.cart, ['noInvoice', 'special', 'newAddress']),
  scenario('personal', DRAFT_SOURCE.reorder, ['invoice11', 'credit', 'remark']),
  scenario('enterprise', DRAFT_SOURCE.quickBuy, ['newInvoice', 'credit']),
  scenario('enterprise', DRAFT_SOURCE.cart, ['newInvoice', 'noInvoice', 'address2']),
  scenario('enterprise', DRAFT_SOURCE.reorder, ['special', 'newInvoice', 'transfer']),
];

/** The model walks only the events of its scenario (no bare `{ type }` stand-ins). */
function modelOf(s: Scenario, input: CheckoutInput) {
  const list = events(s);
  const known = new Set(list.map((e) => JSON.stringify(e)));
  const model = createActorTestModel(checkoutMachine, { events: list, input });
  return model.getShortestPaths({ filterEvents: (_state: unknown, event: CheckoutEvent) => known.has(JSON.stringify(event)) } as never);
}
const SOURCE_NAME: Record<DraftSource, string> = { 1: 'quick buy', 2: 'cart', 3: 're-order' };

for (const s of SCENARIOS) {
  const input: CheckoutInput = { tmpId: '31', page: s.page, clientKey: KEY };
  const paths = modelOf(s, input);
  describe(`checkout, model-based (${s.page}, ${SOURCE_NAME[s.source]}; ${s.choices.join(', ')}): ${paths.length} shortest paths`, () => {
    for (const path of paths) {
      it(path.description, async () => {
        let effects = fresh();
        let submitting = 0;
        await walkPath(
          path,
          () => {
            effects = fresh();
            submitting = 0;
            return startCheckout(input, effects);
          },
          {},
          (_state, h, event) => {
            const snap = h.snapshot() as { value: string; context: CheckoutContext };
            if (snap.value === 'submitting' && (event.type === 'SUBMIT' || event.type === 'RETRY')) submitting += 1;
            // One call per submit the buyer made: never a second call from one click.
            expect(effects.bodies).toHaveLength(submitting);
            for (const [i, body] of effects.bodies.entries()) {
              // Every call of this checkout carries the one key, and the total the buyer saw.
              expect(body.clientKey).toBe(KEY);
              expect(body.expectedTotalFen).toBe(effects.shownTotals[i]);
              expect(body.tmpOrderId).toBe(31);
              expect([1, 2, 3]).toContain(body.addressId);
              // An enterprise order always has an invoice; a personal one may have none.
              if (s.page === 'enterprise') expect(body.invoiceId).not.toBeNull();
              // 账期支付 only where the draft offers it.
              if (s.page === 'personal') expect(body.payMethod).not.toBe(3);
            }
            // The draft loads once per attempt, by the id of the query.
            for (const id of effects.loads) expect(id).toBe(31);
            // The finish page opens only for an order the server answered.
            expect(effects.finishes.every((id) => id === ORDER.orderId)).toBe(true);
            expect(effects.finishes.length + effects.orders.length).toBeLessThanOrEqual(1);
            if (snap.value === 'redirecting') expect(effects.redirects).toEqual([s.page === 'enterprise' ? '/addOrder?tmpId=31' : '/addOrderVip?tmpId=31']);
            // While the result is unknown, the buyer's choices are frozen.
            if (snap.value === 'uncertain') expect(snap.context.notice).toEqual({ kind: 'uncertain' });
          },
        );
      });
    }
  });
}

describe('checkout rules', () => {
  it('the shortest paths reach every state node', () => {
    const paths = SCENARIOS.flatMap((s) => modelOf(s, { tmpId: '31', page: s.page, clientKey: KEY }));
    const reached = reachedNodeIds(paths);
    const missing = createActorTestModel(checkoutMachine, { events: [], input: { tmpId: 'abc', page: 'personal', clientKey: KEY } }).getShortestPaths();
    for (const id of reachedNodeIds(missing)) reached.add(id);
    for (const id of stateNodeIds(checkoutMachine, ['checkout.starting'])) expect(reached, id).toContain(id);
  });

  it('a missing or bad tmpId loads nothing and shows the missing state', () => {
    for (const tmpId of [null, '', 'abc', '0', '-3', '1.5', '99999999999']) {
      const effects = fresh();
      const h = startCheckout({ tmpId, page: 'personal', clientKey: KEY }, effects);
      expect(h.snapshot().value).toBe('missing');
      expect(effects.loads).toEqual([]);
      h.stop();
    }
    expect(parseId('42')).toBe(42);
  });

  it('preselects the default address, the default invoice title and the first pay method', async () => {
    const effects = fresh();
    const h = startCheckout({ tmpId: '31', page: 'personal', clientKey: KEY }, effects);
    h.pending('load')!.resolve({ draft: draft('personal', 1), addresses: [...ADDRESSES].reverse(), invoices: INVOICES });
    await flushMicrotasks();
    expect(h.snapshot().context).toMatchObject({ addressId: 1, invoiceId: 10, invoiceKind: 1, payMethod: 1 });
    h.stop();
  });

  it('an enterprise cannot submit without an invoice; adding one then submits with it', async () => {
    const effects = fresh();
    const h = startCheckout({ tmpId: '31', page: 'enterprise', clientKey: KEY }, effects);
    h.pending('load')!.resolve({ draft: draft('enterprise', 2), addresses: ADDRESSES, invoices: [] });
    await flushMicrotasks();
    h.send({ type: 'CHOOSE_INVOICE_KIND', kind: 0 });
    expect(h.snapshot().context.invoiceKind).toBe(1);
    h.send({ type: 'SUBMIT' });
    expect(h.snapshot().value).toBe('editing');
    expect(h.snapshot().context.notice).toEqual({ kind: 'needInvoice' });
    expect(effects.bodies).toEqual([]);
    h.send({ type: 'INVOICE_SAVED', invoice: SAVED_INVOICE });
    h.send({ type: 'CHOOSE_PAY', method: 3 });
    h.send({ type: 'SET_REMARK', remark: '  请周一送货  ' });
    h.send({ type: 'SUBMIT' });
    expect(effects.bodies).toEqual([
      { tmpOrderId: 31, addressId: 1, invoiceId: 12, payMethod: 3, remark: '请周一送货', clientKey: KEY, expectedTotalFen: 8140 },
    ]);
    h.stop();
  });

  it('a personal member may choose 不开发票, and 专票 picks a saved 专票 title', async () => {
    const effects = fresh();
    const h = startCheckout({ tmpId: '31', page: 'personal', clientKey: KEY }, effects);
    h.pending('load')!.resolve({ draft: draft('personal', 1), addresses: ADDRESSES, invoices: INVOICES });
    await flushMicrotasks();
    h.send({ type: 'CHOOSE_INVOICE_KIND', kind: 2 });
    expect(h.snapshot().context).toMatchObject({ invoiceKind: 2, invoiceId: 11 });
    h.send({ type: 'CHOOSE_INVOICE_KIND', kind: 0 });
    expect(h.snapshot().context).toMatchObject({ invoiceKind: 0, invoiceId: null });
    h.send({ type: 'SUBMIT' });
    expect(effects.bodies[0]).toMatchObject({ invoiceId: null, payMethod: 1, remark: null });
    h.stop();
  });

  it('账期支付 is refused when the credit still available does not cover the total', async () => {
    const effects = fresh();
    const h = startCheckout({ tmpId: '31', page: 'enterprise', clientKey: KEY }, effects);
    h.pending('load')!.resolve({
      draft: draft('enterprise', 1, { credit: { limitFen: 10_000, availableFen: 8_000, termDays: 30 } }),
      addresses: ADDRESSES,
      invoices: INVOICES,
    });
    await flushMicrotasks();
    h.send({ type: 'CHOOSE_PAY', method: 3 });
    expect(h.snapshot().context.payMethod).toBe(1);
    h.stop();
  });

  it('a draft with a problem line cannot be submitted', async () => {
    const effects = fresh();
    const h = startCheckout({ tmpId: '31', page: 'personal', clientKey: KEY }, effects);
    const d = draft('personal', 2);
    h.pending('load')!.resolve({ draft: { ...d, orderable: false, lines: d.lines.map((l) => ({ ...l, problemText: '商品已下架' })) }, addresses: ADDRESSES, invoices: [] });
    await flushMicrotasks();
    h.send({ type: 'SUBMIT' });
    expect(effects.bodies).toEqual([]);
    expect(h.snapshot().context.notice).toEqual({ kind: 'notOrderable' });
    h.stop();
  });

  it('double clicks send one call; after a network failure the retry carries the SAME key and reaches the same order', async () => {
    const effects = fresh();
    const h = startCheckout({ tmpId: '31', page: 'personal', clientKey: KEY }, effects);
    h.pending('load')!.resolve({ draft: draft('personal', 1), addresses: ADDRESSES, invoices: INVOICES });
    await flushMicrotasks();
    h.send({ type: 'SUBMIT' });
    h.send({ type: 'SUBMIT' });
    h.send({ type: 'SUBMIT' });
    expect(effects.bodies).toHaveLength(1);
    h.pending('submit')!.reject(apiError('网络连接失败', 0, null));
    await flushMicrotasks();
    expect(h.snapshot().value).toBe('uncertain');
    // The choices are frozen while the outcome is unknown.
    h.send({ type: 'CHOOSE_ADDRESS', id: 2 });
    h.send({ type: 'CHOOSE_PAY', method: 2 });
    expect(h.snapshot().context).toMatchObject({ addressId: 1, payMethod: 1 });
    h.send({ type: 'RETRY' });
    h.send({ type: 'SUBMIT' });
    expect(effects.bodies).toHaveLength(2);
    expect(effects.bodies[1]).toEqual(effects.bodies[0]);
    h.pending('submit')!.resolve(ORDER);
    await flushMicrotasks();
    expect(h.snapshot().status).toBe('done');
    expect(effects.finishes).toEqual([501]);
    h.stop();
  });

  it('a price change shows the new prices and the next submit expects the new total', async () => {
    const effects = fresh();
    const h = startCheckout({ tmpId: '31', page: 'personal', clientKey: KEY }, effects);
    h.pending('load')!.resolve({ draft: draft('personal', 1), addresses: ADDRESSES, invoices: INVOICES });
    await flushMicrotasks();
    h.send({ type: 'CHOOSE_PAY', method: 2 });
    h.send({ type: 'SUBMIT' });
    const newer = draft('personal', 1, { totalFen: 9000, goodsAmountFen: 9000 });
    h.pending('submit')!.reject(apiError('商品价格已变动，请确认新的金额后重新提交', ORDER_CODE.priceChanged, 409, newer));
    await flushMicrotasks();
    expect(h.snapshot().value).toBe('editing');
    expect(h.snapshot().context).toMatchObject({ draft: newer, payMethod: 2, notice: { kind: 'priceChanged', oldTotalFen: 8140, newTotalFen: 9000 } });
    h.send({ type: 'SUBMIT' });
    expect(effects.bodies.map((b) => [b.clientKey, b.expectedTotalFen])).toEqual([
      [KEY, 8140],
      [KEY, 9000],
    ]);
    h.stop();
  });

  it('a stock refusal names the line; a submitted draft goes to its order', async () => {
    const effects = fresh();
    const h = startCheckout({ tmpId: '31', page: 'personal', clientKey: KEY }, effects);
    h.pending('load')!.resolve({ draft: draft('personal', 1), addresses: ADDRESSES, invoices: INVOICES });
    await flushMicrotasks();
    h.send({ type: 'SUBMIT' });
    h.pending('submit')!.reject(apiError('商品 6205-2RSH 库存不足，当前可售 1', ORDER_CODE.outOfStock, 409, { goodsId: 7, available: 1 }));
    await flushMicrotasks();
    expect(h.snapshot().context.notice).toEqual({ kind: 'outOfStock', goodsId: 7, available: 1, text: '商品 6205-2RSH 库存不足，当前可售 1' });
    h.send({ type: 'SUBMIT' });
    h.pending('submit')!.reject(apiError('该订单已提交，请勿重复提交', ORDER_CODE.draftSubmitted, 409, { orderId: 77, orderNo: 'SO261121000077' }));
    await flushMicrotasks();
    expect(effects.orders).toEqual([77]);
    expect(effects.finishes).toEqual([]);
    h.stop();
  });

  it('the body and the hrefs', () => {
    expect(checkoutHref({ id: 5, orderType: 1 })).toBe('/addOrder?tmpId=5');
    expect(checkoutHref({ id: 5, orderType: 2 })).toBe('/addOrderVip?tmpId=5');
    expect(payReturnPath(9)).toBe('/submitFinish?orderId=9');
    const context = {
      tmpId: 3,
      page: 'personal',
      clientKey: KEY,
      draft: draft('personal', 1),
      addresses: ADDRESSES,
      invoices: INVOICES,
      addressId: 2,
      invoiceKind: 0,
      invoiceId: null,
      payMethod: 2,
      remark: ' ',
      notice: null,
    } satisfies CheckoutContext;
    expect(submitBody(context)).toEqual({ tmpOrderId: 31, addressId: 2, invoiceId: null, payMethod: 2, remark: null, clientKey: KEY, expectedTotalFen: 8140 });
  });
});

describe('submit finish', () => {
  function start(orderId: string | null) {
    const effects = { loads: [] as number[], pays: [] as { orderId: number; returnPath: string }[], leaves: [] as string[] };
    const pending = new Map<string, Deferred<unknown>>();
    const machine = submitFinishMachine.provide({
      actors: {
        load: fromPromise<unknown, { orderId: number }>(({ input }) => {
          effects.loads.push(input.orderId);
          const d = deferred<unknown>();
          pending.set('load', d);
          return d.promise;
        }),
        startPay: fromPromise<{ payUrl: string }, { orderId: number; returnPath: string }>(({ input }) => {
          effects.pays.push(input);
          const d = deferred<unknown>();
          pending.set('startPay', d);
          return d.promise as Promise<{ payUrl: string }>;
        }),
      },
      actions: { goToPay: (_, params) => void effects.leaves.push(params.payUrl) },
    });
    const actor = createActor(machine, { input: { orderId } }).start();
    return { actor, effects, pending };
  }

  it('loads the order, pays once per click and leaves for the gateway page', async () => {
    const { actor, effects, pending } = start('501');
    pending.get('load')!.resolve({ id: 501 });
    await flushMicrotasks();
    actor.send({ type: 'PAY' });
    actor.send({ type: 'PAY' });
    expect(effects.pays).toEqual([{ orderId: 501, returnPath: '/submitFinish?orderId=501' }]);
    pending.get('startPay')!.resolve({ payUrl: '/gateway/common/open/pay/sandbox?x=1' });
    await flushMicrotasks();
    expect(effects.leaves).toEqual(['/gateway/common/open/pay/sandbox?x=1']);
    expect(actor.getSnapshot().value).toBe('leaving');
    actor.stop();
  });

  it('a refused payment reloads the order; a bad or unknown id is missing', async () => {
    const { actor, effects, pending } = start('501');
    pending.get('load')!.resolve({ id: 501 });
    await flushMicrotasks();
    actor.send({ type: 'PAY' });
    pending.get('startPay')!.reject(apiError('订单状态已变更', ORDER_CODE.orderStatus, 409));
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(effects.loads).toEqual([501, 501]);
    expect(effects.leaves).toEqual([]);
    pending.get('load')!.resolve({ id: 501 });
    await flushMicrotasks();
    actor.send({ type: 'REFRESH' });
    expect(effects.loads).toEqual([501, 501, 501]);
    actor.stop();
    expect(start('x').actor.getSnapshot().value).toBe('missing');
    const unknown = start('9');
    unknown.pending.get('load')!.reject(apiError('订单不存在', 404, 404));
    await flushMicrotasks();
    expect(unknown.actor.getSnapshot().value).toBe('missing');
    const failing = start('9');
    failing.pending.get('load')!.reject(apiError('服务器错误', 500, 500));
    await flushMicrotasks();
    expect(failing.actor.getSnapshot().value).toBe('failed');
    failing.actor.send({ type: 'RETRY' });
    expect(failing.actor.getSnapshot().value).toBe('loading');
  });
});
