// The other open member calls: the site notice (ifShowMessage), the login-page notes (loginSm),
// the company lookup for certification, and whether a company name is already certified.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { isValidCreditCode } from '../../../domain/credit-code.ts';
import { MSG } from '../../../domain/messages.ts';
import { bearerToken, findPrincipal } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { badRequest, tooManyRequests, unauthorized } from '../../http/errors.ts';

interface Notice {
  id: string;
  show: boolean;
  title: string;
  content: string;
}

const SAVE_COMPANY_HOURLY_PER_IP = 20;

async function optionalMemberId(app: FastifyInstance, request: FastifyRequest): Promise<number | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const principal = await findPrincipal(app, token);
  return principal?.kind === 'member' ? principal.memberId : null;
}

async function setting<T>(app: FastifyInstance, key: string): Promise<T | null> {
  const row = await app.db.selectFrom('siteSetting').select('value').where('key', '=', key).executeTakeFirst();
  return (row?.value as T | undefined) ?? null;
}

export default async function openMemberRoutes(app: FastifyInstance) {
  app.get('/open/member/ifShowMessage', async (request) => {
    const notice = await setting<Notice>(app, 'notice');
    if (!notice?.show) return ok({ show: false, notice: null });
    const memberId = await optionalMemberId(app, request);
    if (memberId !== null) {
      const dismissed = await app.db.selectFrom('noticeDismissal').select('noticeId').where('memberId', '=', memberId).where('noticeId', '=', notice.id).executeTakeFirst();
      if (dismissed) return ok({ show: false, notice: null });
    }
    return ok({ show: true, notice: { id: notice.id, title: notice.title, content: notice.content } });
  });

  app.post('/open/member/ifShowMessage/update', { schema: { body: Type.Object({ noticeId: Type.String({ minLength: 1, maxLength: 64 }) }) } }, async (request) => {
    const memberId = await optionalMemberId(app, request);
    if (memberId === null) throw unauthorized();
    const { noticeId } = request.body as { noticeId: string };
    await app.db.insertInto('noticeDismissal').values({ memberId, noticeId }).onConflict((oc) => oc.doNothing()).execute();
    return ok({ show: false }, '已不再提示');
  });

  app.get('/open/member/loginSm', async () => {
    const notes = await setting<{ title: string; items: string[]; imageUrl?: string }>(app, 'loginSm');
    return ok(notes ?? { title: '', items: [] });
  });

  app.get(
    '/open/member/getCompanyByVague/:keyword',
    { schema: { params: Type.Object({ keyword: Type.String({ minLength: 1, maxLength: 60 }) }) } },
    async (request) => {
      const keyword = (request.params as { keyword: string }).keyword.trim();
      if ([...keyword].length < 2) throw badRequest(MSG.keywordTooShort);
      const escaped = keyword.replace(/[\\%_]/g, (c) => `\\${c}`);
      const rows = await app.db
        .selectFrom('companyRegistry')
        .select(['companyName', 'creditCode', 'legalPerson', 'regAddress'])
        .where('companyName', 'ilike', `%${escaped}%`)
        .orderBy((eb) => eb.fn('length', ['companyName']))
        .orderBy('companyName')
        .limit(10)
        .execute();
      return ok(rows);
    },
  );

  app.post(
    '/open/member/uncheckAuthority/saveGetCompanyByVague',
    {
      schema: {
        body: Type.Object({
          companyName: Type.String({ minLength: 4, maxLength: 60 }),
          creditCode: Type.String({ minLength: 18, maxLength: 18 }),
          legalPerson: Type.Optional(Type.String({ maxLength: 30 })),
          regAddress: Type.Optional(Type.String({ maxLength: 120 })),
        }),
      },
    },
    async (request) => {
      if ((await app.limits.hit(`company-save:${request.ip}`, 3600)) > SAVE_COMPANY_HOURLY_PER_IP) throw tooManyRequests();
      const body = request.body as { companyName: string; creditCode: string; legalPerson?: string; regAddress?: string };
      const creditCode = body.creditCode.toUpperCase();
      if (!isValidCreditCode(creditCode)) throw badRequest('统一社会信用代码校验失败，请核对');
      await app.db
        .insertInto('companyRegistry')
        .values({ companyName: body.companyName.trim(), creditCode, legalPerson: body.legalPerson ?? null, regAddress: body.regAddress ?? null, source: 'member' })
        .onConflict((oc) => oc.column('companyName').doNothing())
        .execute();
      return ok(null, '企业信息已保存');
    },
  );

  app.get(
    '/open/member/uncheckAuthority/getMemberEnterpriseNameRelateVoucher',
    { schema: { querystring: Type.Object({ companyName: Type.String({ minLength: 2, maxLength: 60 }) }) } },
    async (request) => {
      const companyName = (request.query as { companyName: string }).companyName.trim();
      const cert = await app.db
        .selectFrom('enterpriseCert')
        .select(['status'])
        .where('companyName', '=', companyName)
        .where('status', '=', 1)
        .executeTakeFirst();
      return ok({ companyName, certified: !!cert });
    },
  );
}
