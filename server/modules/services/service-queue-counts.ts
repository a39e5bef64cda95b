// What of the service orders waits on staff (the staff dashboard, issue 22 item 5), read-only:
// bank-transfer receipts to confirm (财务's 收款确认 queue), and orders at a step staff take next:
// 待确认 (to quote), 已报价 accepted and paid or on credit (to schedule), 已排期 (to start),
// 服务中 (to deliver the certificates). Indexed counts (service_order status, the one waiting
// receipt per order).
import type { Kysely } from 'kysely';
import { SERVICE_PAYMENT_STATUS, SERVICE_TRANSFER_PROVIDER } from '../../../domain/services/service-rules.ts';
import { SERVICE_STATUS } from '../../../domain/services/service-status.ts';
import type { Database } from '../../db/schema.ts';

export async function serviceReceiptsWaiting(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('servicePayment')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('provider', '=', SERVICE_TRANSFER_PROVIDER)
    .where('status', '=', SERVICE_PAYMENT_STATUS.pending)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function serviceOrdersWaitingOnStaff(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('serviceOrder')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) =>
      eb.or([
        eb('status', 'in', [SERVICE_STATUS.awaitingConfirmation, SERVICE_STATUS.scheduled, SERVICE_STATUS.inService]),
        eb.and([
          eb('status', '=', SERVICE_STATUS.quoted),
          eb('acceptedAt', 'is not', null),
          eb.or([eb('paidAt', 'is not', null), eb('creditAt', 'is not', null)]),
        ]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
