// POST /api/ord/sale/memberUploadPayReceipt (multipart: orderId, amountFen, payerName, file): a
// bank-transfer receipt for an order with the amount the member transferred and the payer
// account's name (issue 34); answers the OrderDetail (now 待确认). docs/api/payments.md. Multipart
// forms are read part by part here and their text fields checked with the payload schemas.
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import { RECEIPT_MAX_BYTES } from '../../../domain/orders/order-rules.ts';
import { OrderDetail } from '../../../domain/orders/orders.ts';
import { PAYER_NAME_MAX, ReceiptFields } from '../../../domain/payments/payment-payloads.ts';
import { requireMember } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { badRequest } from '../../http/errors.ts';
import { acceptMultipart, FormDoc, FormFile, formText, repeatedPart, unknownPart } from '../../http/multipart.ts';
import { Answers, type Routes } from '../../http/schemas.ts';
import { orderDetailFor } from '../orders/public.ts';
import { PAY_MSG } from './messages.ts';
import { submitTransferReceipt } from './receipt-service.ts';

export interface ReceiptForm {
  fields: Record<string, string>;
  file: Uint8Array | null;
}

/** The text fields of the receipt forms together (order receipt, credit repayment, service order receipt). */
const RECEIPT_TEXT_FIELDS: readonly string[] = ['orderId', 'amountFen', 'id'];
/** The longest value of a receipt form's text field (a whole number in text). */
const RECEIPT_TEXT_MAX = 32;
/** The longest payerName part read before its own check (PAYER_NAME_MAX after trimming) answers in Chinese. */
const PAYER_NAME_PART_MAX = 400;

/** A receipt form as documented (OpenAPI): its text fields and the receipt `file`. */
export function ReceiptFormDoc(textFields: readonly string[]) {
  return FormDoc(
    {
      ...Object.fromEntries(
        textFields.map((n) => [
          n,
          n === 'payerName'
            ? Type.String({ minLength: 1, maxLength: PAYER_NAME_MAX, description: '付款账户名称（去掉首尾空格后 1 至 60 个字）' })
            : Type.String({ pattern: '^[0-9]{1,15}$', maxLength: RECEIPT_TEXT_MAX, ...(n === 'amountFen' ? { description: '转账金额（分，大于 0 的整数）' } : {}) }),
        ]),
      ),
      file: FormFile({ description: '回单（PDF、PNG、JPEG 或 WebP）' }),
    },
    [...textFields, 'file'],
  );
}

/**
 * Reads a receipt form: the text fields it takes (`textFields`) and the part named `file` (at most
 * RECEIPT_MAX_BYTES); any other part, a field sent twice, or a field with NUL or too long is refused.
 */
export async function readReceiptForm(request: FastifyRequest, textFields: readonly string[] = RECEIPT_TEXT_FIELDS): Promise<ReceiptForm> {
  if (!request.isMultipart()) throw badRequest(PAY_MSG.receiptFields);
  const form: ReceiptForm = { fields: {}, file: null };
  for await (const part of request.parts({ limits: { fileSize: RECEIPT_MAX_BYTES, files: 1 } })) {
    if (part.type === 'file' && part.fieldname !== 'file') throw unknownPart(part.fieldname);
    if (part.type !== 'file' && !textFields.includes(part.fieldname)) throw unknownPart(part.fieldname);
    if (part.type !== 'file' && Object.hasOwn(form.fields, part.fieldname)) throw repeatedPart(part.fieldname);
    if (part.type === 'file') {
      const bytes = await part.toBuffer().catch((err: { code?: string }) => {
        if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(PAY_MSG.receiptTooLarge);
        throw err;
      });
      form.file = bytes;
    } else {
      form.fields[part.fieldname] = formText(part, part.fieldname === 'payerName' ? PAYER_NAME_PART_MAX : RECEIPT_TEXT_MAX);
    }
  }
  return form;
}

/** A whole positive number from a form field, or NaN. */
export const formInt = (v: string | undefined) => (v !== undefined && /^\d{1,15}$/.test(v.trim()) ? Number(v.trim()) : Number.NaN);

/** The order receipt's text fields checked one by one, each refusal its own Chinese sentence. */
function receiptFields(fields: Record<string, string>): ReceiptFields {
  const checked = { orderId: formInt(fields.orderId), amountFen: formInt(fields.amountFen), payerName: (fields.payerName ?? '').trim() };
  if (!Value.Check(ReceiptFields.properties.orderId, checked.orderId)) throw badRequest(PAY_MSG.receiptOrderId);
  if (fields.amountFen === undefined || fields.amountFen.trim() === '') throw badRequest(PAY_MSG.receiptAmountMissing);
  if (!Value.Check(ReceiptFields.properties.amountFen, checked.amountFen)) throw badRequest(PAY_MSG.receiptAmount);
  if (checked.payerName === '') throw badRequest(PAY_MSG.payerNameMissing);
  if ([...checked.payerName].length > PAYER_NAME_MAX) throw badRequest(PAY_MSG.payerNameTooLong);
  if (!Value.Check(ReceiptFields, checked)) throw badRequest(PAY_MSG.receiptFields);
  return checked;
}

const receiptRoutes: Routes = async (app) => {
  await acceptMultipart(app);
  app.post(
    '/api/ord/sale/memberUploadPayReceipt',
    {
      schema: {
        description: '上传对公转账回单（multipart：orderId、amountFen 转账金额（分）、payerName 付款账户名称、file），订单进入待确认',
        consumes: ['multipart/form-data'],
        form: ReceiptFormDoc(['orderId', 'amountFen', 'payerName']),
        response: Answers(OrderDetail),
      },
    },
    async (request) => {
      const memberId = requireMember(request);
      const form = await readReceiptForm(request, ['orderId', 'amountFen', 'payerName']);
      const fields = receiptFields(form.fields);
      if (!form.file) throw badRequest(PAY_MSG.receiptMissing);
      await submitTransferReceipt(app.db, app.providers.uploads, {
        memberId, orderId: fields.orderId, statedAmountFen: fields.amountFen, payerName: fields.payerName, bytes: form.file,
      });
      return ok(await orderDetailFor(app.db, memberId, fields.orderId), PAY_MSG.receiptUploaded);
    },
  );
};

export default receiptRoutes;
