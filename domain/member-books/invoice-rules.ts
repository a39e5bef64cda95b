// Invoice title rules: 增值税普通发票 (type 1) and 增值税专用发票 (type 2).
// A 专票 is issued to a company only and needs its full registration details; a company title
// on a 普票 needs the taxpayer number (the unified social credit code, checked per GB 32100).
import { isValidCreditCode } from '../shared/credit-code.ts';

export const INVOICE_NORMAL = 1;
export const INVOICE_SPECIAL = 2;
export const TITLE_PERSONAL = 1;
export const TITLE_COMPANY = 2;

export interface InvoiceFields {
  invoiceType: number;
  titleType: number;
  title: string;
  taxNo?: string | null;
  regAddress?: string | null;
  regPhone?: string | null;
  bankName?: string | null;
  bankAccount?: string | null;
}

/** The first rule the fields break, as a Chinese sentence, or null when they are complete. */
export function invoiceProblem(f: InvoiceFields): string | null {
  if (f.invoiceType === INVOICE_SPECIAL && f.titleType !== TITLE_COMPANY) return '增值税专用发票只能开具给企业';
  if (f.titleType === TITLE_COMPANY) {
    if (!f.taxNo) return '请填写纳税人识别号（统一社会信用代码）';
    if (!isValidCreditCode(f.taxNo)) return '纳税人识别号（统一社会信用代码）校验失败，请核对';
  }
  if (f.titleType === TITLE_PERSONAL && f.taxNo) return '个人抬头无需填写纳税人识别号';
  if (f.invoiceType === INVOICE_SPECIAL) {
    if (!f.regAddress) return '请填写注册地址';
    if (!f.regPhone) return '请填写注册电话';
    if (!f.bankName) return '请填写开户银行';
    if (!f.bankAccount) return '请填写银行账号';
  }
  return null;
}

/**
 * The field each invoiceProblem sentence is about, found by a word the sentence holds: the first
 * entry whose word the sentence contains names the field (a sentence with none is about the title
 * type).
 */
export const INVOICE_PROBLEM_FIELDS: ReadonlyArray<readonly [word: string, field: 'taxNo' | 'regAddress' | 'regPhone' | 'bankName' | 'bankAccount']> = [
  ['纳税人识别号', 'taxNo'],
  ['注册地址', 'regAddress'],
  ['注册电话', 'regPhone'],
  ['开户银行', 'bankName'],
  ['银行账号', 'bankAccount'],
];
