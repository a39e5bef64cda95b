// The buyer's quote calls (goods service, issue 39; docs/api/quotes.md): request, page, get/{id},
// accept/{id} (an order draft at the quoted prices), download/{id} (the PDF), withdraw/{id} and
// rerequest/{id}. Member token; another member's or company's quote answers 404.
import { Type } from 'typebox';
import { QuotePageBody, QuoteRequestBody } from '../../../domain/quotes/quote-payloads.ts';
import { QuoteDetail, QuotePage } from '../../../domain/quotes/quote-views.ts';
import { requireMember } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { FileAnswers } from '../../http/openapi.ts';
import { Answers, IdParams, type Routes } from '../../http/schemas.ts';
import { QUOTE_MSG } from './messages.ts';
import { acceptQuote, getMyQuote, listMyQuotes, withdrawQuote } from './quote-member-service.ts';
import { quotePdf } from './quote-pdf-service.ts';
import { requestQuote, rerequestQuote } from './quote-request-service.ts';

const PREFIX = '/api/goods/quote';
const PDF_MIME = 'application/pdf';
const QuoteId = Type.Object({ quoteId: Type.Integer({ description: '报价单编号' }) });

const attachment = (name: string) => `attachment; filename="quote.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`;

const quoteRoutes: Routes = async (app) => {
  app.post(
    `${PREFIX}/request`,
    { schema: { description: '申请报价：来自购物车勾选的商品、批量询价单或采购清单（或指定商品与数量），附留言和希望报价日期', body: QuoteRequestBody, response: Answers(QuoteId) } },
    async (request) => ok({ quoteId: await requestQuote(app.db, requireMember(request), request.body) }, QUOTE_MSG.requested),
  );

  app.post(
    `${PREFIX}/page`,
    { schema: { description: '我的（企业的）报价单：按状态和关键字筛选，附各状态数量', body: QuotePageBody, response: Answers(QuotePage) } },
    async (request) => ok(await listMyQuotes(app.db, requireMember(request), request.body)),
  );

  app.get(
    `${PREFIX}/get/:id`,
    { schema: { description: '报价单详情（逾期未接受的已报价报价单显示为已过期）', params: IdParams, response: Answers(QuoteDetail) } },
    async (request) => ok(await getMyQuote(app.db, requireMember(request), request.params.id)),
  );

  app.post(
    `${PREFIX}/accept/:id`,
    { schema: { description: '接受报价：在有效期内生成按报价价格计价的订单草稿（重复接受返回同一草稿）；过期时 409 并将报价单置为已过期', params: IdParams, response: Answers(Type.Object({ draftId: Type.Integer({ description: '订单草稿（待确认订单）编号' }) })) } },
    async (request) => ok(await acceptQuote(app.db, requireMember(request), request.params.id), QUOTE_MSG.accepted),
  );

  app.post(
    `${PREFIX}/download/:id`,
    { schema: { description: '下载报价单 PDF（已报价、已接受、已过期的报价单；待报价时 409）', params: IdParams, response: FileAnswers([PDF_MIME], QUOTE_MSG.docPdf) } },
    async (request, reply) => {
      const { quoteNo, pdf } = await quotePdf(app.db, requireMember(request), request.params.id);
      return reply.type(PDF_MIME).header('content-disposition', attachment(QUOTE_MSG.pdfFileName(quoteNo))).send(pdf);
    },
  );

  app.post(
    `${PREFIX}/withdraw/:id`,
    { schema: { description: '撤回待报价或已报价的报价单', params: IdParams, response: Answers(QuoteDetail) } },
    async (request) => ok(await withdrawQuote(app.db, requireMember(request), request.params.id), QUOTE_MSG.withdrawn),
  );

  app.post(
    `${PREFIX}/rerequest/:id`,
    { schema: { description: '重新申请报价：已过期或已撤回的报价单按相同商品和数量生成新的报价申请', params: IdParams, response: Answers(QuoteId) } },
    async (request) => ok({ quoteId: await rerequestQuote(app.db, requireMember(request), request.params.id) }, QUOTE_MSG.rerequested),
  );
};

export default quoteRoutes;
