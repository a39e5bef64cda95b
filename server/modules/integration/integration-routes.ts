// The integration API (issue 40, docs/api/integration.md (part 2)): a company API client's token only
// (requireScope), under /gateway/<service>/api/integration/, tagged 集成接口 in the OpenAPI
// document. goods: prices and stock by code; order: order creation with an Idempotency-Key, and
// the order by our number or PO number.
import {
  IdempotencyHeaders, IntegrationOrder, IntegrationOrderBody, IntegrationOrderParams, IntegrationPrices, IntegrationPricesBody,
} from '../../../domain/integration/integration-api.ts';
import { ORDER_STATUS } from '../../../domain/orders/order-status.ts';
import { requireScope } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { badRequest } from '../../http/errors.ts';
import { Answers, EnvelopeOf, type Routes } from '../../http/schemas.ts';
import { assertActsForCompany, idempotencyKeyOf, integrationOrderFor, placeIntegrationOrder, type IntegrationCaller } from './integration-orders.ts';
import { integrationPrices } from './integration-prices.ts';
import { INTEGRATION_MSG } from './messages.ts';

const BASE = '/api/integration';
const TAGS = ['integration'];

function callerOf(auth: ReturnType<typeof requireScope>): IntegrationCaller {
  return { apiClientId: auth.client.apiClientId, companyId: auth.client.companyId, memberId: auth.memberId };
}

export const integrationGoodsRoutes: Routes = async (app) => {
  app.post(`${BASE}/prices`, {
    schema: {
      tags: TAGS,
      description: '按编码查询价格和库存（需 catalogue:read）：每个编码依次按商品编码、型号、贵司物料编码匹配，价格为贵司当前价（含协议价），最多 200 个',
      body: IntegrationPricesBody,
      response: Answers(IntegrationPrices),
    },
  }, async (request) => {
    const caller = callerOf(requireScope(request, 'catalogue:read'));
    const blank = request.body.codes.findIndex((c) => c.trim() === '');
    if (blank >= 0) throw badRequest(INTEGRATION_MSG.codeBlank(blank + 1));
    await assertActsForCompany(app.db, caller);
    return ok({ items: await integrationPrices(app.db, caller.memberId, request.body.codes) });
  });
};

export const integrationOrderRoutes: Routes = async (app) => {
  app.post(`${BASE}/orders`, {
    schema: {
      tags: TAGS,
      description: '下单（需 orders:write）：请求头 Idempotency-Key 必填，同一键同一内容返回同一订单，同一键不同内容 409；与会员结算相同，经过审批规则和预算',
      headers: IdempotencyHeaders,
      body: IntegrationOrderBody,
      response: { 200: EnvelopeOf(IntegrationOrder), 201: EnvelopeOf(IntegrationOrder) },
    },
  }, async (request, reply) => {
    const caller = callerOf(requireScope(request, 'orders:write'));
    const key = idempotencyKeyOf(request.headers['idempotency-key']);
    const placed = await placeIntegrationOrder(app.db, caller, key, request.body, {
      sms: app.providers.sms, approvalHoldHours: app.config.orders.approvalHoldHours, log: request.log,
    });
    reply.header('Idempotency-Replayed', placed.replayed ? 'true' : 'false');
    reply.status(placed.replayed ? 200 : 201);
    return ok(placed.order, placed.order.status === ORDER_STATUS.awaitingApproval ? INTEGRATION_MSG.orderPlacedForApproval : INTEGRATION_MSG.orderPlaced);
  });

  app.get(`${BASE}/orders/:orderNoOrPoNumber`, {
    schema: {
      tags: TAGS,
      description: '查询订单（需 orders:read）：按爱备客订单号或贵司采购单号，给出状态、审批、商品行、发货；有 invoices:read 时另给发票',
      params: IntegrationOrderParams,
      response: Answers(IntegrationOrder),
    },
  }, async (request) => {
    const auth = requireScope(request, 'orders:read');
    const invoices = auth.client.scopes.includes('invoices:read');
    return ok(await integrationOrderFor(app.db, callerOf(auth), request.params.orderNoOrPoNumber, { invoices }));
  });
};

