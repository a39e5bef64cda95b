// Credit terms (账期), docs/api/payments.md:
// - GET /api/future/getRestPayInfo/{id}: what a credit order still owes (RestPayInfo).
// - POST /api/future/memberUploadPayReceipt (multipart: orderId, amountFen, file): a repayment
//   receipt for staff to confirm; answers the fresh RestPayInfo.
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import { CreditReceiptFields } from '../../../domain/schemas/payment-payloads.ts';
import { requireMember } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { badRequest } from '../../http/errors.ts';
import { PAY_MSG } from './payment-messages.ts';
import { formInt, readReceiptForm } from './receipt-routes.ts';
import { restPayInfo, submitCreditReceipt } from './receipt-service.ts';

const IdParams = { params: Type.Object({ id: Type.Integer({ minimum: 1 }) }) };

export default async function futureRoutes(app: FastifyInstance) {
  app.get('/api/future/getRestPayInfo/:id', { schema: IdParams }, async (request) => {
    return ok(await restPayInfo(app.db, (request.params as { id: number }).id, requireMember(request)));
  });

  app.post('/api/future/memberUploadPayReceipt', async (request) => {
    const memberId = requireMember(request);
    const form = await readReceiptForm(request);
    const fields = { orderId: formInt(form.fields.orderId), amountFen: formInt(form.fields.amountFen) };
    const orderIdOk = fields.orderId >= 1;
    if (!Value.Check(CreditReceiptFields, fields)) throw badRequest(orderIdOk ? '还款金额须为正整数（单位：分）' : '请提供正确的订单编号');
    if (!form.file) throw badRequest(PAY_MSG.receiptMissing);
    await submitCreditReceipt(app.db, app.providers.uploads, { memberId, orderId: fields.orderId, amountFen: fields.amountFen, bytes: form.file });
    return ok(await restPayInfo(app.db, fields.orderId, memberId), '还款回单已上传，请等待工作人员确认');
  });
}
