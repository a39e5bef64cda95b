// The error page's lines (spec 2.8): 404 -> 页面不存在！, 601 -> 该用户不是分销员, other codes their
// message. The spec adds 服务器开小差了~请稍后重试 to every code up to 600; issue 34 item 4 keeps it
// for the server's own failures only (5xx up to 600): a page that does not exist or a refused
// request (4xx) is not the server "开小差", so 404 shows only 页面不存在！ and the way home.
import { zh } from './text.ts';

export const NOT_DISTRIBUTOR = 601;
export const FIRST_SERVER_CODE = 500;
export const LAST_SERVER_CODE = 600;

/** A failure of the server itself: the codes the busy sentence is added to. */
export const isServerFailure = (statusCode: number): boolean => statusCode >= FIRST_SERVER_CODE && statusCode <= LAST_SERVER_CODE;

export function errorLines(statusCode: number, message?: string): string[] {
  const lines: string[] = [];
  if (statusCode === 404) lines.push(zh.errors.notFound);
  else if (statusCode === NOT_DISTRIBUTOR) lines.push(zh.errors.notDistributor);
  else if (message) lines.push(message);
  if (isServerFailure(statusCode)) lines.push(zh.errors.serverBusy);
  return lines;
}
