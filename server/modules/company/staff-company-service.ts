// The console's side of companies (issue 37 item 7): list, detail with members (mobiles in full)
// and the admin transfer 运营 makes when a company asks: one transaction under the company's lock,
// the new admin active, optionally the old one stepping down to buyer, written to the company's
// audit log with the staff member as actor (the staff audit log records the call too) and told to
// both members. The staff API and `npm run company` call these functions.
import type { Kysely } from 'kysely';
import { offsetOf } from '../../../domain/shared/page-query.ts';
import { TRANSFER_NOTE_MIN, type StaffCompanyDetail, type StaffCompanyQuery, type StaffCompanyRow, type TransferAdminBody } from '../../../domain/company/staff-company.ts';
import type { Database } from '../../db/schema.ts';
import { page, type Page } from '../../http/envelope.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { notifyMember } from '../messages/public.ts';
import { auditPage, insertCompanyAudit } from './audit-repository.ts';
import { companyById, companyPage, lockCompanyRow, memberPage, membershipRow, mobileOfMember, updateMembership } from './company-repository.ts';
import { departmentsWithCounts } from './department-repository.ts';
import { COMPANY_AUDIT, COMPANY_MSG } from './messages.ts';

/** Who transfers: a staff member, or the terminal (recorded as the CLI in the staff audit, and in the company's log under the staff id given). */
export interface CompanyStaffActor {
  staffId: number;
}

async function rowOf(db: Kysely<Database>, c: { id: number; name: string; creditCode: string; holderMemberId: number; createdAt: Date; memberCount: number }): Promise<StaffCompanyRow> {
  return { id: c.id, name: c.name, creditCode: c.creditCode, holderMobile: await mobileOfMember(db, c.holderMemberId), memberCount: c.memberCount, createdAt: c.createdAt.toISOString() };
}

export async function listCompanies(db: Kysely<Database>, q: StaffCompanyQuery): Promise<Page<StaffCompanyRow>> {
  const keyword = q.keyword?.trim() || null;
  const { rows, total } = await companyPage(db, keyword, offsetOf(q), q.size);
  return page(await Promise.all(rows.map((r) => rowOf(db, r))), total, q.current, q.size);
}

export async function staffCompanyDetail(db: Kysely<Database>, id: number): Promise<StaffCompanyDetail> {
  const c = await companyById(db, id);
  if (!c) throw notFound(COMPANY_MSG.companyNotFound);
  const [members, departments, audit] = await Promise.all([memberPage(db, id, 0, 500), departmentsWithCounts(db, id), auditPage(db, id, 0, 20)]);
  return {
    company: await rowOf(db, { ...c, memberCount: members.total }),
    members: members.rows.map((r) => ({
      memberId: r.memberId, name: r.name, mobile: r.mobile ?? '', role: r.role, departmentId: r.departmentId, departmentName: r.departmentName,
      status: r.status, isHolder: r.memberId === c.holderMemberId, joinedAt: r.joinedAt.toISOString(),
    })),
    departments,
    audit: audit.rows.map((a) => ({ ...a, createdAt: a.createdAt.toISOString() })),
  };
}

/** Makes `toMemberId` an active admin of the company (and `demoteMemberId` a buyer), at the company's request. */
export async function transferCompanyAdmin(db: Kysely<Database>, who: CompanyStaffActor, body: TransferAdminBody, now = new Date()): Promise<void> {
  const note = body.note.trim();
  if (note.length < TRANSFER_NOTE_MIN) throw badRequest(COMPANY_MSG.transferNoteNeeded);
  if (body.demoteMemberId === body.toMemberId) throw badRequest(COMPANY_MSG.transferSameMember);
  await db.transaction().execute(async (trx) => {
    if (!(await lockCompanyRow(trx, body.companyId))) throw notFound(COMPANY_MSG.companyNotFound);
    const to = await membershipRow(trx, body.toMemberId, { lock: true });
    if (!to || to.companyId !== body.companyId) throw notFound(COMPANY_MSG.transferTargetNotMember);
    const from = body.demoteMemberId ? await membershipRow(trx, body.demoteMemberId, { lock: true }) : undefined;
    if (body.demoteMemberId && (!from || from.companyId !== body.companyId)) throw notFound(COMPANY_MSG.memberNotFound);
    if (from && from.role !== 'admin') throw conflict(COMPANY_MSG.transferFromNotAdmin);
    if (to.role === 'admin' && to.status === 'active' && !from) throw conflict(COMPANY_MSG.transferAlreadyAdmin);
    await updateMembership(trx, to.memberId, { role: 'admin', status: 'active', now });
    if (from) await updateMembership(trx, from.memberId, { role: 'buyer', now });
    const summary = COMPANY_AUDIT.adminTransferred.summary(to.name, from?.name ?? null, note);
    await insertCompanyAudit(trx, { companyId: body.companyId, actor: { staffId: who.staffId }, action: COMPANY_AUDIT.adminTransferred.action, summary, now });
    await notifyMember(trx, { memberId: to.memberId, kind: 'system', title: COMPANY_MSG.changedTitle, body: COMPANY_MSG.adminTransferredBody(to.companyName), link: '/company', eventKey: null });
    if (from) await notifyMember(trx, { memberId: from.memberId, kind: 'system', title: COMPANY_MSG.changedTitle, body: COMPANY_MSG.changedBody(from.companyName, COMPANY_AUDIT.demotedByStaff), link: '/company', eventKey: null });
  });
}
