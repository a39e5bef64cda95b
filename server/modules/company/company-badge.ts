// The company fields of the member-info call (issue 37 item 1): the company the member acts for,
// its name and the member's role (nulls for a personal member).
import type { Kysely } from 'kysely';
import type { CompanyRole } from '../../../domain/company/company-roles.ts';
import type { Database } from '../../db/schema.ts';
import { membershipRow } from './company-repository.ts';

export async function companyBadge(db: Kysely<Database>, memberId: number): Promise<{ companyId: number | null; companyRole: CompanyRole | null; companyDisplayName: string | null; companyMemberStatus: 'active' | 'disabled' | null; holderMemberId: number | null }> {
  const row = await membershipRow(db, memberId);
  if (!row) return { companyId: null, companyRole: null, companyDisplayName: null, companyMemberStatus: null, holderMemberId: null };
  return { companyId: row.companyId, companyRole: row.role, companyDisplayName: row.companyName, companyMemberStatus: row.status, holderMemberId: row.holderMemberId };
}
