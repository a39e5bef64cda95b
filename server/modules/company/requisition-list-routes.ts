// The requisition-list calls of the member service (issue 37 item 4): company/list/save, page,
// delete/{id} and toCart/{id}. The cart is the injected CartPort the plugin is given.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ListPageBody, ListSaveBody } from '../../../domain/company/company-payloads.ts';
import { ListToCartResult, RequisitionListRow } from '../../../domain/company/company-views.ts';
import { NoBody } from '../../../domain/shared/fields.ts';
import { requireMember } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { Answers, IdParams, OkEnvelope, PageOf } from '../../http/schemas.ts';
import type { CartPort } from './cart-port.ts';
import { LIST_MSG } from './messages.ts';
import { deleteRequisitionList, requisitionListPage, requisitionListToCart, saveRequisitionList, toCartMessage } from './requisition-list-service.ts';

const requisitionListRoutes: FastifyPluginAsyncTypebox<{ cart: CartPort }> = async (app, opts) => {
  const { cart } = opts;

  app.post('/api/company/list/save', {
    schema: {
      description: '新建或修改常购清单（企业成员共享；需“修改常购清单”权限）：带 id 为修改，lines 为全部商品行（不传则保留原行），fromCart 为以当前购物车保存',
      body: ListSaveBody,
      response: Answers(Type.Object({ id: Type.Integer({ description: '清单编号' }) })),
    },
  }, async (request) => ok({ id: await saveRequisitionList(app.db, cart, requireMember(request), request.body) }, LIST_MSG.saved));

  app.post('/api/company/list/page', {
    schema: { description: '常购清单分页（含商品行；企业成员看到企业的清单，个人会员看到自己的）', body: ListPageBody, response: Answers(PageOf(RequisitionListRow)) },
  }, async (request) => ok(await requisitionListPage(app.db, requireMember(request), request.body)));

  app.post('/api/company/list/delete/:id', {
    schema: { description: '删除常购清单（需“修改常购清单”权限）', params: IdParams, body: NoBody, response: { 200: OkEnvelope } },
  }, async (request) => {
    await deleteRequisitionList(app.db, requireMember(request), request.params.id);
    return ok(null, LIST_MSG.deleted);
  });

  app.post('/api/company/list/toCart/:id', {
    schema: { description: '把清单中在售的商品全部加入我的购物车（一个事务；需下单权限），答复未加入的商品及原因', params: IdParams, body: NoBody, response: Answers(ListToCartResult) },
  }, async (request) => {
    const result = await requisitionListToCart(app.db, cart, requireMember(request), request.params.id);
    return ok(result, toCartMessage(result));
  });
};

export default requisitionListRoutes;
