// Demo accounts: three members (personal, enterprise with an approved certification, distributor),
// one staff administrator and one demo staff account per other role (issue 22), with points, a
// welcome message, an address and an invoice title.
import type { Kysely, Transaction } from 'kysely';
import { buildCreditCode } from '../../../domain/shared/credit-code.ts';
import { hashPassword } from '../../security/password.ts';
import type { Database } from '../schema.ts';
import { seedAgreement } from './agreements.ts';
import { seedCompany } from './company.ts';
import { seedPunchoutClient } from './punchout-client.ts';

type Db = Kysely<Database> | Transaction<Database>;

export const DEMO_PASSWORD = 'Demo2026';
export const STAFF_USERNAME = 'admin';
export const STAFF_PASSWORD = 'Admin2026';

/** One demo account per other staff role (issue 22), all with STAFF_DEMO_PASSWORD. */
export const STAFF_DEMO_PASSWORD = 'Staff2026';
export const DEMO_STAFF = [
  { username: 'kefu', displayName: '客服 陈静', role: 'service' },
  { username: 'caiwu', displayName: '财务 刘芳', role: 'finance' },
  { username: 'cangku', displayName: '仓库 赵磊', role: 'warehouse' },
  { username: 'yunying', displayName: '运营 孙悦', role: 'operations' },
] as const;

export const DEMO_ENTERPRISE = {
  companyName: '苏州精工自动化设备有限公司',
  creditCode: buildCreditCode('91', '320505', 'MA1P2K3Q'),
  legalPerson: '周建国',
  contactName: '李明',
  regAddress: '苏州高新区科灵路78号苏高新软件园5号楼',
  regPhone: '0512-66851234',
  bankName: '中国工商银行苏州高新技术产业开发区支行',
  bankAccount: '1102020109000612345',
} as const;

/** The enterprise demo member's credit terms (账期): limit 200,000.00 yuan, 30 days to pay. */
export const DEMO_CREDIT = { limitFen: 20_000_000, termDays: 30 } as const;

interface DemoMember {
  mobile: string;
  memberType: 1 | 2;
  nickname: string;
  companyName: string | null;
  isDistributor: boolean;
  points: number;
  vipDays: number | null;
  address: { consignee: string; province: string; city: string; district: string; region: string; detail: string; postcode: string };
}

export const DEMO_MEMBERS: readonly DemoMember[] = [
  {
    mobile: '13800000001', memberType: 1, nickname: '张工', companyName: null, isDistributor: false, points: 1200, vipDays: null,
    address: { consignee: '张伟', province: '310000', city: '310100', district: '310115', region: '上海市 上海市 浦东新区', detail: '张江镇祖冲之路887弄3号楼502室', postcode: '201203' },
  },
  {
    mobile: '13800000002', memberType: 2, nickname: '精工采购部', companyName: DEMO_ENTERPRISE.companyName, isDistributor: false, points: 5800, vipDays: 365,
    address: { consignee: '李明', province: '320000', city: '320500', district: '320505', region: '江苏省 苏州市 虎丘区', detail: '科灵路78号苏高新软件园5号楼2层 收货处', postcode: '215163' },
  },
  {
    mobile: '13800000003', memberType: 1, nickname: '王经理', companyName: null, isDistributor: true, points: 2600, vipDays: null,
    address: { consignee: '王强', province: '440000', city: '440100', district: '440106', region: '广东省 广州市 天河区', detail: '天河北路233号中信广场18楼', postcode: '510620' },
  },
];

const DAY_MS = 86_400_000;

export interface AccountPasswords {
  member: string;
  staff: string;
  /** The demo staff of the other roles. */
  staffDemo: string;
}

/** Hashes the demo passwords (scrypt, random salts): done before the seed transaction opens. */
export async function hashDemoPasswords(): Promise<AccountPasswords> {
  const [member, staff, staffDemo] = await Promise.all([hashPassword(DEMO_PASSWORD), hashPassword(STAFF_PASSWORD), hashPassword(STAFF_DEMO_PASSWORD)]);
  return { member, staff, staffDemo };
}

export interface AccountReport {
  memberIds: number[];
  staffId: number;
}

export async function seedAccounts(db: Db, now: Date, passwords: AccountPasswords): Promise<AccountReport> {
  const staff = await db
    .insertInto('staffUser')
    .values({ username: STAFF_USERNAME, passwordHash: passwords.staff, displayName: '系统管理员', role: 'admin', createdAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('staffUser')
    .values(DEMO_STAFF.map((d) => ({ username: d.username, passwordHash: passwords.staffDemo, displayName: d.displayName, role: d.role, createdAt: now })))
    .execute();
  const memberIds: number[] = [];
  for (const [i, m] of DEMO_MEMBERS.entries()) {
    const createdAt = new Date(now.getTime() - (90 - i * 20) * DAY_MS);
    const row = await db
      .insertInto('member')
      .values({
        username: m.mobile, mobile: m.mobile, passwordHash: passwords.member, memberType: m.memberType, companyName: m.companyName,
        nickname: m.nickname, isDistributor: m.isDistributor, points: m.points,
        memberPriceEndTime: m.vipDays === null ? null : new Date(now.getTime() + m.vipDays * DAY_MS), createdAt, updatedAt: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    memberIds.push(row.id);
    await seedMemberExtras(db, row.id, m, createdAt, now);
  }
  await seedEnterpriseCert(db, memberIds[1]!, staff.id, now);
  await db.insertInto('memberCredit').values({ memberId: memberIds[1]!, ...DEMO_CREDIT, status: 1, createdAt: now }).execute();
  // Goods are seeded before the accounts, so the company's requisition list can name some.
  const company = await seedCompany(db, DEMO_ENTERPRISE, memberIds[1]!, passwords.member, now);
  // Issue 39: the demo company's active price agreement (运营 drafted, 管理员 confirmed).
  await seedAgreement(db, company.companyId, now);
  // Issue 40: the demo company's PunchOut client (a documented demo secret), made by its holder.
  await seedPunchoutClient(db, company.companyId, memberIds[1]!);
  return { memberIds, staffId: staff.id };
}

async function seedMemberExtras(db: Db, memberId: number, m: DemoMember, createdAt: Date, now: Date): Promise<void> {
  const signUp = 500;
  await db
    .insertInto('pointsRecord')
    .values([
      { memberId, change: signUp, balance: signUp, reason: '注册赠送积分', refId: null, createdAt },
      { memberId, change: m.points - signUp, balance: m.points, reason: '订单完成奖励积分', refId: null, createdAt: new Date(now.getTime() - 5 * DAY_MS) },
    ])
    .execute();
  await db
    .insertInto('memberMessage')
    .values([
      { memberId, kind: 'system', title: '欢迎加入爱备客', body: `尊敬的${m.nickname}，欢迎注册爱备客工业品商城！您已获得${signUp}积分，可在积分商城兑换礼品。完成企业认证即可免费领取30天VIP，享受会员专享价。如有疑问请致电 400-826-6688。`, readAt: createdAt, createdAt },
      { memberId, kind: 'points', title: '积分到账提醒', body: `您的订单已完成，${m.points - signUp}积分已发放到您的账户，当前积分余额${m.points}。`, readAt: new Date(now.getTime() - 5 * DAY_MS), createdAt: new Date(now.getTime() - 5 * DAY_MS) },
    ])
    .execute();
  const a = m.address;
  await db
    .insertInto('memberAddress')
    .values({ memberId, consignee: a.consignee, mobile: m.mobile, provinceCode: a.province, cityCode: a.city, districtCode: a.district, regionText: a.region, detail: a.detail, postcode: a.postcode, tag: m.memberType === 2 ? '公司' : '家', isDefault: true, createdAt, updatedAt: createdAt })
    .execute();
  const enterprise = m.memberType === 2;
  const e = DEMO_ENTERPRISE;
  await db
    .insertInto('memberInvoice')
    .values({
      memberId, invoiceType: enterprise ? 2 : 1, titleType: enterprise ? 2 : 1, title: enterprise ? e.companyName : a.consignee,
      taxNo: enterprise ? e.creditCode : null, regAddress: enterprise ? e.regAddress : null, regPhone: enterprise ? e.regPhone : null,
      bankName: enterprise ? e.bankName : null, bankAccount: enterprise ? e.bankAccount : null, receiverName: a.consignee,
      receiverMobile: m.mobile, receiverEmail: null, receiverAddress: `${a.region.replaceAll(' ', '')}${a.detail}`, isDefault: true, createdAt, updatedAt: createdAt,
    })
    .execute();
}

/** Certification status 1 = approved (0 pending, 2 rejected). */
async function seedEnterpriseCert(db: Db, memberId: number, staffId: number, now: Date): Promise<void> {
  const e = DEMO_ENTERPRISE;
  await db
    .insertInto('enterpriseCert')
    .values({
      memberId, companyName: e.companyName, creditCode: e.creditCode, legalPerson: e.legalPerson, contactName: e.contactName,
      contactMobile: '13800000002', licenseUrl: null, status: 1, rejectReason: null, reviewedBy: staffId,
      reviewedAt: new Date(now.getTime() - 60 * DAY_MS), createdAt: new Date(now.getTime() - 61 * DAY_MS),
    })
    .execute();
}
