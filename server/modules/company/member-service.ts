// The admin's member editor (issue 37 item 2): the member list, role, department and status
// changes, and removal. Each change is one transaction under the company's lock, so two admins
// cannot together leave the company without an active admin; each writes the audit log and tells
// the member. A removed member's orders keep their company and stay readable by it.
import type { Kysely } from 'kysely';
import { maskMobile } from '../../../domain/account/account-rules.ts';
import type { MemberUpdateBody } from '../../../domain/company/company-payloads.ts';
import { COMPANY_MEMBER_STATUS_TEXT, COMPANY_ROLE_TEXT } from '../../../domain/company/company-roles.ts';
import type { CompanyInfo, CompanyMemberRow } from '../../../domain/company/company-views.ts';
import type { PageQuery } from '../../../domain/shared/page-query.ts';
import { offsetOf } from '../../../domain/shared/page-query.ts';
import type { Database } from '../../db/schema.ts';
import { page, type Page } from '../../http/envelope.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import { notifyMember } from '../messages/public.ts';
import { auditPage, insertCompanyAudit, type CompanyAuditActor } from './audit-repository.ts';
import { actingOf } from './company-context.ts';
import {
  companySettings, deleteMembership, lockCompanyRow, memberCounts, memberPage, membershipRow, otherActiveAdmins, updateMembership, type MembershipRow,
} from './company-repository.ts';
import { departmentNames, departmentOf } from './department-repository.ts';
import { adminActing } from './invitation-service.ts';
import { COMPANY_AUDIT, COMPANY_MSG } from './messages.ts';
import type { AuditRow } from '../../../domain/company/company-views.ts';

/** GET company/info: the caller's company, role and department (403 for a personal member). */
export async function companyInfo(db: Kysely<Database>, memberId: number): Promise<CompanyInfo> {
  const acting = await actingOf(db, memberId);
  const c = acting.company;
  if (!c) throw forbidden(COMPANY_MSG.notInCompany);
  const [counts, names, settings] = await Promise.all([
    memberCounts(db, c.companyId),
    departmentNames(db, c.departmentId === null ? [] : [c.departmentId]),
    companySettings(db, c.companyId),
  ]);
  return {
    companyId: c.companyId,
    companyName: c.companyName,
    creditCode: c.creditCode,
    role: c.role,
    memberStatus: c.status,
    departmentId: c.departmentId,
    departmentName: c.departmentId === null ? null : (names.get(c.departmentId) ?? null),
    memberCount: counts.members,
    adminCount: counts.admins,
    isHolder: c.holderMemberId === memberId,
    createdAt: c.companyCreatedAt.toISOString(),
    poRequired: settings.poRequired,
  };
}

/** The member list of the caller's company (every member of it may read it; mobiles masked). */
export async function companyMembers(db: Kysely<Database>, memberId: number, q: PageQuery): Promise<Page<CompanyMemberRow>> {
  const acting = await actingOf(db, memberId);
  if (!acting.company) throw forbidden(COMPANY_MSG.notInCompany);
  if (!acting.active) throw forbidden(COMPANY_MSG.memberDisabled);
  const holder = acting.company.holderMemberId;
  const { rows, total } = await memberPage(db, acting.company.companyId, offsetOf(q), q.size);
  return page(
    rows.map((r) => ({
      memberId: r.memberId,
      name: r.name,
      mobile: r.mobile ? maskMobile(r.mobile) : '',
      role: r.role,
      departmentId: r.departmentId,
      departmentName: r.departmentName,
      status: r.status,
      isHolder: r.memberId === holder,
      joinedAt: r.joinedAt.toISOString(),
    })),
    total,
    q.current,
    q.size,
  );
}

/** The member of the company to change, locked; another company's member (or none) is 404. */
async function targetOf(trx: Kysely<Database>, companyId: number, memberId: number): Promise<MembershipRow> {
  const target = await membershipRow(trx, memberId, { lock: true });
  if (!target || target.companyId !== companyId) throw notFound(COMPANY_MSG.memberNotFound);
  return target;
}

/** Refuses a change that would leave the company without an active admin (409). */
async function keepAnAdmin(trx: Kysely<Database>, target: MembershipRow, stillActiveAdmin: boolean): Promise<void> {
  if (target.role !== 'admin' || target.status !== 'active' || stillActiveAdmin) return;
  if ((await otherActiveAdmins(trx, target.companyId, target.memberId)) === 0) throw conflict(COMPANY_MSG.lastAdmin);
}

/** Changes a member's role, department or status; answers nothing (the list is read again). */
export async function updateCompanyMember(db: Kysely<Database>, actor: { memberId: number } | { staffId: number; companyId: number }, body: MemberUpdateBody, now = new Date()): Promise<void> {
  const companyId = 'staffId' in actor ? actor.companyId : (await adminActing(db, actor.memberId)).company.companyId;
  if (body.role === undefined && body.departmentId === undefined && body.status === undefined) throw badRequest(COMPANY_MSG.noChange);
  await db.transaction().execute(async (trx) => {
    await lockCompanyRow(trx, companyId);
    const target = await targetOf(trx, companyId, body.memberId);
    const departmentId = body.departmentId === undefined ? target.departmentId : body.departmentId;
    if (departmentId !== null && departmentId !== target.departmentId && !(await departmentOf(trx, companyId, departmentId))) throw notFound(COMPANY_MSG.departmentNotFound);
    const role = body.role ?? target.role;
    const status = body.status ?? target.status;
    await keepAnAdmin(trx, target, role === 'admin' && status === 'active');
    const changes: string[] = [];
    if (role !== target.role) changes.push(COMPANY_AUDIT.roleChange(COMPANY_ROLE_TEXT[target.role], COMPANY_ROLE_TEXT[role]));
    if (status !== target.status) changes.push(COMPANY_AUDIT.statusChange(COMPANY_MEMBER_STATUS_TEXT[target.status], COMPANY_MEMBER_STATUS_TEXT[status]));
    if (departmentId !== target.departmentId) {
      const names = await departmentNames(trx, [target.departmentId, departmentId].filter((d): d is number => d !== null));
      const nameOf = (d: number | null) => (d === null ? COMPANY_AUDIT.noDepartment : (names.get(d) ?? COMPANY_AUDIT.noDepartment));
      changes.push(COMPANY_AUDIT.departmentChange(nameOf(target.departmentId), nameOf(departmentId)));
    }
    if (changes.length === 0) return;
    await updateMembership(trx, target.memberId, { role, departmentId, status, now });
    const summary = changes.join(COMPANY_AUDIT.changeSeparator);
    await insertCompanyAudit(trx, { companyId, actor: actorOf(actor), action: COMPANY_AUDIT.memberChanged.action, summary: COMPANY_AUDIT.memberChanged.summary(target.name, summary), now });
    await notifyMember(trx, { memberId: target.memberId, kind: 'system', title: COMPANY_MSG.changedTitle, body: COMPANY_MSG.changedBody(target.companyName, summary), link: '/company', eventKey: null });
  });
}

function actorOf(actor: { memberId: number } | { staffId: number }): CompanyAuditActor {
  return 'staffId' in actor ? { staffId: actor.staffId } : { memberId: actor.memberId };
}

/** Removes a member from the admin's company (never the certified account, never the last admin). */
export async function removeCompanyMember(db: Kysely<Database>, adminId: number, memberId: number, now = new Date()): Promise<void> {
  const admin = await adminActing(db, adminId);
  const companyId = admin.company.companyId;
  await db.transaction().execute(async (trx) => {
    await lockCompanyRow(trx, companyId);
    const target = await targetOf(trx, companyId, memberId);
    if (target.holderMemberId === target.memberId) throw conflict(COMPANY_MSG.holderStays);
    await keepAnAdmin(trx, target, false);
    await deleteMembership(trx, target.memberId);
    await insertCompanyAudit(trx, { companyId, actor: { memberId: adminId }, action: COMPANY_AUDIT.memberRemoved.action, summary: COMPANY_AUDIT.memberRemoved.summary(target.name, COMPANY_ROLE_TEXT[target.role]), now });
    await notifyMember(trx, { memberId: target.memberId, kind: 'system', title: COMPANY_MSG.removedTitle, body: COMPANY_MSG.removedBody(target.companyName), link: '/myOrder', eventKey: null });
  });
}

/** The company's audit log, for its admin. */
export async function companyAudit(db: Kysely<Database>, adminId: number, q: PageQuery): Promise<Page<AuditRow>> {
  const admin = await adminActing(db, adminId);
  const { rows, total } = await auditPage(db, admin.company.companyId, offsetOf(q), q.size);
  return page(rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })), total, q.current, q.size);
}
