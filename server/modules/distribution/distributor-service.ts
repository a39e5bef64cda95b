// Who is a distributor (issue 19, docs/api/distribution.md): a member applies and staff review
// (approve: the member becomes a distributor with an invitation code, in one transaction with the
// message; reject with a reason), or staff flag a member directly; a visitor who registers with
// a distributor's invitation code is bound to them (once, at registration; one level only).
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { APPLICATION_STATUS, APPLICATION_STATUS_TEXT, inviteCodeFrom, invitePath, type ApplicationStatus } from '../../../domain/distribution/distribution-rules.ts';
import type { DistributorApplyBody } from '../../../domain/distribution/distribution-payloads.ts';
import type { DistributorApplicationView, DistributorState, StaffApplicationRow } from '../../../domain/distribution/distribution-views.ts';
import type { Page } from '../../../domain/shared/envelope.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { notifyMember } from '../messages/public.ts';
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
    const row = await db.selectFrom('member').select('inviteCode').where('id', '=', memberId).executeTakeFirst();
    if (!row) throw notFound(DIST_MSG.memberNotFound);
    if (row.inviteCode) return row.inviteCode;
    const code = inviteCodeFrom(randomBytes(8));
    const taken = await db.selectFrom('member').select('id').where('inviteCode', '=', code).executeTakeFirst();
    if (taken) continue;
    await db.updateTable('member').set({ inviteCode: code }).where('id', '=', memberId).where('inviteCode', 'is', null).execute();
  }
  throw conflict(DIST_MSG.memberNotFound);
}

export async function distributorState(db: Kysely<Database>, memberId: number): Promise<DistributorState> {
  const member = await db.selectFrom('member').select(['isDistributor', 'inviteCode']).where('id', '=', memberId).executeTakeFirst();
  if (!member) throw notFound(DIST_MSG.memberNotFound);
  const code = member.isDistributor ? (member.inviteCode ?? (await ensureInviteCode(db, memberId))) : null;
  const [bound, application] = await Promise.all([
    db.selectFrom('member').select(sql<string>`count(*)`.as('n')).where('referrerId', '=', memberId).executeTakeFirstOrThrow(),
    db.selectFrom('distributorApplication').selectAll().where('memberId', '=', memberId).orderBy('id', 'desc').executeTakeFirst(),
  ]);
  return { isDistributor: member.isDistributor, inviteCode: code, invitePath: code ? invitePath(code) : null, boundMembers: Number(bound.n), application: application ? applicationView(application) : null };
}

export async function applyForDistributor(db: Kysely<Database>, memberId: number, body: DistributorApplyBody): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const member = await trx.selectFrom('member').select(['id', 'isDistributor']).where('id', '=', memberId).forUpdate().executeTakeFirst();
    if (!member) throw notFound(DIST_MSG.memberNotFound);
    if (member.isDistributor) throw conflict(DIST_MSG.alreadyDistributor);
    const pending = await trx.selectFrom('distributorApplication').select('id').where('memberId', '=', memberId).where('status', '=', APPLICATION_STATUS.pending).executeTakeFirst();
    if (pending) throw conflict(DIST_MSG.pendingExists);
    const row = await trx
      .insertInto('distributorApplication')
      .values({ memberId, realName: body.realName.trim(), channel: body.channel.trim(), status: APPLICATION_STATUS.pending })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  });
}

export async function listApplications(db: Kysely<Database>, q: { status?: number | undefined; current: number; size: number }): Promise<Page<StaffApplicationRow>> {
  let base = db.selectFrom('distributorApplication').innerJoin('member', 'member.id', 'distributorApplication.memberId');
  if (q.status !== undefined) base = base.where('distributorApplication.status', '=', q.status);
  const [count, rows] = await Promise.all([
    base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    base.selectAll('distributorApplication').select('member.mobile').orderBy('distributorApplication.id', 'desc').limit(q.size).offset((q.current - 1) * q.size).execute(),
  ]);
  const total = Number(count.n);
  return {
    records: rows.map((r) => ({ ...applicationView(r), memberId: Number(r.memberId), memberMobile: r.mobile })),
    total, size: q.size, current: q.current, pages: Math.ceil(total / q.size),
  };
}

async function lockPending(db: Kysely<Database>, id: number) {
  const app = await db.selectFrom('distributorApplication').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!app) throw notFound(DIST_MSG.applicationNotFound);
  if (app.status !== APPLICATION_STATUS.pending) throw conflict(DIST_MSG.notPending(APPLICATION_STATUS_TEXT[app.status as ApplicationStatus]));
  return app;
}

/** Staff approve (staffId null: the CLI): the member becomes a distributor with an invitation code. */
export async function approveApplication(db: Kysely<Database>, staffId: number | null, id: number, now: Date = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const app = await lockPending(trx, id);
    await trx.updateTable('distributorApplication').set({ status: APPLICATION_STATUS.approved, reviewedBy: staffId, reviewedAt: now }).where('id', '=', app.id).execute();
    await trx.updateTable('member').set({ isDistributor: true, updatedAt: now }).where('id', '=', app.memberId).execute();
    const code = await ensureInviteCode(trx, Number(app.memberId));
    await notifyMember(trx, { memberId: Number(app.memberId), kind: 'system', title: DIST_MSG.titleApproved, body: DIST_MSG.bodyApproved(code), link: LINK, eventKey: `distributor-approved:${app.id}` });
  });
}

export async function rejectApplication(db: Kysely<Database>, staffId: number | null, id: number, reason: string, now: Date = new Date()): Promise<void> {
  const text = reason.trim();
  if (text.length < 2) throw badRequest(DIST_MSG.reasonRequired);
  await db.transaction().execute(async (trx) => {
    const app = await lockPending(trx, id);
    await trx.updateTable('distributorApplication').set({ status: APPLICATION_STATUS.rejected, rejectReason: text, reviewedBy: staffId, reviewedAt: now }).where('id', '=', app.id).execute();
    await notifyMember(trx, { memberId: Number(app.memberId), kind: 'system', title: DIST_MSG.titleRejected, body: DIST_MSG.bodyRejected(text), link: LINK, eventKey: `distributor-rejected:${app.id}` });
  });
}

/** Staff set or clear the flag of the member with this mobile. */
export async function flagDistributor(db: Kysely<Database>, mobile: string, on: boolean, now: Date = new Date()): Promise<{ memberId: number; inviteCode: string | null }> {
  return db.transaction().execute(async (trx) => {
    const member = await trx.selectFrom('member').select(['id', 'isDistributor']).where('mobile', '=', mobile).forUpdate().executeTakeFirst();
    if (!member) throw notFound(DIST_MSG.memberNotFound);
    const id = Number(member.id);
    if (member.isDistributor === on) return { memberId: id, inviteCode: on ? await ensureInviteCode(trx, id) : null };
    await trx.updateTable('member').set({ isDistributor: on, updatedAt: now }).where('id', '=', id).execute();
    const code = on ? await ensureInviteCode(trx, id) : null;
    await notifyMember(trx, { memberId: id, kind: 'system', title: DIST_MSG.titleFlagged(on), body: DIST_MSG.bodyFlagged(on, code), link: on ? LINK : null, eventKey: `distributor-flag:${id}:${now.toISOString()}` });
    return { memberId: id, inviteCode: code };
  });
}

export async function setCommissionRate(db: Kysely<Database>, categoryId: number, rateBp: number, now: Date = new Date()): Promise<void> {
  const cat = await db.selectFrom('category').select('id').where('id', '=', categoryId).executeTakeFirst();
  if (!cat) throw notFound(DIST_MSG.categoryNotFound);
  await db
    .insertInto('commissionRate')
    .values({ categoryId, rateBp, updatedAt: now })
    .onConflict((oc) => oc.column('categoryId').doUpdateSet({ rateBp, updatedAt: now }))
    .execute();
}

/** The distributor whose invitation code this is (case ignored), or 400. */
export async function assertInviteCode(db: Kysely<Database>, inviteCode: string): Promise<number> {
  const referrer = await db.selectFrom('member').select(['id', 'isDistributor']).where('inviteCode', '=', inviteCode.toUpperCase()).executeTakeFirst();
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
  await db.updateTable('member').set({ referrerId, referredAt: now }).where('id', '=', memberId).where('referrerId', 'is', null).execute();
}
