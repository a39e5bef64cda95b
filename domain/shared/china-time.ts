// The shop's time rules: every calendar day, date and time a person sees or a rule counts is in
// China Standard Time (Asia/Shanghai, UTC+8, no daylight saving), whatever the clock's zone.
// Pure functions of an instant: the same answer in the browser, the server and the tests.

/** Asia/Shanghai is UTC+8 all year. */
export const CHINA_OFFSET_MS = 8 * 3_600_000;

const DAY_MS = 86_400_000;

/** The instant as an ISO text of its China wall clock: 2026-11-22T00:00:00.000Z for 16:00Z. */
function chinaClock(time: number): string {
  return new Date(time + CHINA_OFFSET_MS).toISOString();
}

/** yyyy-mm-dd of the China calendar day at `now`: the key of per-day counters (daily SMS caps). */
export function chinaDateKey(now: Date = new Date()): string {
  return chinaClock(now.getTime()).slice(0, 10);
}

/** yymmdd of the China calendar day at `now`: the date part of order and draft numbers. */
export function chinaYymmdd(now: Date = new Date()): string {
  return chinaClock(now.getTime()).slice(2, 10).replaceAll('-', '');
}

/**
 * The instant the China day `date` (yyyy-mm-dd) starts, `plusDays` days later: 16:00Z of the day
 * before. `[chinaMidnightUtc(start), chinaMidnightUtc(end, 1))` covers start..end inclusive.
 */
export function chinaMidnightUtc(date: string, plusDays = 0): Date {
  const midnight = new Date(`${date}T00:00:00+08:00`);
  return new Date(midnight.getTime() + plusDays * DAY_MS);
}

/** The instant January 1st of the China year at `now` starts (16:00Z on December 31st). */
export function chinaYearStartUtc(now: Date = new Date()): Date {
  const year = new Date(now.getTime() + CHINA_OFFSET_MS).getUTCFullYear();
  return new Date(`${year}-01-01T00:00:00+08:00`);
}

/** 2026-11-21 for an ISO time; '' for none, the text itself when it is not a time. */
export function formatChinaDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : chinaClock(time).slice(0, 10);
}

/** 2026-11-21 16:05 for an ISO time; '' for none, the text itself when it is not a time. */
export function formatChinaDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  const text = chinaClock(time);
  return `${text.slice(0, 10)} ${text.slice(11, 16)}`;
}
