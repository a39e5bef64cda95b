// Staff calls of service orders (common service, staff token only; a member token gets 403):
// /api/staff/common/serviceOrder/ list, get/{id}, quote, confirm, schedule, start, deliver
// (multipart: id, note, files `certificate`), cancel, reviewPayment (a transfer receipt). `npm run services` calls the same functions.
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  CancelServiceBody, ConfirmServiceBody, QuoteServiceBody, ReviewServicePaymentBody, ScheduleServiceBody, ServiceOrderIdBody, ServiceOrderQuery,
} from '../../../domain/services/service-payloads.ts';
import { CERTIFICATE_MAX_BYTES, MAX_CERTIFICATES, NOTE_MAX } from '../../../domain/services/service-rules.ts';
import { ServiceOrderView, StaffServiceOrderRow } from '../../../domain/services/service-views.ts';
import { requireStaff } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { badRequest } from '../../http/errors.ts';
import { acceptMultipart, FormDoc, FormFile, formFileName, formText } from '../../http/multipart.ts';
import { Answers, IdParams, PageOf, type Routes } from '../../http/schemas.ts';
import { SVC_MSG } from './messages.ts';
import { cancelService, listStaffServiceOrders, serviceOrderView, staffActor } from './service-service.ts';
import { reviewServiceTransfer } from './service-transfer.ts';
import { confirmService, deliverService, quoteService, scheduleService, startService, type CertificateFile } from './staff-service.ts';

const BASE = '/api/staff/common/serviceOrder';

/** The deliver form as documented (OpenAPI). */
const DELIVER_FORM = FormDoc(
  {
    id: Type.String({ pattern: '^[0-9]{1,15}$', description: '服务订单编号' }),
    note: Type.String({ maxLength: NOTE_MAX, description: '备注' }),
    certificate: FormFile({ description: '证书或报告（PDF、PNG 或 JPG，可多个）' }),
  },
  ['id', 'certificate'],
);

async function readDeliverForm(request: FastifyRequest): Promise<{ id: number; note: string | null; files: CertificateFile[] }> {
  if (!request.isMultipart()) throw badRequest(SVC_MSG.notMultipart);
  let id: number | null = null;
  let note: string | null = null;
  const files: CertificateFile[] = [];
  const parts = request.parts({ limits: { fileSize: CERTIFICATE_MAX_BYTES, files: MAX_CERTIFICATES, fields: 3, fieldSize: NOTE_MAX * 4, parts: MAX_CERTIFICATES + 3 } });
  for await (const part of parts) {
    if (part.type === 'file') {
      if (part.fieldname !== 'certificate') throw badRequest(SVC_MSG.unknownField(part.fieldname));
      const bytes = await part.toBuffer().catch((err: { code?: string }) => {
        if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(SVC_MSG.certificateTooLarge);
        throw err;
      });
      files.push({ fileName: formFileName(part) || 'certificate', bytes });
    } else if (part.fieldname === 'id') {
      const value = formText(part, 32).trim();
      if (!/^\d{1,15}$/.test(value) || Number(value) < 1) throw badRequest(SVC_MSG.badId);
      id = Number(value);
    } else if (part.fieldname === 'note') {
      const value = formText(part, NOTE_MAX * 4);
      if (value.length > NOTE_MAX) throw badRequest(SVC_MSG.noteTooLong);
      note = value;
    } else {
      throw badRequest(SVC_MSG.unknownField(part.fieldname));
    }
  }
  if (id === null) throw badRequest(SVC_MSG.badId);
  return { id, note, files };
}

const staffServiceRoutes: Routes = async (app) => {
  await acceptMultipart(app);
  const view = (id: number) => serviceOrderView(app.db, id, null);

  app.post(`${BASE}/list`, { schema: { description: '服务订单列表（后台，可按状态筛选）', body: ServiceOrderQuery, response: Answers(PageOf(StaffServiceOrderRow)) } }, async (request) => {
    requireStaff(request);
    return ok(await listStaffServiceOrders(app.db, request.body));
  });

  app.get(`${BASE}/get/:id`, { schema: { description: '服务订单详情（后台）', params: IdParams, response: Answers(ServiceOrderView) } }, async (request) => {
    requireStaff(request);
    return ok(await view(request.params.id));
  });

  app.post(`${BASE}/quote`, { schema: { description: '报价（报价后确定的服务）：价格与计划日期，会员收到消息', body: QuoteServiceBody, response: Answers(ServiceOrderView) } }, async (request) => {
    await quoteService(app.db, staffActor(requireStaff(request)), request.body);
    return ok(await view(request.body.id), SVC_MSG.quoted);
  });

  app.post(`${BASE}/confirm`, { schema: { description: '确认（有标价的服务）：按标价与数量计价并给出计划日期', body: ConfirmServiceBody, response: Answers(ServiceOrderView) } }, async (request) => {
    await confirmService(app.db, staffActor(requireStaff(request)), request.body);
    return ok(await view(request.body.id), SVC_MSG.confirmed);
  });

  app.post(`${BASE}/schedule`, { schema: { description: '排期：工程师与服务日期（会员须已接受报价）', body: ScheduleServiceBody, response: Answers(ServiceOrderView) } }, async (request) => {
    await scheduleService(app.db, staffActor(requireStaff(request)), request.body);
    return ok(await view(request.body.id), SVC_MSG.scheduled);
  });

  app.post(`${BASE}/start`, { schema: { description: '开始服务', body: ServiceOrderIdBody, response: Answers(ServiceOrderView) } }, async (request) => {
    await startService(app.db, staffActor(requireStaff(request)), request.body);
    return ok(await view(request.body.id), SVC_MSG.started);
  });

  app.post(
    `${BASE}/deliver`,
    { schema: { description: '上传证书或报告（multipart：id、note、certificate 文件可多个），订单进入待验收', consumes: ['multipart/form-data'], form: DELIVER_FORM, response: Answers(ServiceOrderView) } },
    async (request) => {
      const who = staffActor(requireStaff(request));
      const form = await readDeliverForm(request);
      await deliverService(app.db, app.providers.uploads, who, form);
      return ok(await view(form.id), SVC_MSG.delivered);
    },
  );

  app.post(
    `${BASE}/reviewPayment`,
    { schema: { description: '审核服务订单的对公转账回单：确认收款（订单记为已支付）或驳回（须填写原因，会员可重新上传）', body: ReviewServicePaymentBody, response: Answers(ServiceOrderView) } },
    async (request) => {
      const staffId = requireStaff(request);
      await reviewServiceTransfer(app.db, staffActor(staffId), { ...request.body, reviewerId: staffId });
      return ok(await view(request.body.id), request.body.approve ? SVC_MSG.transferConfirmed : SVC_MSG.transferRejected);
    },
  );

  app.post(`${BASE}/cancel`, { schema: { description: '取消服务订单（排期前，须填写原因）', body: CancelServiceBody, response: Answers(ServiceOrderView) } }, async (request) => {
    await cancelService(app.db, staffActor(requireStaff(request)), request.body);
    return ok(await view(request.body.id), SVC_MSG.cancelled);
  });
};

export default staffServiceRoutes;
