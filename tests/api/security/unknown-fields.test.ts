// Finding 1 (issue 11): unknown body fields are refused, never stripped or written. Every write route
// of the OpenAPI document (a POST with a JSON body) gets its valid body plus id, memberId,
// createdAt, status and deletedAt: 400, a Chinese message naming the field, and no table changes.
// Every multipart route (the document's multipart/form-data bodies) gets them as extra parts: the same.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO, login, type TestContext } from '../../support/api-harness.ts';
import { baseForm, baseRequest, caseUrl, changedTables, multipartBody, operations, tableState } from '../../fuzz/openapi-fuzz.ts';

let ctx: TestContext;
let member: string;
let staff: string;

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 20 });
  member = await login(ctx, DEMO.personal, DEMO.password);
  staff = await login(ctx, DEMO.staff, DEMO.staffPassword, '1');
});
afterAll(async () => ctx?.close());

const EXTRA = { id: 1, memberId: 2, createdAt: '2020-01-01T00:00:00Z', status: 9, deletedAt: '2020-01-01T00:00:00Z' };

describe('unknown fields', () => {
  it('refuses id, memberId, createdAt, status and deletedAt on every write route and writes nothing', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/docs/api/json' })).json();
    const writes = operations(doc).filter((op) => op.method === 'POST' && op.body);
    expect(writes.length).toBeGreaterThan(50);
    const before = await tableState(ctx);
    let n = 0;
    for (const op of writes) {
      const base = baseRequest(op);
      const token = op.auth === 'member' ? member : op.auth === 'staff' ? staff : undefined;
      n += 1;
      // A field the route really takes (e.g. the `id` of an update) keeps its valid value.
      const known = (op.body as { properties?: Record<string, unknown> }).properties ?? {};
      const extra = Object.fromEntries(Object.entries(EXTRA).filter(([k]) => !(k in known)));
      const res = await ctx.app.inject({
        method: 'POST',
        url: caseUrl(op, { kind: 'unknownKey', target: 'body', ...base }),
        payload: { ...(base.body as object), ...extra },
        remoteAddress: `10.11.0.${n}`,
        ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
      });
      // The payment notification takes any signed text field (refused here by type or provider).
      const strict = (op.body as { additionalProperties?: unknown }).additionalProperties === false;
      if (strict) expect(res.statusCode, op.path).toBe(400);
      else expect(Math.floor(res.statusCode / 100), op.path).toBe(4);
      // The sandbox gateway answers its refusals as an HTML page for a person (as documented).
      if (op.htmlRefusals) continue;
      const body = res.json<{ success: boolean; msg: string }>();
      expect(body.success, op.path).toBe(false);
      if (strict) expect(body.msg, op.path).toMatch(/请求体包含不支持的字段：(id|memberId|createdAt|status|deletedAt)/);
    }
    const after = await tableState(ctx);
    // Rate counters count refused requests on purpose; nothing else may change.
    expect(changedTables(before, after).filter((t) => t !== 'rate_counter')).toEqual([]);
    console.info(`[unknown fields] ${writes.length} write routes refused extra fields with 400`);
  });

  it('refuses the same fields as extra parts of every multipart form and writes nothing', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/docs/api/json' })).json();
    const forms = operations(doc).filter((op) => op.form);
    // cooperation, certification, profile, after-sales evidence, receipts (order, credit, service),
    // enquiry import, service sheet and attachment, staff deliver.
    expect(forms.length).toBeGreaterThanOrEqual(10);
    const before = await tableState(ctx);
    let n = 0;
    for (const op of forms) {
      const token = op.auth === 'member' ? member : op.auth === 'staff' ? staff : undefined;
      const known = op.form?.properties ?? {};
      for (const [name, value] of Object.entries(EXTRA)) {
        if (name in known) continue;
        n += 1;
        const form = multipartBody([...baseForm(op.form!), { name, value: String(value) }]);
        const res = await ctx.app.inject({
          method: 'POST',
          url: caseUrl(op, { kind: 'unknownPart', target: 'form', ...baseRequest(op) }),
          payload: form.payload,
          remoteAddress: `10.12.${n >> 8}.${n & 255}`,
          headers: { 'content-type': form.contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        });
        const label = `${op.path} +${name}`;
        expect(res.statusCode, label).toBe(400);
        const body = res.json<{ success: boolean; msg: string }>();
        expect(body.success, label).toBe(false);
        expect(body.msg, label).toMatch(/[\u4e00-\u9fff]/);
        expect(body.msg, label).toContain(name);
      }
    }
    const after = await tableState(ctx);
    expect(changedTables(before, after).filter((t) => t !== 'rate_counter')).toEqual([]);
    console.info(`[unknown fields] ${forms.length} multipart routes refused ${n} extra parts with 400`);
  });

  it("cannot put an address into another member's book (the audit's case)", async () => {
    const victim = await login(ctx, DEMO.enterprise, DEMO.password);
    const listBefore = await call<unknown[]>(ctx, { method: 'GET', url: '/gateway/member/api/memberAddress/list', token: victim });
    const victimRow = await ctx.handle.db.selectFrom('member').select('id').where('mobile', '=', DEMO.enterprise).executeTakeFirstOrThrow();
    const res = await call(ctx, {
      method: 'POST',
      url: '/gateway/member/api/memberAddress/save',
      token: member,
      payload: { consignee: '张三', mobile: '13800000099', provinceCode: '110000', cityCode: '110100', districtCode: '110101', detail: '测试路 1 号', memberId: victimRow.id },
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('请求体包含不支持的字段：memberId');
    const listAfter = await call<unknown[]>(ctx, { method: 'GET', url: '/gateway/member/api/memberAddress/list', token: victim });
    expect(listAfter.body.data).toEqual(listBefore.body.data);
  });
});
