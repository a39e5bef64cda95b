// Migrations on an empty database: every table of the typed Database exists, the trigram
// indexes exist, and running them again changes nothing.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../server/db/migrate.ts';
import type { Database } from '../../../server/db/schema.ts';
import { freshDatabase } from '../../support/fresh-database.ts';

let fresh: Awaited<ReturnType<typeof freshDatabase>>;
beforeAll(async () => {
  fresh = await freshDatabase();
});
afterAll(async () => fresh?.drop());

const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

// One entry per table of the typed interface; the compiler checks the list is complete.
const TABLES: Record<keyof Database, true> = {
  distributorApplication: true, commissionRate: true, commission: true,
  member: true, staffUser: true, staffAudit: true, staffAuditHead: true, staffAlert: true, oauthToken: true, siteSetting: true, enterpriseCert: true, enterpriseCertLog: true, vipGrant: true, memberMessage: true,
  memberAddress: true, memberInvoice: true, pointsRecord: true, pointsSignIn: true, category: true, brand: true, brandAlias: true,
  warehouse: true, goods: true, goodsStock: true, zone: true, zoneGoods: true, categoryRecommend: true,
  hotSearchLog: true, favourite: true, cartItem: true, saleOrder: true, saleOrderLine: true, orderPayment: true,
  orderStatusLog: true, refundOrder: true, refundLine: true, refundTrace: true, refundPayment: true, enquiry: true, enquiryLine: true, enquiryChoice: true, memberBuyerCode: true, enquiryMapping: true,
  pointsGoods: true, pointsOrder: true, pointsOrderLog: true, serviceItem: true, serviceOrder: true, serviceOrderInstrument: true, serviceCertificate: true, serviceOrderEvent: true, servicePayment: true, serviceAttachment: true, cooperationInfo: true,
  company: true, companyAudit: true, companyDepartment: true, companyInvitation: true, companyMember: true, requisitionList: true, requisitionListLine: true,
  companyApprovalRule: true, companyBudget: true, orderApproval: true,
  priceAgreement: true, priceAgreementItem: true, quote: true, quoteLine: true, apiClient: true, integrationOrderRequest: true, webhookEndpoint: true, webhookEvent: true, webhookDelivery: true, punchoutSession: true, catalogueChangeEvent: true,
  cmsCategory: true, cmsArticle: true, cmsArticleFeedback: true, cmsAd: true, captcha: true, smsOutbox: true, smsCode: true,
  accountTicket: true, rateCounter: true, wechatScan: true, upload: true, noticeDismissal: true, companyRegistry: true,
  conversionGroup: true, conversionMember: true, tmpOrder: true, tmpOrderLine: true, orderAllocation: true,
  memberCredit: true,
  stockReceipt: true, arrivalNotice: true, stockAdjustment: true,
};

describe('migrations', () => {
  it('create every table of the typed Database on an empty database, then are a no-op', async () => {
    const db = fresh.handle.db;
    const applied = await migrateToLatest(db);
    expect(applied.length).toBeGreaterThanOrEqual(4);
    const tables = await db.introspection.getTables();
    const names = new Set(tables.map((t) => t.name));
    for (const table of Object.keys(TABLES)) expect(names, table).toContain(snake(table));
    expect(await migrateToLatest(db)).toEqual([]);
  });

  it('create trigram indexes for model and name search', async () => {
    const { rows } = await sql<{ indexname: string; indexdef: string }>`select indexname, indexdef from pg_indexes where tablename = 'goods'`.execute(fresh.handle.db);
    const defs = rows.map((r) => r.indexdef).join('\n');
    expect(defs).toMatch(/gin \(model_key gin_trgm_ops\)/);
    expect(defs).toMatch(/gin \(name gin_trgm_ops\)/);
  });

  it('keep stock and money from going negative at the database level', async () => {
    const { rows } = await sql<{ def: string }>`
      select pg_get_constraintdef(c.oid) as def from pg_constraint c
      join pg_class t on t.oid = c.conrelid where t.relname in ('goods_stock', 'goods', 'sale_order') and c.contype = 'c'`.execute(fresh.handle.db);
    const defs = rows.map((r) => r.def).join('\n');
    expect(defs).toContain('(qty >= 0)');
    expect(defs).toContain('(reserved <= qty)');
    expect(defs).toContain('(list_price_fen > 0)');
    expect(defs).toContain('(total_fen >= 0)');
  });
});
