// Orders placed by a company's API client (issue 40): each Idempotency-Key a client sends is
// claimed here before the order is made, with the SHA-256 of the request it came with, and gets
// the order once it exists. The same key with the same request answers that order; the same key
// with another request is refused (409). A refused request leaves no claim, so its key may be sent
// again once the request is fixed. The cXML OrderRequest uses the same table (its payloadID is the key).
// Drafts and orders an ERP places have source 5 (系统对接).
import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, `
create table integration_order_request (
  id bigserial primary key,
  api_client_id bigint not null references api_client(id) on delete cascade,
  idempotency_key text not null check (char_length(idempotency_key) between 1 and 300),
  request_hash text not null check (request_hash ~ '^[0-9a-f]{64}$'),
  order_id bigint references sale_order(id),
  created_at timestamptz not null default now(),
  unique (api_client_id, idempotency_key)
);
alter table tmp_order drop constraint if exists tmp_order_source_check;
alter table tmp_order add constraint tmp_order_source_check check (source in (1, 2, 3, 4, 5))
`);
}
