// The 服务订单 detail's rules (issue 22), shared by its machine and the tests: which staff step an
// order's status allows, and each step's form checked before anything is sent, as the server checks
// it (the amount typed in yuan sent as integer fen; dates not in the past, not on a Sunday, within
// DATE_HORIZON_DAYS; the engineer's mobile; the reason; the certificates by type, size and count).
import { MOBILE_PATTERN } from '../../domain/shared/input-patterns.ts';
import {
  CERTIFICATE_MAX_BYTES, CERTIFICATE_TYPES, ENGINEER_MAX, MAX_CERTIFICATES, NOTE_MAX, QUOTE_MAX_FEN, REASON_MAX, serviceDateProblem,
} from '../../domain/services/service-rules.ts';
import { SERVICE_STATUS } from '../../domain/services/service-status.ts';
import type { ServiceOrderView } from '../../domain/services/service-views.ts';
import type { CancelServiceBody, ConfirmServiceBody, QuoteServiceBody, ScheduleServiceBody } from '../../domain/services/service-payloads.ts';

export type StaffStep = 'quote' | 'confirm' | 'schedule' | 'start' | 'deliver' | 'cancel';

/** The fields of the steps' forms. */
export type StepField = 'amount' | 'plannedDate' | 'note' | 'engineer' | 'engineerMobile' | 'reason' | 'files';

export type StepError =
  | 'amountRequired' | 'amountFormat' | 'amountZero' | 'amountTooLarge'
  | 'dateRequired' | 'dateInvalid' | 'datePast' | 'dateSunday' | 'dateTooLate'
  | 'noteTooLong'
  | 'engineerRequired' | 'engineerTooLong' | 'mobileRequired' | 'mobileFormat'
  | 'reasonRequired' | 'reasonTooLong'
  | 'filesNone' | 'fileType' | 'fileTooLarge' | 'fileEmpty' | 'filesTooMany';

export type StepErrors = Partial<Record<StepField, StepError>>;

/** What the order waits for when staff have no step to take (the page says so). */
export type Waiting = 'memberAccept' | 'memberPay' | 'financeReceipt' | 'memberAcceptance' | null;

/** The staff steps the order's status allows now, the main one first. */
export function stepsFor(order: ServiceOrderView): StaffStep[] {
  const steps: StaffStep[] = [];
  if (order.status === SERVICE_STATUS.awaitingConfirmation) steps.push(order.item.quoteRequired ? 'quote' : 'confirm');
  if (order.status === SERVICE_STATUS.quoted && order.acceptedAt !== null && (order.paidAt !== null || order.payment.creditAt !== null)) steps.push('schedule');
  if (order.status === SERVICE_STATUS.scheduled) steps.push('start');
  if (order.status === SERVICE_STATUS.inService) steps.push('deliver');
  if (order.mayCancel) steps.push('cancel');
  return steps;
}

export function waitingFor(order: ServiceOrderView): Waiting {
  if (order.status === SERVICE_STATUS.awaitingAcceptance) return 'memberAcceptance';
  if (order.status !== SERVICE_STATUS.quoted) return null;
  if (order.acceptedAt === null) return 'memberAccept';
  if (order.paidAt !== null || order.payment.creditAt !== null) return null;
  return order.payment.receiptWaiting ? 'financeReceipt' : 'memberPay';
}

/** A yuan amount as typed ("1680", "1,680.5", "¥1680.50") in fen, or the problem. */
export function fenOfYuan(text: string): number | StepError {
  const clean = text.replace(/[,，¥￥\s]/g, '');
  if (!clean) return 'amountRequired';
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(clean)) return 'amountFormat';
  const [yuan, cents = ''] = clean.split('.');
  const fen = Number(yuan) * 100 + Number(cents.padEnd(2, '0'));
  if (fen < 1) return 'amountZero';
  if (fen > QUOTE_MAX_FEN) return 'amountTooLarge';
  return fen;
}

const DATE_ERROR = { invalid: 'dateInvalid', tooEarly: 'datePast', sunday: 'dateSunday', tooLate: 'dateTooLate' } as const;

/** A planned or service date's problem (today allowed), as the server's rule for staff dates. */
export function dateError(date: string, now: Date): StepError | null {
  if (!date.trim()) return 'dateRequired';
  const problem = serviceDateProblem(date.trim(), 0, now);
  return problem ? DATE_ERROR[problem] : null;
}

export type StepValues = Partial<Record<'amount' | 'plannedDate' | 'note' | 'engineer' | 'engineerMobile' | 'reason', string>>;

/** A picked certificate file as the form knows it (a File in the browser). */
export interface PickedFile {
  name: string;
  size: number;
  type: string;
}

const EXT_TYPES: Record<string, string> = { pdf: 'application/pdf', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' };

/** The file's type by its declared type, else by its name's extension (the server checks the content). */
export function certificateTypeOf(file: PickedFile): string | null {
  const declared = (CERTIFICATE_TYPES as readonly string[]).includes(file.type) ? file.type : null;
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  return declared ?? EXT_TYPES[ext] ?? null;
}

/** The first problem of the picked certificates, or null. */
export function filesError(files: readonly PickedFile[]): StepError | null {
  if (files.length === 0) return 'filesNone';
  if (files.length > MAX_CERTIFICATES) return 'filesTooMany';
  for (const f of files) {
    if (certificateTypeOf(f) === null) return 'fileType';
    if (f.size === 0) return 'fileEmpty';
    if (f.size > CERTIFICATE_MAX_BYTES) return 'fileTooLarge';
  }
  return null;
}

/** What the `act` actor sends for one step. */
export type StepRequest =
  | { step: 'quote'; body: QuoteServiceBody }
  | { step: 'confirm'; body: ConfirmServiceBody }
  | { step: 'schedule'; body: ScheduleServiceBody }
  | { step: 'start'; body: { id: number } }
  | { step: 'cancel'; body: CancelServiceBody }
  | { step: 'deliver'; id: number; note: string | null; files: PickedFile[] };

const mobileRe = new RegExp(MOBILE_PATTERN);

/** The request of `step` from the form's values, or the problems of its fields. */
export function requestOf(step: StaffStep, id: number, values: StepValues, files: readonly PickedFile[], now: Date): { request: StepRequest } | { errors: StepErrors } {
  const errors: StepErrors = {};
  const v = (k: keyof StepValues) => (values[k] ?? '').trim();
  const note = v('note');
  if (note.length > NOTE_MAX) errors.note = 'noteTooLong';
  const date = () => {
    const e = dateError(v('plannedDate'), now);
    if (e) errors.plannedDate = e;
  };
  const done = (request: StepRequest) => (Object.keys(errors).length ? { errors } : { request });
  switch (step) {
    case 'quote': {
      const fen = fenOfYuan(v('amount'));
      if (typeof fen === 'string') errors.amount = fen;
      date();
      return done({ step, body: { id, priceFen: typeof fen === 'number' ? fen : 0, plannedDate: v('plannedDate'), ...(note ? { note } : {}) } });
    }
    case 'confirm':
      date();
      return done({ step, body: { id, plannedDate: v('plannedDate'), ...(note ? { note } : {}) } });
    case 'schedule': {
      const engineer = v('engineer');
      if (!engineer) errors.engineer = 'engineerRequired';
      else if (engineer.length > ENGINEER_MAX) errors.engineer = 'engineerTooLong';
      const mobile = v('engineerMobile');
      if (!mobile) errors.engineerMobile = 'mobileRequired';
      else if (!mobileRe.test(mobile)) errors.engineerMobile = 'mobileFormat';
      date();
      return done({ step, body: { id, engineer, engineerMobile: mobile, plannedDate: v('plannedDate') } });
    }
    case 'start':
      return { request: { step, body: { id } } };
    case 'cancel': {
      const reason = v('reason');
      if (!reason) errors.reason = 'reasonRequired';
      else if (reason.length > REASON_MAX) errors.reason = 'reasonTooLong';
      delete errors.note;
      return done({ step, body: { id, reason } });
    }
    case 'deliver': {
      const e = filesError(files);
      if (e) errors.files = e;
      return done({ step, id, note: note || null, files: [...files] });
    }
  }
}
