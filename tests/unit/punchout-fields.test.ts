// domain/integration/punchout.ts (issue 40, item 4): our units as OCI and cXML codes, yuan with two
// decimals, the 40-character OCI description, and the cXML message escaped and parseable.
import { describe, expect, it } from 'vitest';
import {
  CLASSIFICATION_DOMAIN, CURRENCY, lineText, OCI_DESCRIPTION_MAX, ociFields, PUNCHOUT_UNITS, punchoutOrderMessage, punchoutUnit, xmlEscape, yuan, type PunchoutLine,
} from '../../domain/integration/punchout.ts';
import { parseXml } from '../../server/modules/integration/safe-xml.ts';

const line = (patch: Partial<PunchoutLine> = {}): PunchoutLine => ({
  goodsId: 7, goodsCode: 'AB00000007', model: '6205-2RSH', name: '深沟球轴承 <密封> & "防尘"', brandName: 'SKF', categoryCode: '12', unit: '个', quantity: 2, unitPriceFen: 3600, leadTimeDays: 3, ...patch,
});

describe('PunchOut fields', () => {
  it('maps units to ISO (OCI) and UN/CEFACT (cXML) codes; an unknown unit is a piece', () => {
    expect([punchoutUnit('个', 'oci'), punchoutUnit('件', 'oci'), punchoutUnit('套', 'oci'), punchoutUnit('盒', 'oci'), punchoutUnit('米', 'oci'), punchoutUnit('包', 'oci'), punchoutUnit('箱', 'oci'), punchoutUnit('卷', 'oci')]).toEqual(['PCE', 'PCE', 'SET', 'BX', 'MTR', 'PK', 'CS', 'RO']);
    expect(punchoutUnit('个', 'cxml')).toBe('EA');
    expect(punchoutUnit('立方', 'oci')).toBe('PCE');
    expect(punchoutUnit('立方', 'cxml')).toBe('EA');
    for (const codes of Object.values(PUNCHOUT_UNITS)) expect(codes.oci).toMatch(/^[A-Z]{2,3}$/);
  });

  it('writes yuan with two decimals', () => {
    expect([yuan(3600), yuan(5), yuan(123456), yuan(0), yuan(-150)]).toEqual(['36.00', '0.05', '1234.56', '0.00', '-1.50']);
  });

  it('numbers the OCI fields from 1 and cuts the description at 40 characters', () => {
    const long = line({ name: '圆锥滚子轴承'.repeat(10) });
    const fields = ociFields([line(), long]);
    const get = (name: string) => fields.find((f) => f.name === name)?.value;
    expect(fields).toHaveLength(28);
    expect(get('NEW_ITEM-PRICE[1]')).toBe('36.00');
    expect(get('NEW_ITEM-CURRENCY[2]')).toBe(CURRENCY);
    expect([...get('NEW_ITEM-DESCRIPTION[2]')!]).toHaveLength(OCI_DESCRIPTION_MAX);
    expect(get('NEW_ITEM-LONGTEXT_2:132[]')).toBe(lineText(long));
  });

  it('escapes the cXML message and reads back item by item', () => {
    expect(xmlEscape(`a<b>&"'`)).toBe('a&lt;b&gt;&amp;&quot;&apos;');
    const xml = punchoutOrderMessage({ payloadId: 'p@x', timestamp: '2026-11-30T00:00:00Z', buyerCookie: 'C&1', operation: 'edit', buyerIdentity: 'abk_0000000000000001', lines: [line(), line({ goodsId: 8, quantity: 1, unitPriceFen: 105 })] });
    const doc = parseXml(xml) as { cXML: { Message: { PunchOutOrderMessage: { BuyerCookie: string; PunchOutOrderMessageHeader: { '@_operationAllowed': string; Total: { Money: { '#text': string } } }; ItemIn: { ItemDetail: { Description: { '#text': string }; Classification: { '@_domain': string } } }[] } } } };
    const msg = doc.cXML.Message.PunchOutOrderMessage;
    expect(msg.BuyerCookie).toBe('C&1');
    expect(msg.PunchOutOrderMessageHeader['@_operationAllowed']).toBe('edit');
    expect(msg.PunchOutOrderMessageHeader.Total.Money['#text']).toBe('73.05');
    expect(msg.ItemIn[0]!.ItemDetail.Description['#text']).toBe('SKF 6205-2RSH 深沟球轴承 <密封> & "防尘"');
    expect(msg.ItemIn[0]!.ItemDetail.Classification['@_domain']).toBe(CLASSIFICATION_DOMAIN);
  });
});
