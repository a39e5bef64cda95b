// POST /api/ord/sale/memberUploadPayReceipt (multipart: orderId, file): a bank-transfer receipt
// for an order; answers the OrderDetail (now 待确认). docs/api/payments.md. Multipart forms are
// read part by part here and their text fields checked with the payload schemas.
import type { FastifyRequest } from 'fastify';
import { Value } from 'typebox/value';
import { RECEIPT_MAX_BYTES } from '../../../domain/orders/order-rules.ts';
import { OrderDetail } from '../../../domain/orders/orders.ts';
import { ReceiptFields } from '../../../domain/payments/payment-payloads.ts';
import { requireMember } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { badRequest } from '../../http/errors.ts';
import { Answers, type Routes } from '../../http/schemas.ts';
import { orderDetailFor } from '../orders/public.ts';
import { PAY_MSG } from './messages.ts';
import { submitTransferReceipt } from './receipt-service.ts';

export interface ReceiptForm {
  fields: Record<string, string>;
  file: Uint8Array | null;
}

/** Reads a receipt form: its text fields and the part named `file` (at most RECEIPT_MAX_BYTES). */
export async function readReceiptForm(request: FastifyRequest): Promise<ReceiptForm> {
  if (!request.isMultipart()) throw badRequest(PAY_MSG.receiptFields);
  const form: ReceiptForm = { fields: {}, file: null };
  for await (const part of request.parts({ limits: { fileSize: RECEIPT_MAX_BYTES, files: 1 } })) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer().catch((err: { code?: string }) => {
        if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(PAY_MSG.receiptTooLarge);
        throw err;
      });
      if (part.fieldname === 'file') form.file = bytes;
    } else if (typeof part.value === 'string') {
      form.fields[part.fieldname] = part.value;
    }
  }
  return form;
}

/** A whole positive number from a form field, or NaN. */
export const formInt = (v: string | undefined) => (v !== undefined && /^\d{1,15}$/.test(v.trim()) ? Number(v.trim()) : Number.NaN);

const receiptRoutes: Routes = async (app) => {
  app.post(
    '/api/ord/sale/memberUploadPayReceipt',
    {
      schema: {
        description: '上传对公转账回单（multipart：orderId、file），订单进入待确认',
        consumes: ['multipart/form-data'],
        response: Answers(OrderDetail),
      },
    },
    async (request) => {
      const memberId = requireMember(request);
      const form = await readReceiptForm(request);
      const fields = { orderId: formInt(form.fields.orderId) };
      if (!Value.Check(ReceiptFields, fields)) throw badRequest(PAY_MSG.receiptOrderId);
      if (!form.file) throw badRequest(PAY_MSG.receiptMissing);
      await submitTransferReceipt(app.db, app.providers.uploads, { memberId, orderId: fields.orderId, bytes: form.file });
      return ok(await orderDetailFor(app.db, memberId, fields.orderId), PAY_MSG.receiptUploaded);
    },
  );
};

export default receiptRoutes;
