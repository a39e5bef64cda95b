// Refused staff calls in the audit log (issue 35 item 5): the staff guard's 403 answers (a member
// on a staff route, a route missing from the route table, a role without the permission) are
// appended with outcome 'refused', the reason (the 403's message), the route, who (staff or
// member, when the token named one) and the address. 401 (no or a bad token) is not recorded.
// Flooding: the first refusal of one caller on one route is written at once; the same refusal
// again within the window (60 s) is only counted, and the count is written with the next row of
// that caller and route ("此前另有 N 次…"), so a loop of forbidden calls costs one row a minute
// per route instead of one per call. The counters live in this process (bounded map).
import type { FastifyRequest } from 'fastify';
import type { StaffRouteRule } from '../../../domain/staff/staff-routes.ts';
import { staffPathOf } from '../../../domain/staff/staff-routes.ts';
import { writeAudit } from './audit-service.ts';
import { STAFF_MSG } from './messages.ts';
import { staffDisplayName } from './staff-account-repository.ts';

export const REFUSAL_WINDOW_MS = 60_000;
const MAX_KEYS = 10_000;

interface Slot {
  since: number;
  suppressed: number;
}

/** Which refusals to write now: one per key and window, with the number left out since the last one. */
export class RefusalThrottle {
  private readonly slots = new Map<string, Slot>();

  constructor(
    private readonly windowMs = REFUSAL_WINDOW_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** null: count it, write nothing; a number: write a row, this many were left out before it. */
  admit(key: string): number | null {
    const at = this.now();
    const slot = this.slots.get(key);
    if (slot && at - slot.since < this.windowMs) {
      slot.suppressed += 1;
      return null;
    }
    const leftOut = slot?.suppressed ?? 0;
    this.slots.delete(key);
    if (this.slots.size >= MAX_KEYS) this.prune(at);
    this.slots.set(key, { since: at, suppressed: 0 });
    return leftOut;
  }

  private prune(at: number): void {
    for (const [k, s] of this.slots) if (at - s.since >= this.windowMs && s.suppressed === 0) this.slots.delete(k);
    // Still full (a flood of distinct callers): forget the oldest half, their counts are lost to the log but not to the request log.
    if (this.slots.size >= MAX_KEYS) [...this.slots.keys()].slice(0, MAX_KEYS / 2).forEach((k) => this.slots.delete(k));
  }
}

const throttles = new WeakMap<object, RefusalThrottle>();

/**
 * The throttle of one server, keyed by its database handle (request.server is the route's
 * encapsulated plugin instance, not the root; the handle is the same everywhere in the app).
 */
export function refusalThrottleOf(db: object): RefusalThrottle {
  let t = throttles.get(db);
  if (!t) {
    t = new RefusalThrottle();
    throttles.set(db, t);
  }
  return t;
}

/** Tests: a throttle with a window or clock of their own, installed before the first refusal. */
export function setRefusalThrottle(db: object, throttle: RefusalThrottle): void {
  throttles.set(db, throttle);
}

/**
 * Records a 403 of the staff guard (unless throttled) and never fails the answer: a row that
 * cannot be written is logged loudly and the caller still gets the 403.
 */
export async function recordRefusal(request: FastifyRequest, rule: StaffRouteRule | undefined, reason: string): Promise<void> {
  const p = request.principal;
  if (!p) return;
  const route = staffPathOf(request.routeOptions.url ?? request.url);
  const actor = p.kind === 'staff' ? `s${p.staffId}` : `m${p.memberId}`;
  const leftOut = refusalThrottleOf(request.server.db).admit(`${actor} ${request.method} ${route} ${reason}`);
  if (leftOut === null) {
    request.log.warn({ route, actor, reason }, 'staff call refused (audit row coalesced)');
    return;
  }
  const db = request.server.db;
  try {
    let staffName = STAFF_MSG.memberActor(p.kind === 'member' ? p.memberId : 0);
    if (p.kind === 'staff') {
      staffName = (await staffDisplayName(db, p.staffId)) ?? String(p.staffId);
    }
    await writeAudit(db, {
      staffId: p.kind === 'staff' ? p.staffId : null, staffName, staffRole: p.kind === 'staff' ? p.role : 'member', method: request.method, route,
      action: rule?.action ?? STAFF_MSG.refusedAction, targetKind: rule?.target?.kind ?? null, targetId: null, before: null, after: null,
      request: null, requestId: request.id, ip: request.ip, outcome: 'refused', reason: leftOut > 0 ? STAFF_MSG.refusedRepeated(reason, leftOut) : reason,
    });
  } catch (err) {
    request.log.error({ err, route, actor }, 'audit row of a refused staff call not written');
  }
}
