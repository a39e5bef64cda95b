// /api/memberInvoice/*: list, get, save, update, delete, setDefault and setDefaultInvoice (the
// spec names both; they do the same: make this title the default). A company member reads and
// writes the company's titles (book-owner.ts).
import { Type } from 'typebox';
import { MAX_INVOICES } from '../../../domain/member-books/book-limits.ts';
import { InvoiceBody, InvoiceUpdateBody } from '../../../domain/member-books/book-payloads.ts';
import { InvoiceRow } from '../../../domain/member-books/book-rows.ts';
import { invoiceProblem } from '../../../domain/member-books/invoice-rules.ts';
import { MSG } from '../../../domain/shared/messages.ts';
import { requireMember } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { Answers, IdParams, OkEnvelope, type Routes } from '../../http/schemas.ts';
import {
  countInvoices,
  deleteInvoice,
  getInvoice,
  listInvoices,
  saveInvoice,
  setDefaultInvoice,
  updateInvoice,
  type InvoiceValues,
} from './invoice-repository.ts';
import { bookReader, bookWriter } from './book-owner.ts';
import { BOOKS_MSG } from './messages.ts';

/** The stored fields of a payload, refused with the first invoice rule it breaks. */
function checked(body: InvoiceBody): InvoiceValues {
  const { isDefault: _default, ...values } = body;
  const problem = invoiceProblem(values);
  if (problem) throw badRequest(problem);
  return values;
}

/** The row just written (it exists: the write was scoped to the book's owner). */
function written(row: InvoiceRow | null): InvoiceRow {
  if (!row) throw notFound(MSG.invoiceNotFound);
  return row;
}

const invoiceRoutes: Routes = async (app) => {
  const done = { schema: { params: IdParams, response: { 200: OkEnvelope } } };

  app.get('/api/memberInvoice/list', { schema: { response: Answers(Type.Array(InvoiceRow)) } }, async (request) =>
    ok(await listInvoices(app.db, await bookReader(app.db, requireMember(request)))),
  );

  app.get('/api/memberInvoice/get/:id', { schema: { params: IdParams, response: Answers(InvoiceRow) } }, async (request) =>
    ok(written(await getInvoice(app.db, await bookReader(app.db, requireMember(request)), request.params.id))),
  );

  app.post('/api/memberInvoice/save', { schema: { body: InvoiceBody, response: Answers(InvoiceRow) } }, async (request) => {
    const memberId = await bookWriter(app.db, requireMember(request));
    const body = request.body;
    const values = checked(body);
    if ((await countInvoices(app.db, memberId)) >= MAX_INVOICES) throw conflict(MSG.invoiceLimit(MAX_INVOICES));
    const id = await saveInvoice(app.db, memberId, values, body.isDefault === true);
    return ok(written(await getInvoice(app.db, memberId, id)), BOOKS_MSG.invoiceSaved);
  });

  app.post('/api/memberInvoice/update', { schema: { body: InvoiceUpdateBody, response: Answers(InvoiceRow) } }, async (request) => {
    const memberId = await bookWriter(app.db, requireMember(request));
    const { id, ...body } = request.body;
    if (!(await updateInvoice(app.db, memberId, id, checked(body), body.isDefault === true))) throw notFound(MSG.invoiceNotFound);
    return ok(written(await getInvoice(app.db, memberId, id)), BOOKS_MSG.invoiceUpdated);
  });

  app.post('/api/memberInvoice/delete/:id', done, async (request) => {
    if (!(await deleteInvoice(app.db, await bookWriter(app.db, requireMember(request)), request.params.id))) throw notFound(MSG.invoiceNotFound);
    return ok(null, BOOKS_MSG.invoiceDeleted);
  });

  for (const path of ['/api/memberInvoice/setDefault/:id', '/api/memberInvoice/setDefaultInvoice/:id']) {
    app.post(path, done, async (request) => {
      if (!(await setDefaultInvoice(app.db, await bookWriter(app.db, requireMember(request)), request.params.id))) throw notFound(MSG.invoiceNotFound);
      return ok(null, BOOKS_MSG.invoiceDefaultSet);
    });
  }
};

export default invoiceRoutes;
