// The demo company (issue 37): the certified enterprise of 13800000002 is a company with that member
// as its admin (and certified account), a buyer, an approver and a finance member (all with the demo
// password), two departments with cost-centre codes, the audit rows of its setting up and one shared
// requisition list (常购清单) of four goods on sale. Issue 38: an approval rule (orders from ¥5,000
// need the approver of the buyer's department) and a monthly budget of 采购部 (¥300,000, soft: an
// order beyond it goes to approval).
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../schema.ts';

type Db = Kysely<Database> | Transaction<Database>;
const DAY_MS = 86_400_000;

export const DEMO_COMPANY_MEMBERS = [
  { mobile: '13800000004', name: '陈刚', role: 'buyer', department: 'PUR-01' },
  { mobile: '13800000005', name: '林娜', role: 'approver', department: 'PUR-01' },
  { mobile: '13800000006', name: '吴芳', role: 'finance', department: 'FIN-01' },
] as const;

export const DEMO_DEPARTMENTS = [
  { code: 'PUR-01', name: '采购部' },
  { code: 'FIN-01', name: '财务部' },
] as const;

export const DEMO_LIST_NAME = '设备部月度常购';

export const DEMO_APPROVAL_RULE = { name: '大额订单审批', minAmountFen: 500_000, levels: ['departmentApprover'] } as const;
export const DEMO_BUDGET = { department: 'PUR-01', period: 'month', amountFen: 30_000_000, mode: 'soft' } as const;

export async function seedCompany(db: Db, e: { companyName: string; creditCode: string; contactName: string }, holderId: number, memberPasswordHash: string, now: Date): Promise<{ companyId: number; memberIds: number[] }> {
  const cert = await db.selectFrom('enterpriseCert').select('id').where('memberId', '=', holderId).where('status', '=', 1).executeTakeFirstOrThrow();
  const founded = new Date(now.getTime() - 60 * DAY_MS);
  const company = await db
    .insertInto('company')
    .values({ name: e.companyName, creditCode: e.creditCode, holderMemberId: holderId, certId: cert.id, createdAt: founded, updatedAt: founded })
    .returning('id')
    .executeTakeFirstOrThrow();
  const companyId = Number(company.id);
  const deptIds = new Map<string, number>();
  for (const d of DEMO_DEPARTMENTS) {
    const row = await db.insertInto('companyDepartment').values({ companyId, name: d.name, code: d.code, parentId: null, createdAt: founded }).returning('id').executeTakeFirstOrThrow();
    deptIds.set(d.code, Number(row.id));
  }
  await db.insertInto('companyMember').values({ memberId: holderId, companyId, name: e.contactName, role: 'admin', departmentId: deptIds.get('PUR-01') ?? null, status: 'active', joinedAt: founded, updatedAt: founded }).execute();
  const audits: { action: string; summary: string; at: Date }[] = [
    { action: '开通企业账号', summary: `企业认证通过，${e.contactName} 成为管理员`, at: founded },
    ...DEMO_DEPARTMENTS.map((d) => ({ action: '新建部门', summary: `新建部门 ${d.name}（成本中心 ${d.code}）`, at: founded })),
  ];
  const memberIds: number[] = [];
  for (const [i, m] of DEMO_COMPANY_MEMBERS.entries()) {
    const joined = new Date(founded.getTime() + (i + 1) * DAY_MS);
    const member = await db
      .insertInto('member')
      .values({ username: m.mobile, mobile: m.mobile, passwordHash: memberPasswordHash, memberType: 1, companyName: null, nickname: m.name, isDistributor: false, points: 0, memberPriceEndTime: null, createdAt: joined, updatedAt: joined })
      .returning('id')
      .executeTakeFirstOrThrow();
    const memberId = Number(member.id);
    memberIds.push(memberId);
    await db.insertInto('companyMember').values({ memberId, companyId, name: m.name, role: m.role, departmentId: deptIds.get(m.department) ?? null, status: 'active', joinedAt: joined, updatedAt: joined }).execute();
    audits.push({ action: '接受邀请', summary: `${m.name} 以${{ buyer: '采购员', approver: '审批人', finance: '财务' }[m.role]}身份加入企业`, at: joined });
  }
  await db.insertInto('companyApprovalRule').values({ companyId, name: DEMO_APPROVAL_RULE.name, departmentId: null, minAmountFen: DEMO_APPROVAL_RULE.minAmountFen, categoryIds: [], levels: [...DEMO_APPROVAL_RULE.levels], createdAt: founded, updatedAt: founded }).execute();
  await db.insertInto('companyBudget').values({ companyId, departmentId: deptIds.get(DEMO_BUDGET.department)!, period: DEMO_BUDGET.period, amountFen: DEMO_BUDGET.amountFen, mode: DEMO_BUDGET.mode, updatedAt: founded }).execute();
  await db.insertInto('companyAudit').values(audits.map((a) => ({ companyId, actorMemberId: holderId, actorStaffId: null, action: a.action, summary: a.summary, createdAt: a.at }))).execute();
  const goods = await db.selectFrom('goods').select('id').where('status', '=', 1).orderBy('id').limit(4).execute();
  if (goods.length > 0) {
    const list = await db
      .insertInto('requisitionList')
      .values({ ownerMemberId: holderId, createdBy: holderId, name: DEMO_LIST_NAME, note: '每月初补货：轴承、气动件和劳保用品', createdAt: founded, updatedAt: founded })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('requisitionListLine').values(goods.map((g, i) => ({ listId: Number(list.id), goodsId: g.id, quantity: [10, 4, 20, 2][i] ?? 1, sort: i }))).execute();
  }
  return { companyId, memberIds };
}
