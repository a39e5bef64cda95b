// Service orders paid by bank transfer or on credit terms (issue 18, docs/api/services.md,
// "Payment"). A transfer receipt is a service_payment with provider 'bank_transfer': it waits
// (status 0) for staff, who confirm it (1, reviewer and time) or refuse it (2, the reason in
// note); at most one receipt waits per order. An enterprise member may put an accepted quote on
// credit terms (账期): the order keeps when (credit_at) and when it falls due (pay_due_at); what
// such orders still owe counts against the same limit (member_credit) as goods credit orders.
import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, `
alter table service_payment add column receipt_url text;
alter table service_payment add column receipt_type text;
alter table service_payment add column reviewed_by bigint;
alter table service_payment add column reviewed_at timestamptz;
create unique index service_payment_one_waiting_receipt on service_payment (service_order_id) where provider = 'bank_transfer' and status = 0;
alter table service_order add column credit_at timestamptz;
alter table service_order add column pay_due_at timestamptz;
create index service_order_credit_owed_idx on service_order (member_id) where credit_at is not null and paid_at is null
`);
}
