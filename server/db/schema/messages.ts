// The messages feature's tables (see server/db/schema.ts for the Database they make up).
import type { Generated } from 'kysely';
import type { DefaultTimestamp, NullableTimestamp } from './columns.ts';

export interface MemberMessageTable {
  id: Generated<number>;
  memberId: number;
  /** A MessageKind of domain/messages/message-kinds.ts (migration 0011). */
  kind: Generated<string>;
  title: string;
  body: string;
  link: string | null;
  /** Unique per member: a retried event writes one row. */
  eventKey: string | null;
  readAt: NullableTimestamp;
  createdAt: DefaultTimestamp;
}
