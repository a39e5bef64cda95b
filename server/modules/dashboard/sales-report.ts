// The 工作台's report (report.view, issue 22 item 5), read-only: today's orders, sales and refunds, the
// last 30 China days of both (every day present, zero when nothing happened), the goods sold most
// in those days by quantity and by amount, and the search terms that found nothing. Days are China
// calendar days (domain/shared/china-time.ts): a payment at 23:30 on the 23rd in Beijing is the
// 23rd's, whatever the server's clock zone.
import type { Kysely } from 'kysely';
import { chinaDateKey, chinaMidnightUtc } from '../../../domain/shared/china-time.ts';
import { REPORT_DAYS, REPORT_TERMS, REPORT_TOP, type DashboardReport, type DayFigures } from '../../../domain/staff/dashboard-payloads.ts';
import type { Database } from '../../db/schema.ts';
import { refundsByDay } from '../after-sales/public.ts';
import { noResultSearches } from '../catalogue/public.ts';
import { orderFiguresByDay, topGoodsSold } from '../orders/public.ts';

/** The China dates of the report's days, oldest first, ending with the day of `now`. */
export function reportDates(now: Date, days = REPORT_DAYS): string[] {
  const today = chinaDateKey(now);
  return Array.from({ length: days }, (_, i) => chinaDateKey(chinaMidnightUtc(today, i - days + 1)));
}

export async function salesReport(db: Kysely<Database>, now: Date = new Date()): Promise<DashboardReport> {
  const dates = reportDates(now);
  const from = chinaMidnightUtc(dates[0]!);
  const until = chinaMidnightUtc(dates.at(-1)!, 1);
  // Five independent reads: concurrent on PostgreSQL's pool (PGlite's one connection queues them).
  const [byDay, refundDays, topByQuantity, topByAmount, noResultTerms] = await Promise.all([
    orderFiguresByDay(db, from, until),
    refundsByDay(db, from, until),
    topGoodsSold(db, from, until, 'quantity', REPORT_TOP),
    topGoodsSold(db, from, until, 'amount', REPORT_TOP),
    noResultSearches(db, from, REPORT_TERMS),
  ]);
  const figures = new Map(byDay.map((d) => [d.date, d]));
  const refunds = new Map(refundDays.map((d) => [d.date, d.refundFen]));
  const days: DayFigures[] = dates.map((date) => ({
    date,
    orderCount: figures.get(date)?.orderCount ?? 0,
    salesFen: figures.get(date)?.salesFen ?? 0,
    refundFen: refunds.get(date) ?? 0,
  }));
  return { today: days.at(-1)!, days, topByQuantity, topByAmount, noResultTerms };
}
