import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import type { Actor } from 'xstate';
import { checkoutMachine, costCentreValid, poNumberProblem, priceHint, submitBody } from '../../../machines/checkout/checkout.ts';
import { checkoutHref, parseId } from '../../../machines/shared/links.ts';
import type { CheckoutContext, CheckoutData, CheckoutEvent, CheckoutInput } from '../../../machines/checkout/checkout.ts';
import type { CheckoutPage } from '../../../machines/shared/links.ts';
import type { DraftView, SubmittedOrder } from '../../../domain/orders/orders.ts';
import { DRAFT_SOURCE, ORDER_CODE, type DraftSource } from '../../../domain/orders/order-rules.ts';
import { SubmitOrderBody } from '../../../domain/orders/order-payloads.ts';
import type { CheckoutCompany } from '../../../domain/approvals/approval-views.ts';
import { flushMicrotasks } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

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
    company: null,
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
        priceSource: enterprise ? 'vip' : 'member',
        contractValidTo: null,
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
/** The same order created in 待审批 (issue 38): it waits for its approvers and is not paid yet. */
const AWAITING: SubmittedOrder = { ...ORDER, status: 6 };

/** A company member's draft (issue 38): PO number required, the department's cost centre, a soft budget, a rule met. */
const COMPANY: CheckoutCompany = {
  poRequired: true,
  costCentre: 'CC-EQ-01',
  departmentName: '设备部',
  budgets: [{ departmentName: '设备部', period: 'month', mode: 'soft', periodLabel: '2026年11月', amountFen: 2_000_000, spentFen: 500_000, remainingFen: 1_500_000 }],
  approval: { ruleName: '五千元以上订单', reasons: ['订单金额 ¥6,800.00 达到 ¥5,000.00'], levels: ['departmentApprover'] },
  budgetRefusal: null,
};
const HARD_REFUSAL = '设备部 2026年11月 硬性预算剩余 ¥500.00，本单 ¥6,800.00 超出预算，不能提交';
const PO_REQUIRED = '企业要求填写采购单号，请填写后再提交';

interface Scenario {
  page: CheckoutPage;
  source: DraftSource;
  /** What the load answers (enterprises start without a saved invoice title). */
  data: CheckoutData;
  /** The buyer's choices this walk makes (beside SUBMIT and every outcome): each walk takes a few. */
  choices: string[];
}

function scenario(page: CheckoutPage, source: DraftSource, choices: string[], company: CheckoutCompany | null = null): Scenario {
  return { page, source, choices, data: { draft: draft(page, source, { company }), addresses: ADDRESSES, invoices: page === 'enterprise' ? [] : INVOICES } };
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
  po: { type: 'SET_PO_NUMBER', value: '  PO-2026-118 ' },
  poBlank: { type: 'SET_PO_NUMBER', value: '   ' },
  costCentre: { type: 'SET_COST_CENTRE', value: 'CC-EQ-02' },
  costCentreBad: { type: 'SET_COST_CENTRE', value: '设备 部' },
  costCentreBlank: { type: 'SET_COST_CENTRE', value: '' },
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
    // A company member's draft: the answer in 待审批, a hard budget reached meanwhile, a PO number the server wants.
    ...(s.data.draft.company
      ? [
          { type: 'xstate.done.actor.submit', output: AWAITING },
          { type: 'xstate.error.actor.submit', error: apiError(HARD_REFUSAL, 409, 409) },
          { type: 'xstate.error.actor.submit', error: apiError(PO_REQUIRED, 400, 400) },
        ]
      : []),
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

function startCheckout(input: CheckoutInput, effects: Effects) {
  let actor: Actor<typeof checkoutMachine> | null = null;
  return startMachine(checkoutMachine, {
    input,
    beforeStart: (started) => void (actor = started),
    provide: (fake) => ({
      actors: {
        load: fake.promise<CheckoutData, { tmpId: number }>('load', (i) => effects.loads.push(i.tmpId)),
        submit: fake.promise<SubmittedOrder, SubmitOrderBody>('submit', (body) => {
          effects.bodies.push(body);
          effects.shownTotals.push(actor?.getSnapshot().context.draft?.totalFen ?? -1);
        }),
      },
      actions: {
        redirect: (_, params) => void effects.redirects.push(params.href),
        goToFinish: (_, params) => void effects.finishes.push(params.orderId),
        goToOrder: (_, params) => void effects.orders.push(params.orderId),
      },
    }),
  });
}

const SCENARIOS: Scenario[] = [
  scenario('personal', DRAFT_SOURCE.quickBuy, ['address2', 'address99', 'transfer']),
  scenario('personal', DRAFT_SOURCE.cart, ['noInvoice', 'special', 'newAddress']),
  scenario('personal', DRAFT_SOURCE.reorder, ['invoice11', 'credit', 'remark']),
  scenario('enterprise', DRAFT_SOURCE.quickBuy, ['newInvoice', 'credit']),
  scenario('enterprise', DRAFT_SOURCE.cart, ['newInvoice', 'noInvoice', 'address2']),
  scenario('enterprise', DRAFT_SOURCE.reorder, ['special', 'newInvoice', 'transfer']),
  // Issue 38: a company member's drafts: the PO number (required), the cost centre, the approval branch.
  scenario('enterprise', DRAFT_SOURCE.cart, ['newInvoice', 'po', 'poBlank', 'costCentreBad'], COMPANY),
  scenario('enterprise', DRAFT_SOURCE.quickBuy, ['newInvoice', 'po', 'costCentre', 'costCentreBlank'], COMPANY),
  scenario('personal', DRAFT_SOURCE.cart, ['po', 'costCentre'], { ...COMPANY, poRequired: false, approval: null }),
  // A hard budget this draft would exceed: it cannot be submitted at all.
  scenario('enterprise', DRAFT_SOURCE.cart, ['newInvoice', 'po'], { ...COMPANY, budgetRefusal: HARD_REFUSAL }),
];

/** The model walks only the events of its scenario (no bare `{ type }` stand-ins). */
function modelOf(s: Scenario, input: CheckoutInput) {
  const list = events(s);
  const known = new Set(list.map((e) => JSON.stringify(e)));
  return shortestPaths(checkoutMachine, { events: list, input, filterEvents: (_state, event) => known.has(JSON.stringify(event)) });
}
const SOURCE_NAME: Record<DraftSource, string> = { 1: 'quick buy', 2: 'cart', 3: 're-order', 4: 'quote', 5: 'integration' };
const companyName = (c: CheckoutCompany | null) => (c === null ? '' : c.budgetRefusal ? '; company, hard budget' : `; company, PO ${c.poRequired ? 'required' : 'optional'}`);

for (const s of SCENARIOS) {
  const input: CheckoutInput = { tmpId: '31', page: s.page, clientKey: KEY };
  const paths = modelOf(s, input);
  const company = s.data.draft.company;
  describePaths(`checkout, model-based (${s.page}, ${SOURCE_NAME[s.source]}; ${s.choices.join(', ')}${companyName(company)})`, paths, {
    // submitting: how many submits the buyer has made so far.
    effects: () => ({ ...fresh(), submitting: 0 }),
    start: (effects) => startCheckout(input, effects),
    check: (effects, h, event) => {
      const snap = h.snapshot() as { value: string; context: CheckoutContext };
      if (snap.value === 'submitting' && (event.type === 'SUBMIT' || event.type === 'RETRY')) effects.submitting += 1;
      // One call per submit the buyer made: never a second call from one click.
      expect(effects.bodies).toHaveLength(effects.submitting);
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
        // Only what the server's schema takes; a personal member's body is as before issue 38.
        expect(Value.Check(SubmitOrderBody, body)).toBe(true);
        if (!company) {
          expect(body).not.toHaveProperty('poNumber');
          expect(body).not.toHaveProperty('costCentre');
        } else {
          // A required PO number is always sent, trimmed; a bad cost centre never is.
          if (company.poRequired) expect(body.poNumber).toBe('PO-2026-118');
          expect(body.costCentre === null || costCentreValid(body.costCentre ?? '')).toBe(true);
        }
      }
      // A draft the hard budget refuses is never submitted; the buyer is told why.
      if (company?.budgetRefusal) {
        expect(effects.bodies).toEqual([]);
        if (event.type === 'SUBMIT') expect(snap.context.notice).toEqual({ kind: 'budgetRefused', text: HARD_REFUSAL });
      }
      // 待审批: the result, not the payment page.
      if (snap.value === 'awaitingApproval') {
        expect(snap.context.submitted).toEqual(AWAITING);
        expect(effects.finishes).toEqual([]);
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
  });
}

describe('the summary price hint', () => {
  const lines = (...sources: Array<DraftView['lines'][number]['priceSource']>) => sources.map((priceSource) => ({ priceSource })) as DraftView['lines'];
  it('names agreed prices when lines are at 协议价 or 报价, alone or beside VIP/member lines', () => {
    expect(priceHint({ priceKind: 'vip', lines: lines('vip', 'vip') })).toBe('vip');
    expect(priceHint({ priceKind: 'member', lines: lines('member') })).toBe('member');
    expect(priceHint({ priceKind: 'vip', lines: lines('contract', 'quote') })).toBe('agreed');
    expect(priceHint({ priceKind: 'vip', lines: lines('contract', 'contract') })).toBe('contract');
    expect(priceHint({ priceKind: 'member', lines: lines('quote') })).toBe('quote');
    expect(priceHint({ priceKind: 'vip', lines: lines('contract', 'vip') })).toBe('mixedVip');
    expect(priceHint({ priceKind: 'member', lines: lines('tier', 'contract') })).toBe('mixedMember');
    expect(priceHint({ priceKind: 'list', lines: lines('list') })).toBeNull();
  });
});

describe('checkout rules', () => {
  it('the shortest paths reach every state node', () => {
    const paths = SCENARIOS.flatMap((s) => modelOf(s, { tmpId: '31', page: s.page, clientKey: KEY }));
    const missing = shortestPaths(checkoutMachine, { events: [], input: { tmpId: 'abc', page: 'personal', clientKey: KEY } });
    expectEveryStateReached(checkoutMachine, [...paths, ...missing], ['checkout.starting']);
  });

  it('a missing or bad tmpId loads nothing and shows the missing state', () => {
    for (const tmpId of [null, '', 'abc', '0', '-3', '1.5', '99999999999']) {
      const effects = fresh();
      const h = startCheckout({ tmpId, page: 'personal', clientKey: KEY }, effects);
      expect(h.state().value).toBe('missing');
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
    expect(h.state().context).toMatchObject({ addressId: 1, invoiceId: 10, invoiceKind: 1, payMethod: 1 });
    h.stop();
  });

  it('an enterprise cannot submit without an invoice; adding one then submits with it', async () => {
    const effects = fresh();
    const h = startCheckout({ tmpId: '31', page: 'enterprise', clientKey: KEY }, effects);
    h.pending('load')!.resolve({ draft: draft('enterprise', 2), addresses: ADDRESSES, invoices: [] });
    await flushMicrotasks();
    h.send({ type: 'CHOOSE_INVOICE_KIND', kind: 0 });
    expect(h.state().context.invoiceKind).toBe(1);
    h.send({ type: 'SUBMIT' });
    expect(h.state().value).toBe('editing');
    expect(h.state().context.notice).toEqual({ kind: 'needInvoice' });
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
    expect(h.state().context).toMatchObject({ invoiceKind: 2, invoiceId: 11 });
    h.send({ type: 'CHOOSE_INVOICE_KIND', kind: 0 });
    expect(h.state().context).toMatchObject({ invoiceKind: 0, invoiceId: null });
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
    expect(h.state().context.payMethod).toBe(1);
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
    expect(h.state().context.notice).toEqual({ kind: 'notOrderable' });
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
    expect(h.state().value).toBe('uncertain');
    // The choices are frozen while the outcome is unknown.
    h.send({ type: 'CHOOSE_ADDRESS', id: 2 });
    h.send({ type: 'CHOOSE_PAY', method: 2 });
    expect(h.state().context).toMatchObject({ addressId: 1, payMethod: 1 });
    h.send({ type: 'RETRY' });
    h.send({ type: 'SUBMIT' });
    expect(effects.bodies).toHaveLength(2);
    expect(effects.bodies[1]).toEqual(effects.bodies[0]);
    h.pending('submit')!.resolve(ORDER);
    await flushMicrotasks();
    expect(h.state().status).toBe('done');
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
    expect(h.state().value).toBe('editing');
    expect(h.state().context).toMatchObject({ draft: newer, payMethod: 2, notice: { kind: 'priceChanged', oldTotalFen: 8140, newTotalFen: 9000 } });
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
    expect(h.state().context.notice).toEqual({ kind: 'outOfStock', goodsId: 7, available: 1, text: '商品 6205-2RSH 库存不足，当前可售 1' });
    h.send({ type: 'SUBMIT' });
    h.pending('submit')!.reject(apiError('该订单已提交，请勿重复提交', ORDER_CODE.draftSubmitted, 409, { orderId: 77, orderNo: 'SO261121000077' }));
    await flushMicrotasks();
    expect(effects.orders).toEqual([77]);
    expect(effects.finishes).toEqual([]);
    h.stop();
  });

  it('a company member\'s draft: the PO number is checked before the call, the cost centre is prefilled, 待审批 is the result', async () => {
    const effects = fresh();
    const h = startCheckout({ tmpId: '31', page: 'enterprise', clientKey: KEY }, effects);
    h.pending('load')!.resolve({ draft: draft('enterprise', 2, { company: COMPANY }), addresses: ADDRESSES, invoices: INVOICES });
    await flushMicrotasks();
    expect(h.state().context).toMatchObject({ poNumber: '', costCentre: 'CC-EQ-01' });
    h.send({ type: 'SUBMIT' });
    expect(effects.bodies).toEqual([]);
    expect(h.state().context.notice).toEqual({ kind: 'poRequired' });
    h.send({ type: 'SET_PO_NUMBER', value: 'P'.repeat(41) });
    h.send({ type: 'SUBMIT' });
    expect(h.state().context.notice).toEqual({ kind: 'poTooLong' });
    h.send({ type: 'SET_PO_NUMBER', value: ' PO-2026-118 ' });
    h.send({ type: 'SET_COST_CENTRE', value: 'CC EQ' });
    h.send({ type: 'SUBMIT' });
    expect(h.state().context.notice).toEqual({ kind: 'costCentreInvalid' });
    h.send({ type: 'SET_COST_CENTRE', value: ' CC-EQ-02 ' });
    h.send({ type: 'SUBMIT' });
    expect(effects.bodies).toEqual([
      { tmpOrderId: 31, addressId: 1, invoiceId: 10, payMethod: 1, remark: null, clientKey: KEY, expectedTotalFen: 8140, poNumber: 'PO-2026-118', costCentre: 'CC-EQ-02' },
    ]);
    h.pending('submit')!.resolve(AWAITING);
    await flushMicrotasks();
    expect(h.state().value).toBe('awaitingApproval');
    expect(h.state().status).toBe('done');
    expect(h.state().context.submitted).toEqual(AWAITING);
    expect(effects.finishes).toEqual([]);
    h.stop();
  });

  it('the server\'s refusals of a company order (a hard budget reached meanwhile, a PO number it wants) come back with their sentence', async () => {
    const effects = fresh();
    const h = startCheckout({ tmpId: '31', page: 'enterprise', clientKey: KEY }, effects);
    h.pending('load')!.resolve({ draft: draft('enterprise', 2, { company: { ...COMPANY, poRequired: false } }), addresses: ADDRESSES, invoices: INVOICES });
    await flushMicrotasks();
    h.send({ type: 'SUBMIT' });
    expect(effects.bodies[0]).toMatchObject({ poNumber: null, costCentre: 'CC-EQ-01' });
    h.pending('submit')!.reject(apiError(HARD_REFUSAL, 409, 409));
    await flushMicrotasks();
    expect(h.state().value).toBe('editing');
    expect(h.state().context.notice).toEqual({ kind: 'refused', text: HARD_REFUSAL });
    h.send({ type: 'SUBMIT' });
    h.pending('submit')!.reject(apiError(PO_REQUIRED, 400, 400));
    await flushMicrotasks();
    expect(h.state().context.notice).toEqual({ kind: 'refused', text: PO_REQUIRED });
    // Typing clears the notice; a personal member's draft ignores the company fields.
    h.send({ type: 'SET_PO_NUMBER', value: 'PO-1' });
    expect(h.state().context.notice).toBeNull();
    h.stop();

    const e2 = fresh();
    const h2 = startCheckout({ tmpId: '31', page: 'personal', clientKey: KEY }, e2);
    h2.pending('load')!.resolve({ draft: draft('personal', 1), addresses: ADDRESSES, invoices: INVOICES });
    await flushMicrotasks();
    h2.send({ type: 'SET_PO_NUMBER', value: 'PO-1' });
    expect(h2.state().context.poNumber).toBe('');
    h2.stop();
  });

  it('the PO number and cost centre rules', () => {
    expect(poNumberProblem('  ', true)).toBe('poRequired');
    expect(poNumberProblem('  ', false)).toBeNull();
    expect(poNumberProblem(` ${'P'.repeat(40)} `, true)).toBeNull();
    expect(poNumberProblem('P'.repeat(41), false)).toBe('poTooLong');
    expect(poNumberProblem('PO\u0007', false)).toBe('poInvalid');
    expect(costCentreValid('')).toBe(true);
    expect(costCentreValid('CC-EQ_01.a')).toBe(true);
    expect(costCentreValid('CC EQ')).toBe(false);
    expect(costCentreValid('C'.repeat(21))).toBe(false);
  });

  it('the body and the hrefs', () => {
    expect(checkoutHref({ id: 5, orderType: 1 })).toBe('/addOrder?tmpId=5');
    expect(checkoutHref({ id: 5, orderType: 2 })).toBe('/addOrderVip?tmpId=5');
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
      poNumber: 'PO-1',
      costCentre: 'CC-1',
      notice: null,
      submitted: null,
    } satisfies CheckoutContext;
    expect(submitBody(context)).toEqual({ tmpOrderId: 31, addressId: 2, invoiceId: null, payMethod: 2, remark: null, clientKey: KEY, expectedTotalFen: 8140 });
  });
});

