// The outbox's writes (issue 40 item 3): the event row and one delivery per active endpoint of the
// company subscribed to its type, in the caller's transaction. Imports only the schema (public.ts
// re-exports the outbox, and orders, checkout, approvals, after-sales and quotes import public.ts).
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The ids of the company's active endpoints whose events include `type`. */
export async function subscribedEndpointIds(trx: Transaction<Database>, companyId: number, type: string): Promise<number[]> {
  const rows = await trx
    .selectFrom('webhookEndpoint')
    .select('id')
    .where('companyId', '=', companyId)
    .where('status', '=', 'active')
    .where(sql<boolean>`events @> ${JSON.stringify([type])}::jsonb`)
    .orderBy('id')
    .execute();
  return rows.map((r) => Number(r.id));
}

/** Writes the event; answers its id and time (the transaction's clock). */
export async function insertEvent(trx: Transaction<Database>, e: { companyId: number; type: string; data: Record<string, unknown> }): Promise<{ id: number; createdAt: Date }> {
  const row = await trx
    .insertInto('webhookEvent')
    .values({ companyId: e.companyId, type: e.type, payload: JSON.stringify(e.data) })
    .returning(['id', 'createdAt'])
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), createdAt: row.createdAt };
}

/** One pending delivery per endpoint, due now, tried until 24 h after the event. */
export async function insertDeliveries(trx: Transaction<Database>, eventId: number, endpointIds: number[], retryUntil: Date): Promise<void> {
  if (endpointIds.length === 0) return;
  await trx
    .insertInto('webhookDelivery')
    .values(endpointIds.map((endpointId) => ({ eventId, endpointId, retryUntil })))
    .execute();
}
