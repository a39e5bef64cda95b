// Inviting people into a company (issue 37 item 2): the admin invites a mobile with a role and a
// department; a member with that mobile gets a message and a banner and accepts; someone without an
// account registers with that mobile and lands in the company in the registration's transaction.
// Every step is one transaction under the company's lock, with its audit row and messages.
import type { Kysely, Transaction } from 'kysely';
import { maskMobile } from '../../../domain/account/account-rules.ts';
import { INVITATION_DAYS } from '../../../domain/company/company-limits.ts';
import type { InviteBody } from '../../../domain/company/company-payloads.ts';
import { COMPANY_ROLE_TEXT } from '../../../domain/company/company-roles.ts';
import type { InvitationRow, InvitationStatus } from '../../../domain/company/company-views.ts';
import type { Database } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import { notifyMember } from '../messages/public.ts';
import { insertCompanyAudit } from './audit-repository.ts';
import { actingOf, requireRight, type Acting } from './company-context.ts';
import { insertMembership, lockCompanyRow, memberByMobile, membershipRow, mobileOfMember } from './company-repository.ts';
import { departmentOf } from './department-repository.ts';
import { closeInvitation, insertInvitation, invitationById, invitationsOfCompany, openInvitationsOf, pendingFor, type InvitationRecord } from './invitation-repository.ts';
import { COMPANY_AUDIT, COMPANY_MSG } from './messages.ts';

type Db = Kysely<Database> | Transaction<Database>;
const DAY_MS = 86_400_000;

function statusOf(r: InvitationRecord, now: Date): InvitationStatus {
  return r.status === 'pending' && r.expiresAt <= now ? 'expired' : r.status;
}

export function invitationView(r: InvitationRecord, now: Date, opts: { maskMobile: boolean }): InvitationRow {
  return {
    id: r.id,
    companyName: r.companyName,
    mobile: opts.maskMobile ? maskMobile(r.mobile) : r.mobile,
    name: r.name,
    role: r.role,
    departmentId: r.departmentId,
    departmentName: r.departmentName,
    status: statusOf(r, now),
    invitedByName: r.invitedByName,
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
  };
}

/** The admin's company, or 403 (not an admin) / 403 (not in a company). */
export async function adminActing(db: Db, memberId: number): Promise<Acting & { company: NonNullable<Acting['company']> }> {
  const acting = await actingOf(db, memberId);
  if (!acting.company) throw forbidden(COMPANY_MSG.notInCompany);
  requireRight(acting, 'manageMembers');
  return acting as Acting & { company: NonNullable<Acting['company']> };
}

/** Invites a mobile into the admin's company; answers the invitation id. */
export async function inviteMember(db: Kysely<Database>, adminId: number, body: InviteBody, now = new Date()): Promise<number> {
  const admin = await adminActing(db, adminId);
  const companyId = admin.company.companyId;
  const departmentId = body.departmentId ?? null;
  if (departmentId !== null && !(await departmentOf(db, companyId, departmentId))) throw notFound(COMPANY_MSG.departmentNotFound);
  const name = body.name.trim();
  return db.transaction().execute(async (trx) => {
    await lockCompanyRow(trx, companyId);
    const invitee = await memberByMobile(trx, body.mobile);
    if (invitee?.id === adminId) throw conflict(COMPANY_MSG.inviteSelf);
    if (invitee) {
      const place = await membershipRow(trx, invitee.id);
      if (place) throw conflict(place.companyId === companyId ? COMPANY_MSG.alreadyMember : COMPANY_MSG.inOtherCompany);
    }
    const pending = await pendingFor(trx, companyId, body.mobile);
    if (pending && pending.expiresAt > now) throw conflict(COMPANY_MSG.invitePending);
    // A lapsed invitation of the same mobile makes room for the new one.
    if (pending) await closeInvitation(trx, pending.id, { status: 'cancelled', memberId: null, now });
    const id = await insertInvitation(trx, { companyId, mobile: body.mobile, name: name || body.name, role: body.role, departmentId, invitedBy: adminId, now, expiresAt: new Date(now.getTime() + INVITATION_DAYS * DAY_MS) });
    await insertCompanyAudit(trx, { companyId, actor: { memberId: adminId }, action: COMPANY_AUDIT.invited.action, summary: COMPANY_AUDIT.invited.summary(name, maskMobile(body.mobile), COMPANY_ROLE_TEXT[body.role]), now });
    if (invitee) {
      await notifyMember(trx, { memberId: invitee.id, kind: 'system', title: COMPANY_MSG.inviteTitle, body: COMPANY_MSG.inviteBody(admin.company.companyName, body.role, admin.company.name), link: '/company', eventKey: `company-invite:${id}` });
    }
    return id;
  });
}

/** Puts the member in the invitation's company (inside the caller's transaction, after the checks). */
async function join(trx: Db, invitation: InvitationRecord, memberId: number, now: Date): Promise<void> {
  await lockCompanyRow(trx, invitation.companyId);
  // The department may have been removed since the invitation: join without one then.
  const departmentId = invitation.departmentId !== null && (await departmentOf(trx, invitation.companyId, invitation.departmentId)) ? invitation.departmentId : null;
  await insertMembership(trx, { memberId, companyId: invitation.companyId, name: invitation.name, role: invitation.role, departmentId, now });
  await closeInvitation(trx, invitation.id, { status: 'accepted', memberId, now });
  await insertCompanyAudit(trx, { companyId: invitation.companyId, actor: { memberId }, action: COMPANY_AUDIT.joined.action, summary: COMPANY_AUDIT.joined.summary(invitation.name, COMPANY_ROLE_TEXT[invitation.role]), now });
  await notifyMember(trx, { memberId, kind: 'system', title: COMPANY_MSG.joinedTitle, body: COMPANY_MSG.joinedBody(invitation.companyName, invitation.role), link: '/company', eventKey: `company-joined:${invitation.id}` });
}

/** The member accepts an invitation addressed to their mobile. */
export async function acceptInvitation(db: Kysely<Database>, memberId: number, invitationId: number, now = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const invitation = await invitationById(trx, invitationId, { lock: true });
    const mobile = await mobileOfMember(trx, memberId);
    // Someone else's invitation behaves like a missing one.
    if (!invitation || mobile === null || invitation.mobile !== mobile) throw notFound(COMPANY_MSG.invitationNotFound);
    if (invitation.status !== 'pending') throw conflict(COMPANY_MSG.invitationClosed);
    if (invitation.expiresAt <= now) throw conflict(COMPANY_MSG.invitationExpired);
    const place = await membershipRow(trx, memberId, { lock: true });
    if (place) throw conflict(place.companyId === invitation.companyId ? COMPANY_MSG.alreadyMember : COMPANY_MSG.acceptInOtherCompany);
    await join(trx, invitation, memberId, now);
  });
}

/** At registration (in its transaction): a new member whose mobile has an open invitation lands in that company (the newest invitation). */
export async function joinInvitedCompany(trx: Db, memberId: number, mobile: string, now = new Date()): Promise<number | null> {
  const [invitation] = await openInvitationsOf(trx, mobile, now);
  if (!invitation) return null;
  const locked = await invitationById(trx, invitation.id, { lock: true });
  if (!locked || locked.status !== 'pending') return null;
  await join(trx, locked, memberId, now);
  return locked.companyId;
}

/** The admin withdraws a pending invitation. */
export async function cancelInvitation(db: Kysely<Database>, adminId: number, invitationId: number, now = new Date()): Promise<void> {
  const admin = await adminActing(db, adminId);
  await db.transaction().execute(async (trx) => {
    await lockCompanyRow(trx, admin.company.companyId);
    const invitation = await invitationById(trx, invitationId, { lock: true });
    if (!invitation || invitation.companyId !== admin.company.companyId) throw notFound(COMPANY_MSG.invitationNotFound);
    if (invitation.status !== 'pending') throw conflict(COMPANY_MSG.invitationClosed);
    await closeInvitation(trx, invitation.id, { status: 'cancelled', memberId: null, now });
    await insertCompanyAudit(trx, { companyId: invitation.companyId, actor: { memberId: adminId }, action: COMPANY_AUDIT.inviteCancelled.action, summary: COMPANY_AUDIT.inviteCancelled.summary(invitation.name, maskMobile(invitation.mobile)), now });
  });
}

/** The invitations the admin's company sent (mobiles masked). */
export async function companyInvitations(db: Kysely<Database>, adminId: number, now = new Date()): Promise<InvitationRow[]> {
  const admin = await adminActing(db, adminId);
  return (await invitationsOfCompany(db, admin.company.companyId)).map((r) => invitationView(r, now, { maskMobile: true }));
}

/** The open invitations addressed to the member's mobile (the banner). */
export async function myInvitations(db: Kysely<Database>, memberId: number, now = new Date()): Promise<InvitationRow[]> {
  const mobile = await mobileOfMember(db, memberId);
  if (mobile === null) return [];
  if (await membershipRow(db, memberId)) return [];
  return (await openInvitationsOf(db, mobile, now)).map((r) => invitationView(r, now, { maskMobile: true }));
}
