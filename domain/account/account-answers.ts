// One schema per answer of the account calls (the `data` of the envelope), shared by the server's
// response schemas and the types the SPA reads.
import { CompanyRoleField } from '../shared/company-role-field.ts';
import { Type, type Static } from 'typebox';
import { Nullable } from '../shared/nullable.ts';

const Seconds = (description: string) => Type.Integer({ minimum: 0, maximum: 10_000_000, description });

/** GET /api/member/memberInfo: the logged-in member's record. */
export const MemberInfo = Type.Object({
  id: Type.Integer({ description: '会员编号' }),
  username: Type.String({ description: '用户名' }),
  nickname: Nullable(Type.String({ description: '昵称' })),
  avatarUrl: Nullable(Type.String({ description: '头像地址' })),
  mobile: Nullable(Type.String({ description: '手机号' })),
  memberType: Type.Integer({ description: '会员类型（1 个人，其他为企业）' }),
  companyName: Nullable(Type.String({ description: '企业名称（企业成员为所在企业）' })),
  companyId: Nullable(Type.Integer({ description: '所在企业编号（个人会员为 null）' })),
  companyRole: Nullable(CompanyRoleField),
  companyMemberStatus: Nullable(Type.Unsafe<'active' | 'disabled'>({ type: 'string', enum: ['active', 'disabled'], description: '在企业中的状态：active 正常，disabled 已停用' })),
  memberPriceEndTime: Nullable(Type.String({ description: '会员价（VIP）到期时间（ISO 8601）' })),
  isDistributor: Type.Boolean({ description: '是否分销商' }),
  points: Type.Integer({ description: '积分' }),
  hasPassword: Type.Boolean({ description: '是否已设置登录密码' }),
  wxBound: Type.Boolean({ description: '是否已绑定微信' }),
});
export type MemberInfo = Static<typeof MemberInfo>;

/** POST /oauth/token (and socialRegisterStep2): an opaque bearer token pair. */
export const IssuedToken = Type.Object({
  access_token: Type.String({ description: '访问令牌' }),
  token_type: Type.Literal('bearer', { description: '令牌类型' }),
  expires_in: Seconds('访问令牌有效期（秒）'),
  refresh_token: Type.String({ description: '刷新令牌' }),
});
export type IssuedToken = Static<typeof IssuedToken>;

/** POST /oauth/token?grant_type=client_credentials (issue 40): a company API client's token, no refresh token. */
export const IssuedClientToken = Type.Object({
  access_token: Type.String({ description: '访问令牌' }),
  token_type: Type.Literal('bearer', { description: '令牌类型' }),
  expires_in: Seconds('访问令牌有效期（秒）'),
  scope: Type.String({ description: '令牌的权限范围，空格分隔（catalogue:read orders:read orders:write invoices:read）' }),
});

/** GET /oauth/captcha: a one-use image captcha. */
export const CaptchaImage = Type.Object({
  captchaKey: Type.String({ description: '图形验证码标识' }),
  image: Type.String({ description: '验证码图片（data: URL）' }),
  expiresIn: Seconds('有效期（秒）'),
});
export type CaptchaImage = Static<typeof CaptchaImage>;

/** POST /oauth/sendSmsCode, sendSmsCodeByOldMobile: the code is on its way. */
export const SmsSent = Type.Object({
  expiresIn: Seconds('验证码有效期（秒）'),
  interval: Seconds('再次发送的间隔（秒）'),
});
export type SmsSent = Static<typeof SmsSent>;

/** GET /open/wechat/qrcode: a WeChat login QR and the state naming it. */
export const WechatQr = Type.Object({
  state: Type.String({ description: '二维码标识（32 位十六进制）' }),
  qrImage: Type.String({ description: '二维码图片（data: URL）' }),
  expiresIn: Seconds('有效期（秒）'),
  provider: Type.String({ description: '微信接入方式（local 为模拟）' }),
});
export type WechatQr = Static<typeof WechatQr>;

/** GET /open/wechat/scanResult: where the scan of a login QR stands. */
export const ScanResult = Type.Object({
  status: Type.Union([Type.Literal('waiting'), Type.Literal('confirmed'), Type.Literal('used'), Type.Literal('expired')], {
    description: '扫码状态',
  }),
  code: Type.Optional(Type.String({ description: '微信授权码（已确认时）' })),
});
export type ScanResult = Static<typeof ScanResult>;

/** POST /open/member/register. */
export const Registered = Type.Object({
  memberId: Type.Integer({ description: '会员编号' }),
  username: Type.String({ description: '用户名' }),
});
export type Registered = Static<typeof Registered>;

/** forgotPasswordStep1, checkOldMobile: a one-use ticket for the next step. */
export const StepTicket = Type.Object({
  ticket: Type.String({ description: '下一步凭证' }),
  expiresIn: Seconds('凭证有效期（秒）'),
});
export type StepTicket = Static<typeof StepTicket>;

/** socialRegisterStep1: the ticket of step 2 and whether the mobile already has an account. */
export const SocialStep1Result = Type.Object({
  ticket: Type.String({ description: '下一步凭证' }),
  exists: Type.Boolean({ description: '手机号是否已注册' }),
  expiresIn: Seconds('凭证有效期（秒）'),
});
export type SocialStep1Result = Static<typeof SocialStep1Result>;

/** resetPassword: the sessions on other devices that were logged out. */
export const PasswordSaved = Type.Object({
  revokedSessions: Type.Integer({ minimum: 0, description: '已退出登录的其他会话数' }),
});
export type PasswordSaved = Static<typeof PasswordSaved>;

/** resetMobile: the new mobile. */
export const MobileChanged = Type.Object({ mobile: Type.String({ description: '新手机号' }) });
export type MobileChanged = Static<typeof MobileChanged>;

/** getWxOpenBind, removeWxOpenBind. */
export const WechatBinding = Type.Object({ bound: Type.Boolean({ description: '是否已绑定微信' }) });
export type WechatBinding = Static<typeof WechatBinding>;

/** bindWxOpen: bound, with the WeChat nickname. */
export const WechatBound = Type.Object({
  bound: Type.Boolean({ description: '是否已绑定微信' }),
  nickname: Type.String({ description: '微信昵称' }),
});
export type WechatBound = Static<typeof WechatBound>;

/** updateNickAvatar: what changed (a field is absent when it was not sent). */
export const ProfileSaved = Type.Object({
  nickname: Type.Optional(Type.String({ description: '昵称' })),
  avatarUrl: Type.Optional(Type.String({ description: '头像地址' })),
});
export type ProfileSaved = Static<typeof ProfileSaved>;

/** The site notice as the `notice` setting stores it. */
export const SiteNotice = Type.Object({
  id: Type.String({ description: '公告编号' }),
  show: Type.Boolean({ description: '是否展示' }),
  title: Type.String({ description: '公告标题' }),
  content: Type.String({ description: '公告内容' }),
});
export type SiteNotice = Static<typeof SiteNotice>;

/** GET /open/member/ifShowMessage: the notice to show once, or none. */
export const NoticeToShow = Type.Object({
  show: Type.Boolean({ description: '是否弹出公告' }),
  notice: Nullable(
    Type.Object({
      id: Type.String({ description: '公告编号' }),
      title: Type.String({ description: '公告标题' }),
      content: Type.String({ description: '公告内容' }),
    }),
  ),
});
export type NoticeToShow = Static<typeof NoticeToShow>;

/** POST /open/member/ifShowMessage/update. */
export const NoticeDismissed = Type.Object({ show: Type.Boolean({ description: '是否弹出公告' }) });
export type NoticeDismissed = Static<typeof NoticeDismissed>;

/** GET /open/member/loginSm: the notes under the login form (the `loginSm` setting). */
export const LoginNotes = Type.Object({
  title: Type.String({ description: '说明标题' }),
  items: Type.Array(Type.String(), { description: '说明条目' }),
  imageUrl: Type.Optional(Type.String({ description: '说明图片地址' })),
});
export type LoginNotes = Static<typeof LoginNotes>;

/** GET /open/member/getCompanyByVague/{keyword}: one company of the registry. */
export const CompanyMatch = Type.Object({
  companyName: Type.String({ description: '企业名称' }),
  creditCode: Type.String({ description: '统一社会信用代码' }),
  legalPerson: Nullable(Type.String({ description: '法定代表人' })),
  regAddress: Nullable(Type.String({ description: '注册地址' })),
});
export type CompanyMatch = Static<typeof CompanyMatch>;

/** getMemberEnterpriseNameRelateVoucher: whether a company name is already certified. */
export const CompanyCertified = Type.Object({
  companyName: Type.String({ description: '企业名称' }),
  certified: Type.Boolean({ description: '是否已有企业认证' }),
});
export type CompanyCertified = Static<typeof CompanyCertified>;
