// Times of the order pages in China Standard Time (the shop's time zone, whatever the browser's).
const CHINA_OFFSET_MS = 8 * 3600_000;

function china(iso: string): string | null {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  return new Date(time + CHINA_OFFSET_MS).toISOString();
}

/** 2026-11-21 16:05 */
export function chinaDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const text = china(iso);
  return text ? `${text.slice(0, 10)} ${text.slice(11, 16)}` : iso;
}

/** 2026-11-21 */
export function chinaDay(iso: string | null | undefined): string {
  if (!iso) return '';
  return china(iso)?.slice(0, 10) ?? iso;
}
