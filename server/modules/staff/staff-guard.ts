// The central check of every staff route (issue 22), installed once by buildApp: an onRoute hook
// adds to each route under /gateway/<service>/api/staff/ (and to no other route)
// - an onRequest hook, after the bearer hook has read the token: a member gets 403, a route not
//   declared in domain/staff/staff-routes.ts gets 403 (fail closed), and a role without the
//   route's permission gets 403 naming the roles that have it; each 403 is written to the audit
//   log as refused (audit-refusals.ts, issue 35);
// - for a write (a rule with an action): a preHandler that reads the target's staff view before
//   the handler runs, and a preSerialization hook that, when the answer succeeded, reads it again
//   and writes the audit row. The row is written after the action's own transaction has committed
//   (docs/decisions.md, "Audit log: hooks, not in-transaction").
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from '../../../domain/shared/messages.ts';
import { isStaffRole, PERMISSIONS, roleAllows, rolesTextOf } from '../../../domain/staff/staff-roles.ts';
import { isStaffUrl, staffPathOf, staffRuleOf, type IdSource, type StaffRouteRule } from '../../../domain/staff/staff-routes.ts';
import { sessionTokenOf } from '../../http/auth.ts';
import { forbidden, unauthorized } from '../../http/errors.ts';
import { csrfPasses } from '../../http/staff-csrf.ts';
import { SECURITY_MSG } from '../../security/messages.ts';
import { hasSnapshot, snapshotOf } from './audit-snapshots.ts';
import { recordRefusal } from './audit-refusals.ts';
import { writeAudit } from './audit-service.ts';
import { STAFF_MSG } from './messages.ts';
import { staffDisplayName } from './staff-account-repository.ts';

interface Draft {
  rule: StaffRouteRule;
  targetId: string | null;
  before: unknown;
}

const drafts = new WeakMap<FastifyRequest, Draft>();

function ruleOf(request: FastifyRequest): StaffRouteRule | undefined {
  return staffRuleOf(request.method, request.routeOptions.url ?? '');
}

/** The onRequest check: staff only, a declared route, a role holding its permission. */
async function checkPermission(request: FastifyRequest): Promise<void> {
  const p = request.principal;
  if (!p) throw unauthorized();
  const rule = ruleOf(request);
  if (p.kind !== 'staff') throw await refused(request, rule, MSG.staffOnly);
  // A cookie-signed write without its CSRF token (server/http/staff-csrf.ts) is refused here, so it is logged too.
  if (!csrfPasses(request, sessionTokenOf(request))) throw await refused(request, rule, SECURITY_MSG.csrfMissing);
  if (!rule) throw await refused(request, rule, STAFF_MSG.undeclared);
  if (rule.permission === null) return;
  if (!isStaffRole(p.role)) throw await refused(request, rule, STAFF_MSG.unknownRole);
  if (!roleAllows(p.role, rule.permission)) throw await refused(request, rule, STAFF_MSG.roleNeeded(PERMISSIONS[rule.permission].text, rolesTextOf(rule.permission)));
}

/** A 403, written to the audit log first (issue 35, audit-refusals.ts). */
async function refused(request: FastifyRequest, rule: StaffRouteRule | undefined, reason: string) {
  await recordRefusal(request, rule, reason);
  return forbidden(reason);
}

function idAt(source: IdSource, request: FastifyRequest, answer: unknown): string | null {
  const dot = source.indexOf('.');
  const where = source.slice(0, dot);
  const field = source.slice(dot + 1);
  const bag = where === 'body' ? request.body : where === 'params' ? request.params : answer;
  const value = bag !== null && typeof bag === 'object' ? (bag as Record<string, unknown>)[field] : undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && value.length > 0 && value.length <= 40) return value;
  return null;
}

/** The target's id from the rule's sources: before the call only body and params, after it the answer too. */
function targetIdOf(rule: StaffRouteRule, request: FastifyRequest, answer: unknown, after: boolean): string | null {
  for (const source of rule.target?.from ?? []) {
    if (!after && source.startsWith('answer.')) continue;
    const id = idAt(source, request, answer);
    if (id !== null) return id;
  }
  return null;
}

async function snapshotBefore(request: FastifyRequest): Promise<void> {
  const rule = ruleOf(request);
  if (!rule?.action) return;
  const targetId = targetIdOf(rule, request, null, false);
  const before = rule.target && targetId !== null ? await snapshotOf(request.server.db, rule.target.kind, targetId) : null;
  drafts.set(request, { rule, targetId, before });
}

function succeeded(payload: unknown): payload is { success: true; data: unknown } {
  return payload !== null && typeof payload === 'object' && (payload as { success?: unknown }).success === true;
}

async function recordAction(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  const draft = drafts.get(request);
  if (!draft) return payload;
  drafts.delete(request);
  const p = request.principal;
  if (reply.statusCode >= 400 || !succeeded(payload) || p?.kind !== 'staff') return payload;
  const { rule } = draft;
  const db = request.server.db;
  try {
    const kind = rule.target?.kind ?? null;
    const targetId = draft.targetId ?? (rule.target ? targetIdOf(rule, request, payload.data, true) : null);
    const after = kind && hasSnapshot(kind) ? await snapshotOf(db, kind, targetId) : (payload.data ?? null);
    const staffName = (await staffDisplayName(db, p.staffId)) ?? String(p.staffId);
    await writeAudit(db, {
      staffId: p.staffId, staffName, staffRole: p.role, method: request.method,
      route: staffPathOf(request.routeOptions.url ?? request.url), action: rule.action ?? '', targetKind: kind, targetId,
      before: draft.before, after, request: request.body ?? null, requestId: request.id, ip: request.ip,
    });
  } catch (err) {
    // The action itself has committed: its answer stands, and the lost row is logged loudly.
    request.log.error({ err, route: request.routeOptions.url, staffId: p.staffId }, 'audit row not written');
  }
  return payload;
}

type Hook = (...args: never[]) => unknown;

function withHook(existing: unknown, hook: Hook, first = false): Hook[] {
  const list = (Array.isArray(existing) ? existing : existing ? [existing] : []) as Hook[];
  if (list.includes(hook)) return list;
  return first ? [hook, ...list] : [...list, hook];
}

/** Installs the check and the audit on every staff route registered after this call. */
export function installStaffGuard(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!isStaffUrl(route.url)) return;
    const r = route as unknown as Record<string, unknown>;
    r.onRequest = withHook(r.onRequest, checkPermission);
    r.preHandler = withHook(r.preHandler, snapshotBefore, true);
    r.preSerialization = withHook(r.preSerialization, recordAction);
  });
}
