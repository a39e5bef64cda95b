// The company's approval rules (issue 38 item 1): saved and deleted by its admin (each change in the
// company's audit log), read by every active member (approvers see why an order waits for them).
// A rule names one of the company's departments (or none: all), existing goods categories (or
// none: all) and one or two levels; a company has at most APPROVAL_RULES_MAX rules.
import type { Kysely } from 'kysely';
import { APPROVAL_RULES_MAX, type ApprovalDecider } from '../../../domain/approvals/approval-rules.ts';
import type { ApprovalRuleSaveBody } from '../../../domain/approvals/approval-payloads.ts';
import type { ApprovalRuleRow } from '../../../domain/approvals/approval-views.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { insertCompanyAudit } from '../company/public.ts';
import { adminActing, memberActing } from './admin-acting.ts';
import { companyDepartmentNames } from './department-repository.ts';
import { APPROVAL_ADMIN_MSG, APPROVAL_AUDIT, APPROVAL_MSG } from './messages.ts';
import { categoryNames, companyRules, countRules, deleteRule, insertRule, ruleOf, updateRule, type RuleRecord } from './rule-repository.ts';

function levelsText(levels: readonly ApprovalDecider[]): string {
  return levels.map((d, i) => APPROVAL_AUDIT.level(i + 1, d)).join(APPROVAL_AUDIT.levelJoin);
}

function ruleSummary(rule: Pick<RuleRecord, 'name' | 'departmentId' | 'minAmountFen' | 'categoryIds' | 'levels'>, departments: Map<number, string>, categories: Map<number, string>): string {
  const department = rule.departmentId === null ? APPROVAL_AUDIT.allDepartments : (departments.get(rule.departmentId) ?? APPROVAL_AUDIT.allDepartments);
  const cats = rule.categoryIds.length === 0 ? APPROVAL_AUDIT.allCategories : rule.categoryIds.map((c) => categories.get(c) ?? String(c)).join(APPROVAL_AUDIT.categoryJoin);
  return APPROVAL_AUDIT.rule(rule.name, department, rule.minAmountFen, cats, levelsText(rule.levels));
}

/** GET approvalRule/list: the company's rules, oldest first, with department and category names. */
export async function listRules(db: Kysely<Database>, memberId: number): Promise<ApprovalRuleRow[]> {
  const acting = await memberActing(db, memberId);
  const companyId = acting.company.companyId;
  const [rules, departments] = await Promise.all([companyRules(db, companyId), companyDepartmentNames(db, companyId)]);
  const categories = await categoryNames(db, rules.flatMap((r) => r.categoryIds));
  return rules.map((r) => ({
    id: r.id,
    name: r.name,
    departmentId: r.departmentId,
    departmentName: r.departmentId === null ? null : (departments.get(r.departmentId) ?? null),
    minAmountFen: r.minAmountFen,
    categoryIds: r.categoryIds,
    categoryNames: r.categoryIds.flatMap((c) => categories.get(c) ?? []),
    levels: r.levels,
    updatedAt: r.updatedAt.toISOString(),
  }));
}

/** POST approvalRule/save: adds a rule, or changes one of the company's (`id`); answers its id. */
export async function saveRule(db: Kysely<Database>, memberId: number, body: ApprovalRuleSaveBody, now = new Date()): Promise<number> {
  const admin = await adminActing(db, memberId);
  const companyId = admin.company.companyId;
  const name = body.name.trim();
  if (!name) throw badRequest(APPROVAL_ADMIN_MSG.ruleNameEmpty);
  const departmentId = body.departmentId ?? null;
  const categoryIds = body.categoryIds ?? [];
  const departments = await companyDepartmentNames(db, companyId);
  if (departmentId !== null && !departments.has(departmentId)) throw notFound(APPROVAL_ADMIN_MSG.departmentNotFound);
  const categories = await categoryNames(db, categoryIds);
  if (categoryIds.some((c) => !categories.has(c))) throw notFound(APPROVAL_MSG.categoryNotFound);
  const row = { name, departmentId, minAmountFen: body.minAmountFen, categoryIds, levels: body.levels, now };
  const id = body.id ?? null;
  return db.transaction().execute(async (trx) => {
    if (id === null) {
      if ((await countRules(trx, companyId)) >= APPROVAL_RULES_MAX) throw conflict(APPROVAL_MSG.rulesFull(APPROVAL_RULES_MAX));
      const made = await insertRule(trx, companyId, row);
      await insertCompanyAudit(trx, { companyId, actor: { memberId }, action: APPROVAL_AUDIT.ruleAdded, summary: ruleSummary(row, departments, categories), now });
      return made;
    }
    if (!(await ruleOf(trx, companyId, id))) throw notFound(APPROVAL_MSG.ruleNotFound);
    await updateRule(trx, companyId, id, row);
    await insertCompanyAudit(trx, { companyId, actor: { memberId }, action: APPROVAL_AUDIT.ruleChanged, summary: ruleSummary(row, departments, categories), now });
    return id;
  });
}

/** POST approvalRule/delete/{id}: removes one of the company's rules (orders already waiting keep their plan). */
export async function removeRule(db: Kysely<Database>, memberId: number, id: number, now = new Date()): Promise<void> {
  const admin = await adminActing(db, memberId);
  const companyId = admin.company.companyId;
  await db.transaction().execute(async (trx) => {
    const rule = await ruleOf(trx, companyId, id);
    if (!rule) throw notFound(APPROVAL_MSG.ruleNotFound);
    const [departments, categories] = await Promise.all([companyDepartmentNames(trx, companyId), categoryNames(trx, rule.categoryIds)]);
    await deleteRule(trx, companyId, id);
    await insertCompanyAudit(trx, { companyId, actor: { memberId }, action: APPROVAL_AUDIT.ruleDeleted, summary: ruleSummary(rule, departments, categories), now });
  });
}
