// The queries of enterprise certification: applications (enterprise_cert), their audit log
// (enterprise_cert_log), the member row the approval locks (account/public.ts changes it), and the
// staff names. Writes name their columns.
import { sql, type Kysely, type Selectable } from 'kysely';
import { PAGE_MAX } from '../../../domain/shared/page-query.ts';
import type { Database, EnterpriseCertLogTable, EnterpriseCertTable } from '../../db/schema.ts';

export type CertRow = Selectable<EnterpriseCertTable> & { memberMobile: string | null };
export type LogRow = Selectable<EnterpriseCertLogTable>;

const COLUMNS = [
  'enterpriseCert.id', 'enterpriseCert.memberId', 'enterpriseCert.companyName', 'enterpriseCert.creditCode', 'enterpriseCert.legalPerson',
  'enterpriseCert.contactName', 'enterpriseCert.contactMobile', 'enterpriseCert.licenseUrl', 'enterpriseCert.status', 'enterpriseCert.rejectReason',
  'enterpriseCert.reviewedBy', 'enterpriseCert.reviewedAt', 'enterpriseCert.createdAt', 'enterpriseCert.regAddress', 'enterpriseCert.applicantIsLegal',
  'enterpriseCert.authorisationUrl', 'enterpriseCert.codeCheckFailed', 'enterpriseCert.linkRequested', 'enterpriseCert.rejectCode',
  'enterpriseCert.reviewedActor', 'enterpriseCert.updatedAt',
] as const;

function certs(db: Kysely<Database>) {
  // reads member of account: the member's mobile beside each application (the staff page's rows too), in the one join (a round trip per row otherwise)
  return db.selectFrom('enterpriseCert').leftJoin('member', 'member.id', 'enterpriseCert.memberId').select([...COLUMNS, 'member.mobile as memberMobile']);
}

/** The member's latest application, or undefined. */
export function latestCertOf(db: Kysely<Database>, memberId: number): Promise<CertRow | undefined> {
  return certs(db).where('enterpriseCert.memberId', '=', memberId).orderBy('enterpriseCert.createdAt', 'desc').orderBy('enterpriseCert.id', 'desc').executeTakeFirst();
}

export function certById(db: Kysely<Database>, id: number): Promise<CertRow | undefined> {
  return certs(db).where('enterpriseCert.id', '=', id).executeTakeFirst();
}

/** Locks the member's row; answers what the approval changes, or undefined. */
export function lockMember(db: Kysely<Database>, memberId: number) {
  // reads member of account: the member's row locked (FOR UPDATE) in the approval's own transaction before account's public.ts changes it
  return db.selectFrom('member').select(['id', 'memberType', 'companyName', 'memberPriceEndTime']).where('id', '=', memberId).forUpdate().executeTakeFirst();
}

export function lockCert(db: Kysely<Database>, id: number) {
  return db.selectFrom('enterpriseCert').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Serialises the approvals of one company (by credit code) inside the caller's transaction. */
export async function lockCompany(db: Kysely<Database>, creditCode: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(7510315, hashtext(${creditCode}))`.execute(db);
}

/** A certified application of this company (same name or credit code) of another member, with that member's mobile. */
export function certifiedElsewhere(db: Kysely<Database>, memberId: number, companyName: string, creditCode: string) {
  // reads member of account: the other member's mobile beside the certified application, in the same query
  return db
    .selectFrom('enterpriseCert')
    .leftJoin('member', 'member.id', 'enterpriseCert.memberId')
    .select(['enterpriseCert.id', 'enterpriseCert.memberId', 'member.mobile'])
    .where('enterpriseCert.status', '=', 1)
    .where('enterpriseCert.memberId', '!=', memberId)
    .where((eb) => eb.or([eb('enterpriseCert.companyName', '=', companyName), eb('enterpriseCert.creditCode', '=', creditCode)]))
    .orderBy('enterpriseCert.id')
    .executeTakeFirst();
}

export interface NewCert {
  memberId: number;
  companyName: string;
  creditCode: string;
  legalPerson: string;
  regAddress: string;
  contactName: string;
  contactMobile: string;
  applicantIsLegal: boolean;
  licenseUrl: string;
  authorisationUrl: string | null;
  codeCheckFailed: boolean;
  linkRequested: boolean;
  at: Date;
}

export async function insertCert(db: Kysely<Database>, c: NewCert): Promise<number> {
  const row = await db
    .insertInto('enterpriseCert')
    .values({
      memberId: c.memberId,
      companyName: c.companyName,
      creditCode: c.creditCode,
      legalPerson: c.legalPerson,
      regAddress: c.regAddress,
      contactName: c.contactName,
      contactMobile: c.contactMobile,
      applicantIsLegal: c.applicantIsLegal,
      licenseUrl: c.licenseUrl,
      authorisationUrl: c.authorisationUrl,
      codeCheckFailed: c.codeCheckFailed,
      linkRequested: c.linkRequested,
      status: 0,
      createdAt: c.at,
      updatedAt: c.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function setCertStatus(
  db: Kysely<Database>,
  id: number,
  s: { status: number; rejectCode: string | null; note: string | null; staffId: number | null; actor: string; at: Date },
): Promise<void> {
  await db
    .updateTable('enterpriseCert')
    .set({ status: s.status, rejectCode: s.rejectCode, rejectReason: s.note, reviewedBy: s.staffId, reviewedActor: s.actor, reviewedAt: s.at, updatedAt: s.at })
    .where('id', '=', id)
    .execute();
}

export interface NewLog {
  certId: number | null;
  memberId: number;
  actor: string;
  transition: string;
  fromStatus: number;
  toStatus: number;
  changes: Record<string, unknown>;
  note: string | null;
  at: Date;
}

export async function insertLog(db: Kysely<Database>, l: NewLog): Promise<void> {
  await db
    .insertInto('enterpriseCertLog')
    .values({
      certId: l.certId,
      memberId: l.memberId,
      actor: l.actor,
      transition: l.transition,
      fromStatus: l.fromStatus,
      toStatus: l.toStatus,
      changes: JSON.stringify(l.changes),
      note: l.note,
      createdAt: l.at,
    })
    .execute();
}

export function logOf(db: Kysely<Database>, memberId: number): Promise<LogRow[]> {
  return db.selectFrom('enterpriseCertLog').selectAll().where('memberId', '=', memberId).orderBy('id').execute();
}

export async function logsOf(db: Kysely<Database>, memberIds: readonly number[]): Promise<LogRow[]> {
  if (memberIds.length === 0) return [];
  return db.selectFrom('enterpriseCertLog').selectAll().where('memberId', 'in', [...memberIds]).orderBy('id').execute();
}

export async function listCerts(db: Kysely<Database>, q: { status: number | null; current: number; size: number }): Promise<{ rows: CertRow[]; total: number }> {
  let base = certs(db);
  let count = db.selectFrom('enterpriseCert').select(sql<string>`count(*)`.as('total'));
  if (q.status !== null) {
    base = base.where('enterpriseCert.status', '=', q.status);
    count = count.where('status', '=', q.status);
  }
  const current = Math.min(q.current, PAGE_MAX);
  const [rows, total] = await Promise.all([
    base.orderBy('enterpriseCert.createdAt', 'desc').orderBy('enterpriseCert.id', 'desc').limit(q.size).offset((current - 1) * q.size).execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.total) };
}

export async function staffNames(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  // reads staff_user of staff: staff imports certification's public.ts (audit-snapshots.ts: staffCertificationRow), so its public.ts would be an import cycle
  const rows = await db.selectFrom('staffUser').select(['id', 'displayName']).where('id', 'in', [...ids]).execute();
  return new Map(rows.map((r) => [Number(r.id), r.displayName]));
}

export function memberVip(db: Kysely<Database>, memberId: number) {
  // reads member of account: one row by key, the member type and VIP end (account's public.ts has no such read; findMemberInfo reads the whole profile)
  return db.selectFrom('member').select(['memberType', 'memberPriceEndTime']).where('id', '=', memberId).executeTakeFirst();
}
