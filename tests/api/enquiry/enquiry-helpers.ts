// Helpers of the enquiry API tests: the fixture sheets (written by fixtures/make-fixtures.py with
// Python's zipfile and csv), a multipart body with one `file`, and the calls.
import { readFileSync } from 'node:fs';
import type { EnquiryListRow, EnquiryReport, ImportAnswer, SaveCartAnswer } from '../../../domain/enquiry/enquiry-views.ts';
import type { Page } from '../../../domain/shared/envelope.ts';
import { call, type TestContext } from '../../support/api-harness.ts';

export const BASE = '/gateway/goods/api/goods/enquiryMember';
export const STAFF_QUOTES = '/gateway/goods/api/staff/goods/enquiry/quotes';
export const STAFF_QUOTE = '/gateway/goods/api/staff/goods/enquiry/quote';

export const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

export function fileForm(bytes: Buffer, filename: string, field = 'file') {
  const boundary = '----aibeike-enquiry-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const upload = (ctx: TestContext, token: string, bytes: Buffer, filename: string) =>
  call<ImportAnswer>(ctx, { method: 'POST', url: `${BASE}/import`, token, ...fileForm(bytes, filename) });
export const paste = (ctx: TestContext, token: string, rows: unknown) => call<ImportAnswer>(ctx, { method: 'POST', url: `${BASE}/import`, token, payload: { rows } });
export const report = (ctx: TestContext, token: string, id: number) => call<EnquiryReport>(ctx, { method: 'GET', url: `${BASE}/getReportsByOrderId/${id}`, token });
export const list = (ctx: TestContext, token: string, body: Record<string, unknown> = {}) => call<Page<EnquiryListRow>>(ctx, { method: 'POST', url: `${BASE}/getMyEnquiryList`, token, payload: body });
export const saveCart = (ctx: TestContext, token: string, id: number, lines: unknown) => call<SaveCartAnswer>(ctx, { method: 'POST', url: `${BASE}/saveCart/batch/${id}`, token, payload: { lines } });
