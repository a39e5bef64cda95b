// /api/memberInvoice/*: list, get, save, update, delete, setDefault and setDefaultInvoice (the
// spec names both; they do the same: make this title the member's default).
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { invoiceProblem } from '../../../domain/invoice-rules.ts';
import { MSG } from '../../../domain/messages.ts';
import { InvoiceBody, InvoiceUpdateBody } from '../../../domain/schemas/address-payloads.ts';
import { requireMember } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { MAX_INVOICES } from '../../../domain/member-books.ts';
import { countInvoices, getInvoice, listInvoices, saveInvoice, updateInvoice, type InvoiceValues } from './invoice-repository.ts';
import { setDefault, softDelete } from './member-owned-rows.ts';

const IdParams = { params: Type.Object({ id: Type.Integer({ minimum: 1 }) }) };

function checked(body: InvoiceBody): InvoiceValues {
  const { isDefault: _default, ...values } = body;
  const problem = invoiceProblem(values);
  if (problem) throw badRequest(problem);
  return values;
}

export default async function invoiceRoutes(app: FastifyInstance) {
  app.get('/api/memberInvoice/list', async (request) => ok(await listInvoices(app.db, requireMember(request))));

  app.get('/api/memberInvoice/get/:id', { schema: IdParams }, async (request) => {
    const invoice = await getInvoice(app.db, requireMember(request), (request.params as { id: number }).id);
    if (!invoice) throw notFound(MSG.invoiceNotFound);
    return ok(invoice);
  });

  app.post('/api/memberInvoice/save', { schema: { body: InvoiceBody } }, async (request) => {
    const memberId = requireMember(request);
    const body = request.body as InvoiceBody;
    const values = checked(body);
    if ((await countInvoices(app.db, memberId)) >= MAX_INVOICES) throw conflict(MSG.invoiceLimit(MAX_INVOICES));
    const id = await saveInvoice(app.db, memberId, values, body.isDefault === true);
    return ok(await getInvoice(app.db, memberId, id), '发票信息已保存');
  });

  app.post('/api/memberInvoice/update', { schema: { body: InvoiceUpdateBody } }, async (request) => {
    const memberId = requireMember(request);
    const { id, ...body } = request.body as InvoiceBody & { id: number };
    if (!(await updateInvoice(app.db, memberId, id, checked(body), body.isDefault === true))) throw notFound(MSG.invoiceNotFound);
    return ok(await getInvoice(app.db, memberId, id), '发票信息已更新');
  });

  app.post('/api/memberInvoice/delete/:id', { schema: IdParams }, async (request) => {
    if (!(await softDelete(app.db, 'memberInvoice', requireMember(request), (request.params as { id: number }).id))) throw notFound(MSG.invoiceNotFound);
    return ok(null, '发票信息已删除');
  });

  for (const path of ['/api/memberInvoice/setDefault/:id', '/api/memberInvoice/setDefaultInvoice/:id']) {
    app.post(path, { schema: IdParams }, async (request) => {
      if (!(await setDefault(app.db, 'memberInvoice', requireMember(request), (request.params as { id: number }).id))) throw notFound(MSG.invoiceNotFound);
      return ok(null, '已设为默认发票');
    });
  }
}
