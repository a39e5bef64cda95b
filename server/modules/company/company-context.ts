// Who a member acts as (issue 37): personal, or a member of a company in a role. Every module that
// reads or writes company data asks here: `actingOf` gives the member's place and the id the
// company's shared books are kept under (`ownerId`: the company's certified account while the
// member is active in it, else the member's own id), and the rights of the role decide the rest.
import type { Kysely, Transaction } from 'kysely';
import { COMPANY_ROLE_TEXT, COMPANY_ROLES, ROLE_RIGHTS, type CompanyRole, type RoleRights } from '../../../domain/company/company-roles.ts';
import type { Database } from '../../db/schema.ts';
import { forbidden } from '../../http/errors.ts';
import { membershipRow, type MembershipRow } from './company-repository.ts';
import { COMPANY_MSG, RIGHT_TEXT, ROLE_JOIN } from './messages.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface Acting {
  memberId: number;
  /** The member's place in a company (any status), or null for a personal member. */
  company: MembershipRow | null;
  /** Whether the member acts for the company now (a member, not disabled). */
  active: boolean;
  /** The member id the shared books are kept under: the company's certified account, or the member. */
  ownerId: number;
}

export function actingFrom(memberId: number, company: MembershipRow | null): Acting {
  const active = company !== null && company.status === 'active';
  return { memberId, company, active, ownerId: active && company ? company.holderMemberId : memberId };
}

export async function actingOf(db: Db, memberId: number): Promise<Acting> {
  return actingFrom(memberId, (await membershipRow(db, memberId)) ?? null);
}

/** The id the member's shared books (addresses, invoice titles, credit, favourites, lists, the enquiry's cross-reference) are kept under. */
export async function bookOwnerOf(db: Db, memberId: number): Promise<number> {
  return (await actingOf(db, memberId)).ownerId;
}

type Right = Exclude<keyof RoleRights, 'reach'>;

/** Whether the member may do it: a personal member always may (in their own books); a company member by role, never while disabled. */
export function may(acting: Acting, right: Right): boolean {
  if (!acting.company) return true;
  return acting.active && ROLE_RIGHTS[acting.company.role][right];
}

/** Refuses (403) what the member's company role does not allow, naming the roles that do. */
export function requireRight(acting: Acting, right: Right): void {
  if (may(acting, right)) return;
  if (acting.company && !acting.active) throw forbidden(COMPANY_MSG.memberDisabled);
  const roles = COMPANY_ROLES.filter((r: CompanyRole) => ROLE_RIGHTS[r][right]).map((r) => COMPANY_ROLE_TEXT[r]).join(ROLE_JOIN);
  throw forbidden(COMPANY_MSG.rightNeeded(RIGHT_TEXT[right], roles));
}

/** The company and department a new order, enquiry or after-sales is recorded under (refuses a role that may not order). */
export async function orderingFor(db: Db, memberId: number): Promise<{ companyId: number | null; departmentId: number | null }> {
  const acting = await actingOf(db, memberId);
  requireRight(acting, 'order');
  return acting.company && acting.active ? { companyId: acting.company.companyId, departmentId: acting.company.departmentId } : { companyId: null, departmentId: null };
}
