// Issue 11, item 4 for multipart forms: the JSON input guard never sees a form's parts, so every
// reader takes its text through server/http/multipart.ts (formText): a NUL byte, an over-long or
// cut value and a JSON part are refused with 400 before anything is written; a part the form does
// not take is refused, not ignored; and a NUL that still reaches the database answers 400 (the
// error handler's safety net), logged as a warning.
import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseNulCode, installErrorHandlers } from '../../../server/http/error-handler.ts';
import { changedTables, multipartBody, tableState, type FormPart } from '../../fuzz/openapi-fuzz.ts';
import { createTestApp, DEMO, login, type TestContext } from '../../support/api-harness.ts';
import { png } from '../../support/png.ts';
import { applicationFields as cooperationFields, categoryIds, SAVE as COOPERATION } from '../cooperation/cooperation-helpers.ts';
import { applicationFields as certificationFields, APPLY as CERTIFICATION } from '../certification/certification-helpers.ts';

const AVATAR = '/gateway/member/api/member/updateNickAvatar';
const RECEIPT = '/gateway/order/api/ord/sale/memberUploadPayReceipt';
const CREDIT_RECEIPT = '/gateway/order/api/future/memberUploadPayReceipt';
const EVIDENCE = '/gateway/order/api/ord/refund/uploadEvidence';
const ENQUIRY = '/gateway/goods/api/goods/enquiryMember/import';
const NUL = 'A\u0000B';

let ctx: TestContext;
let member: string;
let categories: number[];

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 20 });
  member = await login(ctx, DEMO.personal, DEMO.password);
  categories = await categoryIds(ctx);
}, 120_000);
afterAll(async () => ctx?.close());

const text = (fields: Record<string, string | string[]>): FormPart[] =>
  Object.entries(fields).flatMap(([name, v]) => (Array.isArray(v) ? v : [v]).map((value) => ({ name, value })));
const file = (name: string, filename = 'f.png'): FormPart => ({ name, value: png(24, 16), filename, type: 'image/png' });

/** Sends a form; answers status and body, and the tables it changed (rate counters aside). */
async function send(url: string, parts: FormPart[]) {
  const before = await tableState(ctx);
  const form = multipartBody(parts);
  const res = await ctx.app.inject({ method: 'POST', url, payload: form.payload, headers: { 'content-type': form.contentType, authorization: `Bearer ${member}` } });
  const written = changedTables(before, await tableState(ctx)).filter((t) => t !== 'rate_counter');
  return { status: res.statusCode, body: res.json<{ success: boolean; msg: string }>(), written };
}

function refused(r: Awaited<ReturnType<typeof send>>, status: number, msg: RegExp | string) {
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  expect(r.body.success).toBe(false);
  if (typeof msg === 'string') expect(r.body.msg).toContain(msg);
  else expect(r.body.msg).toMatch(msg);
  expect(r.written).toEqual([]);
}

describe('a NUL byte in a form field is refused with 400 and nothing is written', () => {
  it('cooperation: companyName and a brand', async () => {
    refused(await send(COOPERATION, [...text(cooperationFields(categories, { companyName: `苏州${NUL}精工有限公司` })), file('licence')]), 400, '表单字段 companyName 包含不允许的空字符');
    refused(await send(COOPERATION, [...text(cooperationFields(categories, { brands: ['SKF', `哈${NUL}轴`] })), file('licence')]), 400, '表单字段 brands 包含不允许的空字符');
  });

  it('certification: companyName', async () => {
    refused(await send(CERTIFICATION, [...text(certificationFields({ companyName: `苏州${NUL}精工有限公司` })), file('licence')]), 400, '表单字段 companyName 包含不允许的空字符');
  });

  it('profile: the nickname', async () => {
    refused(await send(AVATAR, [{ name: 'nickname', value: `小${NUL}王` }]), 400, '表单字段 nickname 包含不允许的空字符');
  });

  it('receipts: the order id and the credit amount', async () => {
    refused(await send(RECEIPT, [{ name: 'orderId', value: `1${NUL}` }, file('file')]), 400, '表单字段 orderId 包含不允许的空字符');
    refused(await send(CREDIT_RECEIPT, [{ name: 'orderId', value: '1' }, { name: 'amountFen', value: `1${NUL}` }, file('file')]), 400, '表单字段 amountFen 包含不允许的空字符');
  });

  it('enquiry import: the file name', async () => {
    const csv = { name: 'file', value: Buffer.from('型号,数量\r\nLC1D09M7C,1\r\n'), filename: `询价${NUL}.csv`, type: 'text/csv' };
    refused(await send(ENQUIRY, [csv]), 400, '包含不允许的空字符');
  });
});

describe('the same length and type rules for every form', () => {
  it('a value the parser cut at its field size is refused, not stored cut', async () => {
    const long = 'x'.repeat(5000);
    refused(await send(COOPERATION, [...text(cooperationFields(categories, { companyName: long })), file('licence')]), 400, '表单字段 companyName 过长');
    refused(await send(AVATAR, [{ name: 'nickname', value: 'x'.repeat(300) }]), 400, '表单字段 nickname 长度不能超过 20 个字符');
  });

  it('a JSON part (parsed to an object) is refused as not text', async () => {
    refused(await send(AVATAR, [{ name: 'nickname', value: '{"a":1}', type: 'application/json' }]), 400, '表单字段 nickname 应为文本');
    refused(await send(RECEIPT, [{ name: 'orderId', value: '1', type: 'application/json' }, file('file')]), 400, '表单字段 orderId 应为文本');
  });
});

describe('a part the form does not take is refused (not ignored)', () => {
  it('avatar, evidence and receipts', async () => {
    refused(await send(AVATAR, [{ name: 'nickname', value: '小王' }, { name: 'memberId', value: '2' }]), 400, '表单包含不支持的字段：memberId');
    refused(await send(AVATAR, [file('banner')]), 400, '表单包含不支持的字段：banner');
    refused(await send(EVIDENCE, [{ name: 'note', value: 'x' }, file('file')]), 400, '表单包含不支持的字段：note');
    refused(await send(EVIDENCE, [file('other')]), 400, '表单包含不支持的字段：other');
    refused(await send(RECEIPT, [{ name: 'orderId', value: '1' }, { name: 'note', value: '1' }, file('file')]), 400, '表单包含不支持的字段：note');
    // A second file is past the form's file limit: refused by @fastify/multipart, in the envelope.
    refused(await send(RECEIPT, [{ name: 'orderId', value: '1' }, file('file'), file('extra')]), 413, '表单上传的文件过多');
    refused(await send(RECEIPT, [{ name: 'orderId', value: '1' }, { name: 'orderId', value: '2' }, file('file')]), 400, '表单字段 orderId 重复');
  });

  it('enquiry import: a text part is refused by name', async () => {
    refused(await send(ENQUIRY, [{ name: 'memberId', value: '2' }]), 400, '无法识别的字段：memberId');
  });
});

describe('a form sent to a route that takes JSON', () => {
  it('is refused with 415 in the envelope, and nothing is written (multipart is taken only where a form is read)', async () => {
    const ADDRESS_SAVE = '/gateway/member/api/memberAddress/save';
    refused(await send(ADDRESS_SAVE, [{ name: 'name', value: '小王' }]), 415, '不支持的请求内容类型');
    refused(await send('/gateway/goods/open/goods/list', [{ name: 'keyword', value: '6205' }]), 415, '不支持的请求内容类型');
  });
});

describe('the safety net: a NUL that reaches the database', () => {
  it('is recognised from the real driver error, answers 400 in the envelope and is logged as a warning', async () => {
    const err = await sql`select ${NUL}::text as x`.execute(ctx.handle.db).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).not.toBeNull();
    expect(databaseNulCode(err)).toMatch(/^(22021|22P05)$/);
    expect(databaseNulCode(new Error('other'))).toBeNull();
    expect(databaseNulCode({ code: '23505' })).toBeNull();

    const logs: string[] = [];
    const app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => logs.push(line) } } });
    installErrorHandlers(app, {});
    app.get('/boom', async () => {
      throw err;
    });
    app.get('/wrapped', async () => {
      throw new Error('query failed', { cause: err });
    });
    try {
      for (const url of ['/boom', '/wrapped']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(400);
        expect(res.json()).toEqual({ success: false, code: 400, msg: '请求包含不允许的空字符（\\u0000）或无效字符', data: null });
      }
      const warnings = logs.map((l) => JSON.parse(l) as { level: number; msg: string }).filter((l) => l.msg === 'NUL or invalid byte reached the database');
      expect(warnings).toHaveLength(2);
      expect(warnings.every((w) => w.level === 40)).toBe(true);
    } finally {
      await app.close();
    }
  });
});
