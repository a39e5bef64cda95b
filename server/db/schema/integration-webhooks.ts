// The webhook tables of the integration feature (issue 40 item 3; migration 0040).
import type { ColumnType, Generated } from 'kysely';
import type { DefaultTimestamp, Json, NullableTimestamp } from './columns.ts';

/** An endpoint a company admin registered: where the company's events are POSTed. */
export interface WebhookEndpointTable {
  id: Generated<number>;
  companyId: number;
  url: string;
  /** The signing secret (kept as given: every delivery is signed with it); answered once, then masked. */
  secret: string;
  /** domain/integration/webhook-events.ts WEBHOOK_EVENTS */
  events: Json<string[]>;
  /** active | deleted */
  status: Generated<string>;
  createdBy: number;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
  deletedAt: NullableTimestamp;
}

/** The outbox: one row per company event, written in the transaction of the change. */
export interface WebhookEventTable {
  id: Generated<number>;
  companyId: number;
  type: string;
  /** The event's `data` (the body sent is `{id, type, createdAt, companyId, data}`). */
  payload: Json<Record<string, unknown>>;
  createdAt: DefaultTimestamp;
}

/** One event to one endpoint: pending until a 2xx answer (delivered) or 24 hours of tries (failed). */
export interface WebhookDeliveryTable {
  id: Generated<number>;
  eventId: number;
  endpointId: number;
  /** pending | delivered | failed */
  status: Generated<string>;
  attempts: Generated<number>;
  /** When the next try is due; while a sender holds it, the end of its lease. */
  nextAttemptAt: ColumnType<Date, Date | string | undefined, Date | string>;
  /** Set while a sender holds the delivery (its lease): a resend does not bring it forward then. */
  inFlightUntil: NullableTimestamp;
  /** Tries stop after this (the event's time + 24 h, or a resend's + 24 h): then failed. */
  retryUntil: ColumnType<Date, Date | string, Date | string>;
  lastStatusCode: number | null;
  /** The start of the last answer's body, at most 1,024 characters. */
  lastResponse: string | null;
  lastError: string | null;
  lastDurationMs: number | null;
  lastAttemptAt: NullableTimestamp;
  deliveredAt: NullableTimestamp;
  createdAt: DefaultTimestamp;
}
