// The webhook outbox (issue 40 item 3): a company event is written in the transaction of the change
// it reports (an order placed, approved, shipped, completed; a refund paid; a quote sent), with one
// pending delivery per endpoint of the company subscribed to it. The change and its deliveries
// commit together or not at all, so a process killed after the commit loses nothing (the sender
// finds the pending rows) and a rolled-back change sends nothing. An event no endpoint wants is
// not written. Kept LOW: other modules reach it through public.ts.
import type { Transaction } from 'kysely';
import { WEBHOOK_RETRY_WINDOW_MS, type WebhookEventType } from '../../../domain/integration/webhook-events.ts';
import type { Database } from '../../db/schema.ts';
import { insertDeliveries, insertEvent, subscribedEndpointIds } from './webhook-outbox-repository.ts';

export interface CompanyEvent {
  companyId: number;
  type: WebhookEventType;
  /** The body's `data` (docs/api/integration.md (part 3) lists each event's fields). */
  data: Record<string, unknown>;
}

/** Records the event and its deliveries in `trx`; answers the event id (null when no endpoint wants it). */
export async function recordCompanyEvent(trx: Transaction<Database>, event: CompanyEvent): Promise<number | null> {
  const endpointIds = await subscribedEndpointIds(trx, event.companyId, event.type);
  if (endpointIds.length === 0) return null;
  const written = await insertEvent(trx, event);
  await insertDeliveries(trx, written.id, endpointIds, new Date(written.createdAt.getTime() + WEBHOOK_RETRY_WINDOW_MS));
  return written.id;
}
