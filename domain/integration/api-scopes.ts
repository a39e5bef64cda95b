// What an API client of a company (issue 40) may do: the OAuth scopes a client is given when its
// admin creates it, each granted to the tokens it obtains with the client-credentials grant.
export const API_SCOPES = ['catalogue:read', 'orders:read', 'orders:write', 'invoices:read'] as const;
export type ApiScope = (typeof API_SCOPES)[number];

export const API_SCOPE_TEXT: Record<ApiScope, string> = {
  'catalogue:read': '查询价格和库存',
  'orders:read': '查询订单和发货',
  'orders:write': '下单',
  'invoices:read': '查询发票',
};

export function isApiScope(value: unknown): value is ApiScope {
  return typeof value === 'string' && (API_SCOPES as readonly string[]).includes(value);
}

/** How long a client's token lives (seconds): two hours, then the client asks again (no refresh token). */
export const CLIENT_TOKEN_TTL_SECONDS = 2 * 3600;

/** The path of the integration API under a service: `/gateway/<service>/api/integration/...`. */
export const INTEGRATION_PATH = /^\/gateway\/[a-z]+\/api\/integration\//;
