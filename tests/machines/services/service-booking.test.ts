// The booking form machine (machines/services/service-booking.ts): every shortest path walked with
// fake actors (load, readSheet, uploadAttachment, save), every state reached, and the rules of what
// is sent: rows of instruments (add, remove, import), attachments (picked, uploaded, removed), the address in the item's regions, the preferred dates (not
// before the lead time, not on a Sunday), submit, refused, done, book again.
import { describe, expect, it } from 'vitest';
import type { AddressRow } from '../../../domain/member-books/book-rows.ts';
import type { InstrumentRow, SaveServiceOrderBody } from '../../../domain/services/service-payloads.ts';
import { chinaDatePlus, INSTRUMENT_QTY_MAX, isSunday } from '../../../domain/services/service-rules.ts';
import type { ServiceItemView, UploadedAttachment } from '../../../domain/services/service-views.ts';
import {
  bookingProblems, checkAttachment, qtyProblem, checkSheet, EMPTY_DRAFT, EMPTY_ROW, mergeRows, serviceBookingMachine, type BookingContext, type BookingEvent, type BookingLoaded, type PickedFile, type PickedSheet,
} from '../../../machines/services/service-booking.ts';
import { bookingView, estimatedQty, ROW_FIELDS, rowFieldMax, rowFieldRequired } from '../../../machines/services/booking-view.ts';
import { flushMicrotasks, type Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

// Wednesday 2026-11-25, 10:00 in China.
const NOW = new Date('2026-11-25T02:00:00Z');
const now = () => NOW;
const ITEM: ServiceItemView = {
  id: 3, name: '压力表检定（JJG 52）', category: '仪器校准', serviceType: 1, serviceTypeText: '检定', cnas: false, deliveryMode: 2, deliveryModeText: '送检（寄送至实验室）',
  summary: '', priceFen: 4500, unit: '块', quoteRequired: false, leadDays: 2, turnaroundDays: 5, imageUrl: null, content: '', scope: '', deliverables: ['检定证书'],
  regions: [{ code: '320000', name: '江苏省' }, { code: '310000', name: '上海市' }],
};
const address = (id: number, provinceCode: string, isDefault: boolean): AddressRow => ({
  id, consignee: `联系人${id}`, mobile: '13912345678', provinceCode, cityCode: '', districtCode: '', regionText: provinceCode === '320000' ? '江苏省 苏州市 工业园区' : '广东省 深圳市 南山区',
  detail: '星湖街 328 号', postcode: null, tag: null, isDefault, updatedAt: '2026-11-01T00:00:00.000Z',
});
const IN_REGION = address(11, '320000', true);
const OUTSIDE = address(12, '440000', false);
const LOADED: BookingLoaded = { item: ITEM, addresses: [IN_REGION, OUTSIDE] };
const VISITOR: BookingLoaded = { item: ITEM, addresses: null };
const GAUGE = { maker: '红旗仪表', model: 'Y-100 0-1.6MPa', serialNo: 'A001', assetTag: '', range: '0-1.6 MPa', qty: '3' };
const SHEET: PickedSheet = { name: '仪器清单.xlsx', size: 8_000 };
const SHEET_ROWS: InstrumentRow[] = [
  { maker: '红旗仪表', model: 'Y-60', qty: 2 },
  { maker: '上海自动化仪表', model: 'YN-100', serialNo: 'B7', qty: 1 },
];
const PHOTO: PickedFile = { name: '铭牌.jpg', size: 120_000 };
const UPLOADED: UploadedAttachment = { uploadUrl: `/files/uploads/${'a'.repeat(32)}`, fileName: '铭牌.jpg', mime: 'image/jpeg', sizeBytes: 118_000 };
const EARLY = chinaDatePlus(NOW, 1); // before the lead time
const SUNDAY = '2026-11-29';
const GOOD = '2026-11-30'; // Monday
const REFUSED = { message: '所选地址不在该服务的服务区域内（广东省）', status: 400 };
const NOT_FOUND = { message: '服务项目不存在或已下架', status: 404 };

const EVENTS = [
  { type: 'xstate.done.actor.load', output: LOADED },
  { type: 'xstate.done.actor.load', output: VISITOR },
  { type: 'xstate.error.actor.load', error: new Error('offline') },
  { type: 'xstate.error.actor.load', error: NOT_FOUND },
  { type: 'RETRY' },
  { type: 'ROW_EDIT', index: 0, patch: GAUGE },
  { type: 'ROW_EDIT', index: 0, patch: { ...GAUGE, qty: '1000' } },
  { type: 'ROW_ADD' },
  { type: 'ROW_REMOVE', index: 1 },
  { type: 'DATE', index: 0, date: GOOD },
  { type: 'DATE', index: 1, date: SUNDAY },
  { type: 'PICK_ADDRESS', addressId: 12 },
  { type: 'EDIT', patch: { remark: '请提前电话联系' } },
  { type: 'IMPORT', file: SHEET },
  { type: 'IMPORT', file: { name: '清单.pdf', size: 100 } },
  { type: 'xstate.done.actor.readSheet', output: SHEET_ROWS },
  { type: 'xstate.done.actor.readSheet', output: [] },
  { type: 'xstate.error.actor.readSheet', error: { message: '表头缺少 型号规格', status: 400 } },
  { type: 'ATTACH', file: PHOTO },
  { type: 'ATTACH', file: { name: '说明.docx', size: 100 } },
  { type: 'xstate.done.actor.uploadAttachment', output: UPLOADED },
  { type: 'xstate.error.actor.uploadAttachment', error: { message: '附件只能是 PDF、PNG 或 JPG 文件（按文件内容识别）', status: 400 } },
  { type: 'DETACH', index: 0 },
  { type: 'SUBMIT' },
  { type: 'xstate.done.actor.save', output: { id: 41 } },
  { type: 'xstate.error.actor.save', error: REFUSED },
  { type: 'BOOK_AGAIN', requestKey: 'svc-second-form-0002' },
] as unknown as BookingEvent[];

interface Effects {
  loads: Array<{ itemId: number; loggedIn: boolean }>;
  sheets: Array<{ file: PickedSheet }>;
  saves: SaveServiceOrderBody[];
  uploads: Array<{ file: PickedFile }>;
}
const fresh = (): Effects => ({ loads: [], sheets: [], saves: [], uploads: [] });

const INPUT = { itemId: 3, loggedIn: true, requestKey: 'svc-first-form-0001', now };

function start(effects: Effects, input: typeof INPUT | { itemId: number | null; loggedIn: boolean; requestKey: string; now: () => Date } = INPUT): Harness {
  return startMachine(serviceBookingMachine, {
    input,
    provide: (fake) => ({
      actors: {
        load: fake.promise<BookingLoaded, { itemId: number; loggedIn: boolean }>('load', effects.loads),
        readSheet: fake.promise<InstrumentRow[], { file: PickedSheet }>('readSheet', effects.sheets),
        save: fake.promise<{ id: number }, SaveServiceOrderBody>('save', effects.saves),
        uploadAttachment: fake.promise<UploadedAttachment, { file: PickedFile }>('uploadAttachment', effects.uploads),
      },
    }),
  });
}

// Every path starts from one load; the form's values vary only as far as states differ.
const paths = shortestPaths(serviceBookingMachine, {
  events: EVENTS,
  input: INPUT,
  filterEvents: (state, event) => {
    const ctx = state.context as BookingContext;
    // Keep the walk small: at most two rows, and a second date only once.
    if (event.type === 'ROW_ADD' && ctx.rows.length >= 2) return false;
    if (event.type === 'ROW_EDIT' && ctx.rows[0]?.maker !== '') return false;
    if (event.type === 'DATE' && ctx.draft.dates[event.index] !== '') return false;
    // The address and remark are covered by the rules below; the walk keeps to rows and dates.
    if (event.type === 'EDIT' || event.type === 'PICK_ADDRESS') return false;
    // A date is only ever set once, and the Sunday only beside the good one.
    if (event.type === 'DATE' && event.index === 1 && ctx.draft.dates[0] === '') return false;
    // Rows are added only before anything is typed; removing follows adding.
    if (event.type === 'ROW_ADD' && (ctx.rows[0]?.maker !== '' || ctx.draft.dates[0] !== '')) return false;
    // One import (or refused file) per walk: each import adds rows.
    if (event.type === 'IMPORT' && (ctx.imported !== null || ctx.sheetError !== null || ctx.rows.length > 1)) return false;
    // Attachments only on an untouched form, one pick per walk; removal only of an uploaded one.
    if (event.type === 'ATTACH' && (ctx.rows[0]?.maker !== '' || ctx.draft.dates[0] !== '' || ctx.imported !== null || ctx.sheetError !== null || ctx.attachments.length > 0 || ctx.attachmentError !== null)) return false;
    if (event.type === 'DETACH' && (ctx.attachments.length === 0 || ctx.rows[0]?.maker !== '')) return false;
    // With an attachment picked the walk goes straight on to a filled form and submit.
    if ((ctx.attachments.length > 0 || ctx.attachmentError !== null) && ['ROW_ADD', 'ROW_REMOVE', 'IMPORT', 'ATTACH'].includes(event.type)) return false;
    if ((ctx.attachments.length > 0 || ctx.attachmentError !== null) && event.type === 'DATE' && event.index === 1) return false;
    // The form's values are varied before the first submit only.
    if (ctx.serverError !== null && event.type !== 'SUBMIT' && !event.type.startsWith('xstate.')) return false;
    return true;
  },
});

describePaths('service booking, model-based', paths, {
  effects: fresh,
  start: (effects) => start(effects),
  check: (effects) => {
    // Only checked forms are sent: rows with maker, model and quantity, dates that pass the rule,
    // an address in the item's regions, the form's request key.
    for (const body of effects.saves) {
      expect(body.serviceItemId).toBe(3);
      expect(body.instruments.length).toBeGreaterThan(0);
      for (const row of body.instruments) {
        expect(row.maker).not.toBe('');
        expect(row.model).not.toBe('');
        expect(row.qty).toBeGreaterThanOrEqual(1);
        expect(row.qty).toBeLessThanOrEqual(INSTRUMENT_QTY_MAX);
      }
      for (const date of body.preferredDates) {
        expect(date >= chinaDatePlus(NOW, ITEM.leadDays)).toBe(true);
        expect(isSunday(date)).toBe(false);
      }
      expect(body.addressId).toBe(11);
      expect(body.requestKey).toMatch(/^svc-/);
    }
    for (const l of effects.loads) expect(l).toEqual({ itemId: 3, loggedIn: true });
    for (const s of effects.sheets) expect(checkSheet(s.file)).toBeNull();
    // Only files that pass the picker's check are uploaded; a booking sends uploaded files only.
    for (const u of effects.uploads) expect(checkAttachment(u.file)).toBeNull();
    for (const body of effects.saves) for (const a of body.attachments ?? []) expect(a).toEqual({ uploadUrl: UPLOADED.uploadUrl, fileName: UPLOADED.fileName });
  },
});

it('the shortest paths reach every state node', () => {
  expectEveryStateReached(serviceBookingMachine, paths, ['serviceBooking.starting']);
});

async function loadedForm(effects: Effects) {
  const h = start(effects);
  h.pending('load')!.resolve(LOADED);
  await flushMicrotasks();
  return h;
}
const ctxOf = (h: Harness) => h.snapshot().context as BookingContext;

describe('service booking rules', () => {
  it('checks a picked attachment by name and size, uploads it, sends it with the booking, and refuses a sixth', async () => {
    expect(checkAttachment({ name: 'a.PDF', size: 10 })).toBeNull();
    expect(checkAttachment({ name: 'a.jpeg', size: 10 })).toBeNull();
    expect(checkAttachment({ name: 'a.docx', size: 10 })).toBe('wrongType');
    expect(checkAttachment({ name: 'a.png', size: 0 })).toBe('emptyFile');
    expect(checkAttachment({ name: 'a.png', size: 5 * 1024 * 1024 + 1 })).toBe('tooLarge');
    const effects = fresh();
    const h = start(effects);
    h.pending('load')!.resolve(LOADED);
    await flushMicrotasks();
    h.send({ type: 'ATTACH', file: { name: 'a.docx', size: 10 } });
    expect(effects.uploads).toEqual([]);
    expect(ctxOf(h).attachmentError).toBe('wrongType');
    for (let i = 0; i < 5; i++) {
      h.send({ type: 'ATTACH', file: PHOTO });
      expect(ctxOf(h).attachmentError).toBeNull();
      h.pending('uploadAttachment')!.resolve({ ...UPLOADED, uploadUrl: `/files/uploads/${String(i).repeat(32)}` });
      await flushMicrotasks();
    }
    h.send({ type: 'ATTACH', file: PHOTO });
    expect(ctxOf(h).attachmentError).toBe('tooMany');
    expect(effects.uploads).toHaveLength(5);
    h.send({ type: 'DETACH', index: 0 });
    expect(ctxOf(h).attachments).toHaveLength(4);
    h.send({ type: 'ATTACH', file: PHOTO });
    h.pending('uploadAttachment')!.reject({ message: '附件只能是 PDF、PNG 或 JPG 文件（按文件内容识别）', status: 400 });
    await flushMicrotasks();
    expect(ctxOf(h)).toMatchObject({ attachmentError: 'server', attachmentMessage: '附件只能是 PDF、PNG 或 JPG 文件（按文件内容识别）' });
    h.send({ type: 'ROW_EDIT', index: 0, patch: GAUGE });
    h.send({ type: 'DATE', index: 0, date: GOOD });
    h.send({ type: 'SUBMIT' });
    expect(effects.saves[0]!.attachments!.map((a) => a.uploadUrl)).toEqual(['1', '2', '3', '4'].map((d) => `/files/uploads/${d.repeat(32)}`));
    h.stop();
  });

  it('prefills the default address and its consignee; an empty form shows every problem and sends nothing', async () => {
    const effects = fresh();
    const h = await loadedForm(effects);
    expect(ctxOf(h).draft).toMatchObject({ addressId: 11, contact: '联系人11', mobile: '13912345678' });
    h.send({ type: 'EDIT', patch: { contact: '', mobile: '1391234' } });
    h.send({ type: 'SUBMIT' });
    expect(h.snapshot().value).toEqual({ editing: 'idle' });
    expect(ctxOf(h).problems).toEqual({ contact: 'missing', mobile: 'invalid', dates: 'missing', rows: 'missing', 'row.0.maker': 'missing', 'row.0.model': 'missing' });
    expect(effects.saves).toEqual([]);
    h.stop();
  });

  it('refuses an empty model, a Sunday and too early a date, a bad quantity and an address outside the regions, field by field', () => {
    const rows = [{ ...GAUGE, model: '' }, { ...GAUGE, qty: '0' }, { ...GAUGE, qty: 'abc' }];
    const draft = { ...EMPTY_DRAFT, addressId: 12, contact: '王工', mobile: '13912345678', dates: [SUNDAY, EARLY, GOOD] };
    expect(bookingProblems(draft, rows, ITEM, [IN_REGION, OUTSIDE], NOW)).toEqual({
      addressId: 'outsideRegion',
      'date.0': 'sunday',
      'date.1': 'tooEarly',
      'row.0.model': 'missing',
      'row.1.qty': 'qtyBelowOne',
      'row.2.qty': 'qtyNotWhole',
    });
    expect(bookingProblems({ ...draft, addressId: 11, dates: [GOOD, GOOD, ''] }, [GAUGE], ITEM, [IN_REGION], NOW)).toEqual({ 'date.1': 'duplicate' });
    expect(bookingProblems({ ...draft, addressId: 11, dates: ['', GOOD, ''] }, [GAUGE, { ...EMPTY_ROW }], ITEM, [IN_REGION], NOW)).toEqual({});
  });

  it('the quantity rule (one constant, INSTRUMENT_QTY_MAX): refused as it is typed with its reason, cleared when mended, never sent', async () => {
    expect(qtyProblem('')).toBe('missing');
    expect(qtyProblem('0')).toBe('qtyBelowOne');
    expect(qtyProblem('-3')).toBe('qtyBelowOne');
    expect(qtyProblem('1.5')).toBe('qtyNotWhole');
    expect(qtyProblem('abc')).toBe('qtyNotWhole');
    expect(qtyProblem(String(INSTRUMENT_QTY_MAX))).toBeNull();
    expect(qtyProblem(String(INSTRUMENT_QTY_MAX + 1))).toBe('qtyOverMax');
    expect(qtyProblem(' 12 ')).toBeNull();
    const effects = fresh();
    const h = await loadedForm(effects);
    h.send({ type: 'ROW_EDIT', index: 0, patch: { ...GAUGE, qty: '-2' } });
    expect(ctxOf(h).problems).toEqual({ 'row.0.qty': 'qtyBelowOne' });
    h.send({ type: 'ROW_EDIT', index: 0, patch: { qty: '' } });
    expect(ctxOf(h).problems).toEqual({});
    h.send({ type: 'ROW_EDIT', index: 0, patch: { qty: '1000' } });
    expect(ctxOf(h).problems).toEqual({ 'row.0.qty': 'qtyOverMax' });
    h.send({ type: 'DATE', index: 0, date: GOOD });
    h.send({ type: 'SUBMIT' });
    expect(effects.saves).toEqual([]);
    expect(ctxOf(h).problems).toEqual({ 'row.0.qty': 'qtyOverMax' });
    h.send({ type: 'ROW_EDIT', index: 0, patch: { qty: '999' } });
    expect(ctxOf(h).problems).toEqual({});
    h.send({ type: 'SUBMIT' });
    expect(effects.saves[0]!.instruments[0]!.qty).toBe(999);
    h.stop();
  });

  it('books two rows with two dates: blank slots and rows are left out, optional fields only when typed', async () => {
    const effects = fresh();
    const h = await loadedForm(effects);
    h.send({ type: 'ROW_EDIT', index: 0, patch: GAUGE });
    h.send({ type: 'ROW_ADD' });
    h.send({ type: 'ROW_ADD' });
    h.send({ type: 'ROW_EDIT', index: 1, patch: { maker: '布莱迪', model: 'YTN-60', qty: '2' } });
    h.send({ type: 'DATE', index: 0, date: GOOD });
    h.send({ type: 'DATE', index: 2, date: '2026-12-01' });
    h.send({ type: 'EDIT', patch: { remark: '  请提前联系  ' } });
    h.send({ type: 'SUBMIT' });
    expect(h.snapshot().value).toBe('submitting');
    expect(effects.saves[0]).toEqual({
      serviceItemId: 3,
      addressId: 11,
      contact: '联系人11',
      mobile: '13912345678',
      preferredDates: [GOOD, '2026-12-01'],
      instruments: [
        { maker: '红旗仪表', model: 'Y-100 0-1.6MPa', serialNo: 'A001', range: '0-1.6 MPa', qty: 3 },
        { maker: '布莱迪', model: 'YTN-60', qty: 2 },
      ],
      remark: '请提前联系',
      requestKey: 'svc-first-form-0001',
    });
    // Refused: the message stays on the form; the retry sends the same request key.
    h.pending('save')!.reject(REFUSED);
    await flushMicrotasks();
    expect(ctxOf(h).serverError).toBe(REFUSED.message);
    h.send({ type: 'SUBMIT' });
    expect(effects.saves[1]!.requestKey).toBe('svc-first-form-0001');
    h.pending('save')!.resolve({ id: 41 });
    await flushMicrotasks();
    expect(h.snapshot().value).toBe('done');
    expect(ctxOf(h).orderId).toBe(41);
    h.send({ type: 'BOOK_AGAIN', requestKey: 'svc-second-form-0002' });
    expect(ctxOf(h)).toMatchObject({ requestKey: 'svc-second-form-0002', orderId: null, rows: [EMPTY_ROW] });
    h.stop();
  });

  it('imports a sheet into the blank rows, keeps the typed ones, and refuses a wrong file at once', async () => {
    expect(checkSheet({ name: 'a.PDF', size: 10 })).toBe('wrongType');
    expect(checkSheet({ name: 'a.xlsx', size: 0 })).toBe('emptyFile');
    expect(checkSheet({ name: 'a.csv', size: 3 * 1024 * 1024 })).toBe('tooLarge');
    expect(mergeRows([{ ...GAUGE }, { ...EMPTY_ROW }], SHEET_ROWS).map((r) => r.model)).toEqual(['Y-100 0-1.6MPa', 'Y-60', 'YN-100']);
    const effects = fresh();
    const h = await loadedForm(effects);
    h.send({ type: 'IMPORT', file: { name: '清单.pdf', size: 100 } });
    expect(ctxOf(h).sheetError).toBe('wrongType');
    expect(effects.sheets).toEqual([]);
    h.send({ type: 'ROW_EDIT', index: 0, patch: GAUGE });
    h.send({ type: 'IMPORT', file: SHEET });
    expect(h.snapshot().value).toEqual({ editing: 'importing' });
    h.pending('readSheet')!.resolve(SHEET_ROWS);
    await flushMicrotasks();
    expect(ctxOf(h).rows.map((r) => r.qty)).toEqual(['3', '2', '1']);
    expect(ctxOf(h).imported).toBe(2);
    h.stop();
  });

  it('removing a row renumbers its problems; the last row stays', async () => {
    const h = await loadedForm(fresh());
    h.send({ type: 'ROW_ADD' });
    h.send({ type: 'ROW_EDIT', index: 1, patch: { maker: '布莱迪' } });
    h.send({ type: 'SUBMIT' });
    expect(ctxOf(h).problems['row.1.model']).toBe('missing');
    h.send({ type: 'ROW_REMOVE', index: 0 });
    expect(ctxOf(h).problems['row.0.model']).toBe('missing');
    expect(ctxOf(h).problems['row.1.model']).toBeUndefined();
    h.send({ type: 'ROW_REMOVE', index: 0 });
    expect(ctxOf(h).rows).toHaveLength(1);
    h.stop();
  });

  it("the form's figures: the earliest date, the chosen address's province, the estimate of the quantities within the rule", () => {
    const rows = [{ ...GAUGE, qty: '3' }, { ...GAUGE, qty: '1000' }, { ...EMPTY_ROW, qty: '' }];
    expect(estimatedQty(rows)).toBe(3);
    const context = { item: ITEM, addresses: [IN_REGION, OUTSIDE], draft: { ...EMPTY_DRAFT, addressId: 12 }, rows, now };
    expect(bookingView(context)).toEqual({ earliest: chinaDatePlus(NOW, ITEM.leadDays), provinceName: '广东省', estimateFen: 4500 * 3 });
    expect(bookingView({ ...context, draft: EMPTY_DRAFT, rows: [{ ...EMPTY_ROW, qty: '0' }] })).toMatchObject({ provinceName: '', estimateFen: null });
    expect(bookingView({ ...context, item: { ...ITEM, priceFen: null } })?.estimateFen).toBeNull();
    expect(bookingView({ ...context, item: null })).toBeNull();
    expect(ROW_FIELDS.filter(rowFieldRequired)).toEqual(['maker', 'model', 'qty']);
    expect(rowFieldMax('qty')).toBe(String(INSTRUMENT_QTY_MAX).length);
  });

  it('a visitor sees the item without a form; a missing id never loads', async () => {
    const effects = fresh();
    const h = start(effects, { ...INPUT, loggedIn: false });
    expect(effects.loads).toEqual([{ itemId: 3, loggedIn: false }]);
    h.pending('load')!.resolve(VISITOR);
    await flushMicrotasks();
    expect(h.snapshot().value).toBe('visitor');
    h.stop();
    const none = fresh();
    const m = start(none, { ...INPUT, itemId: null });
    expect(m.snapshot().value).toBe('missing');
    expect(none.loads).toEqual([]);
    m.stop();
  });
});
