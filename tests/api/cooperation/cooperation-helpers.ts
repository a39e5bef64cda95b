// Shared steps of the cooperation API tests: a valid application as multipart parts (fields
// repeated for lists, several files), sending it, and the staff calls.
import type { CooperationAudit, StaffCooperationRow } from '../../../domain/cooperation/cooperation-views.ts';
import { buildCreditCode } from '../../../domain/shared/credit-code.ts';
import { call, type TestContext } from '../../support/api-harness.ts';
import { pdf, png, type FilePart } from '../../support/payment-helpers.ts';

export const SAVE = '/gateway/common/api/common/cooperationInfo/save';
export const AUDIT = '/gateway/common/api/common/cooperationInfo/getSupplierAuditInfo';
export const STAFF_LIST = '/gateway/common/api/staff/common/cooperation/list';
export const STAFF_REVIEW = '/gateway/common/api/staff/common/cooperation/review';

/** A real credit code (check characters computed per GB 32100 / GB 11714). */
export const CREDIT_CODE = buildCreditCode('91', '320594', 'MA1N2X3K');

export type Fields = Record<string, string | string[]>;

export async function categoryIds(ctx: TestContext, n = 2): Promise<number[]> {
  const rows = await ctx.handle.db.selectFrom('category').select('id').where('level', '=', 1).orderBy('id').limit(n).execute();
  return rows.map((r) => Number(r.id));
}

export function applicationFields(categories: number[], over: Fields = {}): Fields {
  return {
    programme: '1',
    companyName: '苏州精工传动设备有限公司',
    creditCode: CREDIT_CODE,
    contact: '陈经理',
    mobile: '13912345678',
    email: 'sales@jinggong.example.cn',
    categoryIds: categories.map(String),
    brands: ['SKF', '哈轴'],
    salesRange: '3',
    ...over,
  };
}

export const licencePng = (): FilePart => ({ filename: '营业执照.png', type: 'image/png', bytes: png(24, 16) });
export const authorisationPdf = (): FilePart => ({ filename: '品牌授权书.pdf', type: 'application/pdf', bytes: pdf() });

export function form(fields: Fields, files: Record<string, FilePart> = {}) {
  const boundary = '----aibeike-cooperation-boundary';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    for (const one of Array.isArray(v) ? v : [v]) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${one}\r\n`));
  }
  for (const [name, file] of Object.entries(files)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function apply(ctx: TestContext, token: string, fields: Fields, files: Record<string, FilePart> = { licence: licencePng() }) {
  return call<{ id: number }>(ctx, { method: 'POST', url: SAVE, token, ...form(fields, files) });
}

export function audit(ctx: TestContext, token: string) {
  return call<CooperationAudit | null>(ctx, { method: 'GET', url: AUDIT, token });
}

export function review(ctx: TestContext, token: string, body: Record<string, unknown>) {
  return call<StaffCooperationRow>(ctx, { method: 'POST', url: STAFF_REVIEW, token, payload: body });
}
