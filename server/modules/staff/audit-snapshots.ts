// The "before" and "after" of an audit row: the target as the staff list or detail view shows it,
// read through the owning module's public view function. A kind without one here is recorded
// with the request body and the answer's data instead (audit-service.ts).
import type { Kysely } from 'kysely';
import type { TargetKind } from '../../../domain/staff/staff-routes.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { staffRefund } from '../after-sales/public.ts';
import { staffCertificationRow } from '../certification/public.ts';
import { staffCompanyDetail } from '../company/public.ts';
import { staffCooperationRow } from '../cooperation/public.ts';
import { staffRow } from '../orders/public.ts';
import { orderIdOfPayment } from '../payments/public.ts';
import { staffRedemption } from '../points/public.ts';
import { serviceOrderView } from '../services/public.ts';
import { staffAccountRow } from './staff-account-service.ts';

type Snapshot = (db: Kysely<Database>, id: number) => Promise<unknown>;

/** The order a payment belongs to, shown as the order's staff row. */
async function paymentOrder(db: Kysely<Database>, paymentId: number): Promise<unknown> {
  const orderId = await orderIdOfPayment(db, paymentId);
  return orderId !== null ? staffRow(db, orderId) : null;
}

const SNAPSHOTS: Partial<Record<TargetKind, Snapshot>> = {
  order: staffRow,
  payment: paymentOrder,
  refund: staffRefund,
  certification: staffCertificationRow,
  company: staffCompanyDetail,
  cooperation: staffCooperationRow,
  redemption: staffRedemption,
  serviceOrder: (db, id) => serviceOrderView(db, id, null),
  staff: staffAccountRow,
};

export function hasSnapshot(kind: TargetKind): boolean {
  return SNAPSHOTS[kind] !== undefined;
}

/** The target's view, or null when its kind has none, the id is not a row id, or the row is missing. */
export async function snapshotOf(db: Kysely<Database>, kind: TargetKind, id: string | null): Promise<unknown> {
  const read = SNAPSHOTS[kind];
  if (!read || id === null || !/^[1-9]\d{0,15}$/.test(id)) return null;
  try {
    return await read(db, Number(id));
  } catch (err) {
    // A missing target (the call will refuse it, or it was deleted) has no view.
    if (err instanceof AppError && err.statusCode === 404) return null;
    throw err;
  }
}
