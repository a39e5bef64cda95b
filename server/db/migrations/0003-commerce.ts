// Carts, orders with lines, payments, refunds, enquiries, points mall, service items and orders.
import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, `
create table cart_item (
  id bigserial primary key,
  member_id bigint not null references member(id) on delete cascade,
  goods_id bigint not null references goods(id) on delete cascade,
  vendor_id integer not null default 0,
  num integer not null check (num > 0),
  selected boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (member_id, goods_id, vendor_id)
);

create table sale_order (
  id bigserial primary key,
  order_no text not null unique,
  member_id bigint not null references member(id),
  order_type smallint not null check (order_type in (1, 2)),
  source smallint not null default 1,
  status smallint not null default 0,
  pay_method smallint,
  client_key text,
  goods_amount_fen bigint not null check (goods_amount_fen >= 0),
  freight_fen bigint not null default 0 check (freight_fen >= 0),
  discount_fen bigint not null default 0 check (discount_fen >= 0),
  total_fen bigint not null check (total_fen >= 0),
  paid_fen bigint not null default 0 check (paid_fen >= 0),
  address jsonb not null,
  invoice jsonb,
  remark text,
  carrier text,
  tracking_no text,
  pay_deadline timestamptz,
  paid_at timestamptz,
  confirmed_at timestamptz,
  shipped_at timestamptz,
  completed_at timestamptz,
  cancelled_at timestamptz,
  cancel_reason text,
  deleted_by_member boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (member_id, client_key)
);
create index sale_order_member_idx on sale_order (member_id, created_at desc);
create index sale_order_status_idx on sale_order (status, pay_deadline);

create table sale_order_line (
  id bigserial primary key,
  order_id bigint not null references sale_order(id) on delete cascade,
  goods_id bigint not null references goods(id),
  warehouse_id integer references warehouse(id),
  goods_code text not null,
  model text not null,
  name text not null,
  brand_name text not null,
  unit text not null,
  image_url text,
  tax_class_code text not null,
  num integer not null check (num > 0),
  unit_price_fen bigint not null check (unit_price_fen >= 0),
  line_fen bigint not null check (line_fen >= 0)
);
create index sale_order_line_order_idx on sale_order_line (order_id);

create table order_payment (
  id bigserial primary key,
  order_id bigint not null references sale_order(id) on delete cascade,
  provider text not null,
  amount_fen bigint not null check (amount_fen >= 0),
  status smallint not null default 0,
  provider_ref text unique,
  receipt_url text,
  receipt_type text,
  reviewed_by bigint references staff_user(id),
  reviewed_at timestamptz,
  notified_at timestamptz,
  created_at timestamptz not null default now()
);
create index order_payment_order_idx on order_payment (order_id);

create table order_status_log (
  id bigserial primary key,
  order_id bigint not null references sale_order(id) on delete cascade,
  from_status smallint,
  to_status smallint not null,
  actor text not null,
  note text,
  created_at timestamptz not null default now()
);
create index order_status_log_order_idx on order_status_log (order_id, created_at);

create table refund_order (
  id bigserial primary key,
  refund_no text not null unique,
  order_id bigint not null references sale_order(id),
  member_id bigint not null references member(id),
  status smallint not null default 0,
  refund_type smallint not null default 1,
  reason text not null,
  description text,
  images jsonb not null default '[]'::jsonb,
  amount_fen bigint not null check (amount_fen >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index refund_order_member_idx on refund_order (member_id, created_at desc);

create table refund_line (
  refund_id bigint not null references refund_order(id) on delete cascade,
  order_line_id bigint not null references sale_order_line(id),
  num integer not null check (num > 0),
  amount_fen bigint not null check (amount_fen >= 0),
  primary key (refund_id, order_line_id)
);

create table refund_trace (
  id bigserial primary key,
  refund_id bigint not null references refund_order(id) on delete cascade,
  status smallint not null,
  note text not null,
  created_at timestamptz not null default now()
);

create table enquiry (
  id bigserial primary key,
  enquiry_no text not null unique,
  member_id bigint not null references member(id) on delete cascade,
  status smallint not null default 0,
  file_name text,
  line_count integer not null default 0,
  matched_count integer not null default 0,
  deleted_at timestamptz,
  created_at timestamptz not null default now()
);
create index enquiry_member_idx on enquiry (member_id, created_at desc);

create table enquiry_line (
  id bigserial primary key,
  enquiry_id bigint not null references enquiry(id) on delete cascade,
  line_no integer not null,
  raw_model text not null,
  raw_brand text,
  raw_name text,
  qty integer not null check (qty > 0),
  matched_goods_id bigint references goods(id),
  unit_price_fen bigint,
  status smallint not null default 0
);
create index enquiry_line_enquiry_idx on enquiry_line (enquiry_id, line_no);

create table points_goods (
  id bigserial primary key,
  name text not null,
  image_url text,
  points_cost integer not null check (points_cost > 0),
  stock integer not null default 0 check (stock >= 0),
  status smallint not null default 1,
  sort integer not null default 0
);

create table points_order (
  id bigserial primary key,
  member_id bigint not null references member(id) on delete cascade,
  points_goods_id bigint not null references points_goods(id),
  qty integer not null check (qty > 0),
  points integer not null check (points > 0),
  status smallint not null default 0,
  address jsonb,
  created_at timestamptz not null default now()
);
create index points_order_member_idx on points_order (member_id, created_at desc);

create table service_item (
  id bigserial primary key,
  name text not null,
  category text not null,
  summary text not null,
  content text not null,
  price_fen bigint check (price_fen >= 0),
  unit text,
  image_url text,
  status smallint not null default 1,
  sort integer not null default 0
);

create table service_order (
  id bigserial primary key,
  service_no text not null unique,
  member_id bigint not null references member(id) on delete cascade,
  service_item_id bigint not null references service_item(id),
  status smallint not null default 0,
  contact text not null,
  mobile text not null,
  address text,
  expected_date date,
  remark text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index service_order_member_idx on service_order (member_id, created_at desc);

create table cooperation_info (
  id bigserial primary key,
  member_id bigint references member(id) on delete set null,
  company_name text not null,
  contact text not null,
  mobile text not null,
  main_products text,
  brands text,
  status smallint not null default 0,
  created_at timestamptz not null default now()
);
`);
}
