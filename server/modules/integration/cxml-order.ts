// The cXML 1.2 OrderRequest (issue 40: SAP Ariba, Coupa): a buyer's purchasing system sends the
// purchase order it made from a PunchOut cart to POST /punchout/cxml/order, and we answer a cXML
// Response with a Status. The document is read by parseXml (DTD markup refused; the DOCTYPE SYSTEM
// line every cXML document carries is accepted and never fetched) and mapped onto the integration
// API's order (placeIntegrationOrder), so it goes through the same checkout, approvals, budgets and
// Idempotency-Key rules:
//   Header/Sender/Credential   Identity = our API client id, SharedSecret = its secret (orders:write)
//   cXML@payloadID             the Idempotency-Key (a resent document answers the same order)
//   OrderRequestHeader@orderID the PO number; @type must be "new" (updates and deletes are refused)
//   ShipTo/Address@addressID   one of the company's address ids; without it, the company's default address
//   Extrinsic CostCenter       the cost centre (also "CostCentre", "成本中心")
//   Comments                   the order's remark
//   ItemOut@quantity           the quantity; ItemID/SupplierPartID our goods code (or the model)
//   UnitPrice/Money            not used for pricing (the company's prices apply); must be CNY
import type { Kysely } from 'kysely';
import type { IntegrationOrderBody } from '../../../domain/integration/integration-api.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { authenticateApiClient } from './api-client-credentials.ts';
import { addressOfBooks, defaultBooksOf } from './integration-code-repository.ts';
import { placeIntegrationOrder } from './integration-orders.ts';
import { CXML_MSG, INTEGRATION_MSG } from './messages.ts';
import { parseXml, XmlRefused } from './safe-xml.ts';
import type { SubmitOptions } from '../checkout/public.ts';
import { bookOwnerOf } from '../company/public.ts';

export const CXML_DOCTYPE = '<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">';

/** The English status texts cXML uses beside the code. */
const STATUS_TEXT: Record<number, string> = { 200: 'OK', 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 409: 'Conflict', 500: 'Internal Server Error' };


export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** A cXML Response document with the status code, its English text and our sentence. */
export function cxmlResponse(code: number, message: string, now = new Date()): string {
  const payloadId = `${now.getTime()}.${process.pid}.${Math.random().toString(36).slice(2, 10)}@aibeike.com`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n${CXML_DOCTYPE}\n<cXML payloadID="${escapeXml(payloadId)}" timestamp="${now.toISOString()}" xml:lang="zh-CN"><Response><Status code="${code}" text="${STATUS_TEXT[code] ?? 'Error'}">${escapeXml(message)}</Status></Response></cXML>\n`;
}

class CxmlRefusal extends Error {
  constructor(readonly code: number, message: string) {
    super(message);
  }
}

type Node = Record<string, unknown>;

function one(value: unknown): Node | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  return v && typeof v === 'object' ? (v as Node) : undefined;
}

function many(value: unknown): unknown[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

function textOf(value: unknown): string {
  const v = Array.isArray(value) ? value[0] : value;
  if (typeof v === 'string' || typeof v === 'number') return String(v).trim();
  if (v && typeof v === 'object' && '#text' in v) return String((v as Node)['#text']).trim();
  return '';
}

function attr(node: Node | undefined, name: string): string {
  const v = node?.[`@_${name}`];
  return typeof v === 'string' ? v.trim() : '';
}

/** What an OrderRequest carries that the order needs. */
export interface CxmlOrder {
  payloadId: string;
  identity: string;
  secret: string;
  poNumber: string;
  addressId: string;
  costCentre: string | null;
  remark: string | null;
  items: { lineNo: number; part: string; quantity: number; unitPriceFen: number | null }[];
}

function moneyFen(money: Node | undefined): number | null {
  if (!money) return null;
  const currency = attr(money, 'currency');
  if (currency && currency !== 'CNY') throw new CxmlRefusal(400, CXML_MSG.currency(currency));
  const value = Number(textOf(money));
  return Number.isFinite(value) ? Math.round(value * 100) : null;
}

/** Reads the document; throws CxmlRefusal with the status to answer. */
export function readOrderRequest(text: string): CxmlOrder {
  let doc: Node;
  try {
    doc = parseXml(text);
  } catch (err) {
    if (err instanceof XmlRefused) throw new CxmlRefusal(400, /malformed|too-large/.test(err.message) ? CXML_MSG.malformed : CXML_MSG.dtd);
    throw err;
  }
  const cxml = one(doc.cXML);
  if (!cxml) throw new CxmlRefusal(400, CXML_MSG.notCxml);
  const request = one(one(cxml.Request)?.OrderRequest);
  if (!request) throw new CxmlRefusal(400, CXML_MSG.noOrderRequest);
  const credential = one(one(one(cxml.Header)?.Sender)?.Credential);
  const identity = textOf(credential?.Identity);
  const secret = textOf(credential?.SharedSecret);
  if (!identity || !secret) throw new CxmlRefusal(401, CXML_MSG.noCredential);
  const payloadId = attr(cxml, 'payloadID');
  if (!payloadId) throw new CxmlRefusal(400, CXML_MSG.noPayloadId);
  const header = one(request.OrderRequestHeader);
  const type = attr(header, 'type') || 'new';
  if (type !== 'new') throw new CxmlRefusal(400, CXML_MSG.notNew(type));
  const poNumber = attr(header, 'orderID');
  if (!poNumber) throw new CxmlRefusal(400, CXML_MSG.noOrderId);
  moneyFen(one(one(header?.Total)?.Money));
  const extrinsics = many(header?.Extrinsic).map((e) => (e && typeof e === 'object' ? (e as Node) : { '#text': e }));
  const centre = extrinsics.find((e) => CXML_MSG.costCentreNames.includes(attr(e, 'name').toLowerCase()));
  const items = many(request.ItemOut).map((raw, i) => {
    const item = raw as Node;
    const lineNo = i + 1;
    const quantity = Number(attr(item, 'quantity'));
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > 100_000_000) throw new CxmlRefusal(400, CXML_MSG.badQuantity(lineNo));
    const part = textOf(one(item.ItemID)?.SupplierPartID);
    if (!part) throw new CxmlRefusal(400, CXML_MSG.noPart(lineNo));
    return { lineNo, part, quantity, unitPriceFen: moneyFen(one(one(one(item.ItemDetail)?.UnitPrice)?.Money)) };
  });
  if (items.length === 0) throw new CxmlRefusal(400, CXML_MSG.noItems);
  if (items.length > 200) throw new CxmlRefusal(400, CXML_MSG.tooManyItems);
  return {
    payloadId, identity, secret, poNumber,
    addressId: attr(one(one(header?.ShipTo)?.Address), 'addressID'),
    costCentre: centre ? textOf(centre) || null : null,
    remark: textOf(header?.Comments) || null,
    items,
  };
}

/**
 * Answers an OrderRequest document: the HTTP status (the cXML status code, 200 on success) and
 * the cXML Response text.
 */
export async function answerOrderRequest(db: Kysely<Database>, text: string, ip: string, opts: SubmitOptions = {}): Promise<{ status: number; body: string }> {
  try {
    const doc = readOrderRequest(text);
    const grant = await authenticateApiClient(db, doc.identity, doc.secret, ip);
    if (!grant.scopes.includes('orders:write')) throw new CxmlRefusal(403, CXML_MSG.noScope);
    const ownerId = await bookOwnerOf(db, grant.memberId);
    let addressId: number;
    if (doc.addressId) {
      const id = /^\d{1,10}$/.test(doc.addressId) ? Number(doc.addressId) : 0;
      if (id < 1 || id > 2_147_483_647 || !(await addressOfBooks(db, ownerId, id))) throw new CxmlRefusal(400, CXML_MSG.unknownAddress(doc.addressId));
      addressId = id;
    } else {
      const books = await defaultBooksOf(db, ownerId);
      if (books.addressId === null) throw new CxmlRefusal(400, CXML_MSG.noDefaultAddress);
      addressId = books.addressId;
    }
    const body: IntegrationOrderBody = {
      poNumber: doc.poNumber.slice(0, 40), addressId, lines: doc.items.map((i) => ({ code: i.part.slice(0, 64), num: i.quantity })),
      ...(doc.costCentre ? { costCentre: doc.costCentre.slice(0, 20) } : {}),
      ...(doc.remark ? { remark: doc.remark.slice(0, 200) } : {}),
    };
    const caller = { apiClientId: grant.apiClientId, companyId: grant.companyId, memberId: grant.memberId };
    const { order } = await placeIntegrationOrder(db, caller, doc.payloadId.slice(0, 300), body, opts);
    const lower = doc.items.filter((item, i) => item.unitPriceFen !== null && order.lines[i] !== undefined && item.unitPriceFen < order.lines[i]!.priceFen).map((item) => item.lineNo);
    return { status: 200, body: cxmlResponse(200, CXML_MSG.ok(order.orderNo, order.statusText) + (lower.length > 0 ? CXML_MSG.priceNote(lower.join(INTEGRATION_MSG.listSeparator)) : '')) };
  } catch (err) {
    if (err instanceof CxmlRefusal) return { status: err.code, body: cxmlResponse(err.code, err.message) };
    if (err instanceof AppError && err.statusCode >= 400 && err.statusCode < 500) {
      const code = [400, 401, 403, 404, 409].includes(err.statusCode) ? err.statusCode : 400;
      return { status: code, body: cxmlResponse(code, err.message) };
    }
    throw err;
  }
}
