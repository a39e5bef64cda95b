// The deliveries of a company as the admin's page and the CLI show them (issue 40 item 3). Imports
// only the webhook repository, so public.ts can offer it to scripts/webhooks.ts and stay low.
import type { Kysely } from 'kysely';
import type { WebhookDeliveryStatus, WebhookEventType } from '../../../domain/integration/webhook-events.ts';
import type { WebhookDeliveryPageBody } from '../../../domain/integration/webhook-payloads.ts';
import type { WebhookDeliveryView } from '../../../domain/integration/webhook-views.ts';
import { offsetOf } from '../../../domain/shared/page-query.ts';
import type { Database } from '../../db/schema.ts';
import { countDeliveries, deliveryRows, type DeliveryRow } from './webhook-repository.ts';

function iso(d: Date | string | null): string | null {
  return d === null ? null : new Date(d).toISOString();
}

export function deliveryView(r: DeliveryRow): WebhookDeliveryView {
  return {
    id: r.id,
    eventId: `evt_${r.eventId}`,
    eventType: r.eventType as WebhookEventType,
    endpointId: r.endpointId,
    url: r.url,
    status: r.status as WebhookDeliveryStatus,
    attempts: r.attempts,
    lastStatusCode: r.lastStatusCode,
    lastResponse: r.lastResponse,
    lastError: r.lastError,
    lastDurationMs: r.lastDurationMs,
    lastAttemptAt: iso(r.lastAttemptAt),
    nextAttemptAt: r.status === 'pending' ? iso(r.nextAttemptAt) : null,
    deliveredAt: iso(r.deliveredAt),
    createdAt: iso(r.createdAt)!,
  };
}

export async function companyDeliveryPage(db: Kysely<Database>, companyId: number, q: WebhookDeliveryPageBody) {
  const filter = { companyId, endpointId: q.endpointId ?? null, status: q.status ?? null, eventType: q.eventType ?? null };
  const [total, rows] = await Promise.all([countDeliveries(db, filter), deliveryRows(db, filter, q.size, offsetOf(q))]);
  return { records: rows.map(deliveryView), total, size: q.size, current: q.current, pages: Math.ceil(total / q.size) };
}
