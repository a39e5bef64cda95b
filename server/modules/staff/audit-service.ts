// The audit log (issue 22): one row per staff write that succeeded, written by the staff guard's
// hooks (staff-guard.ts) after the action's own transaction, and per command-line action by the
// shared CLI runner (scripts/staff-cli.ts); since issue 35 also one per refused staff call (403,
// outcome 'refused'). Each row is appended to the hash chain (audit-chain.ts) in one transaction
// that holds the chain's head row locked. The list is the admin's, filtered and paged.
import { userInfo } from 'node:os';
import type { Kysely } from 'kysely';
import { chinaMidnightUtc } from '../../../domain/shared/china-time.ts';
import type { Page } from '../../../domain/shared/envelope.ts';
import { actorRoleText, AUDIT_OUTCOME_TEXT, type AuditListBody, type AuditOutcome, type AuditRow } from '../../../domain/staff/staff-payloads.ts';
import { TARGET_KINDS, type TargetKind } from '../../../domain/staff/staff-routes.ts';
import { asStoredJson, chainHash, type ChainedFields } from './audit-chain.ts';
import { auditPage, insertAuditRow, lockAuditHead, moveAuditHead, nextAuditIdAndTime } from './audit-repository.ts';
import type { Database } from '../../db/schema.ts';
import { page } from '../../http/envelope.ts';
import { badRequest } from '../../http/errors.ts';
import { STAFF_MSG } from './messages.ts';

export interface AuditEntry {
  staffId: number | null;
  staffName: string;
  staffRole: string;
  method: string;
  route: string;
  action: string;
  targetKind: TargetKind | null;
  targetId: string | null;
  before: unknown;
  after: unknown;
  request: unknown;
  requestId: string | null;
  ip: string | null;
  /** Default 'success'. */
  outcome?: AuditOutcome;
  /** Why a call was refused (outcome 'refused'). */
  reason?: string | null;
}

const SECRET_KEY = /password|secret|token/i;

/** A copy of a request body with every password-like field replaced (never logged). */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET_KEY.test(k) ? '***' : redact(v, depth + 1)]));
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/**
 * Appends one row to the chain: in one transaction, lock the head row (every other append waits
 * here, in this process or another), take the next id and the database's time (to the
 * millisecond the hash covers), hash, insert, move the head.
 */
export async function writeAudit(db: Kysely<Database>, e: AuditEntry): Promise<number> {
  const before = asStoredJson(e.before);
  const after = asStoredJson(e.after);
  const request = asStoredJson(redact(e.request));
  return db.transaction().execute(async (trx) => {
    const head = await lockAuditHead(trx);
    const { id, at } = await nextAuditIdAndTime(trx);
    const fields: ChainedFields = {
      id: Number(id), createdAt: new Date(at), staffId: e.staffId, staffName: e.staffName, staffRole: e.staffRole, method: e.method, route: e.route,
      action: e.action, targetKind: e.targetKind, targetId: e.targetId, beforeData: before, afterData: after, requestData: request,
      requestId: e.requestId, ip: e.ip, outcome: e.outcome ?? 'success', reason: e.reason ?? null,
    };
    const hash = chainHash(head.hash, fields);
    await insertAuditRow(trx, {
      id: fields.id, createdAt: fields.createdAt, staffId: e.staffId, staffName: e.staffName, staffRole: e.staffRole, method: e.method, route: e.route,
      action: e.action, targetKind: e.targetKind, targetId: e.targetId, beforeData: json(before), afterData: json(after), requestData: json(request),
      requestId: e.requestId, ip: e.ip, outcome: fields.outcome, reason: fields.reason, prevHash: head.hash, hash,
    });
    await moveAuditHead(trx, fields.id, hash);
    return fields.id;
  });
}

/** The arguments with the value of every password-like option replaced. */
export function redactArgv(argv: readonly string[]): string[] {
  return argv.map((a, i) => {
    if (/^--[\w-]+=/.test(a) && SECRET_KEY.test(a.slice(0, a.indexOf('=')))) return `${a.slice(0, a.indexOf('='))}=***`;
    const prev = argv[i - 1];
    return prev !== undefined && /^--/.test(prev) && !prev.includes('=') && SECRET_KEY.test(prev) ? '***' : a;
  });
}

/** Commands of the staff CLIs that only read (everything else is recorded). */
const READ_COMMANDS = new Set(['list', 'show', 'waiting', 'help', 'dashboard', 'verify-audit']);

/**
 * Records one command-line action (`npm run <script> -- <argv>`) that succeeded: who is the
 * operating-system user, the target is not known here, so `request` holds the arguments and
 * `after` the lines the command printed. Reading commands are not recorded.
 */
export async function recordCliAction(db: Kysely<Database>, script: string, argv: readonly string[], out: readonly string[]): Promise<boolean> {
  const command = argv.find((a) => !a.startsWith('-')) ?? '';
  if (!command || READ_COMMANDS.has(command)) return false;
  let user = 'unknown';
  try {
    user = userInfo().username;
  } catch {
    // No user name on this system (a container without a passwd entry).
  }
  await writeAudit(db, {
    staffId: null, staffName: STAFF_MSG.cliName(user), staffRole: 'cli', method: 'CLI', route: `npm run ${script}`,
    action: STAFF_MSG.cliAction(script, command), targetKind: null, targetId: null, before: null, after: { output: out.slice(0, 50) },
    request: { argv: redactArgv(argv) }, requestId: null, ip: null,
  });
  return true;
}

function dayStart(date: string, plusDays = 0): Date {
  const at = chinaMidnightUtc(date, plusDays);
  if (Number.isNaN(at.getTime())) throw badRequest(STAFF_MSG.badDate(date));
  return at;
}

/** A row as the list reads it: the chained fields but the request id and the address. */
type AuditRecord = Omit<ChainedFields, 'requestId' | 'ip'>;

function rowOf(r: AuditRecord): AuditRow {
  return {
    id: Number(r.id), createdAt: new Date(r.createdAt).toISOString(), staffId: r.staffId === null ? null : Number(r.staffId), staffName: r.staffName,
    role: r.staffRole, roleText: actorRoleText(r.staffRole), method: r.method, route: r.route, action: r.action, targetKind: r.targetKind,
    targetText: r.targetKind && r.targetKind in TARGET_KINDS ? TARGET_KINDS[r.targetKind as TargetKind] : r.targetKind, targetId: r.targetId,
    before: r.beforeData ?? null, after: r.afterData ?? null, request: r.requestData ?? null,
    outcome: r.outcome as AuditOutcome, outcomeText: AUDIT_OUTCOME_TEXT[r.outcome as AuditOutcome] ?? r.outcome, reason: r.reason,
  };
}

export async function listAudit(db: Kysely<Database>, q: AuditListBody): Promise<Page<AuditRow>> {
  const from = q.from ? dayStart(q.from) : null;
  const to = q.to ? dayStart(q.to, 1) : null;
  if (from && to && from >= to) throw badRequest(STAFF_MSG.badDateRange);
  const current = q.current;
  const size = q.size;
  const dir = q.desc === false ? 'asc' : 'desc';
  const { total, records } = await auditPage(
    db,
    { staffId: q.staffId, role: q.role, action: q.action, targetKind: q.targetKind, targetId: q.targetId, outcome: q.outcome, from, to },
    { sort: q.sort, dir },
    size,
    (current - 1) * size,
  );
  return page(records.map(rowOf), total, current, size);
}
