// The staff steps of a service order (docs/api/services.md): quote (报价后确定 items) or confirm
// (priced items: list price times quantity) with a planned date; schedule an accepted order
// (engineer, date); start; deliver the certificates or reports (each file checked by content,
// stored private to the member and staff); cancel before scheduling. The staff routes and
// `npm run services` call these same functions; each step messages the member in its transaction.
import type { Kysely, Transaction } from 'kysely';
import type { ConfirmServiceBody, QuoteServiceBody, ScheduleServiceBody } from '../../../domain/services/service-payloads.ts';
import { CERTIFICATE_MAX_BYTES, CERTIFICATE_TYPES, MAX_CERTIFICATES, serviceDateProblem } from '../../../domain/services/service-rules.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { DbUploadStore, type UploadStore } from '../../providers/storage/upload-store.ts';
import { detectFile, type CheckedMime } from '../../security/file-check.ts';
import { SVC_MSG } from './messages.ts';
import { instrumentsOf, insertCertificate, itemsByIds } from './service-repository.ts';
import { takeStep, type Actor } from './service-service.ts';

const PLANNED_TEXT = { invalid: SVC_MSG.plannedInvalid, tooEarly: SVC_MSG.plannedTooEarly, sunday: SVC_MSG.plannedSunday, tooLate: SVC_MSG.plannedTooLate } as const;

function checkPlannedDate(date: string, now: Date): void {
  const problem = serviceDateProblem(date, 0, now);
  if (problem) throw badRequest(PLANNED_TEXT[problem]);
}

const wrongStep = (step: string) => (status: string) => SVC_MSG.wrongStep(status, step);
const clean = (s: string | null | undefined) => s?.trim() || null;

/** Staff: quote an order of a 报价后确定 item. */
export async function quoteService(db: Kysely<Database>, who: Actor, input: QuoteServiceBody & { now?: Date }): Promise<void> {
  const now = input.now ?? new Date();
  checkPlannedDate(input.plannedDate, now);
  const note = clean(input.note);
  await takeStep(db, who, input.id, { transition: 'quote', action: 'quote', refused: wrongStep(SVC_MSG.steps.quote), note, now }, async (trx, order) => {
    const [item] = await itemsByIds(trx, [Number(order.serviceItemId)]);
    if (item && item.priceFen !== null) throw badRequest(SVC_MSG.quoteOnlyForQuoteItems);
    return {
      change: { quoteFen: input.priceFen, quoteNote: note, plannedDate: input.plannedDate, quotedAt: now },
      title: SVC_MSG.titles.quoted,
      body: SVC_MSG.bodies.quoted(order.serviceNo, order.itemName, input.priceFen, input.plannedDate),
    };
  });
}

/** Staff: confirm an order of a priced item at the list price times the quantity. */
export async function confirmService(db: Kysely<Database>, who: Actor, input: ConfirmServiceBody & { now?: Date }): Promise<void> {
  const now = input.now ?? new Date();
  checkPlannedDate(input.plannedDate, now);
  const note = clean(input.note);
  await takeStep(db, who, input.id, { transition: 'confirm', action: 'confirm', refused: wrongStep(SVC_MSG.steps.confirm), note, now }, async (trx, order) => {
    const [item] = await itemsByIds(trx, [Number(order.serviceItemId)]);
    if (!item || item.priceFen === null) throw badRequest(SVC_MSG.confirmNeedsPrice);
    const qty = (await instrumentsOf(trx, [Number(order.id)])).reduce((s, l) => s + l.qty, 0);
    const amount = Number(item.priceFen) * qty;
    return {
      change: { quoteFen: amount, quoteNote: note, plannedDate: input.plannedDate, quotedAt: now },
      title: SVC_MSG.titles.confirmed,
      body: SVC_MSG.bodies.quoted(order.serviceNo, order.itemName, amount, input.plannedDate),
    };
  });
}

/** Staff: schedule an order whose quote the member accepted and paid or put on credit (docs/decisions.md: paid before scheduling). */
export async function scheduleService(db: Kysely<Database>, who: Actor, input: ScheduleServiceBody & { now?: Date }): Promise<void> {
  const now = input.now ?? new Date();
  checkPlannedDate(input.plannedDate, now);
  const engineer = input.engineer.trim();
  if (!engineer) throw badRequest(SVC_MSG.engineerRequired);
  await takeStep(db, who, input.id, { transition: 'schedule', action: 'schedule', refused: wrongStep(SVC_MSG.steps.schedule), note: `${engineer} ${input.engineerMobile} ${input.plannedDate}`, now }, async (_trx, order) => {
    if (order.acceptedAt === null) throw conflict(SVC_MSG.notAccepted);
    // Paid (online or a confirmed transfer), or put on the member's credit terms (账期).
    if (order.paidAt === null && order.creditAt === null) throw conflict(SVC_MSG.notPaid);
    return {
      change: { engineer, engineerMobile: input.engineerMobile, plannedDate: input.plannedDate, scheduledAt: now },
      title: SVC_MSG.titles.scheduled,
      body: SVC_MSG.bodies.scheduled(order.serviceNo, engineer, input.engineerMobile, input.plannedDate),
    };
  });
}

/** Staff: the engineer has started the work. */
export async function startService(db: Kysely<Database>, who: Actor, input: { id: number; now?: Date }): Promise<void> {
  const now = input.now ?? new Date();
  await takeStep(db, who, input.id, { transition: 'start', action: 'start', refused: wrongStep(SVC_MSG.steps.start), now }, async (_trx, order) => ({
    change: { startedAt: now },
    title: SVC_MSG.titles.started,
    body: SVC_MSG.bodies.started(order.serviceNo),
  }));
}

export interface CertificateFile {
  fileName: string;
  bytes: Uint8Array;
}

/** A certificate's type by content, or 400. */
export function checkCertificate(file: CertificateFile): CheckedMime {
  if (file.bytes.byteLength === 0) throw badRequest(SVC_MSG.certificateMissing);
  if (file.bytes.byteLength > CERTIFICATE_MAX_BYTES) throw badRequest(SVC_MSG.certificateTooLarge);
  const mime = detectFile(file.bytes, CERTIFICATE_TYPES);
  if (!mime) throw badRequest(SVC_MSG.certificateType);
  return mime;
}

function storeIn(trx: Transaction<Database>, uploads: UploadStore): UploadStore {
  return uploads instanceof DbUploadStore ? uploads.withDb(trx) : uploads;
}

/** The file name as shown: path separators and control characters replaced, at most 120 characters. */
const safeName = (name: string) => [...name].map((c) => (c === '/' || c === '\\' || c.charCodeAt(0) < 32 ? '_' : c)).join('').slice(-120) || 'certificate';

/** Staff: upload the certificates or reports; the order waits for the member's acceptance. */
export async function deliverService(db: Kysely<Database>, uploads: UploadStore, who: Actor, input: { id: number; files: CertificateFile[]; note?: string | null; now?: Date }): Promise<void> {
  const now = input.now ?? new Date();
  if (input.files.length === 0) throw badRequest(SVC_MSG.certificateMissing);
  if (input.files.length > MAX_CERTIFICATES) throw badRequest(SVC_MSG.certificateTooMany);
  const types = input.files.map(checkCertificate);
  const note = clean(input.note);
  await takeStep(db, who, input.id, { transition: 'deliver', action: 'deliver', refused: wrongStep(SVC_MSG.steps.deliver), note, now }, async (trx, order) => {
    const store = storeIn(trx, uploads);
    for (const [i, file] of input.files.entries()) {
      const stored = await store.put({ bytes: file.bytes, mime: types[i]!, purpose: 'service-certificate', ownerMemberId: Number(order.memberId), visibility: 'private', uploadedBy: 'staff' });
      await insertCertificate(trx, { serviceOrderId: Number(order.id), url: stored.url, fileName: safeName(file.fileName), mime: types[i]!, at: now });
    }
    return { change: { deliveredAt: now }, title: SVC_MSG.titles.delivered, body: SVC_MSG.bodies.delivered(order.serviceNo, input.files.length) };
  });
}

