// Whose books a call reads and writes (issue 37 item 4): a company's addresses and invoice titles
// are kept under its certified account (company/public.ts `ownerId`), so every active member of
// the company reads and chooses the same rows; writing them (save, update, delete, set default)
// needs the role's `manageBooks` right (admin, finance), refused with 403 otherwise. A personal
// member (or one no longer active in a company) keeps their own books.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { actingOf, bookOwnerOf, requireRight } from '../company/public.ts';

/** The member id the caller's books are read under. */
export function bookReader(db: Kysely<Database>, memberId: number): Promise<number> {
  return bookOwnerOf(db, memberId);
}

/** The member id the caller's books are written under, after checking the caller may write them (403). */
export async function bookWriter(db: Kysely<Database>, memberId: number): Promise<number> {
  const acting = await actingOf(db, memberId);
  requireRight(acting, 'manageBooks');
  return acting.ownerId;
}
