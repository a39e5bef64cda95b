// Enterprise certification (docs/api/certification.md). An application is checked whole (fields,
// the GB 32100 check character — a mismatch needs the member's confirmation —, each image by its
// content and size, whether the company is certified for another account) before anything is
// written; then one transaction locks the member, checks the status again, moves it through the
// named transitions of domain/certification/certification-status.ts, stores the images (private,
// re-encoded, joining the transaction), writes the application, the audit log and the member's
// message. Staff approve (the member becomes an enterprise member and gets the one trial VIP),
// reject with a coded reason, or ask a certified member to certify again, each in one transaction
// with its log entry and message; a reviewed application is never reviewed again (409).
import type { Kysely, Transaction } from 'kysely';
import {
  certificationProblems, creditCodeNeedsConfirmation, normaliseCertificationDraft, reasonText, type CertificationFields,
} from '../../../domain/certification/certification-payloads.ts';
import { CERT_FILE_MAX_BYTES, CERT_FILE_TYPES, isRejectCode, noteRequired, REVIEW_NOTE_MAX, type RejectCode } from '../../../domain/certification/certification-rules.ts';
import {
  applyTransition, CERTIFICATION_STATUS, CERTIFICATION_STATUS_TEXT, certificationMove, NOT_CERTIFIED, type CertificationStatus, type CertificationTransition,
  type StoredCertificationStatus,
} from '../../../domain/certification/certification-status.ts';
import type { CertificationInfo, CertificationState, CertificationStep, StaffCertificationRow } from '../../../domain/certification/certification-views.ts';
import { TRANSITION_TEXT } from '../../../domain/certification/certification-views.ts';
import type { Page } from '../../../domain/shared/envelope.ts';
import type { Database } from '../../db/schema.ts';
import { page } from '../../http/envelope.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { DbUploadStore, type UploadStore } from '../../providers/storage/upload-store.ts';
import { detectFile, type CheckedMime } from '../../security/file-check.ts';
import { approveCompanyOf, makeMemberEnterprise } from '../account/public.ts';
import { bookOwnerOf, foundCompany } from '../company/public.ts';
import { readSiteSettings } from '../content/public.ts';
import { notifyMember } from '../messages/public.ts';
import {
  certById, certifiedElsewhere, insertCert, insertLog, latestCertOf, listCerts, lockCert, lockCompany, lockMember, logOf, logsOf,
  memberVip, setCertStatus, staffNames, type CertRow, type LogRow,
} from './certification-repository.ts';
import { CERT_MSG } from './messages.ts';
import { extendTrial } from './vip-service.ts';
import { trialUsed } from './vip-repository.ts';

/** Who acts: the member, a staff user (by id) or the command line. */
export interface Actor {
  actor: string;
  staffId: number | null;
}

export const reviewerOf = (staffId: number): Actor => ({ actor: `staff:${staffId}`, staffId });
export const CLI_REVIEWER: Actor = { actor: 'cli', staffId: null };
const MEMBER_ACTOR: Actor = { actor: 'member', staffId: null };

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const LINK = '/enterpriseCertification';

/** An image's real type by content, or 400; 400 when empty or over the limit. */
export function checkCertImage(bytes: Uint8Array, what: string): CheckedMime {
  if (bytes.byteLength === 0) throw badRequest(CERT_MSG.fileMissing(what));
  if (bytes.byteLength > CERT_FILE_MAX_BYTES) throw badRequest(CERT_MSG.fileTooLarge(what));
  const mime = detectFile(bytes, CERT_FILE_TYPES);
  if (!mime) throw badRequest(CERT_MSG.fileType(what));
  return mime;
}

function storeIn(trx: Transaction<Database>, uploads: UploadStore): UploadStore {
  return uploads instanceof DbUploadStore ? uploads.withDb(trx) : uploads;
}

const statusOf = (row: { status: number } | undefined): CertificationStatus => (row ? (row.status as CertificationStatus) : NOT_CERTIFIED);

/** The fields a member's application carries, as the audit log compares them. */
const LOGGED_FIELDS = ['companyName', 'creditCode', 'legalPerson', 'regAddress', 'applicantName', 'applicantMobile', 'applicantIsLegal'] as const;
type Logged = Record<(typeof LOGGED_FIELDS)[number], string | null>;

function loggedOf(row: CertRow | undefined): Logged | null {
  if (!row) return null;
  return {
    companyName: row.companyName,
    creditCode: row.creditCode,
    legalPerson: row.legalPerson,
    regAddress: row.regAddress,
    applicantName: row.contactName,
    applicantMobile: row.contactMobile,
    applicantIsLegal: row.applicantIsLegal ? CERT_MSG.yes : CERT_MSG.no,
  };
}

function diff(before: Logged | null, after: Logged): Record<string, { before: string | null; after: string | null }> {
  const out: Record<string, { before: string | null; after: string | null }> = {};
  for (const k of LOGGED_FIELDS) if ((before?.[k] ?? null) !== after[k]) out[k] = { before: before?.[k] ?? null, after: after[k] };
  return out;
}

export interface CertificationUpload {
  memberId: number;
  fields: CertificationFields;
  licence: Uint8Array | null;
  authorisation: Uint8Array | null;
  now?: Date;
}

/** The refusal of an application by the member's current status, or null when they may apply. */
function refusalFor(latest: CertRow | undefined, f: CertificationFields): Error | null {
  const status = statusOf(latest);
  if (status === CERTIFICATION_STATUS.pending) return conflict(CERT_MSG.pendingExists);
  if (status === CERTIFICATION_STATUS.certified && latest && latest.companyName === f.companyName && latest.creditCode === f.creditCode) {
    return conflict(CERT_MSG.alreadyCertified);
  }
  return null;
}

/** enterprise/apply: a new application (first, resubmitted, or changing a certified company); answers its id. */
export async function applyCertification(db: Kysely<Database>, uploads: UploadStore, input: CertificationUpload): Promise<number> {
  const now = input.now ?? new Date();
  const f = normaliseCertificationDraft(input.fields) as CertificationFields;
  const first = Object.values(certificationProblems(f))[0];
  if (first) throw badRequest(first);
  const codeCheckFailed = creditCodeNeedsConfirmation(f.creditCode);
  if (!input.licence) throw badRequest(CERT_MSG.fileMissing(CERT_MSG.licence));
  const licenceType = checkCertImage(input.licence, CERT_MSG.licence);
  if (!f.applicantIsLegal && !input.authorisation) throw badRequest(CERT_MSG.fileMissing(CERT_MSG.authorisation));
  if (f.applicantIsLegal && input.authorisation) throw badRequest(CERT_MSG.authorisationNotNeeded);
  const authorisationType = input.authorisation ? checkCertImage(input.authorisation, CERT_MSG.authorisation) : null;
  const refusal = refusalFor(await latestCertOf(db, input.memberId), f);
  if (refusal) throw refusal;
  const elsewhere = await certifiedElsewhere(db, input.memberId, f.companyName, f.creditCode);
  if (elsewhere && !f.linkRequest) throw conflict(CERT_MSG.certifiedElsewhere);

  return db.transaction().execute(async (trx) => {
    if (!(await lockMember(trx, input.memberId))) throw notFound(CERT_MSG.notFound);
    const latest = await latestCertOf(trx, input.memberId);
    const again = refusalFor(latest, f);
    if (again) throw again;
    let from = statusOf(latest);
    let changedCompany = false;
    if (from === CERTIFICATION_STATUS.certified && latest) {
      // The member changes the certified company's name or credit code: the certification needs doing again.
      const to = certificationMove(from, 'changeCompany')!;
      await setCertStatus(trx, Number(latest.id), { status: to, rejectCode: null, note: null, staffId: latest.reviewedBy, actor: latest.reviewedActor ?? 'member', at: now });
      await insertLog(trx, { certId: Number(latest.id), memberId: input.memberId, actor: MEMBER_ACTOR.actor, transition: 'changeCompany', fromStatus: from, toStatus: to, changes: {}, note: null, at: now });
      from = to;
      changedCompany = true;
    }
    const transition = applyTransition(from);
    const to = transition ? certificationMove(from, transition) : null;
    if (!transition || to === null) throw conflict(CERT_MSG.pendingExists);
    const store = storeIn(trx, uploads);
    const licence = await store.put({ bytes: input.licence!, mime: licenceType, purpose: 'certification-licence', ownerMemberId: input.memberId, visibility: 'private' });
    const authorisation =
      input.authorisation && authorisationType
        ? await store.put({ bytes: input.authorisation, mime: authorisationType, purpose: 'certification-authorisation', ownerMemberId: input.memberId, visibility: 'private' })
        : null;
    const id = await insertCert(trx, {
      memberId: input.memberId,
      companyName: f.companyName,
      creditCode: f.creditCode,
      legalPerson: f.legalPerson,
      regAddress: f.regAddress,
      contactName: f.applicantName,
      contactMobile: f.applicantMobile,
      applicantIsLegal: f.applicantIsLegal,
      licenseUrl: licence.url,
      authorisationUrl: authorisation?.url ?? null,
      codeCheckFailed,
      linkRequested: elsewhere !== undefined && f.linkRequest,
      at: now,
    });
    const after: Logged = { ...f, applicantIsLegal: f.applicantIsLegal ? CERT_MSG.yes : CERT_MSG.no };
    const changes: Record<string, unknown> = { ...diff(loggedOf(latest), after), licence: licence.url, ...(authorisation ? { authorisation: authorisation.url } : {}) };
    if (codeCheckFailed) changes.codeCheckFailed = true;
    if (elsewhere && f.linkRequest) changes.linkRequested = true;
    await insertLog(trx, { certId: id, memberId: input.memberId, actor: MEMBER_ACTOR.actor, transition, fromStatus: from, toStatus: to, changes, note: null, at: now });
    await notifyMember(trx, {
      memberId: input.memberId,
      kind: 'certification',
      title: CERT_MSG.messageTitleSubmitted,
      body: changedCompany ? CERT_MSG.messageBodyChanged(f.companyName) : CERT_MSG.messageBodySubmitted(f.companyName),
      link: LINK,
      eventKey: `certification-submit:${id}`,
    });
    return id;
  });
}

/** getEnterpriseAuthStatus. */
export async function certificationState(db: Kysely<Database>, memberId: number, vip688Offer = true): Promise<CertificationState> {
  const [latest, member, settings, used, ownerId] = await Promise.all([latestCertOf(db, memberId), memberVip(db, memberId), readSiteSettings(db), trialUsed(db, memberId), bookOwnerOf(db, memberId)]);
  if (!member) throw notFound(CERT_MSG.notFound);
  // VIP status is the company's certified account's for every member of a company (issue 37).
  const vip = ownerId === memberId ? member : ((await memberVip(db, ownerId)) ?? member);
  const status = statusOf(latest);
  const reasonCode = latest?.rejectCode && isRejectCode(latest.rejectCode) ? latest.rejectCode : null;
  return {
    status,
    statusText: CERTIFICATION_STATUS_TEXT[status],
    mayApply: status !== CERTIFICATION_STATUS.pending,
    companyName: latest?.companyName ?? null,
    reasonCode,
    reason: reasonCode || latest?.rejectReason ? reasonText(reasonCode, latest?.rejectReason ?? null) : null,
    memberType: member.memberType,
    vipEndTime: iso(vip.memberPriceEndTime),
    trialVipDays: settings.trialVipDays,
    trialUsed: used,
    vip688: vip688Offer,
  };
}

function actorText(actor: string, staff: Map<number, string>): string {
  if (actor === 'member') return CERT_MSG.actorMember;
  if (actor === 'cli') return CERT_MSG.actorCli;
  const id = Number(actor.replace(/^staff:/, ''));
  return CERT_MSG.actorStaff(staff.get(id) ?? String(id));
}

function stepsOf(logs: LogRow[], staff: Map<number, string>): CertificationStep[] {
  return logs.map((l) => {
    const changes = Object.entries(l.changes as Record<string, unknown>).flatMap(([field, v]) => {
      if (v && typeof v === 'object' && 'after' in v) {
        const c = v as { before: string | null; after: string | null };
        return [{ field, before: c.before, after: c.after }];
      }
      return [{ field, before: null, after: typeof v === 'string' ? v : JSON.stringify(v) }];
    });
    return {
      transition: l.transition,
      transitionText: TRANSITION_TEXT[l.transition] ?? l.transition,
      statusText: CERTIFICATION_STATUS_TEXT[l.toStatus as CertificationStatus] ?? String(l.toStatus),
      actorText: actorText(l.actor, staff),
      note: l.note,
      changes,
      at: iso(l.createdAt)!,
    };
  });
}

const staffIdsOf = (logs: LogRow[], rows: CertRow[]) => [
  ...new Set([
    ...logs.flatMap((l) => (l.actor.startsWith('staff:') ? [Number(l.actor.slice(6))] : [])),
    ...rows.flatMap((r) => (r.reviewedBy === null ? [] : [Number(r.reviewedBy)])),
  ]),
];

function infoOf(r: CertRow, logs: LogRow[], staff: Map<number, string>): CertificationInfo {
  const status = r.status as StoredCertificationStatus;
  const reasonCode = r.rejectCode && isRejectCode(r.rejectCode) ? r.rejectCode : null;
  return {
    id: Number(r.id),
    companyName: r.companyName,
    creditCode: r.creditCode,
    legalPerson: r.legalPerson ?? '',
    regAddress: r.regAddress ?? '',
    applicantName: r.contactName ?? '',
    applicantMobile: r.contactMobile ?? '',
    applicantIsLegal: r.applicantIsLegal,
    licenceUrl: r.licenseUrl ?? '',
    authorisationUrl: r.authorisationUrl,
    codeCheckFailed: r.codeCheckFailed,
    linkRequested: r.linkRequested,
    status,
    statusText: CERTIFICATION_STATUS_TEXT[status],
    reasonCode,
    reason: reasonCode || r.rejectReason ? reasonText(reasonCode, r.rejectReason) : null,
    createdAt: iso(r.createdAt)!,
    reviewedAt: iso(r.reviewedAt),
    history: stepsOf(logs.filter((l) => Number(l.memberId) === Number(r.memberId)), staff),
  };
}

/** getEnterpriseAuthInfo: the member's latest application (or the one of `id`, theirs only), null when they have none. */
export async function certificationInfo(db: Kysely<Database>, memberId: number, id?: number): Promise<CertificationInfo | null> {
  const row = id === undefined ? await latestCertOf(db, memberId) : await certById(db, id);
  if (id !== undefined && (!row || Number(row.memberId) !== memberId)) throw notFound(CERT_MSG.notFound);
  if (!row) return null;
  const logs = await logOf(db, memberId);
  return infoOf(row, logs, await staffNames(db, staffIdsOf(logs, [row])));
}

async function staffRowsOf(db: Kysely<Database>, rows: CertRow[]): Promise<StaffCertificationRow[]> {
  const logs = await logsOf(db, [...new Set(rows.map((r) => Number(r.memberId)))]);
  const staff = await staffNames(db, staffIdsOf(logs, rows));
  return Promise.all(
    rows.map(async (r) => {
      const other = await certifiedElsewhere(db, Number(r.memberId), r.companyName, r.creditCode);
      return {
        ...infoOf(r, logs, staff),
        memberId: Number(r.memberId),
        memberMobile: r.memberMobile,
        certifiedForMobile: other ? (other.mobile ?? String(other.memberId)) : null,
        reviewedBy: r.reviewedActor ? actorText(r.reviewedActor, staff) : null,
      };
    }),
  );
}

/** staff list: applications, newest first, optionally of one status. */
export async function listCertifications(db: Kysely<Database>, q: { status?: number | null | undefined; current: number; size: number }): Promise<Page<StaffCertificationRow>> {
  const { rows, total } = await listCerts(db, { status: q.status ?? null, current: q.current, size: q.size });
  return page(await staffRowsOf(db, rows), total, q.current, q.size);
}

export async function staffCertificationRow(db: Kysely<Database>, id: number): Promise<StaffCertificationRow> {
  const row = await certById(db, id);
  if (!row) throw notFound(CERT_MSG.notFound);
  return (await staffRowsOf(db, [row]))[0]!;
}

function checkedNote(code: RejectCode | null, note: string | null | undefined): string | null {
  const text = note?.trim() || null;
  if (text && text.length > REVIEW_NOTE_MAX) throw badRequest(CERT_MSG.noteTooLong);
  if (code && noteRequired(code) && !text) throw badRequest(CERT_MSG.noteRequired);
  return text;
}

export interface ApproveInput {
  id: number;
  approveLink?: boolean | undefined;
  note?: string | null | undefined;
  now?: Date;
}

/** Approve a pending application: enterprise member, the trial VIP (once per member), log and message, in one transaction. */
export async function approveCertification(db: Kysely<Database>, who: Actor, input: ApproveInput): Promise<number> {
  const note = checkedNote(null, input.note);
  const now = input.now ?? new Date();
  const trialDays = (await readSiteSettings(db)).trialVipDays;
  return db.transaction().execute(async (trx) => {
    const row = await lockCert(trx, input.id);
    if (!row) throw notFound(CERT_MSG.notFound);
    const from = row.status as StoredCertificationStatus;
    const to = certificationMove(from, 'approve');
    if (to === null) throw conflict(CERT_MSG.notPending(CERTIFICATION_STATUS_TEXT[from]));
    const memberId = Number(row.memberId);
    await lockCompany(trx, row.creditCode);
    const elsewhere = await certifiedElsewhere(trx, memberId, row.companyName, row.creditCode);
    if (elsewhere && !row.linkRequested) throw conflict(CERT_MSG.linkTaken);
    if (row.linkRequested && elsewhere && input.approveLink !== true) throw conflict(CERT_MSG.linkNeedsApproval);
    const member = await lockMember(trx, memberId);
    if (!member) throw notFound(CERT_MSG.notFound);
    await setCertStatus(trx, Number(row.id), { status: to, rejectCode: null, note, staffId: who.staffId, actor: who.actor, at: now });
    const trial = await extendTrial(trx, { memberId, certId: Number(row.id), days: trialDays, currentEnd: member.memberPriceEndTime, now });
    await makeMemberEnterprise(trx, memberId, row.companyName, trial?.end ?? null, now);
    // The member's own registry entry of this company (saved from the form) is now suggested to everyone.
    await approveCompanyOf(trx, memberId, { companyName: row.companyName, creditCode: row.creditCode, legalPerson: row.legalPerson, regAddress: row.regAddress }, now);
    // The certified enterprise is a company; the member its admin (or, for an approved link, a buyer in it): issue 37.
    await foundCompany(trx, { memberId, companyName: row.companyName, creditCode: row.creditCode, certId: Number(row.id), memberName: row.contactName || row.companyName, now });
    const changes: Record<string, unknown> = {
      memberType: { before: String(member.memberType), after: '2' },
      companyName: { before: member.companyName, after: row.companyName },
      ...(trial ? { memberPriceEndTime: { before: iso(member.memberPriceEndTime), after: trial.end.toISOString() } } : {}),
      ...(row.linkRequested && elsewhere ? { linkApproved: true } : {}),
    };
    await insertLog(trx, { certId: Number(row.id), memberId, actor: who.actor, transition: 'approve', fromStatus: from, toStatus: to, changes, note, at: now });
    await notifyMember(trx, {
      memberId,
      kind: 'certification',
      title: CERT_MSG.messageTitleApproved,
      body: CERT_MSG.messageBodyApproved(row.companyName, trial ? trialDays : null, trial?.end ?? null),
      link: LINK,
      eventKey: `certification-approve:${row.id}`,
    });
    return Number(row.id);
  });
}

export interface ReasonInput {
  id: number;
  reasonCode: RejectCode;
  note?: string | null | undefined;
  now?: Date;
}

async function moveWithReason(db: Kysely<Database>, who: Actor, input: ReasonInput, transition: CertificationTransition): Promise<number> {
  if (!isRejectCode(input.reasonCode)) throw badRequest(CERT_MSG.badForm);
  const note = checkedNote(input.reasonCode, input.note);
  const now = input.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    const row = await lockCert(trx, input.id);
    if (!row) throw notFound(CERT_MSG.notFound);
    const from = row.status as StoredCertificationStatus;
    const to = certificationMove(from, transition);
    if (to === null) {
      throw conflict(transition === 'reject' ? CERT_MSG.notPending(CERTIFICATION_STATUS_TEXT[from]) : CERT_MSG.notCertified(CERTIFICATION_STATUS_TEXT[from]));
    }
    const memberId = Number(row.memberId);
    await setCertStatus(trx, Number(row.id), { status: to, rejectCode: input.reasonCode, note, staffId: who.staffId, actor: who.actor, at: now });
    await insertLog(trx, { certId: Number(row.id), memberId, actor: who.actor, transition, fromStatus: from, toStatus: to, changes: { reasonCode: input.reasonCode }, note: reasonText(input.reasonCode, note), at: now });
    const reason = reasonText(input.reasonCode, note);
    await notifyMember(trx, {
      memberId,
      kind: 'certification',
      title: transition === 'reject' ? CERT_MSG.messageTitleRejected : CERT_MSG.messageTitleRecertify,
      body: transition === 'reject' ? CERT_MSG.messageBodyRejected(row.companyName, reason) : CERT_MSG.messageBodyRecertify(row.companyName, reason),
      link: LINK,
      eventKey: `certification-${transition}:${row.id}`,
    });
    return Number(row.id);
  });
}

/** Reject a pending application with a coded reason (and a note). */
export const rejectCertification = (db: Kysely<Database>, who: Actor, input: ReasonInput) => moveWithReason(db, who, input, 'reject');

/** Ask a certified member to certify again, with a coded reason. */
export const requireRecertification = (db: Kysely<Database>, who: Actor, input: ReasonInput) => moveWithReason(db, who, input, 'requireRecertification');
