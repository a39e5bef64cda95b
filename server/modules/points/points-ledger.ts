// The one way points change: a ledger row posted for a source (type + id, unique), inside the
// caller's transaction, with the member row locked so one member's changes take turns and each
// row's balance_after is exact; member.points is always the sum of the member's rows. Before
// spending, batches past their expiry are written off (an `expire` row per batch, oldest first).
import type { Transaction } from 'kysely';
import { expiryOf, readBatches, type LedgerEntry } from '../../../domain/points/points-rules.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { setMemberPoints } from '../account/public.ts';
import { notifyMember } from '../messages/public.ts';
import { POINTS_MSG } from './messages.ts';
import { insertLedgerRow, ledgerEntries, ledgerRowBySource, lockBalance } from './points-repository.ts';

export type SourceType = 'sign' | 'order' | 'refund' | 'redeem' | 'redeemCancel' | 'expire' | 'adjust';

export interface Posting {
  memberId: number;
  sourceType: SourceType;
  sourceId: string;
  change: number;
  note: string;
  at: Date;
  /** An order's row: the money kept (fen) the points were earned on. */
  basisFen?: number;
}

/** Locks the member's points (404 when there is no such member); answers the balance. */
export async function lockPoints(trx: Transaction<Database>, memberId: number): Promise<number> {
  const balance = await lockBalance(trx, memberId);
  if (balance === null) throw notFound();
  return balance;
}

/**
 * Posts one row (the member must be locked with lockPoints, whose balance is passed in). A source
 * already posted writes nothing and answers null, so a retried event never counts twice.
 */
export async function post(trx: Transaction<Database>, balance: number, p: Posting, expiryYears: number): Promise<{ id: number; balance: number } | null> {
  if (await ledgerRowBySource(trx, p.sourceType, p.sourceId)) return null;
  const after = balance + p.change;
  await setMemberPoints(trx, p.memberId, after);
  const id = await insertLedgerRow(trx, {
    memberId: p.memberId, sourceType: p.sourceType, sourceId: p.sourceId, change: p.change, balance: after, note: p.note, at: p.at,
    expiresAt: p.change > 0 ? expiryOf(p.at, expiryYears) : null, basisFen: p.basisFen ?? null,
  });
  return { id, balance: after };
}

/** The member's ledger as FIFO entries (a row without a stored expiry gets the rule's). */
export async function entriesOf(trx: Transaction<Database> | Parameters<typeof ledgerEntries>[0], memberId: number, expiryYears: number): Promise<LedgerEntry[]> {
  const rows = await ledgerEntries(trx, memberId);
  return rows.map((r) => ({
    id: Number(r.id), change: r.change, createdAt: r.createdAt, sourceType: r.sourceType, sourceId: r.sourceId,
    expiresAt: r.expiresAt ?? expiryOf(r.createdAt, expiryYears),
  }));
}

/**
 * Writes off what is left of every batch expired by `now` (member locked; `balance` its balance).
 * Answers the balance after; tells the member once per sweep.
 */
export async function expireDue(trx: Transaction<Database>, memberId: number, balance: number, now: Date, expiryYears: number): Promise<number> {
  const entries = await entriesOf(trx, memberId, expiryYears);
  const { due } = readBatches(entries, now);
  let current = balance;
  let total = 0;
  for (const b of due) {
    const amount = Math.min(b.left, current);
    if (amount <= 0) continue;
    const earned = entries.find((e) => e.id === b.id)!.createdAt;
    const done = await post(trx, current, { memberId, sourceType: 'expire', sourceId: String(b.id), change: -amount, note: POINTS_MSG.noteExpire(earned), at: now }, expiryYears);
    if (done) {
      current = done.balance;
      total += amount;
    }
  }
  if (total > 0) {
    await notifyMember(trx, { memberId, kind: 'points', title: POINTS_MSG.messageTitleExpired, body: POINTS_MSG.messageBodyExpired(total), link: '/pointRecord', eventKey: `points-expire:${now.toISOString()}` });
  }
  return current;
}
