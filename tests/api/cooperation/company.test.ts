// GET /api/common/company/get/{id} (issue 13 item 4): a registry company for the member's forms.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegistryCompany } from '../../../domain/cooperation/cooperation-views.ts';
import { isValidCreditCode } from '../../../domain/shared/credit-code.ts';
import { call, createTestApp, DEMO, login, type TestContext } from '../../support/api-harness.ts';
import { staffToken } from '../../support/payment-helpers.ts';

let ctx: TestContext;
let member: string;

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 10 });
  member = await login(ctx, DEMO.personal, DEMO.password);
}, 120_000);
afterAll(async () => ctx?.close());

const get = (id: number | string, token?: string) => call<RegistryCompany>(ctx, { method: 'GET', url: `/gateway/common/api/common/company/get/${id}`, ...(token ? { token } : {}) });

describe('GET /api/common/company/get/{id}', () => {
  it('serves a registry company with its credit code, legal representative and address', async () => {
    const row = await ctx.handle.db.selectFrom('companyRegistry').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const res = await get(row.id, member);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      id: Number(row.id), companyName: row.companyName, creditCode: row.creditCode, legalPerson: row.legalPerson, regAddress: row.regAddress, source: row.source,
    });
    expect(isValidCreditCode(res.body.data.creditCode)).toBe(true);
  });

  it('answers 404 for an unknown id, 400 for a malformed one, 401 without a token and 403 for staff', async () => {
    const missing = await get(99_999_999, member);
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('企业不存在');
    expect((await get('abc', member)).status).toBe(400);
    expect((await get(0, member)).status).toBe(400);
    expect((await get(1)).status).toBe(401);
    expect((await get(1, await staffToken(ctx))).status).toBe(403);
  });
});
