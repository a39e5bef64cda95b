// The company admin's API client calls (member service, issue 40; docs/api/integration.md (part 1)):
// apiClient/save, list, revoke/{id}, rotate/{id}. The `integrate` right (the admin) is checked in the
// service; another company's client answers 404. A secret is answered by save (create) and rotate only.
import { Type } from 'typebox';
import { ApiClientSaveBody } from '../../../domain/integration/api-client-payloads.ts';
import { ApiClientRow, ApiClientSaved, ApiClientSecret } from '../../../domain/integration/api-client-views.ts';
import { requireMember } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { Answers, IdParams, type Routes } from '../../http/schemas.ts';
import { API_CLIENT_MSG } from './messages.ts';
import { listApiClients, revokeApiClient, rotateApiClient, saveApiClient } from './api-client-service.ts';

const PREFIX = '/api/company/apiClient';

export const apiClientMemberRoutes: Routes = async (app) => {
  app.post(
    `${PREFIX}/save`,
    { schema: { description: '新建或修改接口客户端（仅企业管理员）：名称、权限范围、代表的成员、允许的地址段；新建时返回一次密钥', body: ApiClientSaveBody, response: Answers(ApiClientSaved) } },
    async (request) => {
      const saved = await saveApiClient(app.db, requireMember(request), request.body);
      return ok(saved, saved.secret === undefined ? API_CLIENT_MSG.saved : API_CLIENT_MSG.created);
    },
  );

  app.post(
    `${PREFIX}/list`,
    { schema: { description: '本企业的接口客户端（仅企业管理员；不含密钥）：权限、代表成员、地址段、状态和最近使用', response: Answers(Type.Array(ApiClientRow)) } },
    async (request) => ok(await listApiClients(app.db, requireMember(request))),
  );

  app.post(
    `${PREFIX}/revoke/:id`,
    { schema: { description: '停用接口客户端（仅企业管理员）：已签发的令牌立即失效；重复停用无影响', params: IdParams, response: Answers(ApiClientRow) } },
    async (request) => ok(await revokeApiClient(app.db, requireMember(request), request.params.id), API_CLIENT_MSG.revoked),
  );

  app.post(
    `${PREFIX}/rotate/:id`,
    { schema: { description: '轮换接口客户端密钥（仅企业管理员）：返回一次新密钥，旧密钥和已签发的令牌立即失效', params: IdParams, response: Answers(ApiClientSecret) } },
    async (request) => ok(await rotateApiClient(app.db, requireMember(request), request.params.id), API_CLIENT_MSG.rotated),
  );
};
