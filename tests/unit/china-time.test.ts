// The shop's time rules in China Standard Time (domain/shared/china-time.ts): the day turns at
// 16:00:00Z, whatever the zone of the machine running the test; and each function answers
// exactly what the copy it replaces answered.
import { describe, expect, it } from 'vitest';
import {
  CHINA_OFFSET_MS,
  chinaDateKey,
  chinaMidnightUtc,
  chinaYearStartUtc,
  chinaYymmdd,
  formatChinaDate,
  formatChinaDateTime,
} from '../../domain/shared/china-time.ts';

const BEFORE = new Date('2026-11-21T15:59:59.999Z');
const LAST_SECOND = new Date('2026-11-21T15:59:59Z');
const TURN = new Date('2026-11-21T16:00:00Z');

describe('china time at the day boundary (15:59:59Z vs 16:00:00Z)', () => {
  it('the day key turns at 16:00:00Z', () => {
    expect(chinaDateKey(LAST_SECOND)).toBe('2026-11-21');
    expect(chinaDateKey(BEFORE)).toBe('2026-11-21');
    expect(chinaDateKey(TURN)).toBe('2026-11-22');
    expect(chinaDateKey(new Date('2026-11-21T00:00:00Z'))).toBe('2026-11-21');
  });

  it('the yymmdd of order numbers turns at 16:00:00Z, across months and years too', () => {
    expect(chinaYymmdd(LAST_SECOND)).toBe('261121');
    expect(chinaYymmdd(TURN)).toBe('261122');
    expect(chinaYymmdd(new Date('2026-11-30T15:59:59Z'))).toBe('261130');
    expect(chinaYymmdd(new Date('2026-11-30T16:00:00Z'))).toBe('261201');
    expect(chinaYymmdd(new Date('2026-12-31T15:59:59Z'))).toBe('261231');
    expect(chinaYymmdd(new Date('2026-12-31T16:00:00Z'))).toBe('270101');
    expect(chinaYymmdd(new Date('2028-02-28T16:00:00Z'))).toBe('280229');
  });

  it('a China day starts at 16:00:00Z of the day before; plusDays counts whole days', () => {
    expect(chinaMidnightUtc('2026-11-22').toISOString()).toBe('2026-11-21T16:00:00.000Z');
    expect(chinaMidnightUtc('2026-11-22').getTime()).toBe(TURN.getTime());
    expect(chinaMidnightUtc('2026-11-21', 1).getTime()).toBe(TURN.getTime());
    expect(chinaMidnightUtc('2026-12-31', 1).toISOString()).toBe('2026-12-31T16:00:00.000Z');
    expect(chinaMidnightUtc('2026-03-01', -1).toISOString()).toBe('2026-02-27T16:00:00.000Z');
    // An order made at 15:59:59Z belongs to the 21st, one at 16:00:00Z to the 22nd.
    const from = chinaMidnightUtc('2026-11-21');
    const to = chinaMidnightUtc('2026-11-21', 1);
    expect(LAST_SECOND >= from && LAST_SECOND < to).toBe(true);
    expect(TURN >= from && TURN < to).toBe(false);
    expect(Number.isNaN(chinaMidnightUtc('not a date').getTime())).toBe(true);
  });

  it('the China year starts at 16:00:00Z on December 31st', () => {
    expect(chinaYearStartUtc(new Date('2026-12-31T15:59:59Z')).toISOString()).toBe('2025-12-31T16:00:00.000Z');
    expect(chinaYearStartUtc(new Date('2026-12-31T16:00:00Z')).toISOString()).toBe('2026-12-31T16:00:00.000Z');
    expect(chinaYearStartUtc(new Date('2026-06-01T00:00:00Z')).toISOString()).toBe('2025-12-31T16:00:00.000Z');
  });

  it('formats an ISO time as its China date and time', () => {
    expect(formatChinaDate('2026-11-21T15:59:59Z')).toBe('2026-11-21');
    expect(formatChinaDate('2026-11-21T16:00:00Z')).toBe('2026-11-22');
    expect(formatChinaDate('2026-11-21T16:00:00.000Z')).toBe('2026-11-22');
    expect(formatChinaDate('2026-11-22T00:00:00+08:00')).toBe('2026-11-22');
    expect(formatChinaDateTime('2026-11-21T15:59:59Z')).toBe('2026-11-21 23:59');
    expect(formatChinaDateTime('2026-11-21T16:00:00Z')).toBe('2026-11-22 00:00');
    expect(formatChinaDateTime('2026-11-21T08:05:00.000Z')).toBe('2026-11-21 16:05');
  });

  it('formats nothing as nothing, and keeps a text that is not a time as it is', () => {
    for (const format of [formatChinaDate, formatChinaDateTime]) {
      expect(format(null)).toBe('');
      expect(format(undefined)).toBe('');
      expect(format('')).toBe('');
      expect(format('soon')).toBe('soon');
    }
  });

  it('the clock defaults to now', () => {
    const now = Date.now();
    const key = chinaDateKey();
    expect([new Date(now + CHINA_OFFSET_MS).toISOString().slice(0, 10), new Date(Date.now() + CHINA_OFFSET_MS).toISOString().slice(0, 10)]).toContain(key);
    expect(chinaYymmdd()).toMatch(/^\d{6}$/);
    expect(chinaYearStartUtc().getTime()).toBeLessThanOrEqual(Date.now());
  });
});

// The copies this module replaces, as they were, to prove each replacement answers the same.
const old = {
  orderNumberDay: (now: Date) => new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(2, 10).replaceAll('-', ''),
  smsDay: (now: Date) => new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10),
  chinaMidnight: (date: string, plusDays = 0) => new Date(new Date(`${date}T00:00:00+08:00`).getTime() + plusDays * 86_400_000),
  chinaYearStart: (now: Date) => new Date(`${new Date(now.getTime() + 8 * 3_600_000).getUTCFullYear()}-01-01T00:00:00+08:00`),
  orderDay: (iso: string | null | undefined) => {
    if (!iso) return '';
    const time = Date.parse(iso);
    return Number.isNaN(time) ? iso : new Date(time + 8 * 3600_000).toISOString().slice(0, 10);
  },
  orderDateTime: (iso: string | null | undefined) => {
    if (!iso) return '';
    const time = Date.parse(iso);
    if (Number.isNaN(time)) return iso;
    const text = new Date(time + 8 * 3600_000).toISOString();
    return `${text.slice(0, 10)} ${text.slice(11, 16)}`;
  },
  accountDate: (iso: string) => {
    const date = new Date(iso);
    if (Number.isNaN(date.getTime())) return iso;
    return new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
  },
};

describe('china time answers as the copies it replaces', () => {
  // Every half hour over two days around a month and a year end, and the seconds around 16:00Z.
  const instants: Date[] = [];
  for (const start of ['2026-11-29T00:00:00Z', '2026-12-30T00:00:00Z', '2028-02-28T00:00:00Z']) {
    for (let i = 0; i < 96; i++) instants.push(new Date(Date.parse(start) + i * 1_800_000));
  }
  for (const s of [-1001, -1000, -1, 0, 1, 999]) instants.push(new Date(TURN.getTime() + s));

  it('at every instant', () => {
    for (const now of instants) {
      const iso = now.toISOString();
      expect(chinaYymmdd(now)).toBe(old.orderNumberDay(now));
      expect(chinaDateKey(now)).toBe(old.smsDay(now));
      expect(chinaYearStartUtc(now).getTime()).toBe(old.chinaYearStart(now).getTime());
      expect(formatChinaDate(iso)).toBe(old.orderDay(iso));
      expect(formatChinaDate(iso)).toBe(old.accountDate(iso));
      expect(formatChinaDateTime(iso)).toBe(old.orderDateTime(iso));
      const day = chinaDateKey(now);
      for (const plus of [0, 1, -1, 31]) expect(chinaMidnightUtc(day, plus).getTime()).toBe(old.chinaMidnight(day, plus).getTime());
    }
  });

  it('for texts that are not times', () => {
    for (const text of ['', 'soon', '2026-13-45']) {
      expect(formatChinaDate(text)).toBe(old.orderDay(text));
      expect(formatChinaDate(text)).toBe(old.accountDate(text));
      expect(formatChinaDateTime(text)).toBe(old.orderDateTime(text));
    }
  });
});
