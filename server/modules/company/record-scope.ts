// Who sees what inside a company (issue 37 item 5), for orders, enquiries and after-sales: buyers
// their own, approvers their department's (and sub-departments'), admin, finance and viewers the
// whole company's. `listScope` turns the 全公司 / 我的 switch and the member and department filters
// into a RecordScope checked against the caller's role; `recordAccess` decides one record by id:
// another company's (or a former company's) record is missing (404), one the role may not see is
// forbidden (403). Each module applies a RecordScope to its own table with `scopeCondition`.
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import { ROLE_RIGHTS, type CompanyReach } from '../../../domain/company/company-roles.ts';
import type { CompanyScopeQuery } from '../../../domain/shared/company-scope.ts';
import type { Database } from '../../db/schema.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { Acting } from './company-context.ts';
import { departmentOf, departmentWithChildren } from './department-repository.ts';
import { COMPANY_MSG } from './messages.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The rows a list may show: the member's own, or the company's narrowed by member and departments. */
export type RecordScope =
  | {
      kind: 'member';
      memberId: number;
      /** The company the member is in now (any status), or null: their records of a former company are the company's, not theirs. */
      companyId: number | null;
    }
  | {
      kind: 'company';
      companyId: number;
      /** Only this member's records (the member filter), or null. */
      memberId: number | null;
      /** Only records made in these departments, or null for any. */
      departmentIds: number[] | null;
      /** With departmentIds: the caller's own records too (an approver's reach). */
      alsoMemberId: number | null;
    };

/** What the member reaches in the company now: own records only while disabled. */
export function reachOf(acting: Acting): CompanyReach {
  if (!acting.company || !acting.active) return 'own';
  return ROLE_RIGHTS[acting.company.role].reach;
}

async function reachDepartments(db: Db, acting: Acting): Promise<number[]> {
  const c = acting.company;
  if (!c || c.departmentId === null) return [];
  return departmentWithChildren(db, c.companyId, c.departmentId);
}

/** The scope of a list call: 我的 by default; 全公司 (with filters) as far as the role reaches. */
export async function listScope(db: Db, acting: Acting, q: CompanyScopeQuery, what: string): Promise<RecordScope> {
  const wantsCompany = q.scope === 'company' || (q.scopeMemberId ?? null) !== null || (q.scopeDepartmentId ?? null) !== null;
  if (!wantsCompany) return { kind: 'member', memberId: acting.memberId, companyId: acting.company?.companyId ?? null };
  const c = acting.company;
  if (!c || !acting.active) throw forbidden(c ? COMPANY_MSG.memberDisabled : COMPANY_MSG.notInCompany);
  const reach = reachOf(acting);
  if (reach === 'own') throw forbidden(COMPANY_MSG.ownOnly(what));
  let departmentIds: number[] | null = reach === 'department' ? await reachDepartments(db, acting) : null;
  const filterDept = q.scopeDepartmentId ?? null;
  if (filterDept !== null) {
    if (!(await departmentOf(db, c.companyId, filterDept))) throw notFound(COMPANY_MSG.departmentNotFound);
    const chosen = await departmentWithChildren(db, c.companyId, filterDept);
    if (departmentIds !== null && !chosen.every((id) => departmentIds?.includes(id))) throw forbidden(COMPANY_MSG.departmentOutOfReach);
    departmentIds = chosen;
  }
  return {
    kind: 'company',
    companyId: c.companyId,
    memberId: q.scopeMemberId ?? null,
    departmentIds,
    alsoMemberId: reach === 'department' && filterDept === null ? acting.memberId : null,
  };
}

/** Whether the caller may read one record: 'ok', 'forbidden' (403: the company's, out of the role's reach) or 'missing' (404). */
export async function recordAccess(db: Db, acting: Acting, record: { memberId: number; companyId: number | null; departmentId: number | null }): Promise<'ok' | 'forbidden' | 'missing'> {
  if (record.companyId === null) return record.memberId === acting.memberId ? 'ok' : 'missing';
  const c = acting.company;
  if (!c || c.companyId !== record.companyId) return 'missing';
  if (record.memberId === acting.memberId) return 'ok';
  const reach = reachOf(acting);
  if (reach === 'company') return 'ok';
  if (reach === 'department' && record.departmentId !== null && (await reachDepartments(db, acting)).includes(record.departmentId)) return 'ok';
  return 'forbidden';
}

/** `recordAccess` as a guard: throws the 404 or the 403 with the module's sentences. */
export async function assertRecordAccess(
  db: Db,
  acting: Acting,
  record: { memberId: number; companyId: number | null; departmentId: number | null } | undefined | null,
  msgs: { missing: string; forbidden: string },
): Promise<void> {
  if (!record) throw notFound(msgs.missing);
  const access = await recordAccess(db, acting, record);
  if (access === 'missing') throw notFound(msgs.missing);
  if (access === 'forbidden') throw forbidden(msgs.forbidden);
}

/** The SQL condition of a scope on a table with member_id, company_id and department_id columns (`alias.` prefix when given). */
export function scopeCondition<DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>, scope: RecordScope, alias?: string): Expression<SqlBool> {
  const col = (name: string) => sql.ref(alias ? `${alias}.${name}` : name);
  if (scope.kind === 'member') {
    // Personal records, and those of the company the member is in now (as recordAccess reads them).
    const ofCompany = scope.companyId === null ? sql<SqlBool>`${col('company_id')} is null` : sql<SqlBool>`(${col('company_id')} is null or ${col('company_id')} = ${scope.companyId})`;
    return sql<SqlBool>`(${col('member_id')} = ${scope.memberId} and ${ofCompany})`;
  }
  const parts = [sql<SqlBool>`${col('company_id')} = ${scope.companyId}`];
  if (scope.memberId !== null) parts.push(sql<SqlBool>`${col('member_id')} = ${scope.memberId}`);
  if (scope.departmentIds !== null) {
    const inDepts = scope.departmentIds.length > 0
      ? sql<SqlBool>`${col('department_id')} in (${sql.join(scope.departmentIds)})`
      : sql<SqlBool>`false`;
    parts.push(scope.alsoMemberId !== null ? sql<SqlBool>`(${inDepts} or ${col('member_id')} = ${scope.alsoMemberId})` : inDepts);
  }
  void eb;
  return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}
