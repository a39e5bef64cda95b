// Who may administer and read the company's approval rules and budgets (issue 38): an active member
// of a company reads; only its admin writes (403 otherwise, as the company module refuses).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { forbidden } from '../../http/errors.ts';
import { actingOf, type Acting } from '../company/public.ts';
import { APPROVAL_ADMIN_MSG } from './messages.ts';

export type CompanyActing = Acting & { company: NonNullable<Acting['company']> };

/** The caller as an active member of a company (403 for a personal or disabled member). */
export async function memberActing(db: Kysely<Database>, memberId: number): Promise<CompanyActing> {
  const acting = await actingOf(db, memberId);
  if (!acting.company) throw forbidden(APPROVAL_ADMIN_MSG.notInCompany);
  if (!acting.active) throw forbidden(APPROVAL_ADMIN_MSG.memberDisabled);
  return acting as CompanyActing;
}

/** The caller as the company's admin (403 for any other role). */
export async function adminActing(db: Kysely<Database>, memberId: number): Promise<CompanyActing> {
  const acting = await memberActing(db, memberId);
  if (acting.company.role !== 'admin') throw forbidden(APPROVAL_ADMIN_MSG.adminOnly);
  return acting;
}
