// The checkout of one draft (/addOrder for personal members, /addOrderVip for enterprises):
// - load the draft priced now (tmp/getOrderInfo/{id}) with the member's addresses and invoice
//   titles; preselect the default address, the default invoice title and the first pay method;
// - a missing or bad tmpId, or an unknown draft, is `missing`; a draft that is not open any more
//   is `closed`; a draft of the other member type is sent to its own page (`redirect`);
// - choose address, invoice (personal: optional, 不开发票; enterprise: required), pay method
//   (账期支付 only when the credit still available covers the total), remark;
// - submit with the clientKey made once per checkout (input) and expectedTotalFen = the total
//   shown. While a submit runs, SUBMIT is ignored: a double click never sends twice, and no
//   call ever carries another key.
// - Outcomes: success -> goToFinish(orderId). ORDER_CODE.priceChanged -> the fresh prices from
//   the refusal's data replace the shown ones with a notice; the buyer submits again (nothing was
//   created, so the same key is fine). outOfStock -> the notice names the line. draftSubmitted ->
//   goToOrder(orderId). No answer at all (network) -> `uncertain`: the order may exist, so the
//   choices are frozen and only a retry with the SAME key is offered (the server answers the
//   same order for the same key). Any other refusal (address gone, credit short...) -> back to
//   editing with the server's message (the client has toasted it too).
// - A company member's draft (draft.company, issue 38) also takes the 采购单号 (required when the
//   company says so, at most PO_NUMBER_MAX, trimmed) and the 成本中心 (prefilled with the
//   department's, letters, digits and . _ -), checked before the call; a draft the hard budget
//   refuses (company.budgetRefusal) cannot be submitted. An answer in status 6 (待审批) is the
//   `awaitingApproval` result: the order waits for its approvers and cannot be paid yet. The
//   server's refusals (a hard budget reached meanwhile: 409; a missing PO number: 400) come back
//   to editing with their sentence.
// The app provides `load`, `submit`, `redirect`, `goToFinish` and `goToOrder`.
import { assign, fromPromise, setup } from 'xstate';
import { normalisePoNumber, PO_NUMBER_MAX, PO_NUMBER_PATTERN } from '../../domain/approvals/approval-rules.ts';
import { COST_CENTRE_MAX, COST_CENTRE_PATTERN } from '../../domain/company/company-limits.ts';
import type { DraftView, SubmittedOrder } from '../../domain/orders/orders.ts';
import { DRAFT_STATUS, ORDER_CODE } from '../../domain/orders/order-rules.ts';
import { ORDER_STATUS, PAY_METHOD, type PayMethod } from '../../domain/orders/order-status.ts';
import type { SubmitOrderBody } from '../../domain/orders/order-payloads.ts';
import { doneOutput } from '../shared/actor-events.ts';
import { checkoutHref, pageOf, parseId, type CheckoutPage } from '../shared/links.ts';

/** The fields of an address-book row the checkout reads. */
export interface CheckoutAddress {
  id: number;
  consignee: string;
  mobile: string;
  regionText: string;
  detail: string;
  isDefault: boolean;
  tag?: string | null;
  postcode?: string | null;
}

/** The fields of a saved invoice title the checkout reads. */
export interface CheckoutInvoice {
  id: number;
  /** 1 普票, 2 专票. */
  invoiceType: number;
  /** 1 个人, 2 企业. */
  titleType: number;
  title: string;
  taxNo?: string | null;
  isDefault: boolean;
}

export interface CheckoutData {
  draft: DraftView;
  addresses: CheckoutAddress[];
  invoices: CheckoutInvoice[];
}

/** 0 不开发票 (personal members only), 1 普票, 2 专票. */
export type InvoiceKind = 0 | 1 | 2;

export type CheckoutNotice =
  | { kind: 'priceChanged'; oldTotalFen: number; newTotalFen: number }
  | { kind: 'outOfStock'; goodsId: number | null; available: number | null; text: string }
  | { kind: 'uncertain' }
  | { kind: 'refused'; text: string }
  | { kind: 'needAddress' }
  | { kind: 'needInvoice' }
  | { kind: 'notOrderable' }
  | { kind: 'poRequired' }
  | { kind: 'poTooLong' }
  | { kind: 'poInvalid' }
  | { kind: 'costCentreInvalid' }
  | { kind: 'budgetRefused'; text: string };

export interface CheckoutInput {
  /** The ?tmpId= text as it came. */
  tmpId: string | null;
  page: CheckoutPage;
  /** The idempotency key of this checkout, made once (crypto.randomUUID()). */
  clientKey: string;
}

export interface CheckoutContext {
  tmpId: number | null;
  page: CheckoutPage;
  clientKey: string;
  draft: DraftView | null;
  addresses: CheckoutAddress[];
  invoices: CheckoutInvoice[];
  addressId: number | null;
  invoiceKind: InvoiceKind;
  invoiceId: number | null;
  payMethod: PayMethod | null;
  remark: string;
  /** 采购单号 as typed (a company member's draft only). */
  poNumber: string;
  /** 成本中心 as typed, prefilled with the department's. */
  costCentre: string;
  notice: CheckoutNotice | null;
  /** The order the server answered in 待审批 (the `awaitingApproval` result). */
  submitted: SubmittedOrder | null;
}

export type CheckoutEvent =
  | { type: 'RETRY' }
  | { type: 'CHOOSE_ADDRESS'; id: number }
  | { type: 'ADDRESS_SAVED'; address: CheckoutAddress }
  | { type: 'CHOOSE_INVOICE_KIND'; kind: InvoiceKind }
  | { type: 'CHOOSE_INVOICE'; id: number }
  | { type: 'INVOICE_SAVED'; invoice: CheckoutInvoice }
  | { type: 'CHOOSE_PAY'; method: PayMethod }
  | { type: 'SET_REMARK'; remark: string }
  | { type: 'SET_PO_NUMBER'; value: string }
  | { type: 'SET_COST_CENTRE'; value: string }
  | { type: 'SUBMIT' };

export const REMARK_MAX = 200;

/** Whether 账期支付 can carry this total. */
export function creditCovers(draft: DraftView): boolean {
  return draft.payMethods.includes(PAY_METHOD.credit) && draft.credit !== null && draft.credit.availableFen >= draft.totalFen;
}

export function payMethodAllowed(draft: DraftView, method: PayMethod): boolean {
  if (!draft.payMethods.includes(method)) return false;
  return method !== PAY_METHOD.credit || creditCovers(draft);
}

function defaultAddress(addresses: CheckoutAddress[]): number | null {
  return (addresses.find((a) => a.isDefault) ?? addresses[0])?.id ?? null;
}

/** The preselected invoice: the default title (else the first); personal members may have none. */
function defaultInvoice(invoices: CheckoutInvoice[]): CheckoutInvoice | null {
  return invoices.find((i) => i.isDefault) ?? invoices[0] ?? null;
}

function firstPayMethod(draft: DraftView): PayMethod | null {
  return draft.payMethods.find((m) => payMethodAllowed(draft, m)) ?? null;
}

const PO_TEXT = new RegExp(PO_NUMBER_PATTERN);
const COST_CENTRE_TEXT = new RegExp(COST_CENTRE_PATTERN);

/** What is wrong with the 采购单号 as typed, or null (checked trimmed, as the server stores it). */
export function poNumberProblem(value: string, required: boolean): 'poRequired' | 'poTooLong' | 'poInvalid' | null {
  const po = normalisePoNumber(value);
  if (po === null) return required ? 'poRequired' : null;
  if (po.length > PO_NUMBER_MAX) return 'poTooLong';
  return PO_TEXT.test(po) ? null : 'poInvalid';
}

/** Whether the 成本中心 as typed is fine: empty (the department's applies) or a code the server takes. */
export function costCentreValid(value: string): boolean {
  const code = value.trim();
  return code === '' || (code.length <= COST_CENTRE_MAX && COST_CENTRE_TEXT.test(code));
}

/** Whether this draft is a company member's (the 采购信息 section, the approval branch). */
export const isCompanyDraft = (context: Pick<CheckoutContext, 'draft'>) => (context.draft?.company ?? null) !== null;

/** The body unified/create is sent: everything the buyer sees, and the key of this checkout. */
/**
 * What the summary says the prices are (issue 39 left it saying VIP for 协议价 lines): 'agreed' when
 * every line is at a contract or quote price ('contract' or 'quote' when all are one), 'mixed' when some are and the rest at the VIP or member
 * price, else the draft's own kind ('vip', 'member') or null for list prices.
 */
export type PriceHint = 'contract' | 'quote' | 'agreed' | 'mixedVip' | 'mixedMember' | 'vip' | 'member' | null;

export function priceHint(draft: Pick<DraftView, 'priceKind' | 'lines'>): PriceHint {
  const contract = draft.lines.filter((l) => l.priceSource === 'contract').length;
  const quote = draft.lines.filter((l) => l.priceSource === 'quote').length;
  const agreed = contract + quote;
  const own = draft.priceKind === 'vip' ? 'vip' : draft.priceKind === 'member' ? 'member' : null;
  if (agreed === 0) return own;
  if (agreed === draft.lines.length) return quote === 0 ? 'contract' : contract === 0 ? 'quote' : 'agreed';
  return own === 'vip' ? 'mixedVip' : own === 'member' ? 'mixedMember' : 'agreed';
}

export function submitBody(context: CheckoutContext): SubmitOrderBody {
  const remark = context.remark.trim();
  const body: SubmitOrderBody = {
    tmpOrderId: context.draft?.id ?? context.tmpId ?? 0,
    addressId: context.addressId ?? 0,
    invoiceId: context.invoiceId,
    payMethod: context.payMethod ?? PAY_METHOD.online,
    remark: remark === '' ? null : remark,
    clientKey: context.clientKey,
    expectedTotalFen: context.draft?.totalFen ?? 0,
  };
  if (!isCompanyDraft(context)) return body;
  const costCentre = context.costCentre.trim();
  return { ...body, poNumber: normalisePoNumber(context.poNumber), costCentre: costCentre === '' ? null : costCentre };
}

/** The first thing that keeps the order from being submitted, or null. */
export function submitProblem(context: CheckoutContext): CheckoutNotice | null {
  if (!context.draft || !context.draft.orderable) return { kind: 'notOrderable' };
  // A hard budget refuses this order whatever else is chosen.
  const company = context.draft.company;
  if (company?.budgetRefusal) return { kind: 'budgetRefused', text: company.budgetRefusal };
  if (context.addressId === null) return { kind: 'needAddress' };
  if (context.invoiceId === null && (context.page === 'enterprise' || context.invoiceKind !== 0)) return { kind: 'needInvoice' };
  if (context.payMethod === null) return { kind: 'notOrderable' };
  if (company) {
    const po = poNumberProblem(context.poNumber, company.poRequired);
    if (po) return { kind: po };
    if (!costCentreValid(context.costCentre)) return { kind: 'costCentreInvalid' };
  }
  return null;
}

interface ErrorLike {
  code?: unknown;
  status?: unknown;
  data?: unknown;
  message?: unknown;
}

function errorOf(event: unknown): ErrorLike {
  const error = (event as { error?: unknown }).error;
  return typeof error === 'object' && error !== null ? (error as ErrorLike) : {};
}

function isDraft(data: unknown): data is DraftView {
  return typeof data === 'object' && data !== null && Array.isArray((data as DraftView).lines) && typeof (data as DraftView).totalFen === 'number';
}

/** No answer came back (the client's ApiError has status null then). */
export function isNoAnswer(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  return 'status' in error && (error as ErrorLike).status === null;
}

function settleChoices(context: CheckoutContext, draft: DraftView): Partial<CheckoutContext> {
  const payMethod = context.payMethod !== null && payMethodAllowed(draft, context.payMethod) ? context.payMethod : firstPayMethod(draft);
  return { draft, payMethod };
}

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  actors: {
    load: fromPromise<CheckoutData, { tmpId: number }>(() => Promise.reject(new Error('load is provided by the app'))),
    submit: fromPromise<SubmittedOrder, SubmitOrderBody>(() => Promise.reject(new Error('submit is provided by the app'))),
  },
  actions: {
    /** Replaces the location with the draft's own checkout page. */
    redirect: (_, _params: { href: string }) => {},
    goToFinish: (_, _params: { orderId: number }) => {},
    goToOrder: (_, _params: { orderId: number }) => {},
    setData: assign(({ context }, params: { data: CheckoutData }) => {
      const invoice = defaultInvoice(params.data.invoices);
      return {
        ...settleChoices({ ...context, payMethod: null }, params.data.draft),
        addresses: params.data.addresses,
        invoices: params.data.invoices,
        addressId: defaultAddress(params.data.addresses),
        invoiceId: invoice?.id ?? null,
        invoiceKind: (invoice ? (invoice.invoiceType === 2 ? 2 : 1) : context.page === 'enterprise' ? 1 : 0) as InvoiceKind,
        poNumber: '',
        costCentre: params.data.draft.company?.costCentre ?? '',
        notice: null,
      };
    }),
    chooseAddress: assign({ addressId: (_, params: { id: number }) => params.id, notice: null }),
    addAddress: assign(({ context }, params: { address: CheckoutAddress }) => ({
      addresses: [params.address, ...context.addresses.filter((a) => a.id !== params.address.id)],
      addressId: params.address.id,
      notice: null,
    })),
    chooseInvoiceKind: assign(({ context }, params: { kind: InvoiceKind }) => {
      if (params.kind === 0) return { invoiceKind: 0 as InvoiceKind, invoiceId: null, notice: null };
      const current = context.invoices.find((i) => i.id === context.invoiceId);
      if (current && current.invoiceType === params.kind) return { invoiceKind: params.kind, notice: null };
      const ofKind = context.invoices.filter((i) => i.invoiceType === params.kind);
      const pick = ofKind.find((i) => i.isDefault) ?? ofKind[0] ?? null;
      return { invoiceKind: params.kind, invoiceId: pick?.id ?? null, notice: null };
    }),
    chooseInvoice: assign(({ context }, params: { id: number }) => {
      const row = context.invoices.find((i) => i.id === params.id);
      return row ? { invoiceId: row.id, invoiceKind: (row.invoiceType === 2 ? 2 : 1) as InvoiceKind, notice: null } : {};
    }),
    addInvoice: assign(({ context }, params: { invoice: CheckoutInvoice }) => ({
      invoices: [params.invoice, ...context.invoices.filter((i) => i.id !== params.invoice.id)],
      invoiceId: params.invoice.id,
      invoiceKind: (params.invoice.invoiceType === 2 ? 2 : 1) as InvoiceKind,
      notice: null,
    })),
    choosePay: assign({ payMethod: (_, params: { method: PayMethod }) => params.method }),
    setRemark: assign({ remark: (_, params: { remark: string }) => params.remark.slice(0, REMARK_MAX) }),
    setPoNumber: assign({ poNumber: (_, params: { value: string }) => params.value, notice: null }),
    setCostCentre: assign({ costCentre: (_, params: { value: string }) => params.value, notice: null }),
    setSubmitted: assign({ submitted: (_, params: { order: SubmittedOrder }) => params.order }),
    explainRefusal: assign({ notice: ({ context }) => submitProblem(context) }),
    takeNewPrices: assign(({ context }, params: { draft: DraftView }) => ({
      ...settleChoices(context, params.draft),
      notice: { kind: 'priceChanged', oldTotalFen: context.draft?.totalFen ?? 0, newTotalFen: params.draft.totalFen } as CheckoutNotice,
    })),
    noteOutOfStock: assign({
      notice: (_, params: { error: ErrorLike }) => {
        const data = (params.error.data ?? {}) as { goodsId?: unknown; available?: unknown };
        return {
          kind: 'outOfStock',
          goodsId: typeof data.goodsId === 'number' ? data.goodsId : null,
          available: typeof data.available === 'number' ? data.available : null,
          text: typeof params.error.message === 'string' ? params.error.message : '',
        } as CheckoutNotice;
      },
    }),
    noteUncertain: assign({ notice: { kind: 'uncertain' } as CheckoutNotice }),
    noteRefused: assign({
      notice: (_, params: { error: ErrorLike }) =>
        ({ kind: 'refused', text: typeof params.error.message === 'string' ? params.error.message : '' }) as CheckoutNotice,
    }),
  },
  guards: {
    noTmpId: ({ context }) => context.tmpId === null,
    notFound: ({ event }) => errorOf(event).status === 404,
    notOpen: ({ event }) => doneOutput<CheckoutData>(event).draft.status !== DRAFT_STATUS.open,
    otherPage: ({ context, event }) => pageOf(doneOutput<CheckoutData>(event).draft) !== context.page,
    knownAddress: ({ context }, params: { id: number }) => context.addresses.some((a) => a.id === params.id),
    invoiceKindAllowed: ({ context }, params: { kind: InvoiceKind }) => params.kind !== 0 || context.page === 'personal',
    payAllowed: ({ context }, params: { method: PayMethod }) => context.draft !== null && payMethodAllowed(context.draft, params.method),
    canSubmit: ({ context }) => submitProblem(context) === null,
    companyDraft: ({ context }) => isCompanyDraft(context),
    priceChanged: ({ event }) => errorOf(event).code === ORDER_CODE.priceChanged && isDraft(errorOf(event).data),
    outOfStock: ({ event }) => errorOf(event).code === ORDER_CODE.outOfStock,
    draftSubmitted: ({ event }) => {
      const e = errorOf(event);
      return e.code === ORDER_CODE.draftSubmitted && typeof (e.data as { orderId?: unknown } | null)?.orderId === 'number';
    },
    noAnswer: ({ event }) => isNoAnswer(errorOf(event)),
    awaitingApproval: ({ event }) => doneOutput<SubmittedOrder>(event).status === ORDER_STATUS.awaitingApproval,
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    tmpId: parseId(input.tmpId),
    page: input.page,
    clientKey: input.clientKey,
    draft: null,
    addresses: [],
    invoices: [],
    addressId: null,
    invoiceKind: input.page === 'enterprise' ? 1 : 0,
    invoiceId: null,
    payMethod: null,
    remark: '',
    poNumber: '',
    costCentre: '',
    notice: null,
    submitted: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'noTmpId', target: 'missing' }, { target: 'loading' }],
    },
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ tmpId: context.tmpId ?? 0 }),
        onDone: [
          {
            guard: 'notOpen',
            target: 'closed',
            actions: { type: 'setData', params: ({ event }) => ({ data: event.output }) },
          },
          {
            guard: 'otherPage',
            target: 'redirecting',
            actions: { type: 'redirect', params: ({ event }) => ({ href: checkoutHref(event.output.draft) }) },
          },
          { target: 'editing', actions: { type: 'setData', params: ({ event }) => ({ data: event.output }) } },
        ],
        onError: [{ guard: 'notFound', target: 'missing' }, { target: 'failed' }],
      },
    },
    failed: {
      on: { RETRY: { target: 'loading' } },
    },
    /** No such draft (or no usable ?tmpId=): links to the cart and the drafts list. */
    missing: {},
    /** The draft was submitted or cancelled: links to its order or the drafts list. */
    closed: {},
    redirecting: {},
    editing: {
      on: {
        CHOOSE_ADDRESS: {
          guard: { type: 'knownAddress', params: ({ event }) => ({ id: event.id }) },
          actions: { type: 'chooseAddress', params: ({ event }) => ({ id: event.id }) },
        },
        ADDRESS_SAVED: { actions: { type: 'addAddress', params: ({ event }) => ({ address: event.address }) } },
        CHOOSE_INVOICE_KIND: {
          guard: { type: 'invoiceKindAllowed', params: ({ event }) => ({ kind: event.kind }) },
          actions: { type: 'chooseInvoiceKind', params: ({ event }) => ({ kind: event.kind }) },
        },
        CHOOSE_INVOICE: { actions: { type: 'chooseInvoice', params: ({ event }) => ({ id: event.id }) } },
        INVOICE_SAVED: { actions: { type: 'addInvoice', params: ({ event }) => ({ invoice: event.invoice }) } },
        CHOOSE_PAY: {
          guard: { type: 'payAllowed', params: ({ event }) => ({ method: event.method }) },
          actions: { type: 'choosePay', params: ({ event }) => ({ method: event.method }) },
        },
        SET_REMARK: { actions: { type: 'setRemark', params: ({ event }) => ({ remark: event.remark }) } },
        SET_PO_NUMBER: { guard: 'companyDraft', actions: { type: 'setPoNumber', params: ({ event }) => ({ value: event.value }) } },
        SET_COST_CENTRE: { guard: 'companyDraft', actions: { type: 'setCostCentre', params: ({ event }) => ({ value: event.value }) } },
        SUBMIT: [{ guard: 'canSubmit', target: 'submitting' }, { actions: 'explainRefusal' }],
      },
    },
    submitting: {
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => submitBody(context),
        onDone: [
          // 待审批: created, waiting for its approvers; not to be paid yet.
          { guard: 'awaitingApproval', target: 'awaitingApproval', actions: { type: 'setSubmitted', params: ({ event }) => ({ order: event.output }) } },
          { target: 'submitted', actions: { type: 'goToFinish', params: ({ event }) => ({ orderId: event.output.orderId }) } },
        ],
        onError: [
          {
            guard: 'priceChanged',
            target: 'editing',
            actions: { type: 'takeNewPrices', params: ({ event }) => ({ draft: errorOf(event).data as DraftView }) },
          },
          {
            guard: 'outOfStock',
            target: 'editing',
            actions: { type: 'noteOutOfStock', params: ({ event }) => ({ error: errorOf(event) }) },
          },
          {
            guard: 'draftSubmitted',
            target: 'submitted',
            actions: {
              type: 'goToOrder',
              params: ({ event }) => ({ orderId: (errorOf(event).data as { orderId: number }).orderId }),
            },
          },
          { guard: 'noAnswer', target: 'uncertain', actions: 'noteUncertain' },
          { target: 'editing', actions: { type: 'noteRefused', params: ({ event }) => ({ error: errorOf(event) }) } },
        ],
      },
    },
    /** The submit got no answer: the order may exist. Only the same submit again (same key). */
    uncertain: {
      on: { SUBMIT: { target: 'submitting' }, RETRY: { target: 'submitting' } },
    },
    submitted: { type: 'final' },
    /** The order was created in 待审批: the result says so and links to its approval. */
    awaitingApproval: { type: 'final' },
  },
});

