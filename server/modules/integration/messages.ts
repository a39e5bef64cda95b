// The integration feature's sentences (issue 40): what an ERP developer or the company admin reads.
export const INTEGRATION_MSG = {
  clientCredentialsWrong: '接口客户端编号或密钥错误',
  clientRevoked: '接口客户端已停用，请联系企业管理员',
  addressNotAllowed: (ip: string) => `接口客户端不允许从地址 ${ip} 调用，请联系企业管理员添加允许的地址段`,
} as const;

// The webhook sentences (issue 40 item 3): what the company admin reads on /company/integration.
export const WEBHOOK_MSG = {
  urlInvalid: '接收地址不是有效的网址，请填写以 https:// 开头的完整地址',
  urlNotHttps: '接收地址必须以 https:// 开头（为保护数据，不支持 http）',
  urlCredentials: '接收地址中不能包含用户名或密码，请改用签名密钥校验请求',
  urlPrivate: '接收地址指向内网、本机或保留地址，出于安全考虑不能使用，请填写公网可访问的地址',
  urlUnresolvable: (host: string) => `无法解析接收地址的域名 ${host}，请检查地址是否正确`,
  sendPrivate: (address: string) => `接收地址现在解析到不允许的地址 ${address}，本次未发送`,
  noEvents: '请至少选择一个要订阅的事件',
  tooMany: (max: number) => `每个企业最多添加 ${max} 个 Webhook 接收地址`,
  endpointNotFound: 'Webhook 接收地址不存在或已删除',
  deliveryNotFound: '投递记录不存在',
  notCompany: '只有企业账号的管理员可以管理 Webhook',
  saved: 'Webhook 已保存',
  created: 'Webhook 已添加，请立即复制并保存签名密钥，它只显示这一次',
  rotated: '已生成新的签名密钥，请立即复制并保存，它只显示这一次',
  deleted: 'Webhook 已删除，其待发送的投递不再发送',
  resent: '已安排重新发送',
  timeout: (seconds: number) => `接收方 ${seconds} 秒内没有答复`,
  network: (detail: string) => `连接接收方失败：${detail}`,
  windowOver: '24 小时内未能送达，已停止重试',
  endpointGone: '接收地址已删除',
  join: '；',
  auditSaved: '设置 Webhook',
  auditDeleted: '删除 Webhook',
  auditRotated: '更换 Webhook 签名密钥',
  auditAdded: '添加',
  auditChanged: '修改',
  auditSummary: (what: string, url: string, events: string[]) => `${what}：${url}（${events.join('、')}）`,
  auditDeletedSummary: (url: string) => `删除：${url}`,
} as const;
