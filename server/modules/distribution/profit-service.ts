// The distributor's reports (docs/api/distribution.md), each after refreshing the distributor's
// own commission rows (syncCommissions): the last 12 China months (orders paid, sales, commission
// pending / void by the month the order was paid, settled and clawed back by the month it
// happened), the lines of a month (masked order numbers and buyers), and the month as an .xlsx.
import * as XLSX from '@e965/xlsx';
import type { Kysely } from 'kysely';
import {
  CLAWBACK_TEXT, COMMISSION_STATUS, COMMISSION_STATUS_TEXT, lastMonths, maskBuyer, maskOrderNo, NOT_DISTRIBUTOR_CODE, type CommissionStatus,
} from '../../../domain/distribution/distribution-rules.ts';
import type { MonthProfit, MonthProfitReport, ProfitDetail } from '../../../domain/distribution/distribution-views.ts';
import type { Page } from '../../../domain/shared/envelope.ts';
import { formatChinaDateTime } from '../../../domain/shared/china-time.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { memberDistributorFlags } from '../account/public.ts';
import { syncCommissions, type SyncOptions } from './commission-sync.ts';
import { DIST_MSG } from './messages.ts';
import { commissionTotals, countMonthLines, earnByPaidMonth, monthLines, settledBySettleMonth } from './profit-report-repository.ts';

export type Rules = Pick<SyncOptions, 'windowDays' | 'defaultRateBp'>;

/**
 * Where a report reads (issue 41): the commission rows are brought up to date on the primary,
 * then read from `read` (a replica, replica-reads.ts) unless that sync wrote rows: then from the
 * primary, and `wrote()` keeps the member on the primary for the replicas' staleness bound.
 */
export interface ReportDbs {
  primary: Kysely<Database>;
  read: Kysely<Database>;
  wrote(): void;
}

async function synced(dbs: ReportDbs, rules: Rules, distributorId: number, now: Date): Promise<Kysely<Database>> {
  await requireDistributor(dbs.primary, distributorId);
  const r = await syncCommissions(dbs.primary, { ...rules, distributorId, now });
  if (r.created + r.settled + r.voided === 0) return dbs.read;
  dbs.wrote();
  return dbs.primary;
}

/** 601 unless the member is a distributor now. */
export async function requireDistributor(db: Kysely<Database>, memberId: number): Promise<void> {
  const row = await memberDistributorFlags(db, memberId);
  if (!row?.isDistributor) throw new AppError(403, DIST_MSG.notDistributor, NOT_DISTRIBUTOR_CODE);
}

const n = (v: unknown) => Number(v ?? 0);

export async function monthReport(dbs: ReportDbs, rules: Rules, distributorId: number, now: Date = new Date()): Promise<MonthProfitReport> {
  const db = await synced(dbs, rules, distributorId, now);
  const months = lastMonths(now, 12);
  const [byPaid, bySettle, totals] = await Promise.all([
    earnByPaidMonth(db, distributorId, months),
    settledBySettleMonth(db, distributorId, months, COMMISSION_STATUS.settled),
    commissionTotals(db, distributorId, months[0]!),
  ]);
  const paid = new Map(byPaid.map((r) => [r.paidMonth, r]));
  const settle = new Map(bySettle.map((r) => [r.settleMonth, r]));
  const rows: MonthProfit[] = months.map((month) => {
    const p = paid.get(month);
    const s = settle.get(month);
    return { month, orderCount: n(p?.orders), salesFen: n(p?.sales), pendingFen: n(p?.pending), voidFen: n(p?.void), settledFen: n(s?.settled), clawbackFen: n(s?.clawback) };
  });
  return { months: rows, totals: { salesFen: n(totals.sales), pendingFen: n(totals.pending), settledFen: n(totals.settled), clawbackFen: n(totals.clawback) } };
}

function detailOf(r: {
  id: number; kind: 'earn' | 'clawback'; orderNo: string; username: string; name: string; model: string; baseFen: number; rateBp: number; commissionFen: number;
  status: number; paidAt: Date | string | null; settleMonth: string | null;
}): ProfitDetail {
  const status = r.status as CommissionStatus;
  return {
    id: Number(r.id), kind: r.kind, orderNo: maskOrderNo(r.orderNo), buyer: maskBuyer(r.username), goodsName: r.name, model: r.model, baseFen: Number(r.baseFen),
    rateBp: r.rateBp, commissionFen: Number(r.commissionFen), status, statusText: r.kind === 'clawback' ? CLAWBACK_TEXT : COMMISSION_STATUS_TEXT[status],
    paidAt: new Date(r.paidAt!).toISOString(), settleMonth: r.settleMonth,
  };
}

export async function monthDetails(
  dbs: ReportDbs, rules: Rules, distributorId: number, q: { month: string; current: number; size: number }, now: Date = new Date(),
): Promise<Page<ProfitDetail>> {
  const db = await synced(dbs, rules, distributorId, now);
  const [total, rows] = await Promise.all([
    countMonthLines(db, distributorId, q.month),
    monthLines(db, distributorId, q.month, { desc: true, limit: q.size, offset: (q.current - 1) * q.size }),
  ]);
  return { records: rows.map(detailOf), total, size: q.size, current: q.current, pages: Math.ceil(total / q.size) };
}

/** The month's lines as an .xlsx workbook (at most 10,000 lines; text cells are never formulas). */
export async function monthExport(dbs: ReportDbs, rules: Rules, distributorId: number, month: string, now: Date = new Date()): Promise<Buffer> {
  const db = await synced(dbs, rules, distributorId, now);
  const rows = (await monthLines(db, distributorId, month, { desc: false, limit: 10_000 })).map(detailOf);
  const aoa: (string | number)[][] = [[...DIST_MSG.exportColumns]];
  for (const r of rows) {
    aoa.push([
      r.orderNo, r.buyer, r.goodsName, r.model, r.baseFen / 100, `${(r.rateBp / 100).toFixed(2)}%`,
      r.commissionFen / 100, r.statusText, formatChinaDateTime(r.paidAt), r.settleMonth ?? '',
    ]);
  }
  const sheet = XLSX.utils.aoa_to_sheet(aoa);
  sheet['!cols'] = [{ wch: 18 }, { wch: 14 }, { wch: 30 }, { wch: 18 }, { wch: 14 }, { wch: 10 }, { wch: 12 }, { wch: 10 }, { wch: 20 }, { wch: 10 }];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, DIST_MSG.sheet);
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}
