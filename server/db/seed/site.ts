// The `site` setting: contact details, registration numbers, QR targets and promises shown in
// the top bar, footer and side strip. The QR images are served by server/media/plugin.ts.

export interface SiteSetting {
  name: string;
  slogan: string;
  phone: string;
  serviceHours: string;
  companyName: string;
  address: string;
  email: string;
  copyright: string;
  icp: string;
  policeRecord: string;
  policeRecordCode: string;
  mobileSiteUrl: string;
  miniProgramUrl: string;
  officialAccountUrl: string;
  wechatServiceUrl: string;
  qq: string;
  qqChatUrl: string;
  qrMiniProgram: string;
  qrOfficialAccount: string;
  qrWechatService: string;
  qrMobileSite: string;
  promises: string[];
  trialVipDays: number;
  vipPriceYuan: number;
}

export const SITE_SETTING: SiteSetting = {
  name: '爱备客',
  slogan: '让工业采购更简单',
  phone: '400-826-6688',
  serviceHours: '周一至周五 8:30-17:30',
  companyName: '爱备客（上海）工业品有限公司',
  address: '上海市闵行区申长路988弄虹桥万科中心3号楼',
  email: 'service@aibeike.com',
  copyright: '© 2026 爱备客 版权所有',
  icp: '沪ICP备2026012345号-1',
  policeRecord: '沪公网安备 31011502012345号',
  policeRecordCode: '31011502012345',
  mobileSiteUrl: 'https://m.aibeike.com/',
  miniProgramUrl: 'https://m.aibeike.com/mp/open?from=pc',
  officialAccountUrl: 'https://m.aibeike.com/wx/follow?from=pc',
  wechatServiceUrl: 'https://m.aibeike.com/kf/wechat?from=pc',
  qq: '800826668',
  qqChatUrl: 'https://wpa.qq.com/msgrd?v=3&uin=800826668&site=qq&menu=yes',
  qrMiniProgram: '/files/qr/mini-program.svg',
  qrOfficialAccount: '/files/qr/official-account.svg',
  qrWechatService: '/files/qr/wechat-service.svg',
  qrMobileSite: '/files/qr/mobile-site.svg',
  promises: ['正品保障', '专属服务', '专享价格', '配送无忧'],
  trialVipDays: 30,
  vipPriceYuan: 688,
};

/** The site notice shown once per member (`notice` setting, read by /open/member/ifShowMessage). */
export const SITE_NOTICE = {
  id: 'notice-2026-warehouses',
  show: true,
  title: '平台公告',
  content: '爱备客武汉仓、成都仓已正式启用，华中、西南地区现货订单可实现次日达。企业认证会员免费领取30天VIP，详情请咨询客服 400-826-6688。',
};

/** Notes on the login page (`loginSm` setting, read by /open/member/loginSm). */
export const LOGIN_NOTES = {
  title: '登录说明',
  items: [
    '个人与企业会员均使用注册手机号登录，支持密码登录与短信验证码登录',
    '连续输错密码后，登录需输入图形验证码或短信验证码，账号不会被锁定',
    '忘记密码可点击“忘记密码”，通过手机短信验证后重新设置',
    '企业采购账号建议完成企业认证，可开具增值税专用发票并享受VIP价格',
    '登录遇到问题请致电 400-826-6688（周一至周五 8:30-17:30）',
  ],
};

/** The shop's receiving account for bank transfers and credit repayments (`bankAccount` setting). */
export const SHOP_BANK_ACCOUNT = {
  accountName: '爱备客（上海）工业品有限公司',
  bankName: '招商银行上海虹桥支行',
  accountNo: '121909188810602',
};
