// PunchOut test helpers (issue 40, item 4): the demo company's punchout client (acting as the demo
// buyer 13800000004), the start ticket out of the 303 Location or the cXML StartPage, the ticket's
// exchange and a known cart (6205-2RSH at the agreement's fixed ¥36.00 and another SKF goods at 88折).
import { call, type TestContext } from '../../support/api-harness.ts';

export const OCI_URL = '/punchout/oci';
export const SETUP_URL = '/punchout/cxml/setup';
export const TICKET_URL = '/gateway/system/open/punchout/ticket';
export const RETURN_URL = '/gateway/goods/api/punchout/return';
export const HOOK = 'https://srm.example.com/sap/bc/srm/oci_return?sap-client=100';

export interface Entry {
  access_token: string;
  expires_in: number;
  session: { id: number; protocol: 'oci' | 'cxml'; operation: string };
}

export function ticketOfLocation(location: string | undefined): string {
  const m = /^\/punchout\/start\?ticket=([A-Za-z0-9_-]+)$/.exec(location ?? '');
  if (!m?.[1]) throw new Error(`no ticket in ${String(location)}`);
  return m[1];
}

export async function enter(ctx: TestContext, ticket: string) {
  return call<Entry>(ctx, { method: 'POST', url: TICKET_URL, payload: { ticket } });
}

/** Opens an OCI session with form fields and answers the ticket. */
export async function ociTicket(ctx: TestContext, c: { clientId: string; secret: string }, extra: Record<string, string> = {}): Promise<string> {
  const res = await ctx.app.inject({ method: 'POST', url: OCI_URL, payload: new URLSearchParams({ USERNAME: c.clientId, PASSWORD: c.secret, HOOK_URL: HOOK, ...extra }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  if (res.statusCode !== 303) throw new Error(`OCI refused: ${res.statusCode} ${res.body}`);
  return ticketOfLocation(res.headers.location as string);
}

export interface KnownLine {
  goodsId: number;
  goodsCode: string;
  model: string;
  name: string;
  brand: string;
  unit: string;
  categoryId: number;
  leadTimeDays: number;
  listPriceFen: number;
  /** The unit price the cart shows the buyer (GET /api/cart/list). */
  cartPriceFen: number;
}

/** The buyer's cart emptied and filled with 6205-2RSH × 2 and another SKF goods × 3; answers both goods. */
export async function knownCart(ctx: TestContext, token: string): Promise<[KnownLine, KnownLine]> {
  const db = ctx.handle.db;
  const goods = await db
    .selectFrom('goods as g')
    .innerJoin('brand as b', 'b.id', 'g.brandId')
    .select(['g.id as goodsId', 'g.goodsCode', 'g.model', 'g.name', 'b.name as brand', 'g.unit', 'g.categoryId', 'g.leadTimeDays', 'g.listPriceFen', 'g.minOrderQty'])
    .where('b.name', '=', 'SKF')
    .where('g.status', '=', 1)
    .orderBy('g.id')
    .execute();
  const fixed = goods.find((g) => g.model === '6205-2RSH');
  const other = goods.find((g) => !['6205-2RSH', '7205BECBP', 'NU2210ECP'].includes(g.model) && g.minOrderQty <= 3);
  if (!fixed || !other) throw new Error('the seed has no SKF goods to test with');
  await call(ctx, { method: 'POST', url: '/gateway/goods/api/cart/delete/all', token, payload: {} });
  await call(ctx, { method: 'POST', url: '/gateway/goods/api/cart/save', token, payload: { goodsId: fixed.goodsId, num: 2, vendorId: 0 } });
  await call(ctx, { method: 'POST', url: '/gateway/goods/api/cart/save', token, payload: { goodsId: other.goodsId, num: 3, vendorId: 0 } });
  const cart = await call<{ lines: { goodsId: number; unitPriceFen: number }[] }>(ctx, { method: 'GET', url: '/gateway/goods/api/cart/list', token });
  const priceOf = (id: number) => cart.body.data.lines.find((l) => l.goodsId === id)?.unitPriceFen ?? -1;
  const strip = ({ minOrderQty: _m, ...g }: (typeof goods)[number]): KnownLine => ({ ...g, cartPriceFen: priceOf(g.goodsId) });
  return [strip(fixed), strip(other)];
}
