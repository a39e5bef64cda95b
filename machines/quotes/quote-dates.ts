// Calendar arithmetic of the quote forms on yyyy-mm-dd texts (China days, compared as text): the
// day `n` days after a date, and whether a text is a real calendar date.
const DAY_MS = 86_400_000;

/** A real yyyy-mm-dd date (2026-02-30 is not). */
export function isDateText(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === text;
}

/** The date `days` days after `date` (yyyy-mm-dd). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
