// GET /api/common/company/get/:id (common service, member token): a company of the registry
// (company_registry, filled by the seed and by getCompanyByVague's saveGetCompanyByVague) that a
// member may use to fill certification and invoice forms; an unknown id, and another member's entry
// not yet approved (issue 35 item 4), answer 404.
import { RegistryCompany } from '../../../domain/cooperation/cooperation-views.ts';
import { requireMember } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { Answers, IdParams, type Routes } from '../../http/schemas.ts';
import { companyById } from './cooperation-service.ts';

const companyRoutes: Routes = async (app) => {
  app.get(
    '/api/common/company/get/:id',
    { schema: { description: '企业库中的一家企业（名称、统一社会信用代码、法定代表人、注册地址）', params: IdParams, response: Answers(RegistryCompany) } },
    async (request) => {
      const memberId = requireMember(request);
      return ok(await companyById(app.db, request.params.id, memberId));
    },
  );
};

export default companyRoutes;
