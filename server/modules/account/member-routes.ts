// GET /api/member/memberInfo and the open getTrialVipDays call.
import { Type } from 'typebox';
import { MemberInfo } from '../../../domain/account/account-answers.ts';
import { MSG } from '../../../domain/shared/messages.ts';
import { requireMember } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { Answers, type Routes } from '../../http/schemas.ts';
import { readSiteSettings } from '../content/public.ts';
import { findMemberInfo } from './member-repository.ts';

const memberRoutes: Routes = async (app) => {
  app.get('/api/member/memberInfo', { schema: { response: Answers(MemberInfo) } }, async (request) => {
    const info = await findMemberInfo(app.db, requireMember(request));
    if (!info) throw notFound(MSG.memberNotFound);
    return ok(info);
  });

  app.post(
    '/open/member/uncheckAuthority/getTrialVipDays',
    { schema: { response: Answers(Type.Integer({ description: '试用 VIP 天数' })) } },
    async () => ok((await readSiteSettings(app.db)).trialVipDays),
  );
};

export default memberRoutes;
