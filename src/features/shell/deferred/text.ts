// The text of the shell's parts that load after the first paint (VIP dialogs, login header, footer,
// side strip, logout dialog), in Simplified Chinese: kept out of the first load (text.ts has the
// first paint's).

export const vipText = {
  promoTitle: '免费领取VIP会员',
  promoBody: (days: number | null) =>
    days === null
      ? '新用户注册并完成企业认证，即可免费领取VIP会员，畅享会员专属价格。'
      : `新用户注册并完成企业认证，即可免费领取 ${days} 天VIP会员，畅享会员专属价格。`,
  promoPrice: (yuan: number) => `价值${yuan}元的VIP会员，限时免费领取`,
  promoRegister: '立即注册',
  promoLater: '暂不需要',
  offerTitle: '企业认证 免费领VIP',
  offerBody: (days: number | null) =>
    days === null ? '提交以下资料完成企业认证，审核通过后自动开通VIP会员。' : `提交以下资料完成企业认证，审核通过后自动开通 ${days} 天VIP会员。`,
  offerFields: ['企业名称', '统一社会信用代码', '营业执照', '联系人', '联系电话'],
  requiredMark: '*',
  requiredHint: '带 * 为必填项',
  offerCertify: '去认证',
  offer688Title: '开通 688 年度 VIP',
  offer688Body: (end: string | null) =>
    `${end ? `您的 VIP 将于 ${end} 到期。` : '您当前没有 VIP。'}688 元开通一年 VIP，从到期日起顺延 365 天，期间购买全部商品享受 VIP 价。`,
  offer688Go: '去开通',
  offerRegister: '先去注册',
  close: '关闭',
  dayUnit: '天',
} as const;

export const loginHeaderText = {
  welcomeLogin: '欢迎登录',
  welcomeRegister: '欢迎注册',
  noAccount: '还没有账号？',
  toRegister: '免费注册',
  hasAccount: '已有账号？',
  toLogin: '立即登录',
  onlineService: '在线客服',
  scanService: '微信扫码咨询客服',
  phone: '客服热线',
} as const;

export const footerText = {
  label: '网站底部',
  promisesLabel: '服务承诺',
  helpLabel: '帮助中心',
  phone: '服务热线',
  serviceHours: '服务时间',
  miniProgram: '小程序',
  officialAccount: '公众号',
  policeIconAlt: '公安备案图标',
} as const;

export const sideStripText = {
  label: '快捷工具',
  cart: '购物车',
  orders: '我的订单',
  collection: '我的收藏',
  wechat: '微信客服',
  wechatScan: '微信扫码联系客服',
  qq: 'QQ客服',
  personalCenter: '个人中心',
  top: '返回顶部',
} as const;

export const logoutDialogText = {
  title: '退出提示',
  body: '确定要退出登录吗？',
  cancel: '取消',
  confirm: '确定',
} as const;
