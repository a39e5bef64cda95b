// /api/memberAddress/*: list, invoiceList, get, save, update, delete, setDefaultAddress. A company
// member reads and writes the company's addresses (book-owner.ts).
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { MAX_ADDRESSES } from '../../../domain/member-books/book-limits.ts';
import { AddressBody, AddressUpdateBody } from '../../../domain/member-books/book-payloads.ts';
import { AddressRow } from '../../../domain/member-books/book-rows.ts';
import { MSG } from '../../../domain/shared/messages.ts';
import { requireMember } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { Answers, IdParams, OkEnvelope, type Routes } from '../../http/schemas.ts';
import { countAddresses, deleteAddress, getAddress, listAddresses, saveAddress, setDefaultAddress, updateAddress } from './address-repository.ts';
import { regionText } from './area-tree.ts';
import { bookReader, bookWriter } from './book-owner.ts';
import { BOOKS_MSG } from './messages.ts';
import { readDb } from '../../db/replica-reads.ts';

/** The stored fields of a payload: trimmed, with the region text of its three codes. */
function values(body: AddressBody) {
  const region = regionText(body.provinceCode, body.cityCode, body.districtCode);
  if (!region) throw badRequest(MSG.regionMismatch);
  const { isDefault: _default, ...rest } = body;
  return { ...rest, consignee: rest.consignee.trim(), detail: rest.detail.trim(), regionText: region };
}

/** The row just written (it exists: the write was scoped to the book's owner). */
function written(row: AddressRow | null): AddressRow {
  if (!row) throw notFound(MSG.addressNotFound);
  return row;
}

const addressRoutes: Routes = async (app) => {
  const list = { schema: { response: Answers(Type.Array(AddressRow)) } };
  const one = { schema: { params: IdParams, response: Answers(AddressRow) } };
  const done = { schema: { params: IdParams, response: { 200: OkEnvelope } } };

  // The book read and written is the company's for a member of one (book-owner.ts).
  // A member's books may be read from a replica: right after their own write they read the primary (db/replica-reads.ts).
  const books = async (request: FastifyRequest) => {
    const db = await readDb(request);
    return { db, owner: await bookReader(db, requireMember(request)) };
  };
  app.get('/api/memberAddress/list', list, async (request) => {
    const { db, owner } = await books(request);
    return ok(await listAddresses(db, owner));
  });

  // The addresses an invoice can be mailed to: the same book, default first.
  app.get('/api/memberAddress/invoiceList', list, async (request) => {
    const { db, owner } = await books(request);
    return ok(await listAddresses(db, owner));
  });

  app.get('/api/memberAddress/get/:id', one, async (request) => {
    const { db, owner } = await books(request);
    return ok(written(await getAddress(db, owner, request.params.id)));
  });

  app.post('/api/memberAddress/save', { schema: { body: AddressBody, response: Answers(AddressRow) } }, async (request) => {
    const memberId = await bookWriter(app.db, requireMember(request));
    const body = request.body;
    if ((await countAddresses(app.db, memberId)) >= MAX_ADDRESSES) throw conflict(MSG.addressLimit(MAX_ADDRESSES));
    const id = await saveAddress(app.db, memberId, values(body), body.isDefault === true);
    return ok(written(await getAddress(app.db, memberId, id)), BOOKS_MSG.addressSaved);
  });

  app.post('/api/memberAddress/update', { schema: { body: AddressUpdateBody, response: Answers(AddressRow) } }, async (request) => {
    const memberId = await bookWriter(app.db, requireMember(request));
    const { id, ...body } = request.body;
    if (!(await updateAddress(app.db, memberId, id, values(body), body.isDefault === true))) throw notFound(MSG.addressNotFound);
    return ok(written(await getAddress(app.db, memberId, id)), BOOKS_MSG.addressUpdated);
  });

  app.post('/api/memberAddress/delete/:id', done, async (request) => {
    if (!(await deleteAddress(app.db, await bookWriter(app.db, requireMember(request)), request.params.id))) throw notFound(MSG.addressNotFound);
    return ok(null, BOOKS_MSG.addressDeleted);
  });

  app.post('/api/memberAddress/setDefaultAddress/:id', done, async (request) => {
    if (!(await setDefaultAddress(app.db, await bookWriter(app.db, requireMember(request)), request.params.id))) throw notFound(MSG.addressNotFound);
    return ok(null, BOOKS_MSG.addressDefaultSet);
  });
};

export default addressRoutes;
