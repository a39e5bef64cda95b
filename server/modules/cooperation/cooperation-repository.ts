// The queries of supplier cooperation: applications (cooperation_info), the category names they
// refer to, and the company registry row the company lookup serves. Writes name their columns.
import { sql, type Kysely, type Selectable } from 'kysely';
import { PAGE_MAX } from '../../../domain/shared/page-query.ts';
import type { CooperationInfoTable, Database } from '../../db/schema.ts';

export type ApplicationRow = Selectable<CooperationInfoTable> & { memberMobile: string | null };

const COLUMNS = [
  'cooperationInfo.id', 'cooperationInfo.memberId', 'cooperationInfo.programme', 'cooperationInfo.companyName', 'cooperationInfo.creditCode',
  'cooperationInfo.contact', 'cooperationInfo.mobile', 'cooperationInfo.email', 'cooperationInfo.mainProducts', 'cooperationInfo.brands',
  'cooperationInfo.categoryIds', 'cooperationInfo.brandNames', 'cooperationInfo.salesRange', 'cooperationInfo.licenceUrl', 'cooperationInfo.licenceType',
  'cooperationInfo.authorisationUrl', 'cooperationInfo.authorisationType', 'cooperationInfo.status', 'cooperationInfo.reviewNote',
  'cooperationInfo.reviewedBy', 'cooperationInfo.reviewedActor', 'cooperationInfo.reviewedAt', 'cooperationInfo.createdAt', 'cooperationInfo.updatedAt',
] as const;

function applications(db: Kysely<Database>) {
  // reads member of account: the member's mobile beside each application (the staff page's rows too), in the one join (a round trip per row otherwise)
  return db.selectFrom('cooperationInfo').leftJoin('member', 'member.id', 'cooperationInfo.memberId').select([...COLUMNS, 'member.mobile as memberMobile']);
}

/** The member's latest application, or undefined. */
export function latestOf(db: Kysely<Database>, memberId: number): Promise<ApplicationRow | undefined> {
  return applications(db).where('cooperationInfo.memberId', '=', memberId).orderBy('cooperationInfo.createdAt', 'desc').orderBy('cooperationInfo.id', 'desc').executeTakeFirst();
}

export function applicationById(db: Kysely<Database>, id: number): Promise<ApplicationRow | undefined> {
  return applications(db).where('cooperationInfo.id', '=', id).executeTakeFirst();
}

/** Locks the member's row so two applications of one member are written one after the other. */
export async function lockMember(db: Kysely<Database>, memberId: number): Promise<boolean> {
  // reads member of account: the member's row locked (FOR UPDATE) in the application's own transaction
  const row = await db.selectFrom('member').select('id').where('id', '=', memberId).forUpdate().executeTakeFirst();
  return row !== undefined;
}

export interface NewApplication {
  memberId: number;
  programme: number;
  companyName: string;
  creditCode: string;
  contact: string;
  mobile: string;
  email: string | null;
  categoryIds: number[];
  brandNames: string[];
  salesRange: number;
  licenceUrl: string;
  licenceType: string;
  authorisationUrl: string | null;
  authorisationType: string | null;
}

export async function insertApplication(db: Kysely<Database>, a: NewApplication): Promise<number> {
  const row = await db
    .insertInto('cooperationInfo')
    .values({
      memberId: a.memberId,
      programme: a.programme,
      companyName: a.companyName,
      creditCode: a.creditCode,
      contact: a.contact,
      mobile: a.mobile,
      email: a.email,
      categoryIds: JSON.stringify(a.categoryIds),
      brandNames: JSON.stringify(a.brandNames),
      salesRange: a.salesRange,
      licenceUrl: a.licenceUrl,
      licenceType: a.licenceType,
      authorisationUrl: a.authorisationUrl,
      authorisationType: a.authorisationType,
      status: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The application locked for review, or undefined. */
export function lockApplication(db: Kysely<Database>, id: number) {
  return db.selectFrom('cooperationInfo').select(['id', 'memberId', 'status', 'companyName', 'programme']).where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function recordReview(
  db: Kysely<Database>,
  id: number,
  r: { status: number; note: string | null; staffId: number | null; actor: string; at: Date },
): Promise<void> {
  await db
    .updateTable('cooperationInfo')
    .set({ status: r.status, reviewNote: r.note, reviewedBy: r.staffId, reviewedActor: r.actor, reviewedAt: r.at, updatedAt: r.at })
    .where('id', '=', id)
    .execute();
}

export async function listApplications(db: Kysely<Database>, q: { status: number | null; current: number; size: number }): Promise<{ rows: ApplicationRow[]; total: number }> {
  let base = applications(db);
  let count = db.selectFrom('cooperationInfo').select(sql<string>`count(*)`.as('total'));
  if (q.status !== null) {
    base = base.where('cooperationInfo.status', '=', q.status);
    count = count.where('status', '=', q.status);
  }
  const current = Math.min(q.current, PAGE_MAX);
  const [rows, total] = await Promise.all([
    base.orderBy('cooperationInfo.createdAt', 'desc').orderBy('cooperationInfo.id', 'desc').limit(q.size).offset((current - 1) * q.size).execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.total) };
}

/** How many applications have this status (the dashboard's count, on cooperation_info_status_idx). */
export async function countApplicationsOfStatus(db: Kysely<Database>, status: number): Promise<number> {
  const row = await db.selectFrom('cooperationInfo').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', status).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The names of the categories with these ids (missing ones are absent). */
export async function categoryNames(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  // reads category of catalogue: the names of a page's categories by key in one query (catalogue's public.ts has no read of names; categoryParents gives ids and parents only)
  const rows = await db.selectFrom('category').select(['id', 'name']).where('id', 'in', [...ids]).execute();
  return new Map(rows.map((r) => [Number(r.id), r.name]));
}

/** The staff user names of these ids. */
export async function staffNames(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  // reads staff_user of staff: staff imports cooperation's public.ts (audit-snapshots.ts: staffCooperationRow), so its public.ts would be an import cycle
  const rows = await db.selectFrom('staffUser').select(['id', 'displayName']).where('id', 'in', [...ids]).execute();
  return new Map(rows.map((r) => [Number(r.id), r.displayName]));
}

/** A registry company `viewerId` may see: approved, or that member's own pending entry. */
export function registryCompany(db: Kysely<Database>, id: number, viewerId: number) {
  // reads company_registry of account: one row by key, approved or the viewer's own (account's public.ts has no such read)
  return db
    .selectFrom('companyRegistry')
    .select(['id', 'companyName', 'creditCode', 'legalPerson', 'regAddress', 'source'])
    .where('id', '=', id)
    .where((eb) => eb.or([eb('approval', '=', 'approved'), eb('ownerMemberId', '=', viewerId)]))
    .executeTakeFirst();
}
