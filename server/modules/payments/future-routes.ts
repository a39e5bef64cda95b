// Credit terms (账期), docs/api/payments.md:
// - GET /api/future/getRestPayInfo/{id}: what a credit order still owes (RestPayInfo).
// - POST /api/future/memberUploadPayReceipt (multipart: orderId, amountFen, file): a repayment
//   receipt for staff to confirm; answers the fresh RestPayInfo.
import { Value } from 'typebox/value';
import { RestPayInfo } from '../../../domain/orders/orders.ts';
import { CreditReceiptFields } from '../../../domain/payments/payment-payloads.ts';
import { requireMember } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { badRequest } from '../../http/errors.ts';
import { Answers, IdParams, type Routes } from '../../http/schemas.ts';
import { PAY_MSG } from './messages.ts';
import { formInt, readReceiptForm, ReceiptFormDoc } from './receipt-routes.ts';
import { restPayInfo, submitCreditReceipt } from './receipt-service.ts';
import { acceptMultipart } from '../../http/multipart.ts';

/** The text fields of the repayment form. */
const FIELDS = ['orderId', 'amountFen'] as const;

const futureRoutes: Routes = async (app) => {
  await acceptMultipart(app);
  app.get('/api/future/getRestPayInfo/:id', { schema: { description: '账期订单的待还款信息', params: IdParams, response: Answers(RestPayInfo) } }, async (request) => {
    return ok(await restPayInfo(app.db, request.params.id, requireMember(request)));
  });

  app.post(
    '/api/future/memberUploadPayReceipt',
    {
      schema: {
        description: '上传账期还款回单（multipart：orderId、amountFen、file），等待工作人员确认',
        consumes: ['multipart/form-data'],
        form: ReceiptFormDoc(FIELDS),
        response: Answers(RestPayInfo),
      },
    },
    async (request) => {
      const memberId = requireMember(request);
      const form = await readReceiptForm(request, FIELDS);
      const fields = { orderId: formInt(form.fields.orderId), amountFen: formInt(form.fields.amountFen) };
      const orderIdOk = fields.orderId >= 1;
      if (!Value.Check(CreditReceiptFields, fields)) throw badRequest(orderIdOk ? PAY_MSG.creditAmountInteger : PAY_MSG.receiptOrderId);
      if (!form.file) throw badRequest(PAY_MSG.receiptMissing);
      await submitCreditReceipt(app.db, app.providers.uploads, { memberId, orderId: fields.orderId, amountFen: fields.amountFen, bytes: form.file });
      return ok(await restPayInfo(app.db, fields.orderId, memberId), PAY_MSG.creditReceiptUploaded);
    },
  );
};

export default futureRoutes;
