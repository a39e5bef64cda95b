// The webhook calls of the member service (issue 40 item 3): company/webhook/save, list,
// delete/{id}, deliveries and resend/{deliveryId}, for the company admin (the `integrate` right);
// and the sender beside the server (a resend runs it at once).
import { Type } from 'typebox';
import { WebhookDeliveryPageBody, WebhookSaveBody } from '../../../domain/integration/webhook-payloads.ts';
import { WebhookDeliveryView, WebhookEndpointView, WebhookSaved } from '../../../domain/integration/webhook-views.ts';
import { NoBody } from '../../../domain/shared/fields.ts';
import { requireMember } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { Answers, Id, IdParams, OkEnvelope, PageOf, type Routes } from '../../http/schemas.ts';
import { WEBHOOK_MSG } from './messages.ts';
import { startWebhookSender } from './webhook-sender.ts';
import { listWebhooks, removeWebhook, resendWebhookDelivery, saveWebhook, webhookDeliveryPage } from './webhook-service.ts';

const DeliveryParams = Type.Object({ deliveryId: Id }, { additionalProperties: false });

export const webhookMemberRoutes: Routes = async (app) => {
  const tick = startWebhookSender(app);
  const options = () => ({ allowPrivate: app.config.webhooks.allowPrivate });

  app.post('/api/company/webhook/save', {
    schema: {
      description: '添加或修改 Webhook 接收地址（企业管理员；需“管理系统集成”权限）：带 id 为修改；地址须为 https 且解析到公网地址；签名密钥在添加或 rotateSecret 时生成并仅答复这一次',
      body: WebhookSaveBody,
      response: Answers(WebhookSaved),
    },
  }, async (request) => {
    const { saved, message } = await saveWebhook(app.db, requireMember(request), request.body, options());
    return ok(saved, message);
  });

  app.post('/api/company/webhook/list', {
    schema: { description: 'Webhook 接收地址列表（签名密钥遮盖显示，含待发送与已失败的投递数）', body: NoBody, response: Answers(Type.Array(WebhookEndpointView)) },
  }, async (request) => ok(await listWebhooks(app.db, requireMember(request))));

  app.post('/api/company/webhook/delete/:id', {
    schema: { description: '删除 Webhook 接收地址（其待发送的投递不再发送）', params: IdParams, body: NoBody, response: { 200: OkEnvelope } },
  }, async (request) => {
    await removeWebhook(app.db, requireMember(request), request.params.id);
    return ok(null, WEBHOOK_MSG.deleted);
  });

  app.post('/api/company/webhook/deliveries', {
    schema: { description: 'Webhook 投递记录分页（新的在前；可按接收地址、状态、事件筛选），含最近一次答复', body: WebhookDeliveryPageBody, response: Answers(PageOf(WebhookDeliveryView)) },
  }, async (request) => ok(await webhookDeliveryPage(app.db, requireMember(request), request.body)));

  app.post('/api/company/webhook/resend/:deliveryId', {
    schema: { description: '重新发送一条投递（立即再试一次；对待发送的投递重复调用无副作用）', params: DeliveryParams, body: NoBody, response: Answers(WebhookDeliveryView) },
  }, async (request) => {
    const view = await resendWebhookDelivery(app.db, requireMember(request), request.params.deliveryId);
    if (tick) void tick();
    return ok(view, WEBHOOK_MSG.resent);
  });
};
