// The booking form of /serve/serveDetail (服务与检测, issue 18). `load` reads the item and, for a
// member, the address book (a visitor sees the item and a login link, no form). The form holds
// rows of instruments (maker, model, serial number, asset tag, range, quantity; rows are added and
// removed, or read from an .xlsx through `readSheet`, which fills the blank rows and adds the
// rest), the site address from the address book (its province must be one of the item's service
// regions), the contact and mobile (prefilled from the address), up to three preferred dates (not
// before the item's lead time, not on a Sunday, within the horizon: domain/services), a remark, and
// up to MAX_ATTACHMENTS attachments (PDF, PNG or JPG up to ATTACHMENT_MAX_BYTES, each uploaded at
// once by `uploadAttachment`, which checks it by content; the booking sends the uploaded files).
// SUBMIT checks everything (bookingProblems) and sends nothing while a problem is left; `save`
// answers the new order's id (done) or a refusal, kept on the form. A retried submit of the same
// form sends the same request key, so a lost answer never books twice. The app provides `load`,
// `readSheet`, `uploadAttachment` and `save`.
import { assign, fromPromise, setup } from 'xstate';
import type { AddressRow } from '../../domain/member-books/book-rows.ts';
import { MOBILE_PATTERN } from '../../domain/shared/input-patterns.ts';
import type { InstrumentRow, SaveServiceOrderBody } from '../../domain/services/service-payloads.ts';
import {
  ASSET_TAG_MAX, ATTACHMENT_MAX_BYTES, CONTACT_MAX, INSTRUMENT_QTY_MAX, MAKER_MAX, MAX_ATTACHMENTS, MAX_INSTRUMENT_ROWS, MAX_PREFERRED_DATES, MODEL_MAX, RANGE_MAX, REMARK_MAX, SERIAL_MAX,
  serviceDateProblem, type DateProblem,
} from '../../domain/services/service-rules.ts';
import type { ServiceItemView, UploadedAttachment } from '../../domain/services/service-views.ts';
import { failureOf } from '../shared/service-failure.ts';
import { actorError, doneOutput } from '../shared/actor-events.ts';

/** A row of the form as typed (the quantity is text until it is sent). */
export interface RowDraft {
  maker: string;
  model: string;
  serialNo: string;
  assetTag: string;
  range: string;
  qty: string;
}
export type RowField = keyof RowDraft;

export const EMPTY_ROW: RowDraft = { maker: '', model: '', serialNo: '', assetTag: '', range: '', qty: '1' };

export interface BookingDraft {
  addressId: number | null;
  contact: string;
  mobile: string;
  /** MAX_PREFERRED_DATES slots, yyyy-mm-dd or ''. */
  dates: string[];
  remark: string;
}

export const EMPTY_DRAFT: BookingDraft = { addressId: null, contact: '', mobile: '', dates: ['', '', ''], remark: '' };

/**
 * What is wrong with one field, by its key: `contact`, `mobile`, `addressId`, `remark`, `dates`
 * (none given), `date.<i>`, `rows` (none), `row.<i>.<field>`.
 */
export type Problem = 'missing' | 'tooLong' | 'invalid' | 'outsideRegion' | QtyProblem | 'duplicate' | DateProblem;
/** Why a typed instrument quantity is refused: zero or negative, not a whole number, above INSTRUMENT_QTY_MAX. */
export type QtyProblem = 'qtyBelowOne' | 'qtyNotWhole' | 'qtyOverMax';
export type Problems = Record<string, Problem>;

/** A picked spreadsheet as the machine sees it (the app keeps the browser's File). */
export interface PickedSheet {
  name: string;
  size: number;
}
export const SHEET_MAX_BYTES = 2 * 1024 * 1024;
export type SheetError = 'wrongType' | 'tooLarge' | 'emptyFile' | 'noRows' | 'tooMany' | 'server';

export function checkSheet(file: PickedSheet): SheetError | null {
  if (!/\.(xlsx|xls|ods|csv)$/i.test(file.name)) return 'wrongType';
  if (file.size <= 0) return 'emptyFile';
  if (file.size > SHEET_MAX_BYTES) return 'tooLarge';
  return null;
}

/** A picked attachment as the machine sees it (the app keeps the browser's File). */
export interface PickedFile {
  name: string;
  size: number;
}
export type AttachmentError = 'wrongType' | 'tooLarge' | 'emptyFile' | 'tooMany' | 'server';

/** What is wrong with a picked attachment before it is sent (the server checks the content). */
export function checkAttachment(file: PickedFile): AttachmentError | null {
  if (!/\.(pdf|png|jpe?g)$/i.test(file.name)) return 'wrongType';
  if (file.size <= 0) return 'emptyFile';
  if (file.size > ATTACHMENT_MAX_BYTES) return 'tooLarge';
  return null;
}

const mobileRe = new RegExp(MOBILE_PATTERN);

/**
 * The problem of one typed quantity ('' is `missing`, told at submit). The limit is the domain's
 * INSTRUMENT_QTY_MAX, the one the server's body schema and sheet reader use.
 */
export function qtyProblem(text: string): QtyProblem | 'missing' | null {
  const qty = text.trim();
  if (qty === '') return 'missing';
  if (/^-\s*\d/.test(qty) || /^0+$/.test(qty)) return 'qtyBelowOne';
  if (!/^\d+$/.test(qty)) return 'qtyNotWhole';
  if (Number(qty) > INSTRUMENT_QTY_MAX) return 'qtyOverMax';
  return null;
}

const isBlankRow = (row: RowDraft) => row.maker.trim() === '' && row.model.trim() === '' && row.serialNo.trim() === '' && row.assetTag.trim() === '' && row.range.trim() === '';

/** Each text field of an instrument row: its longest value and whether it is required (the quantity is qtyProblem's). */
export const ROW_TEXT_RULES: Readonly<Record<Exclude<RowField, 'qty'>, { max: number; required: boolean }>> = {
  maker: { max: MAKER_MAX, required: true },
  model: { max: MODEL_MAX, required: true },
  serialNo: { max: SERIAL_MAX, required: false },
  assetTag: { max: ASSET_TAG_MAX, required: false },
  range: { max: RANGE_MAX, required: false },
};

function rowProblems(row: RowDraft, i: number, into: Problems): void {
  for (const [field, { max, required }] of Object.entries(ROW_TEXT_RULES) as Array<[Exclude<RowField, 'qty'>, { max: number; required: boolean }]>) {
    const value = row[field].trim();
    if (required && value === '') into[`row.${i}.${field}`] = 'missing';
    else if (value.length > max) into[`row.${i}.${field}`] = 'tooLong';
  }
  const qty = qtyProblem(row.qty);
  if (qty) into[`row.${i}.qty`] = qty;
}

/** Every problem of the form for `item`, booked at `now` from `addresses`. */
export function bookingProblems(draft: BookingDraft, rows: readonly RowDraft[], item: Pick<ServiceItemView, 'leadDays' | 'regions'>, addresses: readonly AddressRow[], now: Date): Problems {
  const problems: Problems = {};
  const address = addresses.find((a) => a.id === draft.addressId);
  if (!address) problems.addressId = 'missing';
  else if (!item.regions.some((r) => r.code === address.provinceCode)) problems.addressId = 'outsideRegion';
  const contact = draft.contact.trim();
  if (contact === '') problems.contact = 'missing';
  else if (contact.length > CONTACT_MAX) problems.contact = 'tooLong';
  const mobile = draft.mobile.trim();
  if (mobile === '') problems.mobile = 'missing';
  else if (!mobileRe.test(mobile)) problems.mobile = 'invalid';
  const seen = new Set<string>();
  draft.dates.forEach((date, i) => {
    if (date === '') return;
    const problem = serviceDateProblem(date, item.leadDays, now);
    if (problem) problems[`date.${i}`] = problem;
    else if (seen.has(date)) problems[`date.${i}`] = 'duplicate';
    seen.add(date);
  });
  if (draft.dates.every((d) => d === '')) problems.dates = 'missing';
  if (draft.remark.trim().length > REMARK_MAX) problems.remark = 'tooLong';
  const filled = rows.filter((r) => !isBlankRow(r));
  if (filled.length === 0) problems.rows = 'missing';
  rows.forEach((row, i) => {
    if (!isBlankRow(row) || filled.length === 0) rowProblems(row, i, problems);
  });
  return problems;
}

const optional = (text: string) => (text.trim() === '' ? {} : { value: text.trim() });

/** The payload of a checked form: blank rows and empty date slots left out. */
export function bookingBody(itemId: number, draft: BookingDraft, rows: readonly RowDraft[], requestKey: string, attachments: readonly UploadedAttachment[] = []): SaveServiceOrderBody {
  const instruments: InstrumentRow[] = rows
    .filter((r) => !isBlankRow(r))
    .map((r) => {
      const row: InstrumentRow = { maker: r.maker.trim(), model: r.model.trim(), qty: Number(r.qty.trim()) };
      const serialNo = optional(r.serialNo);
      const assetTag = optional(r.assetTag);
      const range = optional(r.range);
      if ('value' in serialNo) row.serialNo = serialNo.value;
      if ('value' in assetTag) row.assetTag = assetTag.value;
      if ('value' in range) row.range = range.value;
      return row;
    });
  const body: SaveServiceOrderBody = {
    serviceItemId: itemId,
    addressId: draft.addressId ?? 0,
    contact: draft.contact.trim(),
    mobile: draft.mobile.trim(),
    preferredDates: draft.dates.filter((d) => d !== ''),
    instruments,
    requestKey,
  };
  if (draft.remark.trim()) body.remark = draft.remark.trim();
  if (attachments.length > 0) body.attachments = attachments.map((a) => ({ uploadUrl: a.uploadUrl, fileName: a.fileName }));
  return body;
}

/** Imported rows fill the blank rows of the form; what is left is added after the filled ones. */
export function mergeRows(rows: readonly RowDraft[], imported: readonly InstrumentRow[]): RowDraft[] {
  const kept = rows.filter((r) => !isBlankRow(r));
  const added = imported.map((r) => ({ maker: r.maker, model: r.model, serialNo: r.serialNo ?? '', assetTag: r.assetTag ?? '', range: r.range ?? '', qty: String(r.qty) }));
  return [...kept, ...added];
}

export interface BookingLoaded {
  item: ServiceItemView;
  /** null for a visitor (no form). */
  addresses: AddressRow[] | null;
}

export interface BookingInput {
  itemId: number | null;
  loggedIn: boolean;
  /** Fresh for every form (the page makes it); a new one after each booking. */
  requestKey: string;
  /** The clock of the date rule (tests pass a fixed one). */
  now?: () => Date;
}

export interface BookingContext {
  itemId: number | null;
  loggedIn: boolean;
  requestKey: string;
  now: () => Date;
  item: ServiceItemView | null;
  addresses: AddressRow[];
  draft: BookingDraft;
  rows: RowDraft[];
  problems: Problems;
  sheetError: SheetError | null;
  sheetMessage: string | null;
  /** How many rows the last import added. */
  imported: number | null;
  attachments: UploadedAttachment[];
  attachmentError: AttachmentError | null;
  attachmentMessage: string | null;
  serverError: string | null;
  orderId: number | null;
}

export type BookingEvent =
  | { type: 'RETRY' }
  | { type: 'EDIT'; patch: Partial<Omit<BookingDraft, 'dates' | 'addressId'>> }
  | { type: 'PICK_ADDRESS'; addressId: number }
  | { type: 'DATE'; index: number; date: string }
  | { type: 'ROW_EDIT'; index: number; patch: Partial<RowDraft> }
  | { type: 'ROW_ADD' }
  | { type: 'ROW_REMOVE'; index: number }
  | { type: 'IMPORT'; file: PickedSheet }
  | { type: 'ATTACH'; file: PickedFile }
  | { type: 'DETACH'; index: number }
  | { type: 'SUBMIT' }
  | { type: 'BOOK_AGAIN'; requestKey: string };

const without = (problems: Problems, keys: readonly string[]): Problems => Object.fromEntries(Object.entries(problems).filter(([k]) => !keys.includes(k)));
/** Row problems renumbered after row `removed` is gone. */
function shiftRowProblems(problems: Problems, removed: number): Problems {
  const out: Problems = {};
  for (const [key, value] of Object.entries(problems)) {
    const m = /^row\.(\d+)\.(\w+)$/.exec(key);
    if (!m) out[key] = value;
    else if (Number(m[1]) < removed) out[key] = value;
    else if (Number(m[1]) > removed) out[`row.${Number(m[1]) - 1}.${m[2]}`] = value;
  }
  return out;
}

/** The default address (or the first), with its consignee as the contact. */
function prefilled(addresses: readonly AddressRow[]): BookingDraft {
  const address = addresses.find((a) => a.isDefault) ?? addresses[0];
  return address ? { ...EMPTY_DRAFT, dates: [...EMPTY_DRAFT.dates], addressId: address.id, contact: address.consignee, mobile: address.mobile } : { ...EMPTY_DRAFT, dates: [...EMPTY_DRAFT.dates] };
}

export const serviceBookingMachine = setup({
  types: {
    context: {} as BookingContext,
    events: {} as BookingEvent,
    input: {} as BookingInput,
  },
  actors: {
    load: fromPromise<BookingLoaded, { itemId: number; loggedIn: boolean }>(() => Promise.reject(new Error('load is provided by the app'))),
    readSheet: fromPromise<InstrumentRow[], { file: PickedSheet }>(() => Promise.reject(new Error('readSheet is provided by the app'))),
    uploadAttachment: fromPromise<UploadedAttachment, { file: PickedFile }>(() => Promise.reject(new Error('uploadAttachment is provided by the app'))),
    save: fromPromise<{ id: number }, SaveServiceOrderBody>(() => Promise.reject(new Error('save is provided by the app'))),
  },
  actions: {
    loaded: assign((_, params: BookingLoaded) => {
      const addresses = params.addresses ?? [];
      return { item: params.item, addresses, draft: prefilled(addresses), rows: [{ ...EMPTY_ROW }], problems: {}, serverError: null };
    }),
    edit: assign(({ context }, params: { patch: Partial<BookingDraft> }) => ({
      draft: { ...context.draft, ...params.patch },
      problems: without(context.problems, Object.keys(params.patch)),
      serverError: null,
    })),
    pickAddress: assign(({ context }, params: { addressId: number }) => {
      const address = context.addresses.find((a) => a.id === params.addressId);
      return {
        draft: { ...context.draft, addressId: params.addressId, contact: address?.consignee ?? context.draft.contact, mobile: address?.mobile ?? context.draft.mobile },
        problems: without(context.problems, ['addressId', 'contact', 'mobile']),
        serverError: null,
      };
    }),
    setDate: assign(({ context }, params: { index: number; date: string }) => ({
      draft: { ...context.draft, dates: context.draft.dates.map((d, i) => (i === params.index ? params.date : d)) },
      problems: without(context.problems, [`date.${params.index}`, 'dates']),
      serverError: null,
    })),
    editRow: assign(({ context }, params: { index: number; patch: Partial<RowDraft> }) => {
      const problems = without(context.problems, ['rows', ...Object.keys(params.patch).map((f) => `row.${params.index}.${f}`)]);
      // A quantity that breaks the rule is refused as it is typed (an empty one is told at submit).
      const typed = params.patch.qty === undefined ? null : qtyProblem(params.patch.qty);
      if (typed && typed !== 'missing') problems[`row.${params.index}.qty`] = typed;
      return { rows: context.rows.map((r, i) => (i === params.index ? { ...r, ...params.patch } : r)), problems, serverError: null };
    }),
    addRow: assign(({ context }) => ({ rows: [...context.rows, { ...EMPTY_ROW }] })),
    removeRow: assign(({ context }, params: { index: number }) => ({
      rows: context.rows.filter((_, i) => i !== params.index),
      problems: shiftRowProblems(context.problems, params.index),
    })),
    refuseSheet: assign((_, params: { error: SheetError; message?: string }) => ({ sheetError: params.error, sheetMessage: params.message ?? null, imported: null })),
    startImport: assign({ sheetError: null, sheetMessage: null, imported: null }),
    refuseAttachment: assign((_, params: { error: AttachmentError; message?: string }) => ({ attachmentError: params.error, attachmentMessage: params.message ?? null })),
    startAttach: assign({ attachmentError: null, attachmentMessage: null }),
    addAttachment: assign(({ context }, params: { file: UploadedAttachment }) => ({ attachments: [...context.attachments, params.file] })),
    removeAttachment: assign(({ context }, params: { index: number }) => ({ attachments: context.attachments.filter((_, i) => i !== params.index), attachmentError: null, attachmentMessage: null })),
    importRows: assign(({ context }, params: { rows: InstrumentRow[] }) => ({
      rows: mergeRows(context.rows, params.rows),
      imported: params.rows.length,
      problems: Object.fromEntries(Object.entries(context.problems).filter(([k]) => !k.startsWith('row'))),
    })),
    showProblems: assign(({ context }) => ({ problems: bookingProblems(context.draft, context.rows, context.item!, context.addresses, context.now()) })),
    startSubmit: assign({ problems: {}, serverError: null }),
    refuse: assign((_, params: { error: unknown }) => ({ serverError: failureOf(params.error).message || null })),
    booked: assign((_, params: { id: number }) => ({ orderId: params.id })),
    again: assign(({ context }, params: { requestKey: string }) => ({
      requestKey: params.requestKey,
      orderId: null,
      draft: prefilled(context.addresses),
      rows: [{ ...EMPTY_ROW }],
      problems: {},
      imported: null,
      sheetError: null,
      sheetMessage: null,
      attachments: [],
      attachmentError: null,
      attachmentMessage: null,
    })),
  },
  guards: {
    hasId: ({ context }) => context.itemId !== null,
    isVisitor: ({ event }) => doneOutput<BookingLoaded>(event).addresses === null,
    notFound: ({ event }) => failureOf(actorError(event)).status === 404,
    badSheet: ({ event }) => event.type === 'IMPORT' && checkSheet(event.file) !== null,
    noRows: ({ event }) => doneOutput<InstrumentRow[]>(event).length === 0,
    tooMany: ({ context, event }) => mergeRows(context.rows, doneOutput<InstrumentRow[]>(event)).length > MAX_INSTRUMENT_ROWS,
    rowsFull: ({ context }) => context.rows.length >= MAX_INSTRUMENT_ROWS,
    badAttachment: ({ event }) => event.type === 'ATTACH' && checkAttachment(event.file) !== null,
    attachmentsFull: ({ context }) => context.attachments.length >= MAX_ATTACHMENTS,
    lastRow: ({ context }) => context.rows.length <= 1,
    incomplete: ({ context }) => Object.keys(bookingProblems(context.draft, context.rows, context.item!, context.addresses, context.now())).length > 0,
    validDateSlot: ({ event }) => event.type === 'DATE' && Number.isInteger(event.index) && event.index >= 0 && event.index < MAX_PREFERRED_DATES,
  },
}).createMachine({
  id: 'serviceBooking',
  context: ({ input }) => ({
    itemId: input.itemId,
    loggedIn: input.loggedIn,
    requestKey: input.requestKey,
    now: input.now ?? (() => new Date()),
    item: null,
    addresses: [],
    draft: EMPTY_DRAFT,
    rows: [{ ...EMPTY_ROW }],
    problems: {},
    sheetError: null,
    sheetMessage: null,
    imported: null,
    attachments: [],
    attachmentError: null,
    attachmentMessage: null,
    serverError: null,
    orderId: null,
  }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'hasId', target: 'loading' }, { target: 'missing' }] },
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ itemId: context.itemId!, loggedIn: context.loggedIn }),
        onDone: [
          { guard: 'isVisitor', target: 'visitor', actions: { type: 'loaded', params: ({ event }) => event.output } },
          { target: 'editing', actions: { type: 'loaded', params: ({ event }) => event.output } },
        ],
        onError: [{ guard: 'notFound', target: 'missing' }, { target: 'loadFailed' }],
      },
    },
    loadFailed: { on: { RETRY: 'loading' } },
    missing: {},
    visitor: {},
    editing: {
      initial: 'idle',
      on: {
        EDIT: { actions: { type: 'edit', params: ({ event }) => ({ patch: event.patch }) } },
        PICK_ADDRESS: { actions: { type: 'pickAddress', params: ({ event }) => ({ addressId: event.addressId }) } },
        DATE: { guard: 'validDateSlot', actions: { type: 'setDate', params: ({ event }) => ({ index: event.index, date: event.date }) } },
        ROW_EDIT: { actions: { type: 'editRow', params: ({ event }) => ({ index: event.index, patch: event.patch }) } },
        SUBMIT: [{ guard: 'incomplete', actions: 'showProblems' }, { target: 'submitting', actions: 'startSubmit' }],
      },
      states: {
        idle: {
          on: {
            ROW_ADD: [{ guard: 'rowsFull' }, { actions: 'addRow' }],
            ROW_REMOVE: [{ guard: 'lastRow' }, { actions: { type: 'removeRow', params: ({ event }) => ({ index: event.index }) } }],
            IMPORT: [
              { guard: 'badSheet', actions: { type: 'refuseSheet', params: ({ event }) => ({ error: checkSheet(event.file)! }) } },
              { target: 'importing', actions: 'startImport' },
            ],
            ATTACH: [
              { guard: 'badAttachment', actions: { type: 'refuseAttachment', params: ({ event }) => ({ error: checkAttachment(event.file)! }) } },
              { guard: 'attachmentsFull', actions: { type: 'refuseAttachment', params: { error: 'tooMany' } } },
              { target: 'attaching', actions: 'startAttach' },
            ],
            DETACH: { actions: { type: 'removeAttachment', params: ({ event }) => ({ index: event.index }) } },
          },
        },
        attaching: {
          invoke: {
            id: 'uploadAttachment',
            src: 'uploadAttachment',
            input: ({ event }) => ({ file: (event as { file: PickedFile }).file }),
            onDone: { target: 'idle', actions: { type: 'addAttachment', params: ({ event }) => ({ file: event.output }) } },
            onError: { target: 'idle', actions: { type: 'refuseAttachment', params: ({ event }) => ({ error: 'server' as const, message: failureOf(event.error).message }) } },
          },
        },
        importing: {
          invoke: {
            id: 'readSheet',
            src: 'readSheet',
            input: ({ event }) => ({ file: (event as { file: PickedSheet }).file }),
            onDone: [
              { guard: 'noRows', target: 'idle', actions: { type: 'refuseSheet', params: { error: 'noRows' } } },
              { guard: 'tooMany', target: 'idle', actions: { type: 'refuseSheet', params: { error: 'tooMany' } } },
              { target: 'idle', actions: { type: 'importRows', params: ({ event }) => ({ rows: event.output }) } },
            ],
            onError: { target: 'idle', actions: { type: 'refuseSheet', params: ({ event }) => ({ error: 'server' as const, message: failureOf(event.error).message }) } },
          },
        },
      },
    },
    submitting: {
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => bookingBody(context.item!.id, context.draft, context.rows, context.requestKey, context.attachments),
        onDone: { target: 'done', actions: { type: 'booked', params: ({ event }) => event.output } },
        onError: { target: 'editing', actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    done: { on: { BOOK_AGAIN: { target: 'editing', actions: { type: 'again', params: ({ event }) => ({ requestKey: event.requestKey }) } } } },
  },
});
