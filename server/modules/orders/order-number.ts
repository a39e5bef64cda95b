// Order numbers: SO (sales orders) or TO (checkout drafts) + yymmdd of the China calendar day +
// 6 digits from a database sequence (order_no_seq / tmp_order_no_seq). The sequence never hands
// the same value out twice, so numbers are unique across concurrent submissions without locks;
// the last six digits of the sequence are used, so a day would need a million orders to repeat
// (and the unique index on the number would still refuse it).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { chinaYymmdd } from '../../../domain/shared/china-time.ts';
import { nextSequenceValue as next } from './order-number-repository.ts';

export function formatOrderNo(prefix: 'SO' | 'TO', seq: number, now: Date = new Date()): string {
  return `${prefix}${chinaYymmdd(now)}${String(seq % 1_000_000).padStart(6, '0')}`;
}

export async function nextOrderNo(db: Kysely<Database>, now: Date = new Date()): Promise<string> {
  return formatOrderNo('SO', await next(db, 'order_no_seq'), now);
}

export async function nextDraftNo(db: Kysely<Database>, now: Date = new Date()): Promise<string> {
  return formatOrderNo('TO', await next(db, 'tmp_order_no_seq'), now);
}
