// The integration feature's sentences (issue 40): what an ERP developer or the company admin reads.
export const INTEGRATION_MSG = {
  clientCredentialsWrong: '接口客户端编号或密钥错误',
  clientRevoked: '接口客户端已停用，请联系企业管理员',
  addressNotAllowed: (ip: string) => `接口客户端不允许从地址 ${ip} 调用，请联系企业管理员添加允许的地址段`,
} as const;

// PunchOut (issue 40, item 4): what the buyer sees in the browser or the SRM's log.
export const PUNCHOUT_MSG = {
  pageTitle: '爱备客 PunchOut',
  refusedTitle: '无法打开爱备客商城',
  refusedHint: '请联系贵司采购系统管理员核对爱备客接口客户端的设置。',
  credentialsRequired: '缺少接口客户端编号（USERNAME）或密钥（PASSWORD）',
  scopeRequired: '接口客户端没有“查询商品与价格”（catalogue:read）权限，不能用于 PunchOut',
  hookUrlRequired: '缺少返回地址（HOOK_URL）',
  hookUrlBad: '返回地址必须是 http 或 https 开头的完整网址',
  browserPostRequired: '缺少返回地址（BrowserFormPost/URL）',
  cxmlUnreadable: 'cXML 文档无法读取（格式错误，或含有不允许的 DTD 声明或实体）',
  cxmlNotSetup: 'cXML 文档不是 PunchOutSetupRequest',
  cxmlCredentialsRequired: 'cXML 文档缺少发送方凭证（Sender/Credential 的 Identity 与 SharedSecret）',
  ticketUnknown: 'PunchOut 链接无效，请从采购系统重新进入',
  ticketUsed: 'PunchOut 链接已使用过，请从采购系统重新进入',
  ticketExpired: 'PunchOut 链接已过期，请从采购系统重新进入',
  clientInactive: '接口客户端已停用，请联系企业管理员',
  sessionNotFound: 'PunchOut 会话不存在或不属于当前登录',
  sessionReturned: '购物车已返回采购系统，本次 PunchOut 已结束，请从采购系统重新进入',
  nothingToReturn: '购物车中没有可以带回采购系统的已勾选商品',
  returned: '购物车已返回采购系统',
  posting: '正在把购物车提交给采购系统……',
  postMissing: '没有待提交的购物车，请回到爱备客购物车重新点击“返回采购系统”。',
} as const;
