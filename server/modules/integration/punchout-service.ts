// PunchOut (issue 40, item 4; docs/api/integration.md (part 4)): a buyer's SRM opens the shop with a
// company API client's credentials (OCI form fields or a cXML PunchOutSetupRequest); the browser
// trades a one-use start ticket for a short member token of the client's acting member and shops;
// 返回采购系统 answers the cart as OCI fields or a cXML PunchOutOrderMessage, priced as the cart
// prices it (the company's agreement, quotes), and ends the session. Imported by the routes only
// (not by public.ts: it reads the cart, which is higher than the integration module's public face).
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  ociFields, punchoutOrderMessage, type PunchoutField, type PunchoutLine, type PunchoutOperation, type PunchoutProtocol,
} from '../../../domain/integration/punchout.ts';
import type { Database } from '../../db/schema.ts';
import { newOpaqueToken, tokenHash } from '../../http/auth.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import { issuePunchoutToken, revokeToken } from '../account/public.ts';
import { readCart, removeOrderedCartLines } from '../cart/public.ts';
import { authenticateApiClient } from './api-client-credentials.ts';
import { PUNCHOUT_MSG } from './messages.ts';
import { categoryCodes, claimTicket, insertPunchoutSession, markReturned, sessionByTicket, sessionOfToken, setSessionToken } from './punchout-repository.ts';

/** How long the start ticket may wait for the browser. */
const PUNCHOUT_TICKET_TTL_SECONDS = 300;
/** How long the buyer may shop on one PunchOut visit (the member token's life). */
const PUNCHOUT_TOKEN_TTL_SECONDS = 7200;
const PUNCHOUT_SCOPE = 'catalogue:read';

interface PunchoutStart {
  protocol: PunchoutProtocol;
  clientId: string;
  secret: string;
  ip: string;
  returnUrl: string;
  buyerCookie?: string | null;
  ociTarget?: string | null;
  operation?: PunchoutOperation;
}

/** A return URL the browser may post to: an absolute http(s) URL of at most 2,000 characters. */
function validReturnUrl(text: string): boolean {
  if (text.length > 2000) return false;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Checks the client and opens a session; answers its one-use start ticket. */
export async function startPunchout(db: Kysely<Database>, s: PunchoutStart, now = new Date()): Promise<{ sessionId: number; ticket: string }> {
  const grant = await authenticateApiClient(db, s.clientId, s.secret, s.ip, now);
  if (!grant.scopes.includes(PUNCHOUT_SCOPE)) throw forbidden(PUNCHOUT_MSG.scopeRequired);
  if (!validReturnUrl(s.returnUrl)) throw badRequest(PUNCHOUT_MSG.hookUrlBad);
  const ticket = newOpaqueToken();
  const sessionId = await insertPunchoutSession(db, {
    protocol: s.protocol,
    apiClientId: grant.apiClientId,
    companyId: grant.companyId,
    memberId: grant.memberId,
    returnUrl: s.returnUrl,
    buyerCookie: s.buyerCookie ? s.buyerCookie.slice(0, 500) : null,
    ociTarget: s.ociTarget ? s.ociTarget.slice(0, 100) : null,
    operation: s.operation ?? 'create',
    ticketHash: tokenHash(ticket),
    ticketExpiresAt: new Date(now.getTime() + PUNCHOUT_TICKET_TTL_SECONDS * 1000),
  });
  return { sessionId, ticket };
}

export interface PunchoutEntry {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  session: { id: number; protocol: PunchoutProtocol; operation: PunchoutOperation };
}

/** Trades a start ticket (once, in time, its client still active) for the member token of the session. */
export async function enterPunchout(db: Kysely<Database>, ticket: string, ip: string, now = new Date()): Promise<PunchoutEntry> {
  const s = await sessionByTicket(db, tokenHash(ticket));
  if (!s) throw notFound(PUNCHOUT_MSG.ticketUnknown);
  if (s.ticketUsedAt !== null) throw conflict(PUNCHOUT_MSG.ticketUsed);
  if (s.ticketExpiresAt.getTime() <= now.getTime()) throw new AppError(410, PUNCHOUT_MSG.ticketExpired);
  if (s.clientStatus !== 'active') throw forbidden(PUNCHOUT_MSG.clientInactive);
  return db.transaction().execute(async (trx) => {
    if (!(await claimTicket(trx, s.id, now))) throw conflict(PUNCHOUT_MSG.ticketUsed);
    const token = await issuePunchoutToken(trx, s.memberId, s.clientId, PUNCHOUT_TOKEN_TTL_SECONDS, ip);
    await setSessionToken(trx, s.id, token.tokenId);
    return {
      access_token: token.access_token,
      token_type: 'bearer' as const,
      expires_in: token.expires_in,
      session: { id: s.id, protocol: s.protocol as PunchoutProtocol, operation: s.operation as PunchoutOperation },
    };
  });
}

interface PunchoutReturn {
  protocol: PunchoutProtocol;
  /** Where the browser posts the form. */
  returnUrl: string;
  /** The form's target: OCI ~TARGET, else _top. */
  target: string;
  fields: PunchoutField[];
  lineCount: number;
  totalFen: number;
}

/** The lines the cart returns: the ticked lines that can still be bought (not off the shelf, not below the minimum). */
async function returnedLines(db: Kysely<Database>, memberId: number): Promise<(PunchoutLine & { cartId: number })[]> {
  const cart = await readCart(db, memberId);
  const lines = cart.lines.filter((l) => l.selected && l.problem !== 'offShelf' && l.problem !== 'belowMinimum');
  const codes = await categoryCodes(db, lines.map((l) => l.goodsId));
  return lines.map((l) => ({
    cartId: l.id,
    goodsId: l.goodsId,
    goodsCode: l.goods.goodsCode,
    model: l.goods.model,
    name: l.goods.name,
    brandName: l.goods.brandName,
    categoryCode: codes.get(l.goodsId) ?? '',
    unit: l.goods.unit,
    quantity: l.num,
    unitPriceFen: l.unitPriceFen,
    leadTimeDays: l.goods.leadTimeDays,
  }));
}

function payloadId(now: Date): string {
  return `${now.getTime()}.${randomBytes(6).toString('hex')}@aibeike.com`;
}

/**
 * What the browser posts back to the buyer's SRM for the caller's own session (by its token; any
 * other session is 404): OCI fields or the cXML message as `cxml-urlencoded`. Ends the session: it
 * is marked returned and its token revoked (the page posts the form right away and leaves).
 */
export async function returnPunchoutCart(db: Kysely<Database>, who: { memberId: number; tokenId: number }, sessionId: number, now = new Date()): Promise<PunchoutReturn> {
  const s = await sessionOfToken(db, sessionId, who.memberId, who.tokenId);
  if (!s) throw notFound(PUNCHOUT_MSG.sessionNotFound);
  if (s.status !== 'open') throw conflict(PUNCHOUT_MSG.sessionReturned);
  const lines = await returnedLines(db, who.memberId);
  if (lines.length === 0) throw badRequest(PUNCHOUT_MSG.nothingToReturn);
  const protocol = s.protocol as PunchoutProtocol;
  const fields =
    protocol === 'oci'
      ? ociFields(lines)
      : [{ name: 'cxml-urlencoded', value: punchoutOrderMessage({ payloadId: payloadId(now), timestamp: now.toISOString(), buyerCookie: s.buyerCookie ?? '', operation: s.operation as PunchoutOperation, buyerIdentity: s.clientId, lines }) }];
  // The returned lines leave the cart (the SRM holds them now), the session ends and its token dies.
  await db.transaction().execute(async (trx) => {
    if (!(await markReturned(trx, s.id, now))) throw conflict(PUNCHOUT_MSG.sessionReturned);
    await removeOrderedCartLines(trx, who.memberId, lines.map((l) => l.cartId));
    await revokeToken(trx, who.tokenId);
  });
  return {
    protocol,
    returnUrl: s.returnUrl,
    target: protocol === 'oci' && s.ociTarget ? s.ociTarget : '_top',
    fields,
    lineCount: lines.length,
    totalFen: lines.reduce((n, l) => n + l.unitPriceFen * l.quantity, 0),
  };
}
