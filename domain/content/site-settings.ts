// Site settings (setting 'site'): what the views show of the shop itself, never hard-coded. One
// schema for the server's answer of /open/common/site/settings and the type the SPA reads.
import { Type, type Static } from 'typebox';

const Text = (description: string) => Type.String({ description });
const Extra = (description: string) => Type.Optional(Type.String({ description }));

export const SiteSettings = Type.Object({
  phone: Text('客服电话'),
  serviceHours: Text('服务时间'),
  companyName: Text('公司名称'),
  copyright: Text('版权声明'),
  icp: Text('ICP 备案号'),
  policeRecord: Text('公安备案号'),
  policeRecordCode: Text('公安备案编号（查询用）'),
  qq: Text('客服 QQ'),
  qrMiniProgram: Text('小程序二维码图片'),
  qrOfficialAccount: Text('公众号二维码图片'),
  qrWechatService: Text('微信客服二维码图片'),
  qrMobileSite: Text('手机站二维码图片'),
  promises: Type.Array(Type.String(), { description: '服务承诺' }),
  trialVipDays: Type.Integer({ description: '试用 VIP 天数' }),
  /** The chat link of the QQ service button, when the server sets one. */
  qqChatUrl: Extra('QQ 客服会话链接'),
  /** Price of the VIP membership the promotion offers for free (688). */
  vipPriceYuan: Type.Optional(Type.Number({ description: 'VIP 会员价格（元）' })),
  /** Spec 9's vip688 flag: the 688 year is offered (the server's VIP688_OFFER; absent means yes). */
  vip688: Type.Optional(Type.Boolean({ description: '是否开放 688 年度 VIP' })),
  name: Extra('站点名称'),
  slogan: Extra('标语'),
  address: Extra('公司地址'),
  email: Extra('客服邮箱'),
  mobileSiteUrl: Extra('手机站地址'),
  miniProgramUrl: Extra('小程序地址'),
  officialAccountUrl: Extra('公众号地址'),
  wechatServiceUrl: Extra('微信客服地址'),
});
export type SiteSettings = Static<typeof SiteSettings>;
