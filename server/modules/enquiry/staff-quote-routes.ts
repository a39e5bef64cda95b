// Staff calls of manual quotes (goods service, staff token only; a member token gets 403):
// GET /api/staff/goods/enquiry/quotes, POST /api/staff/goods/enquiry/quote.
// `npm run enquiry` (scripts/enquiry.ts) calls the same service functions.
import { Type } from 'typebox';
import { StaffQuoteBody, StaffQuoteQuery } from '../../../domain/enquiry/enquiry-payloads.ts';
import { StaffQuoteRow } from '../../../domain/enquiry/enquiry-views.ts';
import { requireStaff } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { Answers, PageOf, type Routes } from '../../http/schemas.ts';
import { ENQUIRY_MSG } from './messages.ts';
import { answerQuote, listQuoteLines, quoterOf } from './quote-service.ts';

const staffQuoteRoutes: Routes = async (app) => {
  app.get(
    '/api/staff/goods/enquiry/quotes',
    { schema: { description: '申请人工报价的询价行（后台，按申请时间；默认待报价）', querystring: StaffQuoteQuery, response: Answers(PageOf(StaffQuoteRow)) } },
    async (request) => {
      requireStaff(request);
      return ok(await listQuoteLines(app.db, request.query));
    },
  );

  app.post(
    '/api/staff/goods/enquiry/quote',
    { schema: { description: '人工报价：为一行报商品或特价、货期与有效期，会员同时收到站内消息', body: StaffQuoteBody, response: Answers(Type.Object({ enquiryId: Type.Integer({ description: '询价编号' }) })) } },
    async (request) => {
      const who = quoterOf(requireStaff(request));
      return ok({ enquiryId: await answerQuote(app.db, who, request.body) }, ENQUIRY_MSG.quoted);
    },
  );
};

export default staffQuoteRoutes;
