// Webhooks of a company (issue 40 item 3): endpoints the company admin registers (an https URL,
// the events wanted, a signing secret), the outbox of events written in the transaction of the
// change (webhook_event), and one delivery per endpoint subscribed to the event (webhook_delivery),
// sent by the periodic sender with retries and exponential backoff for 24 hours. The secret is
// kept as given (it signs every delivery, so it cannot be a hash); it is answered once, on
// creation or rotation, and shown masked afterwards.
import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, `
create table webhook_endpoint (
  id bigserial primary key,
  company_id bigint not null references company(id) on delete cascade,
  url text not null check (char_length(url) between 8 and 500),
  secret text not null,
  events jsonb not null default '[]'::jsonb,
  status text not null default 'active' check (status in ('active', 'deleted')),
  created_by bigint not null references member(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index webhook_endpoint_company_idx on webhook_endpoint (company_id, status);
create table webhook_event (
  id bigserial primary key,
  company_id bigint not null references company(id) on delete cascade,
  type text not null,
  payload jsonb not null,
  created_at timestamptz not null default now()
);
create index webhook_event_company_idx on webhook_event (company_id, id);
create table webhook_delivery (
  id bigserial primary key,
  event_id bigint not null references webhook_event(id) on delete cascade,
  endpoint_id bigint not null references webhook_endpoint(id) on delete cascade,
  status text not null default 'pending' check (status in ('pending', 'delivered', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  in_flight_until timestamptz,
  retry_until timestamptz not null,
  last_status_code integer,
  last_response text check (last_response is null or char_length(last_response) <= 1024),
  last_error text,
  last_duration_ms integer,
  last_attempt_at timestamptz,
  delivered_at timestamptz,
  created_at timestamptz not null default now(),
  unique (event_id, endpoint_id)
);
create index webhook_delivery_due_idx on webhook_delivery (next_attempt_at) where status = 'pending';
create index webhook_delivery_endpoint_idx on webhook_delivery (endpoint_id, id)
`);
}
