// /api/memberAddress/*: list, invoiceList, get, save, update, delete, setDefaultAddress.
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { MAX_ADDRESSES } from '../../../domain/member-books.ts';
import { MSG } from '../../../domain/messages.ts';
import { AddressBody, AddressUpdateBody } from '../../../domain/schemas/address-payloads.ts';
import { requireMember } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { regionText } from '../system/area-tree.ts';
import {
  countAddresses,
  deleteAddress,
  getAddress,
  listAddresses,
  saveAddress,
  setDefaultAddress,
  updateAddress,
} from './address-repository.ts';

const IdParams = { params: Type.Object({ id: Type.Integer({ minimum: 1 }) }) };

function values(body: AddressBody) {
  const region = regionText(body.provinceCode, body.cityCode, body.districtCode);
  if (!region) throw badRequest(MSG.regionMismatch);
  const { isDefault: _default, ...rest } = body;
  return { ...rest, consignee: rest.consignee.trim(), detail: rest.detail.trim(), regionText: region };
}

export default async function addressRoutes(app: FastifyInstance) {
  app.get('/api/memberAddress/list', async (request) => ok(await listAddresses(app.db, requireMember(request))));

  // The addresses an invoice can be mailed to: the same book, default first.
  app.get('/api/memberAddress/invoiceList', async (request) => ok(await listAddresses(app.db, requireMember(request))));

  app.get('/api/memberAddress/get/:id', { schema: IdParams }, async (request) => {
    const address = await getAddress(app.db, requireMember(request), (request.params as { id: number }).id);
    if (!address) throw notFound(MSG.addressNotFound);
    return ok(address);
  });

  app.post('/api/memberAddress/save', { schema: { body: AddressBody } }, async (request) => {
    const memberId = requireMember(request);
    const body = request.body as AddressBody;
    if ((await countAddresses(app.db, memberId)) >= MAX_ADDRESSES) throw conflict(MSG.addressLimit(MAX_ADDRESSES));
    const id = await saveAddress(app.db, memberId, values(body), body.isDefault === true);
    return ok(await getAddress(app.db, memberId, id), '地址已保存');
  });

  app.post('/api/memberAddress/update', { schema: { body: AddressUpdateBody } }, async (request) => {
    const memberId = requireMember(request);
    const { id, ...body } = request.body as AddressBody & { id: number };
    if (!(await updateAddress(app.db, memberId, id, values(body), body.isDefault === true))) throw notFound(MSG.addressNotFound);
    return ok(await getAddress(app.db, memberId, id), '地址已更新');
  });

  app.post('/api/memberAddress/delete/:id', { schema: IdParams }, async (request) => {
    if (!(await deleteAddress(app.db, requireMember(request), (request.params as { id: number }).id))) throw notFound(MSG.addressNotFound);
    return ok(null, '地址已删除');
  });

  app.post('/api/memberAddress/setDefaultAddress/:id', { schema: IdParams }, async (request) => {
    if (!(await setDefaultAddress(app.db, requireMember(request), (request.params as { id: number }).id))) throw notFound(MSG.addressNotFound);
    return ok(null, '已设为默认地址');
  });
}
