// The rules of a company's API clients (issue 40), shared by the admin's form and the server.
import type { ApiScope } from './api-scopes.ts';

/** The longest client name (characters). */
export const API_CLIENT_NAME_MAX = 40;
/** The most allowed address ranges of one client. */
export const API_CLIENT_IP_RANGES_MAX = 20;
/** The most clients one company keeps active at once. */
export const API_CLIENTS_ACTIVE_MAX = 20;

export const API_CLIENT_STATUSES = ['active', 'revoked'] as const;
export type ApiClientStatus = (typeof API_CLIENT_STATUSES)[number];

export const API_CLIENT_STATUS_TEXT: Record<ApiClientStatus, string> = {
  active: '启用',
  revoked: '已停用',
};

/** The scope that places orders: the acting member's role must be one that may order. */
export const ORDERING_SCOPE: ApiScope = 'orders:write';

/** The address ranges typed one per line (blank lines and surrounding spaces dropped). */
export function ipRangesOfText(text: string): string[] {
  return text
    .split(/[\r\n,，;；]+/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}
