// /api/ord/tmp/*: checkout drafts (the spec's temporary orders) and their submission.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ORDER_TYPE } from '../../../domain/order-rules.ts';
import { CartCheckoutBody, DraftListBody, IdBody, QuickBuyBody, ReorderBody, SubmitOrderBody } from '../../../domain/schemas/order-payloads.ts';
import { requireMember } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { forbidden } from '../../http/errors.ts';
import { loadBuyer, type Buyer } from './draft-pricing.ts';
import { cancelDraft, cartDraft, deleteDraft, draftCounts, draftView, listDrafts, quickBuyDraft, reorderDraft } from './draft-service.ts';
import { submitDraft } from './order-submit.ts';
import { ORDER_MSG } from './order-messages.ts';

const IdParams = { params: Type.Object({ id: Type.Integer({ minimum: 1 }) }) };
const TMP = '/api/ord/tmp';

export default async function draftRoutes(app: FastifyInstance) {
  const buyerOf = (request: FastifyRequest) => loadBuyer(app.db, requireMember(request));

  /** Personal calls refuse enterprises and the other way round. */
  async function buyerOfType(request: FastifyRequest, type: 1 | 2): Promise<Buyer> {
    const buyer = await buyerOf(request);
    if (buyer.orderType !== type) throw forbidden(type === ORDER_TYPE.personal ? ORDER_MSG.personalOnly : ORDER_MSG.enterpriseOnly);
    return buyer;
  }

  for (const [path, type] of [['personalOrder', ORDER_TYPE.personal], ['enterpriseOrder', ORDER_TYPE.enterprise]] as const) {
    app.post(`${TMP}/${path}`, { schema: { body: QuickBuyBody } }, async (request) => {
      const body = request.body as QuickBuyBody;
      return ok(await quickBuyDraft(app.db, await buyerOfType(request, type), body.goodsId, body.num));
    });
  }

  for (const [path, type] of [['cartPersonalOrder', ORDER_TYPE.personal], ['cartEnterpriseOrder', ORDER_TYPE.enterprise]] as const) {
    app.post(`${TMP}/${path}`, { schema: { body: CartCheckoutBody } }, async (request) => {
      return ok(await cartDraft(app.db, await buyerOfType(request, type), (request.body as CartCheckoutBody).cartIds));
    });
  }

  app.post(`${TMP}/xuOrder`, { schema: { body: ReorderBody } }, async (request) => {
    return ok(await reorderDraft(app.db, await buyerOf(request), (request.body as ReorderBody).orderId));
  });

  app.get(`${TMP}/getOrderInfo/:id`, { schema: IdParams }, async (request) => {
    return ok(await draftView(app.db, await buyerOf(request), (request.params as { id: number }).id));
  });

  app.post(`${TMP}/list`, { schema: { body: DraftListBody } }, async (request) => {
    return ok(await listDrafts(app.db, await buyerOf(request), request.body as DraftListBody));
  });

  app.get(`${TMP}/findOrderStatusCnt`, async (request) => ok(await draftCounts(app.db, requireMember(request))));

  app.post(`${TMP}/cancelOrder`, { schema: { body: IdBody } }, async (request) => {
    return ok(await cancelDraft(app.db, await buyerOf(request), (request.body as IdBody).id), '订单已取消');
  });

  app.post(`${TMP}/delOrder/:id`, { schema: IdParams }, async (request) => {
    await deleteDraft(app.db, requireMember(request), (request.params as { id: number }).id);
    return ok(null, '订单已删除');
  });

  app.post(`${TMP}/unified/create`, { schema: { body: SubmitOrderBody } }, async (request) => {
    return ok(await submitDraft(app.db, requireMember(request), request.body as SubmitOrderBody), '订单已提交');
  });
}
