// The 工作台's queues (issue 22 item 5): for each work queue the caller's permissions open, what
// waits in it, counted by the owning module (through its public.ts). A queue the caller cannot
// open is not counted at all; 合作与分销申请 counts only the half the caller's permissions open.
import type { Kysely } from 'kysely';
import { queuesOpenTo, type DashboardQueue, type DashboardQueueKey } from '../../../domain/staff/dashboard-payloads.ts';
import type { Permission } from '../../../domain/staff/staff-roles.ts';
import type { Database } from '../../db/schema.ts';
import { refundsWaitingOnStaff } from '../after-sales/public.ts';
import { certificationsPending } from '../certification/public.ts';
import { cooperationPending } from '../cooperation/public.ts';
import { distributorApplicationsPending } from '../distribution/public.ts';
import { quoteLinesWaiting } from '../enquiry/public.ts';
import { ordersAwaitingShipment } from '../orders/public.ts';
import { goodsReceiptsWaiting } from '../payments/public.ts';
import { redemptionsToShip } from '../points/public.ts';
import { serviceOrdersWaitingOnStaff, serviceReceiptsWaiting } from '../services/public.ts';

type Db = Kysely<Database>;

const sum = async (...counts: Promise<number>[]) => (await Promise.all(counts)).reduce((a, b) => a + b, 0);

const COUNTERS: Record<DashboardQueueKey, (db: Db, permissions: readonly Permission[]) => Promise<number>> = {
  receipts: (db) => sum(goodsReceiptsWaiting(db), serviceReceiptsWaiting(db)),
  shipping: ordersAwaitingShipment,
  afterSales: refundsWaitingOnStaff,
  redemptions: redemptionsToShip,
  enquiry: quoteLinesWaiting,
  services: serviceOrdersWaitingOnStaff,
  certifications: certificationsPending,
  applications: (db, permissions) =>
    sum(
      permissions.includes('cooperation.review') ? cooperationPending(db) : Promise.resolve(0),
      permissions.includes('distribution.manage') ? distributorApplicationsPending(db) : Promise.resolve(0),
    ),
};

/** The queues `permissions` open, in the menu's order, each with its waiting count. */
export async function queueCounts(db: Db, permissions: readonly Permission[]): Promise<DashboardQueue[]> {
  const keys = queuesOpenTo(permissions);
  // One after another: PGlite has one connection, and eight small counts are quick either way.
  const out: DashboardQueue[] = [];
  for (const key of keys) {
    out.push({ key, count: await COUNTERS[key](db, permissions) });
  }
  return out;
}
