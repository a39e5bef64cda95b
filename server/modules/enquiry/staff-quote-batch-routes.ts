// POST /api/staff/goods/enquiry/quoteBatch (goods service, 客服): several waiting enquiry lines
// quoted at once from the console's bulk-edit table, in one transaction, safe to send again.
// `npm run enquiry -- quote-batch` calls the same service function.
import { QUOTE_BATCH_MSG, QuoteBatchAnswer, QuoteBatchBody } from '../../../domain/enquiry/quote-batch.ts';
import { requireStaff } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { Answers, type Routes } from '../../http/schemas.ts';
import { answerQuoteBatch } from './quote-batch-service.ts';
import { quoterOf } from './quote-service.ts';

const staffQuoteBatchRoutes: Routes = async (app) => {
  app.post(
    '/api/staff/goods/enquiry/quoteBatch',
    { schema: { description: '批量人工报价：一次为多行报价（同一事务，全部成功或全部不写；重复提交相同内容不重复报价）', body: QuoteBatchBody, response: Answers(QuoteBatchAnswer) } },
    async (request) => {
      const who = quoterOf(requireStaff(request));
      const answer = await answerQuoteBatch(app.db, who, request.body);
      return ok(answer, QUOTE_BATCH_MSG.saved(answer.quoted, answer.unchanged));
    },
  );
};

export default staffQuoteBatchRoutes;
