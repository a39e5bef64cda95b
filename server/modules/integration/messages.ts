// The integration feature's sentences (issue 40): what an ERP developer or the company admin reads.
import { API_CLIENT_IP_RANGES_MAX, API_CLIENT_NAME_MAX, API_CLIENTS_ACTIVE_MAX } from '../../../domain/integration/api-client-rules.ts';
export const INTEGRATION_MSG = {
  clientCredentialsWrong: '接口客户端编号或密钥错误',
  clientRevoked: '接口客户端已停用，请联系企业管理员',
  addressNotAllowed: (ip: string) => `接口客户端不允许从地址 ${ip} 调用，请联系企业管理员添加允许的地址段`,
} as const;

// The admin's API client calls, the per-call guard and the operator's CLI (issue 40, item 1).
export const API_CLIENT_MSG = {
  notInCompany: '系统集成只对企业账号开放，请先完成企业认证或加入企业',
  notFound: '接口客户端不存在',
  nameEmpty: '请填写接口客户端名称',
  nameTooLong: `接口客户端名称不能超过 ${API_CLIENT_NAME_MAX} 个字`,
  scopesEmpty: '请至少选择一项权限范围',
  scopeUnknown: (scope: string) => `不支持的权限范围：${scope}`,
  scopeRepeated: (scope: string) => `权限范围 ${scope} 重复`,
  memberNotFound: '代表的成员须是本企业正常状态的成员',
  memberMayNotOrder: (role: string) => `代表的成员是${role}，不能下单；选择“下单”权限时请选择可以下单的成员`,
  ipRangesTooMany: `允许的地址段最多 ${API_CLIENT_IP_RANGES_MAX} 个`,
  ipRangeInvalid: (range: string) => `“${range}”不是有效的 IP 地址或地址段（例如 203.0.113.0/24、2001:db8::/32）`,
  ipRangeRepeated: (range: string) => `地址段 ${range} 重复`,
  tooManyActive: `每个企业最多同时启用 ${API_CLIENTS_ACTIVE_MAX} 个接口客户端，请先停用不用的客户端`,
  revokedNoChange: '接口客户端已停用，不能修改或轮换密钥；请新建一个接口客户端',
  created: '接口客户端已创建，请立即保存密钥',
  saved: '接口客户端已保存',
  rotated: '密钥已轮换，旧密钥和已签发的令牌立即失效',
  revoked: '接口客户端已停用，其令牌立即失效',
  tooFrequent: (seconds: number) => `接口客户端调用过于频繁，请 ${seconds} 秒后再试`,
} as const;

/** The company audit log's rows for API clients: the admin's changes and each call of a client. */
export const API_CLIENT_AUDIT = {
  created: { action: '新建接口客户端', summary: (name: string, clientId: string, scopes: string) => `新建接口客户端「${name}」${clientId}，权限：${scopes}` },
  updated: { action: '修改接口客户端', summary: (name: string, clientId: string, changes: string) => `接口客户端「${name}」${clientId}：${changes}` },
  rotated: { action: '轮换接口密钥', summary: (name: string, clientId: string, tokens: number) => `轮换接口客户端「${name}」${clientId} 的密钥，作废令牌 ${tokens} 个` },
  revoked: { action: '停用接口客户端', summary: (name: string, clientId: string, tokens: number) => `停用接口客户端「${name}」${clientId}，作废令牌 ${tokens} 个` },
  revokedByStaff: (note: string) => `（平台运营紧急停用：${note}）`,
  call: { action: '接口调用', summary: (name: string, clientId: string, method: string, path: string, status: number) => `接口客户端「${name}」${clientId} ${method} ${path} → ${status}` },
  token: { action: '接口取得令牌', summary: (name: string, clientId: string, ip: string, status: number) => `接口客户端「${name}」${clientId} 从 ${ip} 取得令牌 → ${status}` },
  nameChange: (from: string, to: string) => `名称 ${from} → ${to}`,
  scopesChange: (from: string, to: string) => `权限 ${from} → ${to}`,
  memberChange: (from: string, to: string) => `代表成员 ${from} → ${to}`,
  rangesChange: (from: string, to: string) => `地址段 ${from} → ${to}`,
  anyAddress: '不限',
  none: '无',
  listJoin: '、',
  changeSeparator: '；',
  noChange: '无变化',
} as const;
