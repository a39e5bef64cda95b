// The webhook backlog /metrics reports (issue 41 item 3): deliveries still pending, those due now,
// and how late the oldest due one is. One query on the partial index of pending deliveries
// (webhook_delivery_due_idx: next_attempt_at where status = 'pending'), so it costs the backlog's
// size, not the table's.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface WebhookBacklog {
  pending: number;
  due: number;
  /** Seconds since the oldest due delivery was due (0 when none is). */
  oldestDueSeconds: number;
}

export async function webhookBacklog(db: Kysely<Database>): Promise<WebhookBacklog> {
  const row = await db
    .selectFrom('webhookDelivery')
    .select((eb) => [
      eb.fn.countAll<number>().as('pending'),
      sql<number>`count(*) filter (where next_attempt_at <= now())`.as('due'),
      sql<number>`coalesce(extract(epoch from now() - min(next_attempt_at)), 0)`.as('lateSeconds'),
    ])
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return { pending: Number(row?.pending ?? 0), due: Number(row?.due ?? 0), oldestDueSeconds: Math.max(0, Number(row?.lateSeconds ?? 0)) };
}
