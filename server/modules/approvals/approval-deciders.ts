// Who decides a level of an order's approval (issue 38), a pure function of the company's active
// members: the approvers of the order's department or of its parent (本部门审批人), any approver,
// finance, or the admins. The requester and whoever decided an earlier level never decide; when
// nobody of the named kind is left, the company's admins decide instead, so an order is never
// stuck for want of a role the company has not filled.
import type { ApprovalDecider } from '../../../domain/approvals/approval-rules.ts';
import type { Colleague } from '../company/public.ts';

export interface DeciderContext {
  colleagues: readonly Colleague[];
  /** The order's department and its parent (null: none). */
  departmentId: number | null;
  parentDepartmentId: number | null;
  /** The requester and the deciders of earlier levels. */
  excluded: ReadonlySet<number>;
}

function named(decider: ApprovalDecider, c: Colleague, ctx: DeciderContext): boolean {
  switch (decider) {
    case 'departmentApprover':
      return c.role === 'approver' && c.departmentId !== null && (c.departmentId === ctx.departmentId || c.departmentId === ctx.parentDepartmentId);
    case 'anyApprover':
      return c.role === 'approver';
    case 'finance':
      return c.role === 'finance';
    case 'admin':
      return c.role === 'admin';
  }
}

/** The members who decide a level of `decider` now (the admins when no one of that kind is left; empty when none at all). */
export function decidersOf(decider: ApprovalDecider, ctx: DeciderContext): Colleague[] {
  const eligible = ctx.colleagues.filter((c) => !ctx.excluded.has(c.memberId));
  const chosen = eligible.filter((c) => named(decider, c, ctx));
  return chosen.length > 0 ? chosen : eligible.filter((c) => c.role === 'admin');
}
