// The bodies of the webhook calls of the member service (issue 40 item 3), shared by the forms and
// the server. Objects refuse unknown fields; every string has a maxLength.
import { Type, type Static } from 'typebox';
import { Nullable } from '../shared/nullable.ts';
import { PageQuery } from '../shared/page-query.ts';
import { ID_MAX } from '../shared/row-id.ts';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENTS, WEBHOOK_URL_MAX, type WebhookDeliveryStatus, type WebhookEventType } from './webhook-events.ts';

const closed = { additionalProperties: false } as const;
const RowId = Type.Integer({ minimum: 1, maximum: ID_MAX });

export const WebhookEventField = Type.Unsafe<WebhookEventType>({ type: 'string', enum: [...WEBHOOK_EVENTS], description: '事件：order.created 订单已提交，order.approved 订单审批通过，order.shipped 订单已发货，order.completed 订单已完成，refund.completed 售后退款完成，quote.sent 报价单已发出' });
export const WebhookDeliveryStatusField = Type.Unsafe<WebhookDeliveryStatus>({ type: 'string', enum: [...WEBHOOK_DELIVERY_STATUSES], description: '投递状态：pending 待发送，delivered 已送达，failed 已失败' });

/** Creates (no id) or changes (id) an endpoint; `rotateSecret` makes a new secret, answered once. */
export const WebhookSaveBody = Type.Object({
  id: Type.Optional(RowId),
  url: Type.String({ minLength: 1, maxLength: WEBHOOK_URL_MAX, description: '接收地址（https）' }),
  events: Type.Array(WebhookEventField, { maxItems: WEBHOOK_EVENTS.length, description: '订阅的事件' }),
  rotateSecret: Type.Optional(Type.Boolean({ description: '修改时生成新的签名密钥（仅在本次答复中出现一次）' })),
}, closed);
export type WebhookSaveBody = Static<typeof WebhookSaveBody>;

export const WebhookDeliveryPageBody = Type.Object({
  ...PageQuery.properties,
  endpointId: Type.Optional(Nullable(RowId)),
  status: Type.Optional(Nullable(WebhookDeliveryStatusField)),
  eventType: Type.Optional(Nullable(WebhookEventField)),
}, closed);
export type WebhookDeliveryPageBody = Static<typeof WebhookDeliveryPageBody>;
