// PunchOut (issue 40, item 4; docs/api/integration.md (part 4)): what a returned cart looks like to
// the buyer's SRM. Pure: the OCI 4.0 fields and the cXML 1.2 PunchOutOrderMessage of cart lines
// priced at the company's prices, and our units as the code lists each protocol expects.

export type PunchoutProtocol = 'oci' | 'cxml';
export type PunchoutOperation = 'create' | 'edit' | 'inspect';

/**
 * Our units (goods.unit) and their codes: OCI `NEW_ITEM-UNIT` takes ISO codes as SAP knows them
 * (PCE piece), cXML `UnitOfMeasure` takes UN/CEFACT Recommendation 20 codes (EA each). A unit not
 * listed is sent as a piece.
 */
export const PUNCHOUT_UNITS: Readonly<Record<string, { oci: string; cxml: string }>> = {
  个: { oci: 'PCE', cxml: 'EA' },
  件: { oci: 'PCE', cxml: 'EA' },
  只: { oci: 'PCE', cxml: 'EA' },
  支: { oci: 'PCE', cxml: 'EA' },
  块: { oci: 'PCE', cxml: 'EA' },
  把: { oci: 'PCE', cxml: 'EA' },
  台: { oci: 'PCE', cxml: 'EA' },
  根: { oci: 'PCE', cxml: 'EA' },
  条: { oci: 'PCE', cxml: 'EA' },
  片: { oci: 'PCE', cxml: 'EA' },
  套: { oci: 'SET', cxml: 'SET' },
  对: { oci: 'PR', cxml: 'PR' },
  盒: { oci: 'BX', cxml: 'BX' },
  米: { oci: 'MTR', cxml: 'MTR' },
  包: { oci: 'PK', cxml: 'PK' },
  箱: { oci: 'CS', cxml: 'CS' },
  卷: { oci: 'RO', cxml: 'RO' },
  瓶: { oci: 'BO', cxml: 'BO' },
  桶: { oci: 'DR', cxml: 'DR' },
  千克: { oci: 'KGM', cxml: 'KGM' },
  公斤: { oci: 'KGM', cxml: 'KGM' },
  升: { oci: 'LTR', cxml: 'LTR' },
  次: { oci: 'PCE', cxml: 'EA' },
};

export function punchoutUnit(unit: string, protocol: PunchoutProtocol): string {
  const known = PUNCHOUT_UNITS[unit.trim()];
  return known ? known[protocol] : protocol === 'oci' ? 'PCE' : 'EA';
}

/** One returned cart line, priced at the company's price (fen). */
export interface PunchoutLine {
  goodsId: number;
  goodsCode: string;
  model: string;
  name: string;
  brandName: string;
  /** Our category code (the category's id). */
  categoryCode: string;
  unit: string;
  quantity: number;
  unitPriceFen: number;
  leadTimeDays: number;
}

/** What the browser posts to the return URL: a list of form fields in order. */
export interface PunchoutField {
  name: string;
  value: string;
}

export const OCI_DESCRIPTION_MAX = 40;
export const CURRENCY = 'CNY';
/** cXML Classification domain of our category codes. */
export const CLASSIFICATION_DOMAIN = '爱备客分类';

/** Fen as yuan with two decimals ("36.00"). */
export function yuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The line's text: brand, model and name. */
export function lineText(line: PunchoutLine): string {
  return `${line.brandName} ${line.model} ${line.name}`.replace(/\s+/g, ' ').trim();
}

/** The OCI 4.0 fields of the lines (index from 1), in the order SAP SRM lists them. */
export function ociFields(lines: readonly PunchoutLine[]): PunchoutField[] {
  const fields: PunchoutField[] = [];
  lines.forEach((line, i) => {
    const n = i + 1;
    const f = (name: string, value: string) => fields.push({ name: `NEW_ITEM-${name}[${n}]`, value });
    const text = lineText(line);
    f('DESCRIPTION', [...text].slice(0, OCI_DESCRIPTION_MAX).join(''));
    f('QUANTITY', String(line.quantity));
    f('UNIT', punchoutUnit(line.unit, 'oci'));
    f('PRICE', yuan(line.unitPriceFen));
    f('PRICEUNIT', '1');
    f('CURRENCY', CURRENCY);
    f('VENDORMAT', line.goodsCode);
    f('MANUFACTMAT', line.model);
    f('MANUFACTCODE', line.brandName);
    f('MATGROUP', line.categoryCode);
    f('LEADTIME', String(line.leadTimeDays));
    f('VENDOR', '');
    f('EXT_PRODUCT_ID', String(line.goodsId));
    fields.push({ name: `NEW_ITEM-LONGTEXT_${n}:132[]`, value: text });
  });
  return fields;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function xmlEscape(text: string): string {
  // Characters XML 1.0 cannot carry at all are dropped.
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '').replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

const CXML_DOCTYPE = '<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">';
/** Our identity in cXML headers. */
const SUPPLIER_IDENTITY = { domain: 'NetworkId', identity: 'AIBEIKE' } as const;

interface OrderMessageInput {
  payloadId: string;
  timestamp: string;
  buyerCookie: string;
  operation: PunchoutOperation;
  /** The buyer's identity (the API client id). */
  buyerIdentity: string;
  lines: readonly PunchoutLine[];
}

/** The cXML 1.2 PunchOutOrderMessage of the lines (total = Σ unit price × quantity). */
export function punchoutOrderMessage(input: OrderMessageInput): string {
  const x = xmlEscape;
  const totalFen = input.lines.reduce((sum, l) => sum + l.unitPriceFen * l.quantity, 0);
  const items = input.lines.map(
    (l) =>
      `      <ItemIn quantity="${l.quantity}">\n` +
      `        <ItemID><SupplierPartID>${x(l.goodsCode)}</SupplierPartID><SupplierPartAuxiliaryID>${l.goodsId}</SupplierPartAuxiliaryID></ItemID>\n` +
      `        <ItemDetail>\n` +
      `          <UnitPrice><Money currency="${CURRENCY}">${yuan(l.unitPriceFen)}</Money></UnitPrice>\n` +
      `          <Description xml:lang="zh-CN">${x(lineText(l))}</Description>\n` +
      `          <UnitOfMeasure>${punchoutUnit(l.unit, 'cxml')}</UnitOfMeasure>\n` +
      `          <Classification domain="${CLASSIFICATION_DOMAIN}">${x(l.categoryCode)}</Classification>\n` +
      `          <ManufacturerPartID>${x(l.model)}</ManufacturerPartID>\n` +
      `          <ManufacturerName>${x(l.brandName)}</ManufacturerName>\n` +
      `          <LeadTime>${l.leadTimeDays}</LeadTime>\n` +
      `        </ItemDetail>\n` +
      `      </ItemIn>\n`,
  );
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n${CXML_DOCTYPE}\n` +
    `<cXML payloadID="${x(input.payloadId)}" timestamp="${x(input.timestamp)}" xml:lang="zh-CN">\n` +
    `  <Header>\n` +
    `    <From><Credential domain="${SUPPLIER_IDENTITY.domain}"><Identity>${SUPPLIER_IDENTITY.identity}</Identity></Credential></From>\n` +
    `    <To><Credential domain="ClientId"><Identity>${x(input.buyerIdentity)}</Identity></Credential></To>\n` +
    `    <Sender><Credential domain="${SUPPLIER_IDENTITY.domain}"><Identity>${SUPPLIER_IDENTITY.identity}</Identity></Credential><UserAgent>AIBEIKE PunchOut 1.0</UserAgent></Sender>\n` +
    `  </Header>\n` +
    `  <Message>\n` +
    `    <PunchOutOrderMessage>\n` +
    `      <BuyerCookie>${x(input.buyerCookie)}</BuyerCookie>\n` +
    `      <PunchOutOrderMessageHeader operationAllowed="${input.operation}">\n` +
    `        <Total><Money currency="${CURRENCY}">${yuan(totalFen)}</Money></Total>\n` +
    `      </PunchOutOrderMessageHeader>\n` +
    items.join('') +
    `    </PunchOutOrderMessage>\n` +
    `  </Message>\n` +
    `</cXML>\n`
  );
}

/** The cXML answer to a PunchOutSetupRequest: the start page, or a refusal's status. */
export function punchoutSetupResponse(o: { payloadId: string; timestamp: string; code: number; text: string; message?: string; startUrl?: string }): string {
  const x = xmlEscape;
  const status = o.message ? `<Status code="${o.code}" text="${x(o.text)}">${x(o.message)}</Status>` : `<Status code="${o.code}" text="${x(o.text)}"/>`;
  const body = o.startUrl
    ? `  <Response>\n    ${status}\n    <PunchOutSetupResponse>\n      <StartPage><URL>${x(o.startUrl)}</URL></StartPage>\n    </PunchOutSetupResponse>\n  </Response>\n`
    : `  <Response>\n    ${status}\n  </Response>\n`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n${CXML_DOCTYPE}\n<cXML payloadID="${x(o.payloadId)}" timestamp="${x(o.timestamp)}" xml:lang="zh-CN">\n${body}</cXML>\n`;
}
