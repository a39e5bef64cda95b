// The account module's own TypeBox schemas: the request shapes no form shares (token fields,
// notice, company lookups, WeChat scan, dev helpers) and the answers of the dev-only calls.
import { Type, type Static } from 'typebox';
import { SMS_PURPOSES } from '../../../domain/account/account-rules.ts';
import { MOBILE_PATTERN } from '../../../domain/shared/input-patterns.ts';
import { NICKNAME_MAX_LENGTH, NICKNAME_RULE } from '../../../domain/account/account-payloads.ts';

const closed = { additionalProperties: false } as const;
/** A token field: a bounded optional string. */
const FIELD = { maxLength: 256 } as const;

/**
 * The fields of POST /oauth/token as the query string or a form/JSON body carries them. Every
 * field is a bounded optional string here; domain/account/token-request.ts then checks the merged
 * fields (so its messages stay those of the query string).
 */
export const TokenFields = Type.Object(
  {
    grant_type: Type.Optional(Type.String({ ...FIELD, description: '授权类型（password、refresh_token）' })),
    username: Type.Optional(Type.String({ ...FIELD, description: '用户名（短信登录为手机号）' })),
    password: Type.Optional(Type.String({ ...FIELD, description: '密码（短信登录为验证码，微信登录为授权码）' })),
    user_type: Type.Optional(Type.String({ ...FIELD, description: '用户类型（0 会员，1 员工）' })),
    auth_type: Type.Optional(Type.String({ ...FIELD, description: '认证方式（password、sms、social）' })),
    social_type: Type.Optional(Type.String({ ...FIELD, description: '社交登录类型（wx_open）' })),
    refresh_token: Type.Optional(Type.String({ ...FIELD, description: '刷新令牌' })),
    captchaKey: Type.Optional(Type.String({ ...FIELD, description: '图形验证码标识（登录答复 code 1012/1013 要求时）' })),
    captchaCode: Type.Optional(Type.String({ ...FIELD, description: '图形验证码（登录答复 code 1012/1013 要求时）' })),
    smsCode: Type.Optional(Type.String({ ...FIELD, description: '发送到账号绑定手机的短信验证码（登录答复 code 1013 且 data.sent 为 true 时）' })),
  },
  closed,
);
export type TokenFields = Static<typeof TokenFields>;

/** The login QR's state: 32 hex characters. */
const ScanState = Type.String({ pattern: '^[0-9a-f]{32}$', maxLength: 32, description: '二维码标识' });

export const ScanStateQuery = Type.Object({ state: ScanState }, closed);

export const SmsOutboxQuery = Type.Object(
  {
    mobile: Type.String({ pattern: MOBILE_PATTERN, maxLength: 32, description: '手机号' }),
    purpose: Type.Optional(Type.Union(SMS_PURPOSES.map((p) => Type.Literal(p)), { description: '验证码用途' })),
  },
  closed,
);

export const CaptchaKeyParams = Type.Object({ captchaKey: Type.String({ minLength: 36, maxLength: 36, description: '图形验证码标识' }) }, closed);

export const DevScanBody = Type.Object(
  { state: ScanState, testUser: Type.String({ minLength: 1, maxLength: 32, description: '模拟的微信用户' }) },
  closed,
);

export const NoticeIdBody = Type.Object({ noticeId: Type.String({ minLength: 1, maxLength: 64, description: '公告编号' }) }, closed);

export const KeywordParams = Type.Object({ keyword: Type.String({ minLength: 1, maxLength: 60, description: '企业名称关键字' }) }, closed);

export const SaveCompanyBody = Type.Object(
  {
    companyName: Type.String({ minLength: 4, maxLength: 60, description: '企业名称' }),
    creditCode: Type.String({ minLength: 18, maxLength: 18, description: '统一社会信用代码' }),
    legalPerson: Type.Optional(Type.String({ maxLength: 30, description: '法定代表人' })),
    regAddress: Type.Optional(Type.String({ maxLength: 120, description: '注册地址' })),
  },
  closed,
);
export type SaveCompanyBody = Static<typeof SaveCompanyBody>;

export const CompanyNameQuery = Type.Object({ companyName: Type.String({ minLength: 2, maxLength: 60, description: '企业名称' }) }, closed);

export const WechatCodeQuery = Type.Object({ code: Type.String({ minLength: 8, maxLength: 128, description: '微信授权码' }) }, closed);

/**
 * The JSON body of updateNickAvatar (a multipart body is read part by part and is null here).
 * The nickname's own rule (domain NicknameField) is checked by the handler, with its message; the
 * declared bound is that rule's (issue 35: it said 200 while 20 was enforced).
 */
export const ProfileJsonBody = Type.Union([
  Type.Object({ nickname: Type.Optional(Type.String({ maxLength: NICKNAME_MAX_LENGTH, description: NICKNAME_RULE })) }, closed),
  Type.Null(),
]);

/** Dev only: the latest SMS the local provider "sent" to a mobile. */
export const SmsOutboxLatest = Type.Object({
  mobile: Type.String({ description: '手机号' }),
  purpose: Type.String({ description: '验证码用途' }),
  code: Type.Union([Type.String(), Type.Null()], { description: '短信中的 6 位验证码' }),
  content: Type.String({ description: '短信内容' }),
  sentAt: Type.String({ description: '发送时间（ISO 8601）' }),
});

/** Dev only: the answer of an unused captcha. */
export const DevCaptchaAnswer = Type.Object({
  captchaKey: Type.String({ description: '图形验证码标识' }),
  answer: Type.String({ description: '验证码答案' }),
});

/** Dev only: the code a simulated scan produced. */
export const DevScanCode = Type.Object({ code: Type.String({ description: '微信授权码' }) });
