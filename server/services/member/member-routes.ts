// GET /api/member/memberInfo and the open getTrialVipDays call.
import type { FastifyInstance } from 'fastify';
import { MSG } from '../../../domain/messages.ts';
import { requireMember } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { readSiteSettings } from '../common/site-settings.ts';
import { findMemberInfo } from './member-repository.ts';

export default async function memberRoutes(app: FastifyInstance) {
  app.get('/api/member/memberInfo', async (request) => {
    const info = await findMemberInfo(app.db, requireMember(request));
    if (!info) throw notFound(MSG.memberNotFound);
    return ok(info);
  });

  app.post('/open/member/uncheckAuthority/getTrialVipDays', async () => {
    const settings = await readSiteSettings(app.db);
    return ok(settings.trialVipDays);
  });
}
