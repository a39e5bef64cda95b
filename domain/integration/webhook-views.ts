// What the webhook calls answer (issue 40 item 3): an endpoint (its secret masked, or whole once
// on creation or rotation) and a delivery with the last answer it got.
import { Type, type Static } from 'typebox';
import { Nullable } from '../shared/nullable.ts';
import { WebhookDeliveryStatusField, WebhookEventField } from './webhook-payloads.ts';

export const WebhookEndpointView = Type.Object({
  id: Type.Integer({ description: '编号' }),
  url: Type.String({ description: '接收地址' }),
  events: Type.Array(WebhookEventField, { description: '订阅的事件' }),
  secretMasked: Type.String({ description: '签名密钥（遮盖）' }),
  createdAt: Type.String({ description: '创建时间（ISO 8601）' }),
  pending: Type.Integer({ description: '待发送的投递数' }),
  failed: Type.Integer({ description: '已失败的投递数' }),
});
export type WebhookEndpointView = Static<typeof WebhookEndpointView>;

export const WebhookSaved = Type.Object({
  endpoint: WebhookEndpointView,
  secret: Nullable(Type.String({ description: '签名密钥：仅在创建或更换时出现一次，请妥善保存' })),
});
export type WebhookSaved = Static<typeof WebhookSaved>;

export const WebhookDeliveryView = Type.Object({
  id: Type.Integer({ description: '投递编号（X-Abk-Delivery）' }),
  eventId: Type.String({ description: '事件编号（evt_<n>）' }),
  eventType: WebhookEventField,
  endpointId: Type.Integer({ description: '接收地址编号' }),
  url: Type.String({ description: '接收地址' }),
  status: WebhookDeliveryStatusField,
  attempts: Type.Integer({ description: '已尝试次数' }),
  lastStatusCode: Nullable(Type.Integer({ description: '最近一次的 HTTP 状态码' })),
  lastResponse: Nullable(Type.String({ description: '最近一次答复的开头（至多 1 KB）' })),
  lastError: Nullable(Type.String({ description: '最近一次的错误' })),
  lastDurationMs: Nullable(Type.Integer({ description: '最近一次的耗时（毫秒）' })),
  lastAttemptAt: Nullable(Type.String({ description: '最近一次尝试时间' })),
  nextAttemptAt: Nullable(Type.String({ description: '下次尝试时间（待发送时）' })),
  deliveredAt: Nullable(Type.String({ description: '送达时间' })),
  createdAt: Type.String({ description: '事件时间' }),
});
export type WebhookDeliveryView = Static<typeof WebhookDeliveryView>;
