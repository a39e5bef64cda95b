// Company accounts (issue 37): a certified enterprise is a company with members in roles, a
// department tree (two levels) with cost-centre codes, invitations by mobile, its own audit log and
// requisition lists (常购清单). The company's shared books (addresses, invoice titles, credit,
// favourites, the enquiry's cross-reference, lists) stay keyed by the member id of its certified
// account (`company.holder_member_id`): see "Company accounts" in docs/decisions.md. Orders,
// service orders, enquiries and after-sales carry the company and the buyer's department at
// creation, so they stay with the company when the buyer leaves it. Existing certified
// enterprises become companies here, their certifying member the admin.
import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, `
create table company (
  id bigserial primary key,
  name text not null check (char_length(name) between 1 and 100),
  credit_code text not null unique,
  holder_member_id bigint not null unique references member(id),
  cert_id bigint references enterprise_cert(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create table company_department (
  id bigserial primary key,
  company_id bigint not null references company(id) on delete cascade,
  parent_id bigint references company_department(id),
  name text not null check (char_length(name) between 1 and 30),
  code text check (code is null or char_length(code) between 1 and 20),
  created_at timestamptz not null default now()
);
create unique index company_department_name_uq on company_department (company_id, coalesce(parent_id, 0), name);
create unique index company_department_code_uq on company_department (company_id, code) where code is not null;
create table company_member (
  member_id bigint primary key references member(id),
  company_id bigint not null references company(id) on delete cascade,
  name text not null check (char_length(name) between 1 and 40),
  role text not null check (role in ('admin', 'buyer', 'approver', 'finance', 'viewer')),
  department_id bigint references company_department(id) on delete set null,
  status text not null default 'active' check (status in ('active', 'disabled')),
  joined_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index company_member_company_idx on company_member (company_id, role);
create table company_invitation (
  id bigserial primary key,
  company_id bigint not null references company(id) on delete cascade,
  mobile text not null,
  name text not null check (char_length(name) between 1 and 20),
  role text not null check (role in ('admin', 'buyer', 'approver', 'finance', 'viewer')),
  department_id bigint references company_department(id) on delete set null,
  status text not null default 'pending' check (status in ('pending', 'accepted', 'cancelled')),
  invited_by bigint not null references member(id),
  accepted_member_id bigint references member(id),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  decided_at timestamptz
);
create unique index company_invitation_pending_uq on company_invitation (company_id, mobile) where status = 'pending';
create index company_invitation_mobile_idx on company_invitation (mobile) where status = 'pending';
create table company_audit (
  id bigserial primary key,
  company_id bigint not null references company(id) on delete cascade,
  actor_member_id bigint references member(id),
  actor_staff_id bigint references staff_user(id),
  action text not null check (char_length(action) between 1 and 40),
  summary text not null check (char_length(summary) between 1 and 300),
  created_at timestamptz not null default now(),
  check ((actor_member_id is null) <> (actor_staff_id is null))
);
create index company_audit_company_idx on company_audit (company_id, id desc);
create table requisition_list (
  id bigserial primary key,
  owner_member_id bigint not null references member(id),
  created_by bigint not null references member(id),
  name text not null check (char_length(name) between 1 and 40),
  note text check (note is null or char_length(note) <= 200),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index requisition_list_owner_idx on requisition_list (owner_member_id, updated_at desc) where deleted_at is null;
create table requisition_list_line (
  list_id bigint not null references requisition_list(id) on delete cascade,
  goods_id integer not null references goods(id),
  quantity integer not null check (quantity between 1 and 99999),
  sort integer not null,
  primary key (list_id, goods_id)
);
alter table sale_order add column company_id bigint references company(id);
alter table sale_order add column department_id bigint references company_department(id) on delete set null;
create index sale_order_company_idx on sale_order (company_id, created_at desc) where company_id is not null;
alter table service_order add column company_id bigint references company(id);
alter table service_order add column department_id bigint references company_department(id) on delete set null;
alter table enquiry add column company_id bigint references company(id);
alter table enquiry add column department_id bigint references company_department(id) on delete set null;
create index enquiry_company_idx on enquiry (company_id) where company_id is not null;
alter table refund_order add column company_id bigint references company(id);
alter table refund_order add column department_id bigint references company_department(id) on delete set null;
create index refund_order_company_idx on refund_order (company_id) where company_id is not null;
insert into company (name, credit_code, holder_member_id, cert_id, created_at)
  select distinct on (c.credit_code) c.company_name, c.credit_code, c.member_id, c.id, coalesce(c.reviewed_at, c.created_at)
  from enterprise_cert c join member m on m.id = c.member_id
  where c.status = 1 and m.member_type = 2
  order by c.credit_code, c.id;
insert into company_member (member_id, company_id, name, role, joined_at)
  select distinct on (c.member_id) c.member_id, co.id, left(coalesce(nullif(c.contact_name, ''), m.nickname, m.username), 40),
    case when co.holder_member_id = c.member_id then 'admin' else 'buyer' end, co.created_at
  from enterprise_cert c join company co on co.credit_code = c.credit_code join member m on m.id = c.member_id
  where c.status = 1 and m.member_type = 2
  order by c.member_id, c.id desc;
update sale_order o set company_id = cm.company_id from company_member cm where cm.member_id = o.member_id;
update service_order o set company_id = cm.company_id from company_member cm where cm.member_id = o.member_id;
update enquiry e set company_id = cm.company_id from company_member cm where cm.member_id = e.member_id;
update refund_order r set company_id = cm.company_id from company_member cm where cm.member_id = r.member_id
`);
}
