// The quote desk's calls (goods service, staff token with quote.desk: 客服; a member token gets
// 403): POST /api/staff/goods/quote/page, GET /api/staff/goods/quote/get/{id}, POST
// /api/staff/goods/quote/send. `npm run quotes` (scripts/quotes.ts) calls the same service functions.
import { QuoteSendBody, StaffQuotePageBody } from '../../../domain/quotes/quote-payloads.ts';
import { QuoteDetail, QuotePage } from '../../../domain/quotes/quote-views.ts';
import { requireStaff } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { Answers, IdParams, type Routes } from '../../http/schemas.ts';
import { QUOTE_MSG } from './messages.ts';
import { sendQuote, staffQuoteDetail, staffQuotePage } from './quote-desk-service.ts';

const PREFIX = '/api/staff/goods/quote';

const staffQuoteRoutes: Routes = async (app) => {
  app.post(
    `${PREFIX}/page`,
    { schema: { description: '报价单（后台）：按状态、报价单号、企业名或手机号筛选，附各状态数量', body: StaffQuotePageBody, response: Answers(QuotePage) } },
    async (request) => {
      requireStaff(request);
      return ok(await staffQuotePage(app.db, request.body));
    },
  );

  app.get(
    `${PREFIX}/get/:id`,
    { schema: { description: '报价单详情（后台）', params: IdParams, response: Answers(QuoteDetail) } },
    async (request) => {
      requireStaff(request);
      return ok(await staffQuoteDetail(app.db, request.params.id));
    },
  );

  app.post(
    `${PREFIX}/send`,
    { schema: { description: '报价：为每一行填写含税单价与交期，设置有效期与条款后发送（按读取时的版本，并发发送时 409）；会员收到站内消息', body: QuoteSendBody, response: Answers(QuoteDetail) } },
    async (request) => ok(await sendQuote(app.db, { staffId: requireStaff(request) }, request.body), QUOTE_MSG.sent),
  );
};

export default staffQuoteRoutes;
