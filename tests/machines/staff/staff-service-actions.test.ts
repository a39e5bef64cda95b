// The 服务订单 detail's machine (machines/staff/staff-service-actions.ts): every shortest path
// walked with fake `load` and `act`, over orders at each status of the flow (待确认 of a quote item
// and of a priced item, 已报价 waiting for the member and paid, 已排期, 服务中, 待验收, 已取消);
// then the status path 待确认 -> 待验收 walked step by step; and the forms' rules.
import { describe, expect, it } from 'vitest';
import type { ServiceOrderView } from '../../../domain/services/service-views.ts';
import {
  serviceOrderActionsMachine, type LoadedOrder, type ServiceOrderActionsContext, type ServiceOrderActionsEvent,
} from '../../../machines/staff/staff-service-actions.ts';
import { dateError, fenOfYuan, filesError, requestOf, stepsFor, waitingFor, type StepRequest } from '../../../machines/staff/staff-service-rules.ts';
import { chinaDatePlus, isSunday } from '../../../domain/services/service-rules.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const NOW = '2026-11-24T02:00:00.000Z'; // a Tuesday, 10:00 in China
const GOOD_DATE = '2026-11-26';
const SUNDAY = '2026-11-29';

function order(status: ServiceOrderView['status'], over: Partial<ServiceOrderView> = {}, quoteRequired = true): ServiceOrderView {
  return {
    id: 7, serviceNo: 'FW261124000007', serviceItemId: 3, itemName: '起重设备定期检验', status, statusText: String(status), totalQty: 1, amountFen: null, plannedDate: null,
    preferredDates: [GOOD_DATE], regionText: null, createdAt: NOW,
    item: { id: 3, name: '起重设备定期检验', category: '设备检测', serviceType: 3, serviceTypeText: '检测', cnas: false, deliveryMode: 1, deliveryModeText: '上门服务', summary: '', priceFen: quoteRequired ? null : 4500, unit: null, quoteRequired, leadDays: 3, turnaroundDays: 5, imageUrl: null },
    contact: '王工', mobile: '13912345678', address: null, remark: null, instruments: [], estimateFen: null, quoteNote: null, quotedAt: null, acceptedAt: null, engineer: null, engineerMobile: null,
    certificates: [], attachments: [], paidAt: null, paidFen: null, cancelReason: null, cancelledBy: null, timeline: [], mayCancel: status <= 1, mayAcceptQuote: false, mayPay: false, mayConfirmComplete: status === 4,
    payment: { methods: [], amountFen: null, bankAccount: null, transferNote: '', receipt: null, receiptWaiting: false, credit: null, creditAt: null, payDueAt: null, mayUploadReceipt: false, mayPayOnCredit: false },
    ...over,
  };
}

const NEW_QUOTE = order(0);
const NEW_PRICED = order(0, {}, false);
const QUOTED = order(1, { amountFen: 328050 });
const PAID = order(1, { amountFen: 328050, acceptedAt: NOW, paidAt: NOW, paidFen: 328050, mayCancel: false });
const SCHEDULED = order(2, { engineer: '李工', mayCancel: false });
const IN_SERVICE = order(3, { mayCancel: false });
const DELIVERED = order(4, { mayCancel: false });
const loaded = (o: ServiceOrderView): LoadedOrder => ({ order: o, member: { id: 2, mobile: '13655550001' } });

const PDF = { name: '检验报告.pdf', size: 2048, type: 'application/pdf' };
const TEXT = { name: 'notes.txt', size: 20, type: 'text/plain' };

const EVENTS = [
  { type: 'xstate.done.actor.load', output: loaded(NEW_QUOTE) },
  { type: 'xstate.done.actor.load', output: loaded(NEW_PRICED) },
  { type: 'xstate.done.actor.load', output: loaded(PAID) },
  { type: 'xstate.done.actor.load', output: loaded(IN_SERVICE) },
  { type: 'xstate.error.actor.load', error: { message: '服务订单不存在', status: 404 } },
  { type: 'RETRY' },
  { type: 'OPEN', step: 'quote' },
  { type: 'OPEN', step: 'confirm' },
  { type: 'OPEN', step: 'schedule' },
  { type: 'OPEN', step: 'deliver' },
  { type: 'OPEN', step: 'start' },
  { type: 'CLOSE' },
  { type: 'PICK', files: [TEXT] },
  { type: 'PICK', files: [PDF] },
  { type: 'SUBMIT', values: { amount: 'abc', plannedDate: SUNDAY } },
  { type: 'SUBMIT', values: { amount: '3280.50', plannedDate: GOOD_DATE, engineer: '李工', engineerMobile: '13700001111' } },
  { type: 'xstate.done.actor.act', output: QUOTED },
  { type: 'xstate.done.actor.act', output: SCHEDULED },
  { type: 'xstate.error.actor.act', error: { message: '订单已报价，不能报价' } },
] as unknown as ServiceOrderActionsEvent[];

interface Effects {
  loads: { id: number }[];
  acts: StepRequest[];
}

function start(effects: Effects): Harness {
  return startMachine(serviceOrderActionsMachine, {
    input: { id: 7, now: NOW },
    provide: (fake) => ({ actors: { load: fake.promise('load', effects.loads), act: fake.promise('act', effects.acts) } }),
  });
}

const paths = shortestPaths(serviceOrderActionsMachine, {
  events: EVENTS,
  input: { id: 7, now: NOW },
  // Two picked files show the list; more only repeat it.
  filterEvents: (state, event) => !(event.type === 'PICK' && state.context.files.length >= 2),
});

describePaths('service order actions, model-based', paths, {
  effects: (): Effects => ({ loads: [], acts: [] }),
  start,
  check: (effects, h) => {
    const snap = h.snapshot() as { value: unknown; context: ServiceOrderActionsContext };
    const c = snap.context;
    // Only a step the order's status allows is ever open, and only a checked form is ever sent.
    if (c.step !== null) expect(stepsFor(c.order!)).toContain(c.step);
    for (const sent of effects.acts) {
      if (sent.step === 'quote') expect(sent.body.priceFen).toBe(328050);
      if (sent.step === 'deliver') expect(sent.files.every((f) => f.type === 'application/pdf')).toBe(true);
      if ('body' in sent && 'plannedDate' in sent.body) expect(sent.body.plannedDate).toBe(GOOD_DATE);
    }
    if (c.fileError !== null) expect(c.files.some((f) => f.type === 'text/plain')).toBe(false);
    expect(effects.loads.every((l) => l.id === 7)).toBe(true);
  },
});

it('the shortest paths reach every state node', () => {
  expectEveryStateReached(serviceOrderActionsMachine, paths);
});

describe('the status path 待确认 -> 待验收, step by step', () => {
  it('offers each status its step and sends what the form holds', async () => {
    const effects: Effects = { loads: [], acts: [] };
    const h = startMachine(serviceOrderActionsMachine, {
      input: { id: 7, now: NOW },
      provide: (fake) => ({ actors: { load: fake.promise('load', effects.loads), act: fake.promise('act', effects.acts) } }),
    });
    const settle = async (id: string, value: unknown) => {
      h.pending(id)!.resolve(value);
      await new Promise((r) => setTimeout(r, 0));
    };
    await settle('load', loaded(NEW_QUOTE));
    const walk: [ServiceOrderView, Parameters<typeof stepsFor>[0]['status'], string, Record<string, string>, ServiceOrderView][] = [
      [NEW_QUOTE, 0, 'quote', { amount: '¥3,280.50', plannedDate: GOOD_DATE }, QUOTED],
      [PAID, 1, 'schedule', { engineer: '李工', engineerMobile: '13700001111', plannedDate: GOOD_DATE }, SCHEDULED],
      [SCHEDULED, 2, 'start', {}, IN_SERVICE],
      [IN_SERVICE, 3, 'deliver', { note: '报告' }, DELIVERED],
    ];
    for (const [at, status, step, values, after] of walk) {
      if (h.state().context.order !== at) {
        h.send({ type: 'RELOAD' });
        await settle('load', loaded(at));
      }
      expect(h.state().context.order!.status).toBe(status);
      h.send({ type: 'OPEN', step: step as never });
      expect(h.state().matches({ ready: 'editing' })).toBe(true);
      if (step === 'deliver') {
        h.send({ type: 'SUBMIT', values });
        expect(h.state().context.errors.files).toBe('filesNone');
        h.send({ type: 'PICK', files: [PDF] });
      }
      h.send({ type: 'SUBMIT', values });
      expect(h.state().matches({ ready: 'submitting' })).toBe(true);
      await settle('act', after);
      expect(h.state().context).toMatchObject({ order: after, done: step, step: null });
    }
    expect(effects.acts.map((a) => a.step)).toEqual(['quote', 'schedule', 'start', 'deliver']);
    expect(effects.acts[0]).toEqual({ step: 'quote', body: { id: 7, priceFen: 328050, plannedDate: GOOD_DATE } });
    expect(stepsFor(DELIVERED)).toEqual([]);
    expect(waitingFor(DELIVERED)).toBe('memberAcceptance');
    h.stop();
  });

  it('a 已报价 order waits for the member, then for payment or finance, before it can be scheduled', () => {
    expect(stepsFor(QUOTED)).toEqual(['cancel']);
    expect(waitingFor(QUOTED)).toBe('memberAccept');
    const accepted = { ...QUOTED, acceptedAt: NOW };
    expect(waitingFor(accepted)).toBe('memberPay');
    expect(waitingFor({ ...accepted, mayCancel: false, payment: { ...accepted.payment, receiptWaiting: true } })).toBe('financeReceipt');
    expect(stepsFor({ ...accepted, payment: { ...accepted.payment, creditAt: NOW } })).toContain('schedule');
    expect(stepsFor(PAID)).toEqual(['schedule']);
    expect(stepsFor(order(6, { mayCancel: false }))).toEqual([]);
  });
});

describe('the forms\' rules', () => {
  it('reads a yuan amount as fen and refuses what is not one', () => {
    expect(fenOfYuan('1680')).toBe(168000);
    expect(fenOfYuan('¥1,680.5')).toBe(168050);
    expect(fenOfYuan('0.01')).toBe(1);
    expect(fenOfYuan('')).toBe('amountRequired');
    expect(fenOfYuan('12.345')).toBe('amountFormat');
    expect(fenOfYuan('-5')).toBe('amountFormat');
    expect(fenOfYuan('0')).toBe('amountZero');
    expect(fenOfYuan('100000000.01')).toBe('amountTooLarge');
  });

  it('refuses past dates, Sundays, far dates and bad ones', () => {
    const now = new Date(NOW);
    expect(dateError('', now)).toBe('dateRequired');
    expect(dateError('2026-11-23', now)).toBe('datePast');
    expect(dateError('2026-11-24', now)).toBeNull();
    expect(dateError(SUNDAY, now)).toBe('dateSunday');
    expect(dateError('2026-02-30', now)).toBe('dateInvalid');
    let far = chinaDatePlus(now, 121);
    if (isSunday(far)) far = chinaDatePlus(now, 122);
    expect(dateError(far, now)).toBe('dateTooLate');
  });

  it('checks certificates by type, size and count', () => {
    expect(filesError([])).toBe('filesNone');
    expect(filesError([PDF])).toBeNull();
    expect(filesError([{ name: 'scan.JPG', size: 10, type: '' }])).toBeNull();
    expect(filesError([TEXT])).toBe('fileType');
    expect(filesError([{ ...PDF, size: 0 }])).toBe('fileEmpty');
    expect(filesError([{ ...PDF, size: 10 * 1024 * 1024 + 1 }])).toBe('fileTooLarge');
    expect(filesError(Array.from({ length: 11 }, () => PDF))).toBe('filesTooMany');
  });

  it('builds the schedule and cancel requests, or names each bad field', () => {
    const now = new Date(NOW);
    expect(requestOf('schedule', 7, { engineer: ' ', engineerMobile: '1370000', plannedDate: '2026-11-23' }, [], now)).toEqual({
      errors: { engineer: 'engineerRequired', engineerMobile: 'mobileFormat', plannedDate: 'datePast' },
    });
    expect(requestOf('cancel', 7, { reason: 'x'.repeat(201) }, [], now)).toEqual({ errors: { reason: 'reasonTooLong' } });
    expect(requestOf('cancel', 7, { reason: ' 客户改期 ' }, [], now)).toEqual({ request: { step: 'cancel', body: { id: 7, reason: '客户改期' } } });
  });
});
