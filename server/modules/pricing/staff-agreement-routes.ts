// Staff calls of price agreements (协议价, goods service, staff token): under
// /api/staff/goods/priceAgreement/ — list, get/:id, save, import/:id (multipart: version, mode,
// file), submit/:id, confirm/:id, reject/:id, revoke/:id, and the editor's pickers companies and
// options. Permissions (domain/staff/staff-routes.ts): pricing.agreement (运营) drafts, submits and
// revokes; pricing.confirm (管理员) confirms or rejects, and never an agreement they drafted.
// `npm run pricing` calls the same service functions.
import type { FastifyRequest } from 'fastify';
import { Value } from 'typebox/value';
import {
  AGREEMENT_IMPORT_MODES, AgreementCompanyQuery, AgreementImportFields, AgreementListBody, AgreementRejectBody, AgreementSaveBody, AgreementStepBody,
} from '../../../domain/pricing/agreement-payloads.ts';
import { AGREEMENT_SHEET_MAX_BYTES } from '../../../domain/pricing/agreement-rules.ts';
import { AgreementCompanyOption, AgreementDetail, AgreementImportAnswer, AgreementOptions, AgreementRow } from '../../../domain/pricing/agreement-views.ts';
import { Type } from 'typebox';
import { requireStaff } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { badRequest } from '../../http/errors.ts';
import { acceptMultipart, FormDoc, FormFile, formFileName, formText, repeatedPart, unknownPart } from '../../http/multipart.ts';
import { Answers, IdParams, PageOf, type Routes } from '../../http/schemas.ts';
import { agreementCompanies, agreementDetail, agreementOptions, listAgreements } from './agreement-read-service.ts';
import { confirmAgreement, rejectAgreement, revokeAgreement, saveAgreement, submitAgreement } from './agreement-service.ts';
import { importAgreementSheet } from './agreement-sheet.ts';
import { AGREEMENT_MSG, AGREEMENT_SHEET_MSG } from './messages.ts';

const BASE = '/api/staff/goods/priceAgreement';

const IMPORT_FORM = FormDoc(
  {
    version: Type.String({ pattern: '^[1-9][0-9]{0,9}$', description: '读取时的版本号' }),
    mode: Type.String({ enum: [...AGREEMENT_IMPORT_MODES], description: 'replace 替换全部商品协议价；merge 合并，同一商品以表格为准' }),
    file: FormFile({ description: '价格表（.xlsx、.xls 或 .csv；列：商品编码或型号、品牌（可选）、协议价(元)）' }),
  },
  ['version', 'mode', 'file'],
);

async function readImportForm(request: FastifyRequest): Promise<{ fields: AgreementImportFields; file: { bytes: Buffer; fileName: string } }> {
  if (!request.isMultipart()) throw badRequest(AGREEMENT_SHEET_MSG.fileMissing);
  const fields: Record<string, string> = {};
  let file: { bytes: Buffer; fileName: string } | null = null;
  const parts = request.parts({ limits: { fileSize: AGREEMENT_SHEET_MAX_BYTES, files: 2, fields: 8, fieldSize: 256, parts: 10 } });
  for await (const part of parts) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file') throw unknownPart(part.fieldname);
      if (file) throw repeatedPart(part.fieldname);
      const bytes = await part.toBuffer().catch((err: { code?: string }) => {
        if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(AGREEMENT_SHEET_MSG.fileTooLarge);
        throw err;
      });
      file = { bytes, fileName: formFileName(part) || 'sheet' };
    } else if (part.fieldname === 'version' || part.fieldname === 'mode') {
      if (part.fieldname in fields) throw repeatedPart(part.fieldname);
      fields[part.fieldname] = formText(part, 64).trim();
    } else {
      throw unknownPart(part.fieldname);
    }
  }
  if (!file) throw badRequest(AGREEMENT_SHEET_MSG.fileMissing);
  if (!/^[1-9][0-9]{0,9}$/.test(fields.version ?? '')) throw badRequest(AGREEMENT_SHEET_MSG.badVersion);
  if (!Value.Check(AgreementImportFields, fields)) throw badRequest(AGREEMENT_SHEET_MSG.badMode);
  return { fields, file };
}

const staffAgreementRoutes: Routes = async (app) => {
  await acceptMultipart(app);
  const detail = (id: number, staffId: number) => agreementDetail(app.db, id, staffId);

  app.post(`${BASE}/list`, { schema: { description: '协议价列表（按企业、状态筛选，含已过期；新的在前）', body: AgreementListBody, response: Answers(PageOf(AgreementRow)) } }, async (request) => {
    requireStaff(request);
    return ok(await listAgreements(app.db, request.body));
  });

  app.get(`${BASE}/get/:id`, { schema: { description: '协议价详情：条目、提醒、操作记录和当前员工可做的操作', params: IdParams, response: Answers(AgreementDetail) } }, async (request) => {
    return ok(await detail(request.params.id, requireStaff(request)));
  });

  app.get(`${BASE}/companies`, { schema: { description: '选择企业（按名称或信用代码查找，最多 20 家）', querystring: AgreementCompanyQuery, response: Answers(Type.Array(AgreementCompanyOption)) } }, async (request) => {
    requireStaff(request);
    return ok(await agreementCompanies(app.db, request.query.keyword));
  });

  app.get(`${BASE}/options`, { schema: { description: '可设置折扣的品牌和分类', response: Answers(AgreementOptions) } }, async (request) => {
    requireStaff(request);
    return ok(await agreementOptions(app.db));
  });

  app.post(`${BASE}/save`, { schema: { description: '新建或修改协议草稿（已驳回的协议修改后回到草稿）；修改须带读取时的版本号', body: AgreementSaveBody, response: Answers(AgreementDetail) } }, async (request) => {
    const staffId = requireStaff(request);
    const id = await saveAgreement(app.db, { staffId }, request.body);
    return ok(await detail(id, staffId), AGREEMENT_MSG.saved);
  });

  app.post(
    `${BASE}/import/:id`,
    { schema: { description: '导入商品协议价表格（multipart：version、mode、file），逐行给出结果；替换或合并协议中的商品协议价', params: IdParams, consumes: ['multipart/form-data'], form: IMPORT_FORM, response: Answers(AgreementImportAnswer) } },
    async (request) => {
      const staffId = requireStaff(request);
      const form = await readImportForm(request);
      const result = await importAgreementSheet(app.db, { staffId }, request.params.id, form.fields, form.file);
      return ok({ ...result, agreement: await detail(request.params.id, staffId) }, AGREEMENT_MSG.imported(result.imported, result.failed));
    },
  );

  app.post(`${BASE}/submit/:id`, { schema: { description: '提交管理员确认（截止日期不能已过，至少一项条目）', params: IdParams, body: AgreementStepBody, response: Answers(AgreementDetail) } }, async (request) => {
    const staffId = requireStaff(request);
    await submitAgreement(app.db, { staffId }, request.params.id, request.body.version);
    return ok(await detail(request.params.id, staffId), AGREEMENT_MSG.submitted);
  });

  app.post(`${BASE}/confirm/:id`, { schema: { description: '确认生效（管理员，且不能是起草人）；企业成员收到消息', params: IdParams, body: AgreementStepBody, response: Answers(AgreementDetail) } }, async (request) => {
    const staffId = requireStaff(request);
    await confirmAgreement(app.db, { staffId }, request.params.id, request.body.version);
    return ok(await detail(request.params.id, staffId), AGREEMENT_MSG.confirmed);
  });

  app.post(`${BASE}/reject/:id`, { schema: { description: '驳回（管理员，须填写原因）；起草人可修改后重新提交', params: IdParams, body: AgreementRejectBody, response: Answers(AgreementDetail) } }, async (request) => {
    const staffId = requireStaff(request);
    await rejectAgreement(app.db, { staffId }, request.params.id, request.body);
    return ok(await detail(request.params.id, staffId), AGREEMENT_MSG.rejected);
  });

  app.post(`${BASE}/revoke/:id`, { schema: { description: '撤销生效中的协议（立即停止按协议价计价；已下的订单不变）；企业成员收到消息', params: IdParams, body: AgreementStepBody, response: Answers(AgreementDetail) } }, async (request) => {
    const staffId = requireStaff(request);
    await revokeAgreement(app.db, { staffId }, request.params.id, request.body.version);
    return ok(await detail(request.params.id, staffId), AGREEMENT_MSG.revoked);
  });
};

export default staffAgreementRoutes;
