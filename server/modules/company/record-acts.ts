// Who may act on an order, enquiry or after-sales request (issue 37 item 5; docs/decisions.md
// "Company accounts: who sees and who acts"). Reading follows the role's reach (record-scope.ts);
// acting (cancel, confirm receipt, apply after-sales, re-enquire, choose, add to cart…) is for the
// member who placed the record, while their role may still order; paying a company's order
// (online, transfer receipt, credit repayment) also for an active admin or finance member who
// reads it. A colleague's record the caller can read answers 403 with the module's sentence; one
// they cannot read 404 or 403 as assertRecordAccess decides.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { forbidden } from '../../http/errors.ts';
import { may, requireRight, type Acting } from './company-context.ts';
import { assertRecordAccess } from './record-scope.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface RecordRef {
  memberId: number;
  companyId: number | null;
  departmentId: number | null;
}

/** Throws unless the caller placed the record and may still act for the company (a personal record: its member). */
export async function assertRecordActor(
  db: Db,
  acting: Acting,
  record: RecordRef | undefined | null,
  msgs: { missing: string; forbidden: string; placerOnly: string },
): Promise<void> {
  await assertRecordAccess(db, acting, record, msgs);
  if (!record || record.memberId !== acting.memberId) throw forbidden(msgs.placerOnly);
  // A company record: the placer acts only while their role may order (not disabled, not made finance or viewer).
  if (record.companyId !== null) requireRight(acting, 'order');
}

/**
 * Whether the caller may act on the record, as assertRecordActor decides but without throwing: they
 * placed it, and on a company's record their role may still order. The views' can* flags read it
 * (off on a colleague's record).
 */
export function mayActOn(acting: Acting, record: { memberId: number; companyId: number | null }): boolean {
  return record.memberId === acting.memberId && (record.companyId === null || may(acting, 'order'));
}

/** Whether the caller may pay the record: its placer (as for acting), or an active admin or finance member on a company's record. */
export function mayPayFor(acting: Acting, record: RecordRef): boolean {
  if (record.memberId === acting.memberId) return mayActOn(acting, record);
  return record.companyId !== null && acting.company?.companyId === record.companyId && may(acting, 'manageBooks');
}

/** Throws unless the caller may pay the record (read it, and mayPayFor): 404/403 as assertRecordAccess, else 403 `msgs.payerOnly`. */
export async function assertRecordPayer(
  db: Db,
  acting: Acting,
  record: RecordRef | undefined | null,
  msgs: { missing: string; forbidden: string; payerOnly: string },
): Promise<void> {
  await assertRecordAccess(db, acting, record, msgs);
  if (!record || !mayPayFor(acting, record)) {
    if (record?.memberId === acting.memberId) requireRight(acting, 'order');
    throw forbidden(msgs.payerOnly);
  }
}
