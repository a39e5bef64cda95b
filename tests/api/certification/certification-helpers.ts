// Shared steps of the certification API tests: a valid application as multipart parts, sending
// it, the member's reads and the staff calls.
import type { CertificationInfo, CertificationState, StaffCertificationRow } from '../../../domain/certification/certification-views.ts';
import { buildCreditCode } from '../../../domain/shared/credit-code.ts';
import { call, type TestContext } from '../../support/api-harness.ts';
import { png, type FilePart } from '../../support/payment-helpers.ts';

export const APPLY = '/gateway/member/api/member/enterprise/apply';
export const STATUS = '/gateway/member/api/member/enterprise/getEnterpriseAuthStatus';
export const INFO = '/gateway/member/api/member/enterprise/getEnterpriseAuthInfo';
export const STAFF = '/gateway/member/api/staff/member/certification';

export type Fields = Record<string, string>;

let seq = 0;
/** A new valid credit code per call (check characters computed per GB 32100 / GB 11714). */
export function newCreditCode(): string {
  seq += 1;
  return buildCreditCode('91', '320594', `MA${String(100000 + seq).slice(-6)}`);
}

export function applicationFields(over: Fields = {}): Fields {
  return {
    companyName: '苏州精工传动设备有限公司',
    creditCode: newCreditCode(),
    legalPerson: '陈建国',
    regAddress: '江苏省苏州市工业园区星湖街 328 号',
    applicantName: '陈建国',
    applicantMobile: '13912345678',
    applicantIsLegal: 'true',
    ...over,
  };
}

export const licencePng = (): FilePart => ({ filename: '营业执照.png', type: 'image/png', bytes: png(24, 16) });
export const letterPng = (): FilePart => ({ filename: '授权委托书.png', type: 'image/png', bytes: png(20, 28) });

export function form(fields: Fields, files: Record<string, FilePart> = {}) {
  const boundary = '----aibeike-certification-boundary';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const [name, file] of Object.entries(files)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function apply(ctx: TestContext, token: string, fields: Fields, files: Record<string, FilePart> = { licence: licencePng() }) {
  return call<{ id: number }>(ctx, { method: 'POST', url: APPLY, token, ...form(fields, files) });
}

export const status = (ctx: TestContext, token: string) => call<CertificationState>(ctx, { method: 'GET', url: STATUS, token });

export const info = (ctx: TestContext, token: string, id?: number) =>
  call<CertificationInfo | null>(ctx, { method: 'GET', url: INFO, token, ...(id === undefined ? {} : { query: { id: String(id) } }) });

export const staffCall = (ctx: TestContext, token: string, step: 'approve' | 'reject' | 'requireRecertification', body: Record<string, unknown>) =>
  call<StaffCertificationRow>(ctx, { method: 'POST', url: `${STAFF}/${step}`, token, payload: body });
