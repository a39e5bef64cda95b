// The points redemptions waiting to ship (the 积分兑换发货 queue's count on the staff dashboard,
// issue 22 item 5). One count on points_order_status_idx.
import type { Kysely } from 'kysely';
import { REDEMPTION_STATUS } from '../../../domain/points/redemption-status.ts';
import type { Database } from '../../db/schema.ts';

export async function redemptionsToShip(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('pointsOrder').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', REDEMPTION_STATUS.awaitingShipment).executeTakeFirstOrThrow();
  return Number(row.n);
}
