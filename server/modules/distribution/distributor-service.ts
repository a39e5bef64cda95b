// Who is a distributor (issue 19, docs/api/distribution.md): a member applies and staff review
// (approve: the member becomes a distributor with an invitation code, in one transaction with the
// message; reject with a reason), or staff flag a member directly; a visitor who registers with
// a distributor's invitation code is bound to them (once, at registration; one level only).
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { APPLICATION_STATUS, APPLICATION_STATUS_TEXT, inviteCodeFrom, invitePath, type ApplicationStatus } from '../../../domain/distribution/distribution-rules.ts';
import type { DistributorApplyBody } from '../../../domain/distribution/distribution-payloads.ts';
import type { DistributorApplicationView, DistributorState, StaffApplicationRow } from '../../../domain/distribution/distribution-views.ts';
import type { Page } from '../../../domain/shared/envelope.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import {
  bindMemberReferrer, countReferredMembers, lockMemberDistributorFlag, lockMemberDistributorFlagByMobile, memberByInviteCode, memberDistributorFlags, setDistributorFlag,
  setInviteCodeIfNone,
} from '../account/public.ts';
import { categoryExists } from '../catalogue/public.ts';
import { notifyMember } from '../messages/public.ts';
import { upsertCommissionRate } from './commission-rate-repository.ts';
import { applicationInStatus, applicationPage, insertApplication, latestApplication, lockApplication, updateApplication } from './distributor-application-repository.ts';
import { DIST_MSG } from './messages.ts';

const LINK = '/distribution';
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

type ApplicationRow = { id: number; realName: string; channel: string; status: number; rejectReason: string | null; createdAt: Date | string; reviewedAt: Date | string | null };

function applicationView(a: ApplicationRow): DistributorApplicationView {
  return {
    id: Number(a.id), realName: a.realName, channel: a.channel, status: a.status, statusText: APPLICATION_STATUS_TEXT[a.status as ApplicationStatus],
    rejectReason: a.rejectReason, createdAt: iso(a.createdAt)!, reviewedAt: iso(a.reviewedAt),
  };
}

/** The member's invitation code, made on first need (unique; a collision retries). */
async function ensureInviteCode(db: Kysely<Database>, memberId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = await memberDistributorFlags(db, memberId);
    if (!row) throw notFound(DIST_MSG.memberNotFound);
    if (row.inviteCode) return row.inviteCode;
    const code = inviteCodeFrom(randomBytes(8));
    const taken = await memberByInviteCode(db, code);
    if (taken) continue;
    await setInviteCodeIfNone(db, memberId, code);
  }
  throw conflict(DIST_MSG.memberNotFound);
}

/** Read from `db` (a replica may serve it); a distributor's missing invitation code is made on `primary`. */
export async function distributorState(db: Kysely<Database>, primary: Kysely<Database>, memberId: number): Promise<DistributorState> {
  const member = await memberDistributorFlags(db, memberId);
  if (!member) throw notFound(DIST_MSG.memberNotFound);
  const code = member.isDistributor ? (member.inviteCode ?? (await ensureInviteCode(primary, memberId))) : null;
  const [bound, application] = await Promise.all([
    countReferredMembers(db, memberId),
    latestApplication(db, memberId),
  ]);
  return { isDistributor: member.isDistributor, inviteCode: code, invitePath: code ? invitePath(code) : null, boundMembers: bound, application: application ? applicationView(application) : null };
}

export async function applyForDistributor(db: Kysely<Database>, memberId: number, body: DistributorApplyBody): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const member = await lockMemberDistributorFlag(trx, memberId);
    if (!member) throw notFound(DIST_MSG.memberNotFound);
    if (member.isDistributor) throw conflict(DIST_MSG.alreadyDistributor);
    const pending = await applicationInStatus(trx, memberId, APPLICATION_STATUS.pending);
    if (pending) throw conflict(DIST_MSG.pendingExists);
    return insertApplication(trx, { memberId, realName: body.realName.trim(), channel: body.channel.trim(), status: APPLICATION_STATUS.pending });
  });
}

export async function listApplications(db: Kysely<Database>, q: { status?: number | undefined; current: number; size: number }): Promise<Page<StaffApplicationRow>> {
  const { total, rows } = await applicationPage(db, q.status, q.current, q.size);
  return {
    records: rows.map((r) => ({ ...applicationView(r), memberId: Number(r.memberId), memberMobile: r.mobile })),
    total, size: q.size, current: q.current, pages: Math.ceil(total / q.size),
  };
}

async function lockPending(db: Kysely<Database>, id: number) {
  const app = await lockApplication(db, id);
  if (!app) throw notFound(DIST_MSG.applicationNotFound);
  if (app.status !== APPLICATION_STATUS.pending) throw conflict(DIST_MSG.notPending(APPLICATION_STATUS_TEXT[app.status as ApplicationStatus]));
  return app;
}

/** Staff approve (staffId null: the CLI): the member becomes a distributor with an invitation code. */
export async function approveApplication(db: Kysely<Database>, staffId: number | null, id: number, now: Date = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const app = await lockPending(trx, id);
    await updateApplication(trx, app.id, { status: APPLICATION_STATUS.approved, reviewedBy: staffId, reviewedAt: now });
    await setDistributorFlag(trx, Number(app.memberId), true, now);
    const code = await ensureInviteCode(trx, Number(app.memberId));
    await notifyMember(trx, { memberId: Number(app.memberId), kind: 'system', title: DIST_MSG.titleApproved, body: DIST_MSG.bodyApproved(code), link: LINK, eventKey: `distributor-approved:${app.id}` });
  });
}

export async function rejectApplication(db: Kysely<Database>, staffId: number | null, id: number, reason: string, now: Date = new Date()): Promise<void> {
  const text = reason.trim();
  if (text.length < 2) throw badRequest(DIST_MSG.reasonRequired);
  await db.transaction().execute(async (trx) => {
    const app = await lockPending(trx, id);
    await updateApplication(trx, app.id, { status: APPLICATION_STATUS.rejected, rejectReason: text, reviewedBy: staffId, reviewedAt: now });
    await notifyMember(trx, { memberId: Number(app.memberId), kind: 'system', title: DIST_MSG.titleRejected, body: DIST_MSG.bodyRejected(text), link: LINK, eventKey: `distributor-rejected:${app.id}` });
  });
}

/** Staff set or clear the flag of the member with this mobile. */
export async function flagDistributor(db: Kysely<Database>, mobile: string, on: boolean, now: Date = new Date()): Promise<{ memberId: number; inviteCode: string | null }> {
  return db.transaction().execute(async (trx) => {
    const member = await lockMemberDistributorFlagByMobile(trx, mobile);
    if (!member) throw notFound(DIST_MSG.memberNotFound);
    const id = Number(member.id);
    if (member.isDistributor === on) return { memberId: id, inviteCode: on ? await ensureInviteCode(trx, id) : null };
    await setDistributorFlag(trx, id, on, now);
    const code = on ? await ensureInviteCode(trx, id) : null;
    await notifyMember(trx, { memberId: id, kind: 'system', title: DIST_MSG.titleFlagged(on), body: DIST_MSG.bodyFlagged(on, code), link: on ? LINK : null, eventKey: `distributor-flag:${id}:${now.toISOString()}` });
    return { memberId: id, inviteCode: code };
  });
}

export async function setCommissionRate(db: Kysely<Database>, categoryId: number, rateBp: number, now: Date = new Date()): Promise<void> {
  if (!(await categoryExists(db, categoryId))) throw notFound(DIST_MSG.categoryNotFound);
  await upsertCommissionRate(db, categoryId, rateBp, now);
}

/** The distributor whose invitation code this is (case ignored), or 400. */
export async function assertInviteCode(db: Kysely<Database>, inviteCode: string): Promise<number> {
  const referrer = await memberByInviteCode(db, inviteCode.toUpperCase());
  if (!referrer || !referrer.isDistributor) throw badRequest(DIST_MSG.badInvite);
  return Number(referrer.id);
}

/**
 * Binds a member who has just registered (inside the registration's transaction) to the
 * distributor of `inviteCode`; refuses an unknown code or one whose owner is no longer a
 * distributor. One level: only the member's own referrer is recorded.
 */
export async function bindReferrer(db: Kysely<Database>, memberId: number, inviteCode: string, now: Date = new Date()): Promise<void> {
  const referrerId = await assertInviteCode(db, inviteCode);
  if (referrerId === memberId) throw badRequest(DIST_MSG.badInvite);
  await bindMemberReferrer(db, memberId, referrerId, now);
}
