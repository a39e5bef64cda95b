// /api/ord/tmp/*: checkout drafts (the spec's temporary orders) and their submission.
import { Type } from 'typebox';
import { ORDER_TYPE, type OrderType } from '../../../domain/orders/order-rules.ts';
import { ORDER_STATUS } from '../../../domain/orders/order-status.ts';
import { CartCheckoutBody, DraftListBody, IdBody, QuickBuyBody, ReorderBody, SubmitOrderBody } from '../../../domain/orders/order-payloads.ts';
import { DraftSummary, DraftView, StatusCount, SubmittedOrder } from '../../../domain/orders/orders.ts';
import { requireMember } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { forbidden } from '../../http/errors.ts';
import { Answers, IdParams, OkEnvelope, PageOf, type Routes } from '../../http/schemas.ts';
import { ORDER_MSG } from '../orders/public.ts';
import { loadBuyer, type Buyer } from './draft-pricing.ts';
import { cancelDraft, cartDraft, deleteDraft, draftCounts, draftView, listDrafts, quickBuyDraft, reorderDraft } from './draft-service.ts';
import { submitDraft } from './order-submit.ts';

const TMP = '/api/ord/tmp';

const draftRoutes: Routes = async (app) => {
  const buyerOf = (memberId: number) => loadBuyer(app.db, memberId);

  /** Personal calls refuse enterprises and the other way round. */
  async function buyerOfType(memberId: number, type: OrderType): Promise<Buyer> {
    const buyer = await buyerOf(memberId);
    if (buyer.orderType !== type) throw forbidden(type === ORDER_TYPE.personal ? ORDER_MSG.personalOnly : ORDER_MSG.enterpriseOnly);
    return buyer;
  }

  const quickBuys = [
    { path: 'personalOrder', type: ORDER_TYPE.personal, description: '立即购买（个人会员）：生成待确认订单' },
    { path: 'enterpriseOrder', type: ORDER_TYPE.enterprise, description: '立即购买（企业会员）：生成待确认订单' },
  ] as const;
  for (const { path, type, description } of quickBuys) {
    app.post(`${TMP}/${path}`, { schema: { description, body: QuickBuyBody, response: Answers(DraftView) } }, async (request) => {
      const { goodsId, num } = request.body;
      return ok(await quickBuyDraft(app.db, await buyerOfType(requireMember(request), type), goodsId, num));
    });
  }

  const cartCheckouts = [
    { path: 'cartPersonalOrder', type: ORDER_TYPE.personal, description: '购物车结算（个人会员）：勾选的商品生成待确认订单' },
    { path: 'cartEnterpriseOrder', type: ORDER_TYPE.enterprise, description: '购物车结算（企业会员）：勾选的商品生成待确认订单' },
  ] as const;
  for (const { path, type, description } of cartCheckouts) {
    app.post(`${TMP}/${path}`, { schema: { description, body: CartCheckoutBody, response: Answers(DraftView) } }, async (request) => {
      return ok(await cartDraft(app.db, await buyerOfType(requireMember(request), type), request.body.cartIds));
    });
  }

  app.post(`${TMP}/xuOrder`, { schema: { description: '再次购买：按原订单的商品和数量生成待确认订单', body: ReorderBody, response: Answers(DraftView) } }, async (request) => {
    return ok(await reorderDraft(app.db, await buyerOf(requireMember(request)), request.body.orderId));
  });

  app.get(`${TMP}/getOrderInfo/:id`, { schema: { description: '待确认订单详情（按当前价格计算）', params: IdParams, response: Answers(DraftView) } }, async (request) => {
    return ok(await draftView(app.db, await buyerOf(requireMember(request)), request.params.id));
  });

  app.post(`${TMP}/list`, { schema: { description: '待确认订单列表', body: DraftListBody, response: Answers(PageOf(DraftSummary)) } }, async (request) => {
    return ok(await listDrafts(app.db, await buyerOf(requireMember(request)), request.body));
  });

  app.get(`${TMP}/findOrderStatusCnt`, { schema: { description: '各状态的待确认订单数（全部在前）', response: Answers(Type.Array(StatusCount)) } }, async (request) =>
    ok(await draftCounts(app.db, requireMember(request))),
  );

  app.post(`${TMP}/cancelOrder`, { schema: { description: '取消待确认订单', body: IdBody, response: Answers(DraftView) } }, async (request) => {
    return ok(await cancelDraft(app.db, await buyerOf(requireMember(request)), request.body.id), ORDER_MSG.draftCancelledOk);
  });

  app.post(`${TMP}/delOrder/:id`, { schema: { description: '删除已提交或已取消的待确认订单', params: IdParams, response: { 200: OkEnvelope } } }, async (request) => {
    await deleteDraft(app.db, requireMember(request), request.params.id);
    return ok(null, ORDER_MSG.draftDeletedOk);
  });

  app.post(`${TMP}/unified/create`, { schema: { description: '提交订单：待确认订单生成销售订单（clientKey 幂等）；企业订单可带采购单号和成本中心，达到审批规则或超出柔性预算时进入待审批（status 6），超出硬性预算时 409', body: SubmitOrderBody, response: Answers(SubmittedOrder) } }, async (request) => {
    const order = await submitDraft(app.db, requireMember(request), request.body, { sms: app.providers.sms, approvalHoldHours: app.config.orders.approvalHoldHours, log: request.log });
    return ok(order, order.status === ORDER_STATUS.awaitingApproval ? ORDER_MSG.submittedForApproval : ORDER_MSG.submittedOk);
  });
};

export default draftRoutes;
