// The bodies of the API client calls (issue 40): /gateway/member/api/company/apiClient/save. The
// object refuses unknown fields; the bounds here only cap the size, the rules (name 1-40 characters,
// known scopes, a member of the company, valid address ranges) are checked by the server with one
// Chinese sentence each (server/modules/integration/api-client-service.ts).
import { Type, type Static } from 'typebox';
import { ID_MAX } from '../shared/row-id.ts';

const closed = { additionalProperties: false } as const;
const RowId = Type.Integer({ minimum: 1, maximum: ID_MAX });

export const ApiClientSaveBody = Type.Object({
  id: Type.Optional(Type.Union([RowId, Type.Null()], { description: '要修改的接口客户端（内部编号）；新建时不填' })),
  name: Type.String({ maxLength: 200, description: '名称（1-40 个字符），如 ERP、SRM' }),
  scopes: Type.Array(Type.String({ maxLength: 40 }), { maxItems: 20, description: '权限范围：catalogue:read、orders:read、orders:write、invoices:read' }),
  memberId: RowId,
  ipRanges: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 100, description: '允许调用的地址段（CIDR 或单个地址），最多 20 个；为空不限' })),
}, closed);
export type ApiClientSaveBody = Static<typeof ApiClientSaveBody>;
