// Who moved an order, in Chinese (issue 34): the timeline and the member's messages name the
// buyer 买家, a staff member by their role (客服/财务/仓库/运营/管理员, domain/staff/staff-roles.ts),
// a payment gateway 支付平台, the sweepers 系统 and the orders CLI 管理员. Actors are the
// order_status_log's strings (member:<id>, staff:<id>, gateway:<provider>, system:<job>, cli).
// Staff roles are read from staff_user (read-only; the staff module owns it) as they are now
// (order-detail-repository.ts).
import type { Kysely, Transaction } from 'kysely';
import { isStaffRole, ROLE_TEXT } from '../../../domain/staff/staff-roles.ts';
import type { Database } from '../../db/schema.ts';
import { ORDER_MSG } from './messages.ts';
import { staffRolesOf } from './order-detail-repository.ts';

type Db = Kysely<Database> | Transaction<Database>;

const staffIdOf = (actor: string): number | null => {
  const m = /^staff:(\d{1,15})$/.exec(actor);
  return m ? Number(m[1]) : null;
};

/** The Chinese name of each actor given (a Map keyed by the actor string). */
export async function actorTexts(db: Db, actors: readonly string[]): Promise<Map<string, string>> {
  const a = ORDER_MSG.actors;
  const staffIds = [...new Set(actors.map(staffIdOf).filter((id): id is number => id !== null))];
  const roles = new Map<number, string>();
  if (staffIds.length > 0) {
    const rows = await staffRolesOf(db, staffIds);
    for (const r of rows) if (isStaffRole(r.role)) roles.set(r.id, ROLE_TEXT[r.role]);
  }
  const out = new Map<string, string>();
  for (const actor of actors) {
    const kind = actor.split(':')[0];
    const staffId = staffIdOf(actor);
    out.set(
      actor,
      staffId !== null ? (roles.get(staffId) ?? a.staff) : kind === 'member' ? a.member : kind === 'approver' ? a.approver : kind === 'gateway' ? a.gateway : kind === 'cli' ? a.cli : a.system,
    );
  }
  return out;
}

/** The Chinese name of one actor. */
export async function actorText(db: Db, actor: string): Promise<string> {
  return (await actorTexts(db, [actor])).get(actor) ?? ORDER_MSG.actors.system;
}
