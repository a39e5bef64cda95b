// The audit log's hash chain (issue 35 item 5): every staff_audit row carries the hash of the row
// before it (prev_hash; the first row GENESIS) and its own hash = SHA-256 (hex) of
//   prev_hash + "\n" + canonical(row)
// where canonical(row) is the JSON text of the object below with its keys sorted (at every depth,
// by UTF-16 code unit, as Array.prototype.sort does), no spaces, the time as an ISO 8601 UTC string
// with milliseconds (the column is written truncated to milliseconds), ids as numbers, and the
// jsonb columns as the values the database hands back. The same function is used by the append
// (audit-service.ts), the backfill of migration 0035 and the verification (audit-verify.ts), so
// PGlite and PostgreSQL give the same text. Appends are serialised by the one-row table
// staff_audit_head, locked FOR UPDATE in the insert's transaction (docs/decisions.md).
import { createHash } from 'node:crypto';

/** prev_hash of the first row. */
export const GENESIS = '0'.repeat(64);

/** The fields of a row that its hash covers (the hash columns themselves excluded). */
export interface ChainedFields {
  id: number;
  createdAt: Date | string;
  staffId: number | null;
  staffName: string;
  staffRole: string;
  method: string;
  route: string;
  action: string;
  targetKind: string | null;
  targetId: string | null;
  beforeData: unknown;
  afterData: unknown;
  requestData: unknown;
  requestId: string | null;
  ip: string | null;
  outcome: string;
  reason: string | null;
}

/** JSON text with the keys of every object sorted; undefined members dropped as JSON.stringify does. */
export function canonicalJson(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  if (typeof value === 'object') {
    if (value instanceof Date) return JSON.stringify(value.toISOString());
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The row's canonical text (what its hash covers besides prev_hash). */
export function canonicalRow(r: ChainedFields): string {
  return canonicalJson({
    id: Number(r.id),
    createdAt: new Date(r.createdAt).toISOString(),
    staffId: r.staffId === null ? null : Number(r.staffId),
    staffName: r.staffName,
    staffRole: r.staffRole,
    method: r.method,
    route: r.route,
    action: r.action,
    targetKind: r.targetKind,
    targetId: r.targetId,
    before: r.beforeData ?? null,
    after: r.afterData ?? null,
    request: r.requestData ?? null,
    requestId: r.requestId,
    ip: r.ip,
    outcome: r.outcome,
    reason: r.reason,
  });
}

export function chainHash(prevHash: string, row: ChainedFields): string {
  return createHash('sha256').update(`${prevHash}\n${canonicalRow(row)}`, 'utf8').digest('hex');
}

/** A value as it comes back from a jsonb column (the same round trip the stored value makes). */
export function asStoredJson(value: unknown): unknown {
  return value === undefined || value === null ? null : JSON.parse(JSON.stringify(value));
}
