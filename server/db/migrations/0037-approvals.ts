// Approvals, budgets, PO numbers and cost centres (issue 38). A company's approval rules and its
// departments' budgets; the company's PO setting; on each order its PO number and cost centre, its
// approval (status, the plan it follows, the level waiting, how long its stock is held), the
// moment it was committed (placed without approval, or approved: what a budget counts), and one
// row per decision. The (order, level) pair is unique, so two approvers deciding at once make one
// decision. Status 6 (待审批) joins sale_order's statuses.
import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, `
alter table company add column po_required boolean not null default false;
create table company_approval_rule (
  id bigserial primary key,
  company_id bigint not null references company(id) on delete cascade,
  name text not null check (char_length(name) between 1 and 30),
  department_id bigint references company_department(id) on delete cascade,
  min_amount_fen bigint not null check (min_amount_fen >= 0),
  category_ids integer[] not null default '{}',
  levels text[] not null check (cardinality(levels) between 1 and 2 and levels <@ array['departmentApprover', 'anyApprover', 'finance', 'admin']),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index company_approval_rule_company_idx on company_approval_rule (company_id);
create table company_budget (
  id bigserial primary key,
  company_id bigint not null references company(id) on delete cascade,
  department_id bigint not null references company_department(id) on delete cascade,
  period text not null check (period in ('month', 'quarter')),
  amount_fen bigint not null check (amount_fen > 0),
  mode text not null check (mode in ('hard', 'soft')),
  updated_at timestamptz not null default now(),
  unique (department_id, period)
);
create index company_budget_company_idx on company_budget (company_id);
alter table sale_order drop constraint sale_order_status_check;
alter table sale_order add constraint sale_order_status_check check (status between 0 and 6);
alter table sale_order add column po_number text check (po_number is null or char_length(po_number) between 1 and 40);
alter table sale_order add column cost_centre text check (cost_centre is null or char_length(cost_centre) between 1 and 20);
alter table sale_order add column approval_status text check (approval_status is null or approval_status in ('pending', 'approved', 'rejected', 'expired', 'withdrawn'));
alter table sale_order add column approval_plan jsonb;
alter table sale_order add column approval_level smallint;
alter table sale_order add column approval_hold_until timestamptz;
alter table sale_order add column committed_at timestamptz;
update sale_order set committed_at = created_at where company_id is not null;
create index sale_order_po_idx on sale_order (company_id, po_number) where po_number is not null;
create index sale_order_committed_idx on sale_order (department_id, committed_at) where department_id is not null and committed_at is not null;
create index sale_order_approval_hold_idx on sale_order (approval_hold_until) where status = 6;
create table order_approval (
  id bigserial primary key,
  order_id bigint not null references sale_order(id) on delete cascade,
  level smallint not null check (level between 1 and 2),
  member_id bigint not null references member(id),
  decision text not null check (decision in ('approve', 'reject')),
  comment text check (comment is null or char_length(comment) <= 200),
  decided_at timestamptz not null default now(),
  unique (order_id, level)
);
create index order_approval_member_idx on order_approval (member_id, decided_at desc)
`);
}
