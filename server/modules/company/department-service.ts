// The company's departments (issue 37 item 3): a two-level tree with names and cost-centre codes,
// saved by the admin (audited), read by every member (the member editor, the filters).
import type { Kysely } from 'kysely';
import { DEPARTMENTS_MAX } from '../../../domain/company/company-limits.ts';
import type { DepartmentSaveBody } from '../../../domain/company/company-payloads.ts';
import type { DepartmentRow } from '../../../domain/company/company-views.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import { insertCompanyAudit } from './audit-repository.ts';
import { actingOf } from './company-context.ts';
import { lockCompanyRow } from './company-repository.ts';
import { clashOf, countDepartments, departmentOf, departmentsWithCounts, hasChildren, insertDepartment, updateDepartment } from './department-repository.ts';
import { adminActing } from './invitation-service.ts';
import { COMPANY_AUDIT, COMPANY_MSG } from './messages.ts';

export async function companyDepartments(db: Kysely<Database>, memberId: number): Promise<DepartmentRow[]> {
  const acting = await actingOf(db, memberId);
  if (!acting.company) throw forbidden(COMPANY_MSG.notInCompany);
  if (!acting.active) throw forbidden(COMPANY_MSG.memberDisabled);
  return departmentsWithCounts(db, acting.company.companyId);
}

/** Adds or renames a department (answers its id); two levels: a parent must itself be top-level. */
export async function saveDepartment(db: Kysely<Database>, adminId: number, body: DepartmentSaveBody, now = new Date()): Promise<number> {
  const admin = await adminActing(db, adminId);
  const companyId = admin.company.companyId;
  const name = body.name.trim();
  if (!name) throw badRequest(COMPANY_MSG.departmentNameEmpty);
  const code = body.code?.trim() || null;
  const parentId = body.parentId ?? null;
  const id = body.id ?? null;
  return db.transaction().execute(async (trx) => {
    await lockCompanyRow(trx, companyId);
    const before = id === null ? null : await departmentOf(trx, companyId, id);
    if (id !== null && !before) throw notFound(COMPANY_MSG.departmentNotFound);
    if (parentId !== null) {
      if (parentId === id) throw badRequest(COMPANY_MSG.departmentParentSelf);
      const parent = await departmentOf(trx, companyId, parentId);
      if (!parent) throw notFound(COMPANY_MSG.departmentNotFound);
      if (parent.parentId !== null) throw badRequest(COMPANY_MSG.departmentLevels);
      if (id !== null && (await hasChildren(trx, id))) throw badRequest(COMPANY_MSG.departmentHasChildren);
    }
    const clash = await clashOf(trx, companyId, { id, name, code, parentId });
    if (clash) throw conflict(clash === 'name' ? COMPANY_MSG.departmentNameTaken : COMPANY_MSG.departmentCodeTaken);
    if (id === null) {
      if ((await countDepartments(trx, companyId)) >= DEPARTMENTS_MAX) throw conflict(COMPANY_MSG.departmentLimit(DEPARTMENTS_MAX));
      const made = await insertDepartment(trx, companyId, { name, code, parentId, now });
      await insertCompanyAudit(trx, { companyId, actor: { memberId: adminId }, action: COMPANY_AUDIT.departmentAdded.action, summary: COMPANY_AUDIT.departmentAdded.summary(name, code), now });
      return made;
    }
    await updateDepartment(trx, companyId, id, { name, code, parentId });
    await insertCompanyAudit(trx, { companyId, actor: { memberId: adminId }, action: COMPANY_AUDIT.departmentChanged.action, summary: COMPANY_AUDIT.departmentChanged.summary(before?.name ?? '', name, code), now });
    return id;
  });
}
