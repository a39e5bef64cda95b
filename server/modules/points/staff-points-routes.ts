// Staff calls of the points mall (member service, staff token only; a member token gets 403):
// GET /api/staff/points/order/list, POST .../ship, .../complete, .../cancel. `npm run points`
// (scripts/points.ts) calls the same service functions.
import { CancelRedemptionBody, RedemptionIdBody, ShipRedemptionBody, StaffRedemptionQuery } from '../../../domain/points/points-payloads.ts';
import { StaffRedemptionRow } from '../../../domain/points/points-views.ts';
import { requireStaff } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { Answers, PageOf, type Routes } from '../../http/schemas.ts';
import { POINTS_MSG } from './messages.ts';
import { cancelRedemption, completeRedemption, listRedemptions, shipRedemption, staffPointsActor, staffRedemption } from './staff-points-service.ts';

const BASE = '/api/staff/points/order';

const staffPointsRoutes: Routes = async (app) => {
  app.get(`${BASE}/list`, { schema: { description: '积分兑换单列表（后台，倒序，可按状态筛选）', querystring: StaffRedemptionQuery, response: Answers(PageOf(StaffRedemptionRow)) } }, async (request) => {
    requireStaff(request);
    return ok(await listRedemptions(app.db, request.query));
  });

  app.post(`${BASE}/ship`, { schema: { description: '兑换单发货（物流公司、运单号），会员收到站内消息', body: ShipRedemptionBody, response: Answers(StaffRedemptionRow) } }, async (request) => {
    await shipRedemption(app.db, staffPointsActor(requireStaff(request)), request.body);
    return ok(await staffRedemption(app.db, request.body.id), POINTS_MSG.shipped);
  });

  app.post(`${BASE}/complete`, { schema: { description: '兑换单完成（已签收）', body: RedemptionIdBody, response: Answers(StaffRedemptionRow) } }, async (request) => {
    await completeRedemption(app.db, staffPointsActor(requireStaff(request)), request.body);
    return ok(await staffRedemption(app.db, request.body.id), POINTS_MSG.completed);
  });

  app.post(`${BASE}/cancel`, { schema: { description: '取消未发货的兑换单：积分与库存退回，会员收到站内消息', body: CancelRedemptionBody, response: Answers(StaffRedemptionRow) } }, async (request) => {
    await cancelRedemption(app.db, staffPointsActor(requireStaff(request)), request.body, app.config.points);
    return ok(await staffRedemption(app.db, request.body.id), POINTS_MSG.cancelled);
  });
};

export default staffPointsRoutes;
