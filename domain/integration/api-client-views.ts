// What the API client calls answer (issue 40): TypeBox schemas, so the response schema and the
// SPA's type are one definition. The secret appears only in ApiClientSecret, the answer of a
// create or a rotation; its hash is never answered. Times are ISO 8601.
import { Type, type Static } from 'typebox';
import { Nullable } from '../shared/nullable.ts';
import { API_CLIENT_STATUSES, type ApiClientStatus } from './api-client-rules.ts';

export const ApiClientStatusField = Type.Unsafe<ApiClientStatus>({ type: 'string', enum: [...API_CLIENT_STATUSES], description: '状态：active 启用，revoked 已停用' });

export const ApiScopeView = Type.Object({
  scope: Type.String({ description: '权限范围' }),
  text: Type.String({ description: '权限范围的中文说明' }),
});

export const ApiClientRow = Type.Object({
  id: Type.Integer({ description: '内部编号（轮换、停用时使用）' }),
  clientId: Type.String({ description: '接口客户端编号（abk_ 开头），HTTP Basic 的用户名' }),
  name: Type.String(),
  scopes: Type.Array(ApiScopeView),
  memberId: Type.Integer({ description: '接口客户端代表的企业成员' }),
  memberName: Type.String(),
  ipRanges: Type.Array(Type.String(), { description: '允许调用的地址段；为空不限' }),
  status: ApiClientStatusField,
  statusText: Type.String(),
  createdAt: Type.String(),
  rotatedAt: Nullable(Type.String()),
  revokedAt: Nullable(Type.String()),
  lastUsedAt: Nullable(Type.String()),
  lastUsedIp: Nullable(Type.String()),
});
export type ApiClientRow = Static<typeof ApiClientRow>;

/** A new client or a rotated secret: the secret is shown this once and never again. */
export const ApiClientSecret = Type.Object({
  client: ApiClientRow,
  secret: Type.String({ description: '客户端密钥，只在新建和轮换时返回一次，请立即保存' }),
});
export type ApiClientSecret = Static<typeof ApiClientSecret>;

/** The answer of save: the client, and the secret when it was created (absent on an update). */
export const ApiClientSaved = Type.Object({
  client: ApiClientRow,
  secret: Type.Optional(Type.String({ description: '客户端密钥，只在新建时返回一次，请立即保存' })),
});
export type ApiClientSaved = Static<typeof ApiClientSaved>;
