// The Chinese text of the HTTP layer: validation sentences, the 5xx suffix and the API reference's
// title and group names (kept here so the code beside it holds no Chinese literals).

/** Where a failing value sat, by Fastify's validation context. */
export const PLACES: Record<string, string> = {
  body: '请求体',
  querystring: '查询参数',
  params: '路径参数',
  headers: '请求头',
};

const TYPES: Record<string, string> = {
  integer: '整数',
  number: '数字',
  string: '字符串',
  boolean: '布尔值',
  array: '数组',
  object: '对象',
};

/** Ajv's validation errors as Chinese reasons, by keyword. */
export const HTTP_MSG = {
  anyPlace: '参数',
  required: '为必填项',
  type: (type: unknown) => `类型不正确，应为${Object.hasOwn(TYPES, String(type)) ? TYPES[String(type)] : String(type)}`,
  minLength: (limit: unknown) => `长度不能少于 ${String(limit)} 个字符`,
  maxLength: (limit: unknown) => `长度不能超过 ${String(limit)} 个字符`,
  minimum: (limit: unknown) => `不能小于 ${String(limit)}`,
  maximum: (limit: unknown) => `不能大于 ${String(limit)}`,
  minItems: (limit: unknown) => `至少需要 ${String(limit)} 项`,
  maxItems: (limit: unknown) => `最多 ${String(limit)} 项`,
  notAllowed: '取值不在允许范围内',
  badFormat: '格式不正确',
  /** An unknown property, named as it was sent. */
  unsupportedField: (place: string, name: unknown) => `${place}包含不支持的字段：${String(name)}`,
  nulByte: (place: string) => `${place}包含不允许的空字符（\\u0000）`,
  notFinite: (place: string) => `${place}包含超出允许范围的数值`,
  /** Multipart forms (server/http/multipart.ts), a field named as it was sent. */
  formNul: (field: string) => `表单字段 ${field} 包含不允许的空字符（\\u0000）`,
  formTooLong: (field: string, max: number) => `表单字段 ${field} 长度不能超过 ${max} 个字符`,
  formTruncated: (field: string) => `表单字段 ${field} 过长`,
  formNotText: (field: string) => `表单字段 ${field} 应为文本`,
  formUnknownField: (field: string) => `表单包含不支持的字段：${field}`,
  formRepeated: (field: string) => `表单字段 ${field} 重复`,
  formTooManyFields: '表单字段过多',
  formTooManyFiles: '表单上传的文件过多',
  formTooManyParts: '表单内容过多',
  formFileTooLarge: '上传的文件过大',
  formBadFieldName: '表单包含不允许的字段名',
  formBadJsonField: '表单字段的 JSON 格式不正确',
  notMultipart: '请以表单（multipart/form-data）提交',
  /** A NUL byte (or another byte the database's encoding refuses) reached the database. */
  databaseNul: '请求包含不允许的空字符（\\u0000）或无效字符',
  uriTooLong: '请求地址过长',
  badUrl: '请求地址格式不正确',
  headersTooLarge: '请求头过大',
  clientError: '请求格式不正确',
  requestTimeout: '请求超时',
  invalid: '不符合要求',
  /** A labelled field's broken rule: 每页条数不能大于 100, 手机号为必填项. */
  labelledReason: (label: string, reason: string) => `${label}${reason}`,
  fieldReason: (place: string, field: string, reason: string) => `${place}字段 ${field} ${reason}`,
  placeReason: (place: string, reason: string) => `${place}${reason}`,
  /** A 5xx message with the request id the logs carry. */
  withRequestId: (msg: string, id: string) => `${msg}（请求编号 ${id}）`,
};

/** The API reference (/docs/api): its title and the five spec services as groups. */
export const API_DOC = {
  title: '爱备客 API',
  formUndocumented: 'multipart 表单（字段见接口说明）',
  description: '爱备客工业品商城的接口：五个服务 system、member、goods、order、common 挂在 /gateway/<服务> 下；/api/ 路径需要 Bearer 令牌，/open/ 路径不需要，/oauth/token 使用 HTTP Basic。',
  tags: {
    system: '系统服务：登录令牌、验证码、短信、员工后台',
    member: '会员服务：注册、账户、地址与发票抬头、认证',
    goods: '商品服务：分类、搜索、型号转换、购物车与收藏',
    order: '订单服务：下单、我的订单、支付与转账凭证',
    common: '公共服务：广告、内容、站点设置、地区',
    platform: '平台：健康检查、图片与上传',
  },
} as const;
