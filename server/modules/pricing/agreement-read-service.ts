// What the console reads of price agreements (issue 39): the queue (filters by company, shown
// status incl. 已过期, keyword; paged), one agreement with its terms, warnings (a fixed price above
// the member price, a window already over), its audit trail and what the viewer may do, and the
// editor's pickers (companies, brands, categories). The command line reads the same functions.
import type { Kysely } from 'kysely';
import type { AgreementListBody } from '../../../domain/pricing/agreement-payloads.ts';
import { AGREEMENT_STATUS_TEXT, shownAgreementStatus } from '../../../domain/pricing/agreement-rules.ts';
import type { AgreementCompanyOption, AgreementDetail, AgreementOptions, AgreementRow, AgreementTrailLine } from '../../../domain/pricing/agreement-views.ts';
import { chinaDateKey } from '../../../domain/shared/china-time.ts';
import { offsetOf } from '../../../domain/shared/page-query.ts';
import { isStaffRole, roleAllows } from '../../../domain/staff/staff-roles.ts';
import type { Database } from '../../db/schema.ts';
import { page, type Page } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { listCompanies } from '../company/public.ts';
import {
  agreementById, agreementIdByNo, agreementPage, allBrands, allCategories, auditTrail, companyNameOf, itemsOf, staffNames, staffOf, termCounts, type AgreementRecord,
} from './agreement-repository.ts';
import { AGREEMENT_MSG, AGREEMENT_TRAIL } from './messages.ts';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

function rowOf(a: AgreementRecord & { companyName: string }, counts: { goods: number; brand: number; category: number } | undefined, names: Map<number, string>, today: string): AgreementRow {
  const shown = shownAgreementStatus(a.status, a.validTo, today);
  return {
    id: a.id, agreementNo: a.agreementNo, companyId: a.companyId, companyName: a.companyName, name: a.name, status: a.status, shownStatus: shown,
    statusText: AGREEMENT_STATUS_TEXT[shown], validFrom: a.validFrom, validTo: a.validTo,
    goodsCount: counts?.goods ?? 0, brandCount: counts?.brand ?? 0, categoryCount: counts?.category ?? 0,
    createdByName: names.get(a.createdBy) ?? String(a.createdBy), confirmedByName: a.confirmedBy === null ? null : (names.get(a.confirmedBy) ?? String(a.confirmedBy)),
    submittedAt: iso(a.submittedAt), confirmedAt: iso(a.confirmedAt), updatedAt: a.updatedAt.toISOString(), version: a.version,
  };
}

export async function listAgreements(db: Kysely<Database>, q: AgreementListBody, now = new Date()): Promise<Page<AgreementRow>> {
  const today = chinaDateKey(now);
  const { rows, total } = await agreementPage(db, { companyId: q.companyId ?? null, status: q.status ?? null, keyword: q.keyword?.trim() || null, today }, offsetOf(q), q.size);
  const counts = await termCounts(db, rows.map((r) => r.id));
  const names = await staffNames(db, rows.flatMap((r) => [r.createdBy, ...(r.confirmedBy === null ? [] : [r.confirmedBy])]));
  return page(rows.map((r) => rowOf(r, counts.get(r.id), names, today)), total, q.current, q.size);
}

/** Category names with their ancestors ("轴承 / 深沟球轴承"), by id. */
async function categoryPaths(db: Kysely<Database>): Promise<Map<number, string>> {
  const all = await allCategories(db);
  const byId = new Map(all.map((c) => [c.id, c]));
  const out = new Map<number, string>();
  for (const c of all) {
    const names: string[] = [];
    for (let at: typeof c | undefined = c; at; at = at.parentId === null ? undefined : byId.get(at.parentId)) names.unshift(at.name);
    out.set(c.id, names.join(' / '));
  }
  return out;
}

const T = AGREEMENT_TRAIL;
const MILESTONE_ACTIONS = new Set<string>([T.auditSubmit, T.auditConfirm, T.auditRevoke]);

/** Who drafted, submitted, confirmed and revoked (from the agreement itself) and every other audited write. */
async function trailOf(db: Kysely<Database>, a: AgreementRecord, names: Map<number, string>): Promise<AgreementTrailLine[]> {
  const who = (id: number | null) => (id === null ? '—' : (names.get(id) ?? String(id)));
  const lines: AgreementTrailLine[] = [{ at: a.createdAt.toISOString(), who: who(a.createdBy), action: T.created, detail: '' }];
  if (a.submittedAt) lines.push({ at: a.submittedAt.toISOString(), who: '', action: T.submitted, detail: '' });
  if (a.confirmedAt) lines.push({ at: a.confirmedAt.toISOString(), who: who(a.confirmedBy), action: T.confirmed, detail: T.confirmedDetail(a.validFrom, a.validTo) });
  if (a.revokedAt) lines.push({ at: a.revokedAt.toISOString(), who: who(a.revokedBy), action: T.revoked, detail: '' });
  for (const r of await auditTrail(db, a.id)) {
    if (MILESTONE_ACTIONS.has(r.action)) {
      // The milestone is already shown; the audit row names who submitted it.
      if (r.action === T.auditSubmit) {
        const line = lines.find((l) => l.action === T.submitted && l.who === '');
        if (line) line.who = r.staffName;
      }
      continue;
    }
    const request = r.requestData as { reason?: unknown } | null;
    const detail = r.action === T.auditReject && request && typeof request.reason === 'string' ? T.reason(request.reason) : '';
    lines.push({ at: r.createdAt.toISOString(), who: r.staffName, action: r.action, detail });
  }
  if (a.status === 'rejected' && a.rejectedReason && !lines.some((l) => l.action === T.auditReject)) lines.push({ at: a.updatedAt.toISOString(), who: '', action: T.rejected, detail: T.reason(a.rejectedReason) });
  // Not recorded by the API's audit (a command-line step, or the answer of the step itself, written before its audit row).
  for (const l of lines) if (l.who === '') l.who = T.unknown;
  return lines.sort((x, y) => x.at.localeCompare(y.at));
}

/** One agreement as the console shows it to `viewerStaffId` (null: the command line, which may do what its --staff may). */
export async function agreementDetail(db: Kysely<Database>, id: number, viewerStaffId: number | null, now = new Date()): Promise<AgreementDetail> {
  const a = await agreementById(db, id);
  if (!a) throw notFound(AGREEMENT_MSG.notFound);
  const today = chinaDateKey(now);
  const companyName = (await companyNameOf(db, a.companyId)) ?? '';
  const [items, counts, names, paths, viewer] = await Promise.all([
    itemsOf(db, a.id),
    termCounts(db, [a.id]),
    staffNames(db, [a.createdBy, ...(a.confirmedBy === null ? [] : [a.confirmedBy]), ...(a.revokedBy === null ? [] : [a.revokedBy])]),
    categoryPaths(db),
    viewerStaffId === null ? Promise.resolve(undefined) : staffOf(db, viewerStaffId),
  ]);
  const row = rowOf({ ...a, companyName }, counts.get(a.id), names, today);
  const role = viewer && isStaffRole(viewer.role) ? viewer.role : null;
  const drafts = role !== null && roleAllows(role, 'pricing.agreement');
  const confirms = role !== null && roleAllows(role, 'pricing.confirm');
  const editable = a.status === 'draft' || a.status === 'rejected';
  const pending = a.status === 'pending';
  const isDrafter = viewer?.id === a.createdBy;
  const goods = items.goods.map((g) => ({ ...g, aboveMemberPrice: g.priceFen > g.memberPriceFen }));
  const warnings = goods.filter((g) => g.aboveMemberPrice).slice(0, 20).map((g) => AGREEMENT_MSG.aboveMember(AGREEMENT_MSG.goodsLabel(g.model, g.goodsCode), g.priceFen, g.memberPriceFen));
  if (a.validTo < today && a.status !== 'revoked') warnings.unshift(AGREEMENT_MSG.windowOver);
  return {
    ...row,
    note: a.note,
    rejectedReason: a.rejectedReason,
    createdById: a.createdBy,
    createdAt: a.createdAt.toISOString(),
    revokedByName: a.revokedBy === null ? null : (names.get(a.revokedBy) ?? String(a.revokedBy)),
    revokedAt: iso(a.revokedAt),
    goods,
    brands: items.brands,
    categories: items.categories.map((c) => ({ ...c, categoryName: paths.get(c.categoryId) ?? String(c.categoryId) })),
    warnings,
    trail: await trailOf(db, a, names),
    can: {
      edit: drafts && editable,
      submit: drafts && editable,
      confirm: confirms && pending && !isDrafter,
      reject: confirms && pending,
      revoke: drafts && row.shownStatus === 'active',
    },
    confirmBlockedReason: pending && role !== null ? (!confirms ? AGREEMENT_MSG.confirmRole : isDrafter ? AGREEMENT_MSG.sameConfirmer : null) : null,
  };
}

/** The agreement of a number (XY…), or 404. */
export async function agreementIdOfNo(db: Kysely<Database>, agreementNo: string): Promise<number> {
  const id = await agreementIdByNo(db, agreementNo);
  if (id === undefined) throw notFound(AGREEMENT_MSG.notFound);
  return id;
}

export async function agreementOptions(db: Kysely<Database>): Promise<AgreementOptions> {
  const [brands, paths] = await Promise.all([allBrands(db), categoryPaths(db)]);
  return { brands, categories: [...paths].map(([id, name]) => ({ id, name })) };
}

export async function agreementCompanies(db: Kysely<Database>, keyword: string | undefined): Promise<AgreementCompanyOption[]> {
  const p = await listCompanies(db, { current: 1, size: 20, ...(keyword?.trim() ? { keyword: keyword.trim() } : {}) });
  return p.records.map((c) => ({ id: c.id, name: c.name, creditCode: c.creditCode }));
}
