// The webhook tables' queries besides the outbox's writes (issue 40 item 3): endpoints of a
// company, the deliveries page, and the sender's claim (FOR UPDATE SKIP LOCKED, so two processes
// never hold one delivery) and its record of each answer.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { WEBHOOK_MSG } from './messages.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function endpointsOf(db: Db, companyId: number) {
  const rows = await db
    .selectFrom('webhookEndpoint as e')
    .select(['e.id', 'e.url', 'e.events', 'e.secret', 'e.createdAt'])
    .select((eb) => [
      eb.selectFrom('webhookDelivery').select(eb.fn.countAll<number>().as('n')).whereRef('webhookDelivery.endpointId', '=', 'e.id').where('webhookDelivery.status', '=', 'pending').as('pending'),
      eb.selectFrom('webhookDelivery').select(eb.fn.countAll<number>().as('n')).whereRef('webhookDelivery.endpointId', '=', 'e.id').where('webhookDelivery.status', '=', 'failed').as('failed'),
    ])
    .where('e.companyId', '=', companyId)
    .where('e.status', '=', 'active')
    .orderBy('e.id')
    .execute();
  return rows.map((r) => ({ ...r, id: Number(r.id), pending: Number(r.pending ?? 0), failed: Number(r.failed ?? 0) }));
}

export async function countEndpoints(db: Db, companyId: number): Promise<number> {
  const row = await db.selectFrom('webhookEndpoint').select((eb) => eb.fn.countAll<number>().as('n')).where('companyId', '=', companyId).where('status', '=', 'active').executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The company's active endpoint, locked; undefined when another company's, deleted or unknown. */
export async function lockEndpoint(trx: Transaction<Database>, companyId: number, id: number) {
  return trx.selectFrom('webhookEndpoint').select(['id', 'url', 'events', 'secret']).where('id', '=', id).where('companyId', '=', companyId).where('status', '=', 'active').forUpdate().executeTakeFirst();
}

export async function insertEndpoint(trx: Transaction<Database>, e: { companyId: number; url: string; secret: string; events: string[]; createdBy: number }): Promise<number> {
  const row = await trx
    .insertInto('webhookEndpoint')
    .values({ companyId: e.companyId, url: e.url, secret: e.secret, events: JSON.stringify(e.events), createdBy: e.createdBy })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateEndpoint(trx: Transaction<Database>, id: number, e: { url: string; events: string[]; secret?: string }): Promise<void> {
  await trx
    .updateTable('webhookEndpoint')
    .set({ url: e.url, events: JSON.stringify(e.events), ...(e.secret ? { secret: e.secret } : {}), updatedAt: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** Marks the endpoint deleted and fails its pending deliveries (they are not sent any more). */
export async function deleteEndpoint(trx: Transaction<Database>, id: number): Promise<void> {
  await trx.updateTable('webhookEndpoint').set({ status: 'deleted', deletedAt: sql`now()`, updatedAt: sql`now()` }).where('id', '=', id).execute();
  await trx.updateTable('webhookDelivery').set({ status: 'failed', lastError: WEBHOOK_MSG.endpointGone, inFlightUntil: null }).where('endpointId', '=', id).where('status', '=', 'pending').execute();
}

export interface DeliveryFilter {
  companyId: number;
  endpointId?: number | null;
  status?: string | null;
  eventType?: string | null;
  deliveryId?: number;
}

function deliveriesQuery(db: Db, f: DeliveryFilter) {
  let q = db
    .selectFrom('webhookDelivery as d')
    .innerJoin('webhookEvent as ev', 'ev.id', 'd.eventId')
    .innerJoin('webhookEndpoint as e', 'e.id', 'd.endpointId')
    .where('ev.companyId', '=', f.companyId)
    .where('e.companyId', '=', f.companyId);
  if (f.endpointId) q = q.where('d.endpointId', '=', f.endpointId);
  if (f.status) q = q.where('d.status', '=', f.status);
  if (f.eventType) q = q.where('ev.type', '=', f.eventType);
  if (f.deliveryId) q = q.where('d.id', '=', f.deliveryId);
  return q;
}

export async function countDeliveries(db: Db, f: DeliveryFilter): Promise<number> {
  const row = await deliveriesQuery(db, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function deliveryRows(db: Db, f: DeliveryFilter, limit: number, offset: number) {
  const rows = await deliveriesQuery(db, f)
    .select([
      'd.id', 'd.eventId', 'ev.type as eventType', 'd.endpointId', 'e.url', 'd.status', 'd.attempts', 'd.lastStatusCode', 'd.lastResponse', 'd.lastError',
      'd.lastDurationMs', 'd.lastAttemptAt', 'd.nextAttemptAt', 'd.deliveredAt', 'ev.createdAt',
    ])
    .orderBy('d.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((r) => ({ ...r, id: Number(r.id), eventId: Number(r.eventId), endpointId: Number(r.endpointId) }));
}
export type DeliveryRow = Awaited<ReturnType<typeof deliveryRows>>[number];

/**
 * A new try now: a delivered or failed delivery becomes pending again with 24 more hours of tries;
 * a pending one is brought forward, unless a sender holds it (its lease). Answers whether the
 * delivery (of the company) exists.
 */
export async function resendDelivery(db: Db, companyId: number, id: number, now: Date, retryUntil: Date): Promise<boolean> {
  const owned = await db
    .selectFrom('webhookDelivery as d')
    .innerJoin('webhookEndpoint as e', 'e.id', 'd.endpointId')
    .select(['d.id', 'e.status as endpointStatus'])
    .where('d.id', '=', id)
    .where('e.companyId', '=', companyId)
    .executeTakeFirst();
  if (!owned || owned.endpointStatus !== 'active') return false;
  await db
    .updateTable('webhookDelivery')
    .set({ status: 'pending', nextAttemptAt: now, retryUntil })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('status', '!=', 'pending'), eb('inFlightUntil', 'is', null), eb('inFlightUntil', '<', now)]))
    .execute();
  return true;
}

export interface ClaimedDelivery {
  id: number;
  attempts: number;
  retryUntil: Date;
  eventId: number;
  type: string;
  companyId: number;
  payload: Record<string, unknown>;
  eventCreatedAt: Date;
  url: string;
  secret: string;
}

/**
 * Claims up to `limit` due pending deliveries in one short transaction: each row is locked with
 * SKIP LOCKED (another process's claim passes it by), counted as an attempt and leased until
 * `leaseUntil` (next_attempt_at and in_flight_until pushed ahead), then committed before anything
 * is sent. A process killed while sending leaves the row to be claimed again after the lease.
 */
export async function claimDue(db: Kysely<Database>, now: Date, leaseUntil: Date, limit: number): Promise<ClaimedDelivery[]> {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('webhookDelivery')
      .select('id')
      .where('status', '=', 'pending')
      .where('nextAttemptAt', '<=', now)
      .orderBy('nextAttemptAt')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return [];
    const ids = due.map((d) => Number(d.id));
    await trx
      .updateTable('webhookDelivery')
      .set((eb) => ({ attempts: eb('attempts', '+', 1), nextAttemptAt: leaseUntil, inFlightUntil: leaseUntil, lastAttemptAt: now }))
      .where('id', 'in', ids)
      .execute();
    const rows = await trx
      .selectFrom('webhookDelivery as d')
      .innerJoin('webhookEvent as ev', 'ev.id', 'd.eventId')
      .innerJoin('webhookEndpoint as e', 'e.id', 'd.endpointId')
      .select(['d.id', 'd.attempts', 'd.retryUntil', 'd.eventId', 'ev.type', 'ev.companyId', 'ev.payload', 'ev.createdAt as eventCreatedAt', 'e.url', 'e.secret'])
      .where('d.id', 'in', ids)
      .orderBy('d.id')
      .execute();
    return rows.map((r) => ({ ...r, id: Number(r.id), eventId: Number(r.eventId), companyId: Number(r.companyId) }));
  });
}

export interface AttemptOutcome {
  status: 'pending' | 'delivered' | 'failed';
  statusCode: number | null;
  response: string | null;
  error: string | null;
  durationMs: number;
  nextAttemptAt: Date;
  deliveredAt: Date | null;
}

/** Records a try's answer on the delivery this sender claimed (the attempt number guards a lost lease). */
export async function recordAttempt(db: Kysely<Database>, id: number, attempts: number, o: AttemptOutcome): Promise<boolean> {
  const r = await db
    .updateTable('webhookDelivery')
    .set({
      status: o.status, lastStatusCode: o.statusCode, lastResponse: o.response, lastError: o.error, lastDurationMs: o.durationMs,
      nextAttemptAt: o.nextAttemptAt, deliveredAt: o.deliveredAt, inFlightUntil: null,
    })
    .where('id', '=', id)
    .where('attempts', '=', attempts)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
