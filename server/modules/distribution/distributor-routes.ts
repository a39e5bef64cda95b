// The member's distributor calls (member service): GET /api/member/distributor/status (whether
// they are one, the invitation code and link, how many members are bound, the latest
// application) and POST /api/member/distributor/apply.
import { DistributorApplyBody } from '../../../domain/distribution/distribution-payloads.ts';
import { DistributorState } from '../../../domain/distribution/distribution-views.ts';
import { Type } from 'typebox';
import { requireMember } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { Answers, type Routes } from '../../http/schemas.ts';
import { applyForDistributor, distributorState } from './distributor-service.ts';
import { DIST_MSG } from './messages.ts';
import { readDb } from '../../db/replica-reads.ts';

const distributorRoutes: Routes = async (app) => {
  app.get(
    '/api/member/distributor/status',
    { schema: { description: '我的分销员状态：是否分销员、邀请码与邀请链接、已绑定会员数、最近一次申请', response: Answers(DistributorState) } },
    async (request) => ok(await distributorState(await readDb(request), app.db, requireMember(request))),
  );

  app.post(
    '/api/member/distributor/apply',
    { schema: { description: '申请成为分销员（真实姓名、推广渠道），由后台审核', body: DistributorApplyBody, response: Answers(Type.Object({ id: Type.Integer({ description: '申请编号' }) })) } },
    async (request) => ok({ id: await applyForDistributor(app.db, requireMember(request), request.body) }, DIST_MSG.applied),
  );
};

export default distributorRoutes;
