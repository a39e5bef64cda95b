// cXML 1.2 PunchOut (issue 40, item 4): PunchOutSetupRequest documents as Ariba and Coupa send them
// (tests/fixtures/integration/punchout-setup-*.xml) answered with a StartPage of a one-use ticket;
// refusals as cXML Status (wrong secret 401, revoked 403, no BrowserFormPost 400, not a setup
// request 400, malformed 400, a DTD with entities 400 and no session); the returned cart as a
// PunchOutOrderMessage checked item by item, BuyerCookie echoed, sent as cxml-urlencoded.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseXml } from '../../../server/modules/integration/safe-xml.ts';
import { call } from '../../support/api-harness.ts';
import { companyFixture, BUYER, type CompanyFixture } from '../approvals/company-fixture.ts';
import { makeClient, type ClientCredentials } from './integration-fixture.ts';
import { enter, knownCart, RETURN_URL, SETUP_URL } from './punchout-fixture.ts';

let f: CompanyFixture;
let client: ClientCredentials;
const POST_URL = 'https://acme.coupahost.com/punchout/checkout?id=4711';

const fixture = (name: string, c: { clientId: string; secret: string }, url = POST_URL) =>
  readFileSync(new URL(`../../fixtures/integration/${name}`, import.meta.url), 'utf8').replaceAll('{{IDENTITY}}', c.clientId).replaceAll('{{SECRET}}', c.secret).replaceAll('{{URL}}', url);

beforeAll(async () => {
  f = await companyFixture();
  client = await makeClient(f.ctx, { companyId: f.companyId, mobile: BUYER, scopes: ['catalogue:read'], name: 'Coupa' });
}, 120_000);
afterAll(async () => f.ctx.close());

async function setup(xml: string, contentType = 'text/xml; charset=UTF-8') {
  const res = await f.ctx.app.inject({ method: 'POST', url: SETUP_URL, payload: xml, headers: { 'content-type': contentType, host: 'shop.example.com' } });
  const doc = parseXml(res.body) as { cXML: { Response: { Status: { '@_code': string; '@_text': string; '#text'?: string }; PunchOutSetupResponse?: { StartPage: { URL: string } } } } };
  return { status: res.statusCode, type: res.headers['content-type'], response: doc.cXML.Response };
}

const sessionCount = async () => Number((await f.ctx.handle.db.selectFrom('punchoutSession').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('PunchOutSetupRequest', () => {
  it('answers Ariba and Coupa requests with Status 200 and a StartPage holding a one-use ticket', async () => {
    for (const [name, cookie] of [['punchout-setup-ariba.xml', '1CX3L4843PPZO'], ['punchout-setup-coupa.xml', 'ea87d4a5d1c0e0a1a0e3c7b0f2d14f3a']] as const) {
      const res = await setup(fixture(name, client), name.includes('ariba') ? 'text/xml; charset=UTF-8' : 'application/xml');
      expect(res.status, name).toBe(200);
      expect(res.type).toContain('text/xml');
      expect(res.response.Status['@_code']).toBe('200');
      const url = res.response.PunchOutSetupResponse?.StartPage.URL ?? '';
      expect(url).toMatch(/^http:\/\/shop\.example\.com\/punchout\/start\?ticket=[A-Za-z0-9_-]{43}$/);
      const row = await f.ctx.handle.db.selectFrom('punchoutSession').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(row).toMatchObject({ protocol: 'cxml', buyerCookie: cookie, returnUrl: POST_URL, operation: 'create', status: 'open' });
      const entry = await enter(f.ctx, new URL(url).searchParams.get('ticket')!);
      expect(entry.body.data.session).toMatchObject({ id: Number(row.id), protocol: 'cxml' });
    }
  });

  it('refuses with a cXML Status: wrong secret 401, revoked client 403, no BrowserFormPost 400, not a setup request 400, malformed 400', async () => {
    const wrong = await setup(fixture('punchout-setup-ariba.xml', { ...client, secret: 'wrong' }));
    expect(wrong.status).toBe(401);
    expect(wrong.response.Status).toMatchObject({ '@_code': '401', '@_text': 'Unauthorized', '#text': '接口客户端编号或密钥错误' });
    const revoked = await makeClient(f.ctx, { companyId: f.companyId, mobile: BUYER, scopes: ['catalogue:read'] });
    await f.ctx.handle.db.updateTable('apiClient').set({ status: 'revoked', revokedAt: new Date() }).where('id', '=', revoked.id).execute();
    const r = await setup(fixture('punchout-setup-coupa.xml', revoked));
    expect(r.status).toBe(403);
    expect(r.response.Status['@_code']).toBe('403');
    const noPost = await setup(fixture('punchout-setup-coupa.xml', client).replace(/<BrowserFormPost>.*<\/BrowserFormPost>/, ''));
    expect(noPost.status).toBe(400);
    expect(noPost.response.Status['#text']).toBe('缺少返回地址（BrowserFormPost/URL）');
    const badUrl = await setup(fixture('punchout-setup-coupa.xml', client, 'ftp://acme/x'));
    expect(badUrl.status).toBe(400);
    const notSetup = await setup(fixture('punchout-setup-coupa.xml', client).replaceAll('PunchOutSetupRequest', 'OrderRequest'));
    expect(notSetup.response.Status['#text']).toBe('cXML 文档不是 PunchOutSetupRequest');
    const noSecret = await setup(fixture('punchout-setup-coupa.xml', client).replace(/<SharedSecret>.*<\/SharedSecret>/, ''));
    expect(noSecret.status).toBe(401);
    const malformed = await setup('<cXML><Header>');
    expect(malformed.status).toBe(400);
    expect(malformed.response.Status['#text']).toContain('cXML 文档无法读取');
  });

  it('refuses a document with an internal DTD and entities (XXE, entity expansion) and opens no session', async () => {
    const before = await sessionCount();
    const res = await setup(fixture('punchout-setup-hostile-entity.xml', client));
    expect(res.status).toBe(400);
    expect(res.response.Status['@_code']).toBe('400');
    expect(res.response.Status['#text']).toContain('DTD');
    expect(await sessionCount()).toBe(before);
  });
});

interface Money { '#text': string; '@_currency': string }
interface ItemIn {
  '@_quantity': string;
  ItemID: { SupplierPartID: string; SupplierPartAuxiliaryID: string };
  ItemDetail: {
    UnitPrice: { Money: Money };
    Description: { '#text': string; '@_xml:lang': string };
    UnitOfMeasure: string;
    Classification: { '#text': string; '@_domain': string };
    ManufacturerPartID: string;
    ManufacturerName: string;
  };
}

describe('返回采购系统 (cXML)', () => {
  it('answers a PunchOutOrderMessage as cxml-urlencoded: BuyerCookie echoed, items at the company prices, total', async () => {
    const res = await setup(fixture('punchout-setup-ariba.xml', client));
    const ticket = new URL(res.response.PunchOutSetupResponse!.StartPage.URL).searchParams.get('ticket')!;
    const entry = (await enter(f.ctx, ticket)).body.data;
    const [fixed, other] = await knownCart(f.ctx, entry.access_token);
    const back = await call<{ protocol: string; returnUrl: string; target: string; fields: { name: string; value: string }[]; totalFen: number }>(f.ctx, {
      method: 'POST', url: RETURN_URL, token: entry.access_token, payload: { sessionId: entry.session.id },
    });
    expect(back.status).toBe(200);
    expect(back.body.data).toMatchObject({ protocol: 'cxml', returnUrl: POST_URL, target: '_top' });
    expect(back.body.data.fields.map((x) => x.name)).toEqual(['cxml-urlencoded']);
    const xml = back.body.data.fields[0]!.value;
    expect(xml).toContain('<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">');
    const doc = parseXml(xml) as { cXML: { Message: { PunchOutOrderMessage: { BuyerCookie: string; PunchOutOrderMessageHeader: { '@_operationAllowed': string; Total: { Money: Money } }; ItemIn: ItemIn[] } } } };
    const msg = doc.cXML.Message.PunchOutOrderMessage;
    expect(msg.BuyerCookie).toBe('1CX3L4843PPZO');
    expect(msg.PunchOutOrderMessageHeader['@_operationAllowed']).toBe('create');
    const totalFen = fixed.cartPriceFen * 2 + other.cartPriceFen * 3;
    expect(fixed.cartPriceFen).toBe(3600);
    expect(msg.PunchOutOrderMessageHeader.Total.Money).toEqual({ '#text': (totalFen / 100).toFixed(2), '@_currency': 'CNY' });
    expect(back.body.data.totalFen).toBe(totalFen);
    expect(msg.ItemIn).toHaveLength(2);
    const check = (item: ItemIn, g: typeof fixed, qty: number) => {
      expect(item['@_quantity']).toBe(String(qty));
      expect(item.ItemID).toEqual({ SupplierPartID: g.goodsCode, SupplierPartAuxiliaryID: String(g.goodsId) });
      expect(item.ItemDetail.UnitPrice.Money).toEqual({ '#text': (g.cartPriceFen / 100).toFixed(2), '@_currency': 'CNY' });
      expect(item.ItemDetail.Description).toEqual({ '#text': `SKF ${g.model} ${g.name}`, '@_xml:lang': 'zh-CN' });
      expect(item.ItemDetail.UnitOfMeasure).toBe(g.unit === '套' ? 'SET' : 'EA');
      expect(item.ItemDetail.Classification).toEqual({ '#text': String(g.categoryId), '@_domain': '爱备客分类' });
      expect(item.ItemDetail.ManufacturerPartID).toBe(g.model);
      expect(item.ItemDetail.ManufacturerName).toBe('SKF');
    };
    check(msg.ItemIn[0]!, other, 3);
    check(msg.ItemIn[1]!, fixed, 2);
    // Ended: returned, and a second return is refused with the dead token.
    expect((await f.ctx.handle.db.selectFrom('punchoutSession').select('status').where('id', '=', entry.session.id).executeTakeFirstOrThrow()).status).toBe('returned');
    expect((await call(f.ctx, { method: 'POST', url: RETURN_URL, token: entry.access_token, payload: { sessionId: entry.session.id } })).status).toBe(401);
  });
});
