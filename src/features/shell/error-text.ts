// The error page's lines (spec 2.8): 404 -> 页面不存在！, 601 -> 该用户不是分销员, other codes their
// message; every code up to 600 adds 服务器开小差了~请稍后重试.
import { zh } from './text.ts';

export const NOT_DISTRIBUTOR = 601;
export const LAST_SERVER_CODE = 600;

export function errorLines(statusCode: number, message?: string): string[] {
  const lines: string[] = [];
  if (statusCode === 404) lines.push(zh.errors.notFound);
  else if (statusCode === NOT_DISTRIBUTOR) lines.push(zh.errors.notDistributor);
  else if (message) lines.push(message);
  if (statusCode <= LAST_SERVER_CODE) lines.push(zh.errors.serverBusy);
  return lines;
}
