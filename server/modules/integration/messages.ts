// The integration feature's sentences (issue 40): what an ERP developer or the company admin reads.
import { API_CLIENT_IP_RANGES_MAX, API_CLIENT_NAME_MAX, API_CLIENTS_ACTIVE_MAX } from '../../../domain/integration/api-client-rules.ts';
export const INTEGRATION_MSG = {
  clientCredentialsWrong: '接口客户端编号或密钥错误',
  clientRevoked: '接口客户端已停用，请联系企业管理员',
  addressNotAllowed: (ip: string) => `接口客户端不允许从地址 ${ip} 调用，请联系企业管理员添加允许的地址段`,
  // The integration API (issue 40: prices, orders, the cXML OrderRequest).
  idempotencyKeyMissing: '请在请求头 Idempotency-Key 中提供幂等键（1 到 100 个可见 ASCII 字符，同一笔采购单重试时保持不变）',
  idempotencyKeyBad: '幂等键 Idempotency-Key 只能由 1 到 100 个可见 ASCII 字符组成',
  idempotencyKeyReused: (key: string) => `幂等键 ${key} 已用于另一笔内容不同的下单请求；同一笔采购单重试请发送相同的内容，新的采购单请换一个新的幂等键`,
  listSeparator: '、',
  codeBlank: (n: number) => `第 ${n} 个编码为空，请去掉或填写编码`,
  orderPlaced: '订单已提交',
  orderPlacedForApproval: '订单已提交，等待企业审批',
  poNumberBlank: '请填写贵司采购单号（poNumber）',
  lineNeedsOne: (n: number) => `第 ${n} 行：请给出 code（商品编码、型号或物料编码）或 goodsId 其中之一`,
  lineCodeUnknown: (n: number, code: string) => `第 ${n} 行：找不到编码 ${code} 对应的商品，请先用价格查询接口核对`,
  lineCodeAmbiguous: (n: number, code: string, goodsCodes: string) => `第 ${n} 行：编码 ${code} 对应多个商品（${goodsCodes}），请改用商品编码下单`,
  lineGoodsUnknown: (n: number, goodsId: number) => `第 ${n} 行：商品 ${goodsId} 不存在`,
  lineOffShelf: (n: number, code: string) => `第 ${n} 行：商品 ${code} 已下架，不能下单`,
  noInvoiceTitle: '企业还没有开票信息，请企业管理员先在会员中心添加开票信息，或在请求中给出 invoiceTitleId',
  notActingForCompany: '接口客户端代表的成员已不是企业的在职成员，请企业管理员为客户端更换代理成员',
  orderNotFound: (ref: string) => `找不到订单 ${ref}（按订单号或贵司采购单号查找）`,
  orderOutOfReach: '接口客户端代表的成员无权查看该订单（超出其角色的查看范围），请企业管理员为客户端更换代理成员',
  invoiceRequested: '已随订单申请开票',
  invoiceVoid: '订单已取消，不开票',
} as const;

/** The cXML OrderRequest's Status texts (issue 40): Chinese and English, as the buyer's system shows them to its operator. */
export const CXML_MSG = {
  /** The Extrinsic names read as the cost centre (compared in lower case). */
  costCentreNames: ['costcenter', 'costcentre', '成本中心'] as readonly string[],
  notCxml: '不是 cXML 文档 / not a cXML document',
  dtd: 'cXML 文档不能包含 DTD 声明或实体 / DTD declarations and entities are not accepted',
  malformed: 'cXML 文档格式不正确 / malformed XML',
  noOrderRequest: '文档中没有 OrderRequest / no OrderRequest in the document',
  noCredential: '缺少 Header/Sender/Credential 的 Identity 或 SharedSecret / Sender credential missing',
  noScope: '接口客户端没有下单权限（orders:write）/ the client lacks the orders:write scope',
  noPayloadId: '缺少 cXML@payloadID / payloadID missing',
  notNew: (type: string) => `只接受新订单（type="new"），不支持 type="${type}" / only new orders are accepted`,
  noOrderId: '缺少 OrderRequestHeader@orderID（采购单号）/ orderID (PO number) missing',
  noItems: '订单没有 ItemOut 行 / no ItemOut lines',
  tooManyItems: '订单最多 200 行 / at most 200 ItemOut lines',
  badQuantity: (n: number) => `第 ${n} 行数量不正确 / line ${n}: bad quantity`,
  noPart: (n: number) => `第 ${n} 行缺少 SupplierPartID / line ${n}: SupplierPartID missing`,
  currency: (c: string) => `只接受人民币（CNY）订单，文档使用 ${c} / only CNY is accepted, got ${c}`,
  unknownAddress: (id: string) => `ShipTo 的 addressID ${id} 不是企业地址簿中的地址编号；请使用爱备客地址编号，或不填 addressID 使用企业默认地址 / ShipTo addressID ${id} is not one of the company's address ids`,
  noDefaultAddress: '企业没有收货地址，请企业管理员先添加地址 / the company has no address',
  ok: (orderNo: string, status: string) => `订单已提交：${orderNo}（${status}）/ order accepted: ${orderNo}`,
  priceNote: (lines: string) => `；第 ${lines} 行采购单单价低于爱备客价格，已按爱备客价格下单 / lines ${lines} were priced at our price`,
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
