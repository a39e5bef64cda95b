// Price agreements, the back office's side (issue 39): 运营 drafts an agreement for a company
// (fixed goods prices, brand and category rates of the list price, a window and a note), submits
// it; a 管理员 who is not its drafter confirms it (the check also holds in the database) or
// rejects it with a reason; an active agreement may be revoked. Each step is one transaction that
// locks the agreement, checks its version and status again, and writes; confirming and revoking
// tell every active member of the company. The staff API and `npm run pricing` call these
// functions. Overlapping active agreements of one company are allowed: the price decision
// (domain/pricing/price-decision.ts) takes the lowest applicable price.
import type { Kysely, Transaction } from 'kysely';
import type { AgreementRejectBody, AgreementSaveBody } from '../../../domain/pricing/agreement-payloads.ts';
import { AGREEMENT_STATUS_TEXT, moveAgreement, shownAgreementStatus, windowProblem, type AgreementStatus, type AgreementTransition } from '../../../domain/pricing/agreement-rules.ts';
import { chinaDateKey, chinaYymmdd } from '../../../domain/shared/china-time.ts';
import { isStaffRole, roleAllows, type Permission } from '../../../domain/staff/staff-roles.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import { activeColleagues, insertCompanyAudit } from '../company/public.ts';
import { notifyMember } from '../messages/public.ts';
import {
  agreementById, brandsById, companyNameOf, goodsFacts, insertAgreement, lockAgreement, nextAgreementId, replaceItems, staffOf, termCounts, updateAgreementHead,
  writeAgreementStep, allCategories, type AgreementRecord,
} from './agreement-repository.ts';
import { AGREEMENT_COMPANY_AUDIT, AGREEMENT_MSG, AGREEMENT_NOTICE } from './messages.ts';

/** Who acts: a staff member (through the API, or named by `--staff` on the command line). */
export interface AgreementStaff {
  staffId: number;
}

/** The staff member acting, refused when unknown, disabled or without `permission`. */
export async function actingStaff(db: Kysely<Database>, who: AgreementStaff, permission: Permission): Promise<{ id: number; displayName: string; role: string }> {
  const s = await staffOf(db, who.staffId);
  if (!s || !s.enabled || !isStaffRole(s.role)) throw forbidden(AGREEMENT_MSG.staffUnknown);
  if (!roleAllows(s.role, permission)) throw forbidden(permission === 'pricing.confirm' ? AGREEMENT_MSG.confirmRole : AGREEMENT_MSG.agreementRole);
  return s;
}

/** The agreement under its lock at the version the caller read, or 404/409. */
async function lockedAt(trx: Transaction<Database>, id: number, version: number): Promise<AgreementRecord> {
  const a = await lockAgreement(trx, id);
  if (!a) throw notFound(AGREEMENT_MSG.notFound);
  if (a.version !== version) throw conflict(AGREEMENT_MSG.versionConflict);
  return a;
}

function statusText(a: AgreementRecord, today: string): string {
  return AGREEMENT_STATUS_TEXT[shownAgreementStatus(a.status, a.validTo, today)];
}

/** The status `transition` moves `a` to, or 409 with the sentence of that step. */
function moved(a: AgreementRecord, transition: AgreementTransition, today: string, refusal: (text: string) => string): AgreementStatus {
  const to = moveAgreement(a.status, transition);
  if (to === null) throw conflict(refusal(statusText(a, today)));
  return to;
}

function repeated<T>(values: readonly T[]): T | undefined {
  const seen = new Set<T>();
  for (const v of values) {
    if (seen.has(v)) return v;
    seen.add(v);
  }
  return undefined;
}

/** Checks the body's terms: no goods, brand or category twice, each exists (400 naming it). */
async function checkTerms(db: Kysely<Database>, body: AgreementSaveBody): Promise<void> {
  const goodsIds = body.goods.map((g) => g.goodsId);
  const facts = await goodsFacts(db, goodsIds);
  const known = new Map(facts.map((g) => [g.id, g]));
  const twice = repeated(goodsIds);
  if (twice !== undefined) {
    const g = known.get(twice);
    throw badRequest(AGREEMENT_MSG.goodsRepeated(g ? AGREEMENT_MSG.goodsLabel(g.model, g.goodsCode) : AGREEMENT_MSG.idLabel(twice)));
  }
  const unknownGoods = goodsIds.filter((id) => !known.has(id));
  if (unknownGoods.length > 0) throw badRequest(AGREEMENT_MSG.goodsUnknown(AGREEMENT_MSG.idList(unknownGoods)));
  const brandIds = body.brands.map((b) => b.brandId);
  const brands = await brandsById(db, brandIds);
  const brandTwice = repeated(brandIds);
  if (brandTwice !== undefined) throw badRequest(AGREEMENT_MSG.brandRepeated(brands.get(brandTwice) ?? AGREEMENT_MSG.idLabel(brandTwice)));
  const unknownBrands = brandIds.filter((id) => !brands.has(id));
  if (unknownBrands.length > 0) throw badRequest(AGREEMENT_MSG.brandUnknown(AGREEMENT_MSG.idList(unknownBrands)));
  const categoryIds = body.categories.map((c) => c.categoryId);
  if (categoryIds.length > 0) {
    const categories = new Map((await allCategories(db)).map((c) => [c.id, c.name]));
    const categoryTwice = repeated(categoryIds);
    if (categoryTwice !== undefined) throw badRequest(AGREEMENT_MSG.categoryRepeated(categories.get(categoryTwice) ?? AGREEMENT_MSG.idLabel(categoryTwice)));
    const unknownCategories = categoryIds.filter((id) => !categories.has(id));
    if (unknownCategories.length > 0) throw badRequest(AGREEMENT_MSG.categoryUnknown(AGREEMENT_MSG.idList(unknownCategories)));
  }
}

/** Creates a draft (no id) or edits a draft or rejected one (which becomes a draft again); answers its id. */
export async function saveAgreement(db: Kysely<Database>, who: AgreementStaff, body: AgreementSaveBody, now = new Date()): Promise<number> {
  const staff = await actingStaff(db, who, 'pricing.agreement');
  const name = body.name.trim();
  if (!name) throw badRequest(AGREEMENT_MSG.nameBlank);
  const note = (body.note ?? '').trim();
  const problem = windowProblem(body.validFrom, body.validTo);
  if (problem) throw badRequest(problem);
  if (body.id !== undefined && body.version === undefined) throw badRequest(AGREEMENT_MSG.versionConflict);
  if ((await companyNameOf(db, body.companyId)) === undefined) throw notFound(AGREEMENT_MSG.companyUnknown);
  await checkTerms(db, body);
  const today = chinaDateKey(now);
  const items = { goods: body.goods, brands: body.brands, categories: body.categories };
  return db.transaction().execute(async (trx) => {
    if (body.id === undefined) {
      const id = await nextAgreementId(trx);
      const agreementNo = `XY${chinaYymmdd(now)}${String(id).padStart(4, '0')}`;
      await insertAgreement(trx, { id, agreementNo, companyId: body.companyId, name, note, validFrom: body.validFrom, validTo: body.validTo, createdBy: staff.id, now });
      await replaceItems(trx, id, items);
      return id;
    }
    const a = await lockedAt(trx, body.id, body.version!);
    const status = moved(a, 'edit', today, AGREEMENT_MSG.notEditable);
    await updateAgreementHead(trx, a.id, { companyId: body.companyId, name, note, validFrom: body.validFrom, validTo: body.validTo, status, now });
    await replaceItems(trx, a.id, items);
    return a.id;
  });
}

/** Sends a draft (or a rejected agreement) to a 管理员 for confirmation. */
export async function submitAgreement(db: Kysely<Database>, who: AgreementStaff, id: number, version: number, now = new Date()): Promise<void> {
  await actingStaff(db, who, 'pricing.agreement');
  const today = chinaDateKey(now);
  await db.transaction().execute(async (trx) => {
    const a = await lockedAt(trx, id, version);
    moved(a, 'submit', today, AGREEMENT_MSG.notSubmittable);
    if (a.validTo < today) throw badRequest(AGREEMENT_MSG.endedAlready);
    const counts = (await termCounts(trx, [a.id])).get(a.id);
    if (!counts || counts.goods + counts.brand + counts.category === 0) throw badRequest(AGREEMENT_MSG.empty);
    await writeAgreementStep(trx, a.id, { status: 'pending', submittedAt: now }, now);
  });
}

/** Tells every active member of the company (inside the step's transaction). */
async function tellCompany(trx: Transaction<Database>, a: AgreementRecord, body: string, event: string): Promise<void> {
  for (const m of await activeColleagues(trx, a.companyId)) {
    await notifyMember(trx, { memberId: m.memberId, kind: 'system', title: AGREEMENT_NOTICE.title, body, link: null, eventKey: `price-agreement:${a.id}:${event}` });
  }
}

/** A 管理员 who did not draft it confirms a pending agreement: it takes effect within its window. */
export async function confirmAgreement(db: Kysely<Database>, who: AgreementStaff, id: number, version: number, now = new Date()): Promise<void> {
  const staff = await actingStaff(db, who, 'pricing.confirm');
  const today = chinaDateKey(now);
  await db.transaction().execute(async (trx) => {
    const a = await lockedAt(trx, id, version);
    moved(a, 'confirm', today, AGREEMENT_MSG.notPending);
    if (a.createdBy === staff.id) throw forbidden(AGREEMENT_MSG.sameConfirmer);
    if (a.validTo < today) throw badRequest(AGREEMENT_MSG.endedBeforeConfirm);
    await writeAgreementStep(trx, a.id, { status: 'active', confirmedBy: staff.id, confirmedAt: now }, now);
    await insertCompanyAudit(trx, { companyId: a.companyId, actor: { staffId: staff.id }, action: AGREEMENT_COMPANY_AUDIT.confirmedAction, summary: AGREEMENT_COMPANY_AUDIT.confirmed(a.name, a.agreementNo, a.validFrom, a.validTo), now });
    await tellCompany(trx, a, AGREEMENT_NOTICE.confirmed(a.name, a.validFrom, a.validTo), 'active');
  });
}

/** A 管理员 sends a pending agreement back with a reason; its drafter may edit and submit it again. */
export async function rejectAgreement(db: Kysely<Database>, who: AgreementStaff, id: number, body: AgreementRejectBody, now = new Date()): Promise<void> {
  await actingStaff(db, who, 'pricing.confirm');
  const reason = body.reason.trim();
  if (!reason) throw badRequest(AGREEMENT_MSG.reasonNeeded);
  const today = chinaDateKey(now);
  await db.transaction().execute(async (trx) => {
    const a = await lockedAt(trx, id, body.version);
    moved(a, 'reject', today, AGREEMENT_MSG.notPending);
    await writeAgreementStep(trx, a.id, { status: 'rejected', rejectedReason: reason }, now);
  });
}

/** Ends an active agreement at once (its prices stop applying; orders already placed keep theirs). */
export async function revokeAgreement(db: Kysely<Database>, who: AgreementStaff, id: number, version: number, now = new Date()): Promise<void> {
  const staff = await actingStaff(db, who, 'pricing.agreement');
  const today = chinaDateKey(now);
  await db.transaction().execute(async (trx) => {
    const a = await lockedAt(trx, id, version);
    moved(a, 'revoke', today, AGREEMENT_MSG.notActive);
    await writeAgreementStep(trx, a.id, { status: 'revoked', revokedBy: staff.id, revokedAt: now }, now);
    await insertCompanyAudit(trx, { companyId: a.companyId, actor: { staffId: staff.id }, action: AGREEMENT_COMPANY_AUDIT.revokedAction, summary: AGREEMENT_COMPANY_AUDIT.revoked(a.name, a.agreementNo), now });
    // An agreement already past its last day applied to nothing: no one is told it ended.
    if (a.validTo >= today) await tellCompany(trx, a, AGREEMENT_NOTICE.revoked(a.name), 'revoked');
  });
}

/** The version an agreement holds now (the command line acts on what it reads). */
export async function agreementVersion(db: Kysely<Database>, id: number): Promise<number> {
  const a = await agreementById(db, id);
  if (!a) throw notFound(AGREEMENT_MSG.notFound);
  return a.version;
}
