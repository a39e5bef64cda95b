// The distributor's reports (order service, spec 7): GET /api/ord/distributor/monthReturnProfitListForWeb
// (the last 12 months), GET .../getProfitDetailsFofWeb?month=&current=&size= (the lines of a month),
// GET .../exportProfitDetails?month= (the same lines as .xlsx). A member who is not a distributor
// gets code 601 (该用户不是分销员).
import type { FastifyRequest } from 'fastify';
import { ProfitDetailsQuery, ProfitExportQuery } from '../../../domain/distribution/distribution-payloads.ts';
import { MonthProfitReport, ProfitDetail } from '../../../domain/distribution/distribution-views.ts';
import { requireMember } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { FileAnswers } from '../../http/openapi.ts';
import { Answers, PageOf, type Routes } from '../../http/schemas.ts';
import { DIST_MSG } from './messages.ts';
import { monthDetails, monthExport, monthReport, type ReportDbs, type Rules } from './profit-service.ts';
import { noteWrite, readDb } from '../../db/replica-reads.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const profitRoutes: Routes = async (app) => {
  const rules = (): Rules => ({ windowDays: app.config.afterSalesWindowDays, defaultRateBp: app.config.commissionRateBp });
  const dbs = async (request: FastifyRequest): Promise<ReportDbs> => ({ primary: app.db, read: await readDb(request), wrote: () => noteWrite(request) });

  app.get(
    '/api/ord/distributor/monthReturnProfitListForWeb',
    { schema: { description: '分销员最近 12 个月的订单数、计佣金额与佣金（待结算、已结算、扣回）；非分销员返回 601', response: Answers(MonthProfitReport) } },
    async (request) => ok(await monthReport(await dbs(request), rules(), requireMember(request))),
  );

  app.get(
    '/api/ord/distributor/getProfitDetailsFofWeb',
    { schema: { description: '某月的佣金明细（订单号与会员部分隐藏），分页；非分销员返回 601', querystring: ProfitDetailsQuery, response: Answers(PageOf(ProfitDetail)) } },
    async (request) => ok(await monthDetails(await dbs(request), rules(), requireMember(request), request.query)),
  );

  app.get(
    '/api/ord/distributor/exportProfitDetails',
    {
      schema: {
        description: '导出某月的佣金明细（.xlsx）；非分销员返回 601',
        querystring: ProfitExportQuery,
        response: FileAnswers([XLSX_TYPE], DIST_MSG.docExportFile),
      },
    },
    async (request, reply) => {
      const bytes = await monthExport(await dbs(request), rules(), requireMember(request), request.query.month);
      const name = encodeURIComponent(DIST_MSG.exportFileName(request.query.month));
      return reply.type(XLSX_TYPE).header('content-disposition', `attachment; filename="commission.xlsx"; filename*=UTF-8''${name}`).header('cache-control', 'no-store').send(bytes);
    },
  );
};

export default profitRoutes;
