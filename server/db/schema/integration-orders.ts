// The integration API's order requests (issue 40, migration 0042; see server/db/schema.ts).
import type { Generated } from 'kysely';
import type { DefaultTimestamp } from './columns.ts';

/** An Idempotency-Key of an API client, the hash of the request it came with, and the order it made (null while being made). */
export interface IntegrationOrderRequestTable {
  id: Generated<number>;
  apiClientId: number;
  idempotencyKey: string;
  requestHash: string;
  orderId: number | null;
  createdAt: DefaultTimestamp;
}
