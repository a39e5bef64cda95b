// The members the rule and budget tests act as (issue 38): the demo company's admin, buyer,
// approver and finance member (server/db/seed/company.ts), a personal member, and the admin of a
// second company (the distributor's) whose ids must not reach the demo company's rows.
import { call, createTestApp, DEMO, login, type TestAppOptions, type TestContext } from '../../support/api-harness.ts';

export const BUYER = '13800000004';
export const APPROVER = '13800000005';
export const FINANCE = '13800000006';

export type Who = 'admin' | 'buyer' | 'approver' | 'finance' | 'personal' | 'other';

export interface CompanyFixture {
  ctx: TestContext;
  token: Record<Who, string>;
  companyId: number;
  otherCompanyId: number;
  /** The demo company's departments by name (采购部, 财务部) and the other company's one. */
  dept: { purchasing: number; finance: number; other: number };
}

export async function companyFixture(options: TestAppOptions = {}): Promise<CompanyFixture> {
  const ctx = await createTestApp({ seedSkus: 20, ...options });
  const db = ctx.handle.db;
  const company = await db.selectFrom('company').select(['id']).orderBy('id').executeTakeFirstOrThrow();
  const companyId = Number(company.id);
  const depts = await db.selectFrom('companyDepartment').select(['id', 'name']).where('companyId', '=', companyId).execute();
  const idOf = (name: string) => Number(depts.find((d) => d.name === name)?.id);
  const distributor = await db.selectFrom('member').select('id').where('mobile', '=', DEMO.distributor).executeTakeFirstOrThrow();
  const other = await db.insertInto('company').values({ name: '苏州另一家机械有限公司', creditCode: '91320500MA1OTHER01', holderMemberId: distributor.id, certId: null }).returning('id').executeTakeFirstOrThrow();
  const otherDept = await db.insertInto('companyDepartment').values({ companyId: other.id, name: '设备部', code: 'EQ-01', parentId: null }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('companyMember').values({ memberId: distributor.id, companyId: other.id, name: '另一家管理员', role: 'admin', departmentId: otherDept.id, status: 'active' }).execute();
  const [admin, buyer, approver, finance, personal, otherAdmin] = await Promise.all([
    login(ctx, DEMO.enterprise, DEMO.password),
    login(ctx, BUYER, DEMO.password),
    login(ctx, APPROVER, DEMO.password),
    login(ctx, FINANCE, DEMO.password),
    login(ctx, DEMO.personal, DEMO.password),
    login(ctx, DEMO.distributor, DEMO.password),
  ]);
  return {
    ctx,
    token: { admin, buyer, approver, finance, personal, other: otherAdmin },
    companyId,
    otherCompanyId: Number(other.id),
    dept: { purchasing: idOf('采购部'), finance: idOf('财务部'), other: Number(otherDept.id) },
  };
}

/** The newest rows of the company's audit log, as its admin reads them. */
export async function auditActions(f: CompanyFixture): Promise<{ action: string; summary: string }[]> {
  const res = await call<{ records: { action: string; summary: string }[] }>(f.ctx, { method: 'POST', url: '/gateway/member/api/company/audit/page', token: f.token.admin, payload: { current: 1, size: 10 } });
  return res.body.data.records;
}
