// Supplier cooperation applications (docs/api/cooperation.md). An application is checked whole
// (fields, credit code check character, categories that exist, each file by its content and
// size) before anything is written; then one transaction locks the member, refuses a second
// pending application (409), stores the files through the upload store (re-encoded images,
// checked PDFs, private, joining the transaction) and writes the row. Staff review a pending
// application (approve, or reject with a note) in one transaction that also sends the member a
// message; a reviewed application is never reviewed again (409).
import type { Kysely, Transaction } from 'kysely';
import { cooperationProblems, type CooperationFields } from '../../../domain/cooperation/cooperation-payloads.ts';
import {
  COOPERATION_FILE_MAX_BYTES, COOPERATION_FILE_TYPES, COOPERATION_STATUS, COOPERATION_STATUS_TEXT, cooperationMove, mayApply, needsAuthorisation,
  PROGRAMME_TEXT, REVIEW_NOTE_MAX, SALES_RANGE_TEXT, type CooperationStatus, type Programme, type SalesRange,
} from '../../../domain/cooperation/cooperation-rules.ts';
import type { CooperationAudit, StaffCooperationRow } from '../../../domain/cooperation/cooperation-views.ts';
import type { Page } from '../../../domain/shared/envelope.ts';
import type { Database } from '../../db/schema.ts';
import { page } from '../../http/envelope.ts';
import { AppError, badRequest, conflict, notFound } from '../../http/errors.ts';
import { DbUploadStore, type UploadStore } from '../../providers/storage/upload-store.ts';
import { detectFile, type CheckedMime } from '../../security/file-check.ts';
import { COOP_MSG } from './messages.ts';
import {
  applicationById, categoryNames, insertApplication, latestOf, listApplications, lockApplication, lockMember, recordReview, registryCompany,
  staffNames, type ApplicationRow,
} from './cooperation-repository.ts';
import { notifyReview } from './review-notice.ts';

/** Who reviews: a staff user (by id) or the command line. */
export interface Reviewer {
  actor: string;
  staffId: number | null;
}

export const reviewerOf = (staffId: number): Reviewer => ({ actor: `staff:${staffId}`, staffId });
export const CLI_REVIEWER: Reviewer = { actor: 'cli', staffId: null };

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** A file's real type by content, or 400; 400 when empty or over the limit. */
export function checkCooperationFile(bytes: Uint8Array, what: string): CheckedMime {
  if (bytes.byteLength === 0) throw badRequest(COOP_MSG.fileMissing(what));
  if (bytes.byteLength > COOPERATION_FILE_MAX_BYTES) throw badRequest(COOP_MSG.fileTooLarge(what));
  const mime = detectFile(bytes, COOPERATION_FILE_TYPES);
  if (!mime) throw badRequest(COOP_MSG.fileType(what));
  return mime;
}

function storeIn(trx: Transaction<Database>, uploads: UploadStore): UploadStore {
  return uploads instanceof DbUploadStore ? uploads.withDb(trx) : uploads;
}

export interface CooperationUpload {
  memberId: number;
  fields: CooperationFields;
  licence: Uint8Array | null;
  authorisation: Uint8Array | null;
}

async function refuseIfOpen(db: Kysely<Database>, memberId: number): Promise<void> {
  const latest = await latestOf(db, memberId);
  if (latest && !mayApply(latest.status as CooperationStatus)) {
    throw conflict(latest.status === COOPERATION_STATUS.approved ? COOP_MSG.alreadyApproved : COOP_MSG.pendingExists);
  }
}

/** cooperationInfo/save: a new application of the member; answers its id. */
export async function submitCooperation(db: Kysely<Database>, uploads: UploadStore, input: CooperationUpload): Promise<number> {
  const f = input.fields;
  const problems = cooperationProblems({ ...f, email: f.email ?? '' });
  const first = Object.values(problems)[0];
  if (first) throw badRequest(first);
  const names = await categoryNames(db, f.categoryIds);
  if (names.size !== f.categoryIds.length) throw badRequest(COOP_MSG.categoryUnknown);
  if (!input.licence) throw badRequest(COOP_MSG.fileMissing(COOP_MSG.licence));
  const licenceType = checkCooperationFile(input.licence, COOP_MSG.licence);
  if (needsAuthorisation(f.programme) && !input.authorisation) throw badRequest(COOP_MSG.authorisationRequired);
  const authorisationType = input.authorisation ? checkCooperationFile(input.authorisation, COOP_MSG.authorisation) : null;
  await refuseIfOpen(db, input.memberId);
  return db.transaction().execute(async (trx) => {
    if (!(await lockMember(trx, input.memberId))) throw notFound(COOP_MSG.notFound);
    await refuseIfOpen(trx, input.memberId);
    const store = storeIn(trx, uploads);
    const licence = await store.put({ bytes: input.licence!, mime: licenceType, purpose: 'cooperation-licence', ownerMemberId: input.memberId, visibility: 'private' });
    const authorisation =
      input.authorisation && authorisationType
        ? await store.put({ bytes: input.authorisation, mime: authorisationType, purpose: 'cooperation-authorisation', ownerMemberId: input.memberId, visibility: 'private' })
        : null;
    return insertApplication(trx, {
      memberId: input.memberId,
      programme: f.programme,
      companyName: f.companyName.trim(),
      creditCode: f.creditCode.trim().toUpperCase(),
      contact: f.contact.trim(),
      mobile: f.mobile.trim(),
      email: f.email?.trim() || null,
      categoryIds: f.categoryIds,
      brandNames: f.brands.map((b) => b.trim()).filter((b) => b.length > 0),
      salesRange: f.salesRange,
      licenceUrl: licence.url,
      licenceType,
      authorisationUrl: authorisation?.url ?? null,
      authorisationType: authorisation ? authorisationType : null,
    });
  });
}

async function viewsOf(db: Kysely<Database>, rows: ApplicationRow[]): Promise<StaffCooperationRow[]> {
  const names = await categoryNames(db, [...new Set(rows.flatMap((r) => r.categoryIds))]);
  const staff = await staffNames(db, [...new Set(rows.flatMap((r) => (r.reviewedBy === null ? [] : [Number(r.reviewedBy)])))]);
  return rows.map((r) => {
    const status = r.status as CooperationStatus;
    const programme = r.programme as Programme;
    const salesRange = (r.salesRange ?? 1) as SalesRange;
    return {
      id: Number(r.id),
      programme,
      programmeText: PROGRAMME_TEXT[programme],
      companyName: r.companyName,
      creditCode: r.creditCode ?? '',
      contact: r.contact,
      mobile: r.mobile,
      email: r.email,
      categories: r.categoryIds.map((id) => ({ id, name: names.get(id) ?? '' })),
      brands: r.brandNames,
      salesRange,
      salesRangeText: SALES_RANGE_TEXT[salesRange],
      licence: { url: r.licenceUrl ?? '', type: r.licenceType ?? '' },
      authorisation: r.authorisationUrl ? { url: r.authorisationUrl, type: r.authorisationType ?? '' } : null,
      status,
      statusText: COOPERATION_STATUS_TEXT[status],
      reviewNote: r.reviewNote,
      createdAt: iso(r.createdAt)!,
      reviewedAt: iso(r.reviewedAt),
      mayApplyAgain: mayApply(status),
      memberId: r.memberId === null ? null : Number(r.memberId),
      memberMobile: r.memberMobile,
      reviewedBy: r.reviewedBy !== null ? (staff.get(Number(r.reviewedBy)) ?? r.reviewedActor) : r.reviewedActor,
    };
  });
}

/** getSupplierAuditInfo: the member's latest application, or null when they have none. */
export async function supplierAuditInfo(db: Kysely<Database>, memberId: number): Promise<CooperationAudit | null> {
  const row = await latestOf(db, memberId);
  if (!row) return null;
  const [view] = await viewsOf(db, [row]);
  const { memberId: _m, memberMobile: _mm, reviewedBy: _r, ...audit } = view!;
  return audit;
}

/** staff/common/cooperation/list: applications, newest first, optionally of one status. */
export async function listCooperation(db: Kysely<Database>, q: { status?: number | null | undefined; current: number; size: number }): Promise<Page<StaffCooperationRow>> {
  const { rows, total } = await listApplications(db, { status: q.status ?? null, current: q.current, size: q.size });
  return page(await viewsOf(db, rows), total, q.current, q.size);
}

export async function staffCooperationRow(db: Kysely<Database>, id: number): Promise<StaffCooperationRow> {
  const row = await applicationById(db, id);
  if (!row) throw notFound(COOP_MSG.notFound);
  return (await viewsOf(db, [row]))[0]!;
}

export interface CooperationReview {
  id: number;
  approve: boolean;
  note?: string | null | undefined;
  now?: Date;
}

/** Approve or reject a pending application; the member is told in the same transaction. */
export async function reviewCooperation(db: Kysely<Database>, who: Reviewer, input: CooperationReview): Promise<number> {
  const note = input.note?.trim() || null;
  if (!input.approve && !note) throw badRequest(COOP_MSG.rejectNoteRequired);
  if (note && note.length > REVIEW_NOTE_MAX) throw badRequest(COOP_MSG.noteTooLong);
  const now = input.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    const row = await lockApplication(trx, input.id);
    if (!row) throw notFound(COOP_MSG.notFound);
    const from = row.status as CooperationStatus;
    const to = cooperationMove(from, input.approve ? 'approve' : 'reject');
    if (to === null) throw conflict(COOP_MSG.notPending(COOPERATION_STATUS_TEXT[from] ?? String(from)));
    await recordReview(trx, row.id, { status: to, note, staffId: who.staffId, actor: who.actor, at: now });
    if (row.memberId !== null) {
      const programme = PROGRAMME_TEXT[row.programme as Programme];
      await notifyReview(trx, {
        memberId: Number(row.memberId),
        approved: input.approve,
        title: input.approve ? COOP_MSG.messageTitleApproved : COOP_MSG.messageTitleRejected,
        body: input.approve ? COOP_MSG.messageBodyApproved(row.companyName, programme, note) : COOP_MSG.messageBodyRejected(row.companyName, programme, note!),
        applicationId: Number(row.id),
      });
    }
    return Number(row.id);
  });
}

/** company/get/{id}: a company of the registry, or 404. */
/** A registry company for the member's forms; another member's pending entry is 404 like an unknown id. */
export async function companyById(db: Kysely<Database>, id: number, memberId: number) {
  const row = await registryCompany(db, id, memberId);
  if (!row) throw new AppError(404, COOP_MSG.companyNotFound);
  return { ...row, id: Number(row.id) };
}
