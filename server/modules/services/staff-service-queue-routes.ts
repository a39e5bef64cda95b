// The staff console's 服务订单 queue (issue 22): POST /api/staff/common/serviceOrder/queue/list, the
// orders by status, service type, service number and order date, with the count of each status
// (permission service.order, domain/staff/staff-routes.ts). `npm run services -- queue` answers the same.
import { ServiceQueuePage, ServiceQueueQuery } from '../../../domain/services/staff-service-queue-payloads.ts';
import { requireStaff } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { Answers, type Routes } from '../../http/schemas.ts';
import { serviceQueue } from './staff-service-queue.ts';

const staffServiceQueueRoutes: Routes = async (app) => {
  app.post(
    '/api/staff/common/serviceOrder/queue/list',
    { schema: { description: '服务订单工作队列（后台）：按状态、服务类型、服务单号、下单日期筛选，附各状态的订单数', body: ServiceQueueQuery, response: Answers(ServiceQueuePage) } },
    async (request) => {
      requireStaff(request);
      return ok(await serviceQueue(app.db, request.body));
    },
  );
};

export default staffServiceQueueRoutes;
