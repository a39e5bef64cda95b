// The 工作台's calls (system service, issue 22 item 5): GET /api/staff/dashboard/queues (any staff
// member: only the queues their permissions open) and GET /api/staff/dashboard/report
// (report.view: 财务, 运营, 管理员). Both read only. The permission of each is checked by the
// staff guard from domain/staff/staff-routes.ts; `npm run staff -- dashboard` prints the same.
import { DashboardQueues, DashboardReport } from '../../../domain/staff/dashboard-payloads.ts';
import { isStaffRole, permissionsOf } from '../../../domain/staff/staff-roles.ts';
import { requireStaff } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { Answers, type Routes } from '../../http/schemas.ts';
import { queueCounts } from './queue-counts.ts';
import { salesReport } from './sales-report.ts';
import { readDb } from '../../db/replica-reads.ts';

const dashboardRoutes: Routes = async (app) => {
  app.get('/api/staff/dashboard/queues', { schema: { description: '工作台：调用者的权限可打开的工作队列及其等待处理的数量', response: Answers(DashboardQueues) } }, async (request) => {
    requireStaff(request);
    const role = request.principal?.kind === 'staff' ? request.principal.role : '';
    return ok({ queues: await queueCounts(await readDb(request), isStaffRole(role) ? permissionsOf(role) : []) });
  });

  app.get('/api/staff/dashboard/report', { schema: { description: '工作台经营数据（财务、运营、管理员）：今日订单与销售额、近 30 天走势、热销商品与无结果搜索词', response: Answers(DashboardReport) } }, async (request) => {
    requireStaff(request);
    return ok(await salesReport(await readDb(request)));
  });
};

export default dashboardRoutes;
