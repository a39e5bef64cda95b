// GET /api/staff/points/order/counts (member service, 仓库): the redemption queue's counts per
// status for the staff console's filter. `npm run points -- counts` reads the same.
import { StaffRedemptionCounts } from '../../../domain/points/staff-redemption-queue.ts';
import { requireStaff } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { Answers, type Routes } from '../../http/schemas.ts';
import { staffRedemptionCounts } from './staff-redemption-queue.ts';

const staffRedemptionCountsRoutes: Routes = async (app) => {
  app.get('/api/staff/points/order/counts', { schema: { description: '积分兑换单各状态的张数（后台）', response: Answers(StaffRedemptionCounts) } }, async (request) => {
    requireStaff(request);
    return ok(await staffRedemptionCounts(app.db));
  });
};

export default staffRedemptionCountsRoutes;
