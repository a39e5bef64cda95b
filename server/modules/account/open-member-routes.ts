// The other open member calls: the site notice (ifShowMessage), the login-page notes (loginSm),
// the company lookup for certification, and whether a company name is already certified.
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { CompanyCertified, CompanyMatch, LoginNotes, NoticeDismissed, NoticeToShow } from '../../../domain/account/account-answers.ts';
import { bearerToken, findPrincipal } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { forbidden, tooManyRequests, unauthorized } from '../../http/errors.ts';
import { Answers, OkEnvelope, type Routes } from '../../http/schemas.ts';
import { ACCOUNT_MSG } from './messages.ts';
import { addCompany, certifiedName, loginNotes, noticeFor, searchCompanies } from './open-member-service.ts';
import { dismissNotice } from './open-member-repository.ts';
import { CompanyNameQuery, KeywordParams, NoticeIdBody, SaveCompanyBody } from './schemas.ts';

const SAVE_COMPANY_HOURLY_PER_IP = 20;

const openMemberRoutes: Routes = async (app) => {
  /** The member of an optional bearer token (open calls answer anonymous callers too). */
  const optionalMemberId = async (request: FastifyRequest): Promise<number | null> => {
    const token = bearerToken(request);
    if (!token) return null;
    const principal = await findPrincipal(app, token);
    return principal?.kind === 'member' ? principal.memberId : null;
  };

  app.get('/open/member/ifShowMessage', { schema: { response: Answers(NoticeToShow) } }, async (request) =>
    ok(await noticeFor(app.db, () => optionalMemberId(request))),
  );

  app.post('/open/member/ifShowMessage/update', { schema: { body: NoticeIdBody, response: Answers(NoticeDismissed) } }, async (request) => {
    const memberId = await optionalMemberId(request);
    if (memberId === null) throw unauthorized();
    await dismissNotice(app.db, memberId, request.body.noticeId);
    return ok({ show: false }, ACCOUNT_MSG.noticeDismissed);
  });

  app.get('/open/member/loginSm', { schema: { response: Answers(LoginNotes) } }, async () => ok(await loginNotes(app.db)));

  app.get(
    '/open/member/getCompanyByVague/:keyword',
    { schema: { params: KeywordParams, response: Answers(Type.Array(CompanyMatch)) } },
    async (request) => ok(await searchCompanies(app.db, request.params.keyword, await optionalMemberId(request))),
  );

  app.post(
    '/open/member/uncheckAuthority/saveGetCompanyByVague',
    {
      schema: {
        description: ACCOUNT_MSG.companySaveDoc,
        // An /open/ path that still needs the member's token (issue 35 item 4).
        security: [{ bearer: [] }],
        body: SaveCompanyBody,
        response: { 200: OkEnvelope },
      },
    },
    async (request) => {
      // A member's own entry: anonymous callers may not write to what others are suggested (issue 35 item 4).
      const token = bearerToken(request);
      const principal = token ? await findPrincipal(app, token) : null;
      if (!principal) throw unauthorized(ACCOUNT_MSG.companySaveLoginRequired);
      if (principal.kind !== 'member') throw forbidden();
      const { memberId } = principal;
      if ((await app.limits.hit(`company-save:${request.ip}`, 3600)) > SAVE_COMPANY_HOURLY_PER_IP) throw tooManyRequests();
      await addCompany(app.db, memberId, request.body);
      return ok(null, ACCOUNT_MSG.companySaved);
    },
  );

  app.get(
    '/open/member/uncheckAuthority/getMemberEnterpriseNameRelateVoucher',
    { schema: { querystring: CompanyNameQuery, response: Answers(CompanyCertified) } },
    async (request) => ok(await certifiedName(app.db, request.query.companyName)),
  );
};

export default openMemberRoutes;
