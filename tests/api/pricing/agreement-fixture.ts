// Shared by the agreement API tests (issue 39): the staff calls, a token per role, a second
// 管理员 (the two-person rule needs one who did not draft), the demo company and a draft body.
import { readFileSync } from 'node:fs';
import type { AgreementSaveBody } from '../../../domain/pricing/agreement-payloads.ts';
import type { AgreementDetail } from '../../../domain/pricing/agreement-views.ts';
import type { StaffRole } from '../../../domain/staff/staff-roles.ts';
import { call, DEMO, login, type TestContext } from '../../support/api-harness.ts';
import { multipart } from '../../support/payment-helpers.ts';
import { roleTokens } from '../staff/staff-support.ts';

export const PA = '/gateway/goods/api/staff/goods/priceAgreement';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface AgreementWorld {
  tokens: Record<StaffRole, string>;
  /** A second 管理员, added through the staff API. */
  admin2: string;
  member: string;
  companyId: number;
}

export async function agreementWorld(ctx: TestContext): Promise<AgreementWorld> {
  const tokens = await roleTokens(ctx);
  const added = await call(ctx, { method: 'POST', url: '/gateway/system/api/staff/account/add', token: tokens.admin, payload: { username: 'admin.two', displayName: '管理员 周敏', role: 'admin', password: 'Second2026' } });
  if (added.status !== 200) throw new Error(`second admin not added: ${JSON.stringify(added.body)}`);
  const admin2 = await login(ctx, 'admin.two', 'Second2026', '1');
  const member = await login(ctx, DEMO.enterprise, DEMO.password);
  const company = await ctx.handle.db.selectFrom('company').select('id').where('name', '=', '苏州精工自动化设备有限公司').executeTakeFirstOrThrow();
  return { tokens, admin2, member, companyId: Number(company.id) };
}

/** yyyy-mm-dd `days` from today (UTC+8). */
export function chinaDay(days: number): string {
  return new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

export function draftBody(companyId: number, over: Partial<AgreementSaveBody> = {}): AgreementSaveBody {
  return {
    companyId, name: '测试协议', note: '季度协议', validFrom: chinaDay(0), validTo: chinaDay(90),
    goods: [{ goodsId: 5, priceFen: 30000 }], brands: [{ brandId: 9, rateBp: 9000 }], categories: [], ...over,
  };
}

export async function save(ctx: TestContext, token: string, body: unknown) {
  return call<AgreementDetail>(ctx, { method: 'POST', url: `${PA}/save`, token, payload: body as Record<string, unknown> });
}

export async function step(ctx: TestContext, token: string, verb: 'submit' | 'confirm' | 'reject' | 'revoke', id: number, payload: Record<string, unknown>) {
  return call<AgreementDetail>(ctx, { method: 'POST', url: `${PA}/${verb}/${id}`, token, payload });
}

export async function importSheet(ctx: TestContext, token: string, id: number, fields: Record<string, string>, file: string) {
  const bytes = readFileSync(new URL(`../../fixtures/pricing/${file}`, import.meta.url));
  return call<{ imported: number; failed: number; rows: { rowNo: number; outcome: string; message: string | null; goodsId: number | null; priceFen: number | null }[]; agreement: AgreementDetail }>(ctx, {
    method: 'POST', url: `${PA}/import/${id}`, token, ...multipart(fields, { filename: file, type: XLSX_TYPE, bytes }),
  });
}
