// Service and testing (服务与检测, issue 18, docs/api/services.md): what a service item offers
// (type, CNAS accreditation, on-site or send-to-lab, scope, deliverables, lead and turnaround
// days, the provinces of GB/T 2260 it serves), and the service order's booking (site address
// snapshot, preferred dates, the instruments), its quote, schedule, certificates, cancellation
// and timeline. A retried booking (same request key) finds the order it wrote.
import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, `
alter table service_item add column service_type smallint not null default 3 check (service_type in (1, 2, 3, 4));
alter table service_item add column cnas boolean not null default false;
alter table service_item add column delivery_mode smallint not null default 1 check (delivery_mode in (1, 2, 3));
alter table service_item add column scope text not null default '';
alter table service_item add column deliverables jsonb not null default '[]'::jsonb;
alter table service_item add column lead_days integer not null default 3 check (lead_days between 0 and 60);
alter table service_item add column turnaround_days integer not null default 5 check (turnaround_days between 0 and 90);
alter table service_item add column region_codes jsonb not null default '[]'::jsonb;
create index service_item_category_idx on service_item (status, category, sort);
alter table service_order add column item_name text not null default '';
alter table service_order add column address_id bigint;
alter table service_order add column province_code text;
alter table service_order add column region_text text;
alter table service_order add column preferred_dates jsonb not null default '[]'::jsonb;
alter table service_order add column request_key text;
alter table service_order add column quote_fen bigint check (quote_fen >= 0);
alter table service_order add column quote_note text;
alter table service_order add column planned_date date;
alter table service_order add column quoted_at timestamptz;
alter table service_order add column accepted_at timestamptz;
alter table service_order add column engineer text;
alter table service_order add column engineer_mobile text;
alter table service_order add column scheduled_at timestamptz;
alter table service_order add column started_at timestamptz;
alter table service_order add column delivered_at timestamptz;
alter table service_order add column completed_at timestamptz;
alter table service_order add column cancel_reason text;
alter table service_order add column cancelled_by text;
alter table service_order add column cancelled_at timestamptz;
alter table service_order add constraint service_order_status_check check (status between 0 and 6);
create unique index service_order_request_key on service_order (member_id, request_key) where request_key is not null;
create index service_order_member_status_idx on service_order (member_id, status, created_at desc);
create index service_order_status_idx on service_order (status, created_at desc);
create table service_order_instrument (
  id bigserial primary key,
  service_order_id bigint not null references service_order(id) on delete cascade,
  line_no integer not null check (line_no > 0),
  maker text not null,
  model text not null,
  serial_no text,
  asset_tag text,
  measuring_range text,
  qty integer not null check (qty between 1 and 999),
  unique (service_order_id, line_no)
);
create table service_certificate (
  id bigserial primary key,
  service_order_id bigint not null references service_order(id) on delete cascade,
  url text not null,
  file_name text not null,
  mime text not null,
  created_at timestamptz not null default now()
);
create index service_certificate_order_idx on service_certificate (service_order_id, id);
create table service_order_event (
  id bigserial primary key,
  service_order_id bigint not null references service_order(id) on delete cascade,
  action text not null,
  status smallint not null,
  actor text not null,
  note text,
  created_at timestamptz not null default now()
);
create index service_order_event_order_idx on service_order_event (service_order_id, id)
`);
}
