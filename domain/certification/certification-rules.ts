// Enterprise certification (docs/api/certification.md): the limits of the application form, the
// licence and authorisation files, and the coded reasons a reviewer rejects with or asks for a
// re-certification with. The SPA, the server, the staff CLI and the dictionaries read these.
import { Type, type TUnsafe } from 'typebox';

export const COMPANY_NAME_MIN = 4;
export const COMPANY_NAME_MAX = 60;
export const PERSON_NAME_MAX = 30;
export const REG_ADDRESS_MAX = 120;
export const REVIEW_NOTE_MAX = 200;

/** 营业执照 and 授权委托书: images only, re-encoded on the way in. */
export const CERT_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const CERT_FILE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** The coded reasons of a rejection (or of a request to certify again). */
export const REJECT_REASONS = {
  licenceUnclear: '营业执照图片不清晰或不完整',
  nameMismatch: '企业名称与营业执照不一致',
  codeMismatch: '统一社会信用代码与营业执照不一致',
  legalMismatch: '法定代表人与营业执照不一致',
  authorisationInvalid: '授权委托书缺失、未盖公章或与经办人不符',
  companyAbnormal: '企业登记状态异常（注销、吊销或经营异常）',
  linkRefused: '该企业已由其他账号认证，关联申请未获批准',
  other: '其他原因',
} as const;
export type RejectCode = keyof typeof REJECT_REASONS;
export const REJECT_CODES = Object.keys(REJECT_REASONS) as RejectCode[];
export const RejectCodeSchema: TUnsafe<RejectCode> = Type.Unsafe<RejectCode>({
  type: 'string',
  enum: [...REJECT_CODES],
  description: `驳回原因代码（${REJECT_CODES.map((c) => `${c} ${REJECT_REASONS[c]}`).join('，')}）`,
});

export function isRejectCode(value: unknown): value is RejectCode {
  return typeof value === 'string' && (REJECT_CODES as readonly string[]).includes(value);
}

/** A reason needs a note when it is 其他原因. */
export const noteRequired = (code: RejectCode) => code === 'other';
