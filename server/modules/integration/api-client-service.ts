// The company admin's API clients (issue 40, item 1): create (the secret answered once), change the
// name, scopes, acting member and address ranges, rotate the secret, revoke, and the list. Only a
// member of a company whose role has the `integrate` right (the admin) may; another company's
// client answers 404. Every change is one transaction with its company audit row; a rotation or a
// revocation also revokes the client's live tokens (account's oauth_token, through its public.ts).
// Not exported from integration/public.ts: it imports company/public.ts (public.ts stays low).
import type { Kysely } from 'kysely';
import type { ApiClientSaveBody } from '../../../domain/integration/api-client-payloads.ts';
import { API_CLIENT_IP_RANGES_MAX, API_CLIENT_NAME_MAX, API_CLIENT_STATUS_TEXT, API_CLIENTS_ACTIVE_MAX, ORDERING_SCOPE, type ApiClientStatus } from '../../../domain/integration/api-client-rules.ts';
import type { ApiClientRow, ApiClientSaved, ApiClientSecret } from '../../../domain/integration/api-client-views.ts';
import { API_SCOPE_TEXT, API_SCOPES, isApiScope, type ApiScope } from '../../../domain/integration/api-scopes.ts';
import { COMPANY_ROLE_TEXT, ROLE_RIGHTS } from '../../../domain/company/company-roles.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import { revokeClientTokens } from '../account/public.ts';
import { actingOf, activeColleagues, insertCompanyAudit, memberNames, requireRight } from '../company/public.ts';
import { API_CLIENT_AUDIT, API_CLIENT_MSG } from './messages.ts';
import {
  apiClientByClientId, apiClientById, companyApiClients, countActiveApiClients, insertApiClient, revokeApiClientRow, setApiClientSecret, updateApiClientSettings,
  type ApiClientRecord,
} from './api-client-repository.ts';
import { newClientSecret, newCredentials } from './api-client-secrets.ts';
import { isIpRange } from './ip-ranges.ts';

type Db = Kysely<Database>;
type Actor = { memberId: number } | { staffId: number };

/** The company of an admin with the `integrate` right (403 for a personal member or another role). */
async function integratorCompany(db: Db, memberId: number): Promise<number> {
  const acting = await actingOf(db, memberId);
  if (!acting.company) throw forbidden(API_CLIENT_MSG.notInCompany);
  requireRight(acting, 'integrate');
  return acting.company.companyId;
}

interface Settings {
  name: string;
  scopes: ApiScope[];
  memberId: number;
  ipRanges: string[];
}

/** The body's settings, checked: one Chinese sentence (400) for the first broken rule. */
async function checkedSettings(db: Db, companyId: number, body: ApiClientSaveBody): Promise<Settings> {
  const name = body.name.trim();
  if (name.length === 0) throw badRequest(API_CLIENT_MSG.nameEmpty);
  if ([...name].length > API_CLIENT_NAME_MAX) throw badRequest(API_CLIENT_MSG.nameTooLong);
  if (body.scopes.length === 0) throw badRequest(API_CLIENT_MSG.scopesEmpty);
  for (const s of body.scopes) if (!isApiScope(s)) throw badRequest(API_CLIENT_MSG.scopeUnknown(s.slice(0, 40)));
  const scopes = API_SCOPES.filter((s) => body.scopes.includes(s));
  const ipRanges: string[] = [];
  for (const raw of body.ipRanges ?? []) {
    const range = raw.trim();
    if (range.length === 0) continue;
    if (!isIpRange(range)) throw badRequest(API_CLIENT_MSG.ipRangeInvalid(range.slice(0, 60)));
    if (!ipRanges.includes(range)) ipRanges.push(range);
  }
  if (ipRanges.length > API_CLIENT_IP_RANGES_MAX) throw badRequest(API_CLIENT_MSG.ipRangesTooMany);
  const member = (await activeColleagues(db, companyId)).find((c) => c.memberId === body.memberId);
  if (!member) throw badRequest(API_CLIENT_MSG.memberNotFound);
  if (scopes.includes(ORDERING_SCOPE) && !ROLE_RIGHTS[member.role].order) throw badRequest(API_CLIENT_MSG.memberMayNotOrder(COMPANY_ROLE_TEXT[member.role]));
  return { name, scopes, memberId: body.memberId, ipRanges };
}

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

function rowsOf(records: ApiClientRecord[], names: Map<number, string>): ApiClientRow[] {
  return records.map((r) => {
    const status: ApiClientStatus = r.status === 'revoked' ? 'revoked' : 'active';
    return {
      id: r.id,
      clientId: r.clientId,
      name: r.name,
      scopes: r.scopes.filter(isApiScope).map((scope) => ({ scope, text: API_SCOPE_TEXT[scope] })),
      memberId: r.memberId,
      memberName: names.get(r.memberId) ?? '',
      ipRanges: r.ipRanges,
      status,
      statusText: API_CLIENT_STATUS_TEXT[status],
      createdAt: r.createdAt.toISOString(),
      rotatedAt: iso(r.rotatedAt),
      revokedAt: iso(r.revokedAt),
      lastUsedAt: iso(r.lastUsedAt),
      lastUsedIp: r.lastUsedIp,
    };
  });
}

async function viewOf(db: Kysely<Database>, record: ApiClientRecord): Promise<ApiClientRow> {
  return rowsOf([record], await memberNames(db, [record.memberId]))[0]!;
}

const scopesText = (scopes: readonly string[]) => scopes.join(API_CLIENT_AUDIT.listJoin) || API_CLIENT_AUDIT.none;
const rangesText = (ranges: readonly string[]) => ranges.join(API_CLIENT_AUDIT.listJoin) || API_CLIENT_AUDIT.anyAddress;

/** POST apiClient/list: the company's clients (never a secret or its hash). */
export async function listApiClients(db: Db, memberId: number): Promise<ApiClientRow[]> {
  const companyId = await integratorCompany(db, memberId);
  const records = await companyApiClients(db, companyId);
  return rowsOf(records, await memberNames(db, records.map((r) => r.memberId)));
}

/** The company's client `id`, locked; another company's (or none) is 404. */
async function ownClient(trx: Db, companyId: number, id: number): Promise<ApiClientRecord> {
  const record = await apiClientById(trx, id, { lock: true });
  if (!record || record.companyId !== companyId) throw notFound(API_CLIENT_MSG.notFound);
  return record;
}

/** POST apiClient/save: a new client (with its secret, this once) or the changed settings of one. */
export async function saveApiClient(db: Db, memberId: number, body: ApiClientSaveBody, now = new Date()): Promise<ApiClientSaved> {
  const companyId = await integratorCompany(db, memberId);
  if (body.id !== undefined && body.id !== null) {
    const existing = await apiClientById(db, body.id);
    if (!existing || existing.companyId !== companyId) throw notFound(API_CLIENT_MSG.notFound);
  }
  const settings = await checkedSettings(db, companyId, body);
  if (body.id === undefined || body.id === null) {
    return db.transaction().execute(async (trx) => {
      if ((await countActiveApiClients(trx, companyId)) >= API_CLIENTS_ACTIVE_MAX) throw conflict(API_CLIENT_MSG.tooManyActive);
      const cred = newCredentials();
      const id = await insertApiClient(trx, { ...settings, clientId: cred.clientId, secretHash: cred.secretHash, companyId, createdBy: memberId, now });
      const a = API_CLIENT_AUDIT.created;
      await insertCompanyAudit(trx, { companyId, actor: { memberId }, action: a.action, summary: a.summary(settings.name, cred.clientId, scopesText(settings.scopes)), now });
      const record = await apiClientById(trx, id);
      return { client: await viewOf(trx, record!), secret: cred.secret };
    });
  }
  const id = body.id;
  return db.transaction().execute(async (trx) => {
    const before = await ownClient(trx, companyId, id);
    if (before.status !== 'active') throw conflict(API_CLIENT_MSG.revokedNoChange);
    const names = await memberNames(trx, [before.memberId, settings.memberId]);
    const a = API_CLIENT_AUDIT;
    const changes = [
      ...(before.name !== settings.name ? [a.nameChange(before.name, settings.name)] : []),
      ...(scopesText(before.scopes) !== scopesText(settings.scopes) ? [a.scopesChange(scopesText(before.scopes), scopesText(settings.scopes))] : []),
      ...(before.memberId !== settings.memberId ? [a.memberChange(names.get(before.memberId) ?? '', names.get(settings.memberId) ?? '')] : []),
      ...(rangesText(before.ipRanges) !== rangesText(settings.ipRanges) ? [a.rangesChange(rangesText(before.ipRanges), rangesText(settings.ipRanges))] : []),
    ];
    if (changes.length > 0) {
      await updateApiClientSettings(trx, id, settings);
      // A token carries the scopes and the member it was issued with: when either changes, the live
      // tokens die and the client asks again (the name and the address ranges are read on each call).
      if (before.memberId !== settings.memberId || scopesText(before.scopes) !== scopesText(settings.scopes)) await revokeClientTokens(trx, id, now);
      await insertCompanyAudit(trx, { companyId, actor: { memberId }, action: a.updated.action, summary: a.updated.summary(settings.name, before.clientId, changes.join(a.changeSeparator)), now });
    }
    return { client: await viewOf(trx, (await apiClientById(trx, id))!) };
  });
}

/** POST apiClient/rotate/{id}: a new secret (answered once); the old one and every live token die at once. */
export async function rotateApiClient(db: Db, memberId: number, id: number, now = new Date()): Promise<ApiClientSecret> {
  const companyId = await integratorCompany(db, memberId);
  return db.transaction().execute(async (trx) => {
    const record = await ownClient(trx, companyId, id);
    if (record.status !== 'active') throw conflict(API_CLIENT_MSG.revokedNoChange);
    const fresh = newClientSecret();
    await setApiClientSecret(trx, id, fresh.secretHash, now);
    const tokens = await revokeClientTokens(trx, id, now);
    const a = API_CLIENT_AUDIT.rotated;
    await insertCompanyAudit(trx, { companyId, actor: { memberId }, action: a.action, summary: a.summary(record.name, record.clientId, tokens), now });
    return { client: await viewOf(trx, (await apiClientById(trx, id))!), secret: fresh.secret };
  });
}

/** Revokes a locked client and its tokens with the audit row (nothing again when already revoked). */
async function revokeRecord(trx: Db, record: ApiClientRecord, actor: Actor, now: Date, note?: string): Promise<ApiClientRow> {
  if (await revokeApiClientRow(trx, record.id, now)) {
    const tokens = await revokeClientTokens(trx, record.id, now);
    const a = API_CLIENT_AUDIT.revoked;
    const summary = a.summary(record.name, record.clientId, tokens) + (note === undefined ? '' : API_CLIENT_AUDIT.revokedByStaff(note));
    await insertCompanyAudit(trx, { companyId: record.companyId, actor, action: a.action, summary, now });
  }
  return viewOf(trx, (await apiClientById(trx, record.id))!);
}

/** POST apiClient/revoke/{id}: the client stops at once, its tokens with it (idempotent). */
export async function revokeApiClient(db: Db, memberId: number, id: number, now = new Date()): Promise<ApiClientRow> {
  const companyId = await integratorCompany(db, memberId);
  return db.transaction().execute(async (trx) => revokeRecord(trx, await ownClient(trx, companyId, id), { memberId }, now));
}

/** The operator's emergency revocation (npm run integration -- revoke-client), audited as the staff member. */
export async function revokeApiClientByStaff(db: Db, staffId: number, clientId: string, note: string, now = new Date()): Promise<ApiClientRow> {
  return db.transaction().execute(async (trx) => {
    const found = await apiClientByClientId(trx, clientId);
    if (!found) throw notFound(API_CLIENT_MSG.notFound);
    const record = (await apiClientById(trx, found.id, { lock: true }))!;
    return revokeRecord(trx, record, { staffId }, now, note);
  });
}

/** The clients of a company for the operator (npm run integration -- clients). */
export async function apiClientsForStaff(db: Db, companyId: number): Promise<ApiClientRow[]> {
  const records = await companyApiClients(db, companyId);
  return rowsOf(records, await memberNames(db, records.map((r) => r.memberId)));
}
