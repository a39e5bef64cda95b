// Verification of the audit log's hash chain (issue 35 item 5), shared by `npm run staff --
// verify-audit` and the admin's POST /api/staff/audit/verify: walks staff_audit in id order,
// recomputes every hash (audit-chain.ts) and stops at the first entry that does not follow: a
// prev_hash that is not the hash of the row before it (a row deleted or inserted in between), a
// hash that does not match the row's fields (a row altered), or a head (staff_audit_head) that
// names another last row (rows deleted at the end). The head is read first and the walk stops at
// its last id, so rows appended during the walk (after the head was read) are not a false alarm.
import type { Kysely } from 'kysely';
import type { AuditVerifyResult } from '../../../domain/staff/staff-payloads.ts';
import type { Database } from '../../db/schema.ts';
import { chainHash, GENESIS } from './audit-chain.ts';
import { auditHead, auditRowsAfter } from './audit-repository.ts';
import { STAFF_MSG } from './messages.ts';

const BATCH = 1_000;

export async function verifyAuditChain(db: Kysely<Database>): Promise<AuditVerifyResult> {
  const head = await auditHead(db);
  const headId = head ? Number(head.lastId) : 0;
  let prev = GENESIS;
  let lastId = 0;
  let count = 0;
  for (;;) {
    const rows = await auditRowsAfter(db, lastId, headId, BATCH);
    if (rows.length === 0) break;
    for (const row of rows) {
      const id = Number(row.id);
      if (row.prevHash !== prev) {
        return { intact: false, count, id, problem: 'gap', expected: prev, found: row.prevHash, headId: null, headHash: null };
      }
      const hash = chainHash(prev, { ...row, id });
      if (hash !== row.hash) return { intact: false, count, id, problem: 'altered', expected: hash, found: row.hash, headId: null, headHash: null };
      prev = row.hash;
      lastId = id;
      count += 1;
    }
  }
  if (!head || headId !== lastId || head.hash !== prev) {
    return { intact: false, count, id: headId, problem: 'tail', expected: head?.hash ?? GENESIS, found: prev, headId: lastId, headHash: prev };
  }
  return { intact: true, count, id: null, problem: null, expected: null, found: null, headId: lastId, headHash: prev };
}

/** The verification as Chinese lines: intact with its count and head, or the first problem. */
export function verifyLines(r: AuditVerifyResult): string[] {
  if (r.intact) return [STAFF_MSG.auditIntact(r.count), STAFF_MSG.auditHead(r.headId ?? 0, r.headHash ?? GENESIS)];
  if (r.problem === 'gap') return [STAFF_MSG.auditGap(r.id ?? 0, r.expected ?? '', r.found ?? '')];
  if (r.problem === 'altered') return [STAFF_MSG.auditAltered(r.id ?? 0, r.expected ?? '', r.found ?? '')];
  return [STAFF_MSG.auditTail(r.id ?? 0, r.expected ?? '', r.headId ?? 0, r.found ?? '')];
}
