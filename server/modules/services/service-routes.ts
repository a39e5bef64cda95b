// The member's calls of service and testing (common service, spec 7): POST serviceItem/list,
// GET serviceItem/get/{id} (also under /open/ for visitors), POST serviceOrder/save, list, cancelServe, acceptQuote,
// confirmComplete, pay (the gateway page), uploadAttachment (a file for the booking form); GET
// serviceOrder/findDiffStatusNumber, get/{id}; uploadPayReceipt (对公转账), payOnCredit (账期). docs/api/services.md.
import { Type } from 'typebox';
import { CancelServiceBody, PayServiceBody, SaveServiceOrderBody, ServiceItemQuery, ServiceOrderIdBody, ServiceOrderQuery } from '../../../domain/services/service-payloads.ts';
import { ServiceItemCard, ServiceItemView, ServiceOrderRow, ServiceOrderView, ServicePayStart, ServiceStatusCounts, UploadedAttachment } from '../../../domain/services/service-views.ts';
import { InstrumentRow } from '../../../domain/services/service-payloads.ts';
import { requireMember } from '../../http/auth.ts';
import { badRequest } from '../../http/errors.ts';
import { acceptMultipart, FormDoc, FormFile, readSingleFile } from '../../http/multipart.ts';
import { readInstrumentSheet } from './instrument-sheet.ts';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_PURPOSE, ATTACHMENT_TYPES } from '../../../domain/services/service-rules.ts';
import { detectFile } from '../../security/file-check.ts';
import { startServicePayment } from './service-payment.ts';
import { payServiceOnCredit, submitServiceReceipt } from './service-transfer.ts';
import { formInt, PAY_MSG, readReceiptForm, ReceiptFormDoc } from '../payments/public.ts';
import { ok } from '../../http/envelope.ts';
import { Answers, IdParams, PageOf, type Routes } from '../../http/schemas.ts';
import { SVC_MSG } from './messages.ts';
import {
  acceptQuote, cancelService, confirmComplete, listServiceItems, safeFileName, listServiceOrders, memberActor, saveServiceOrder, serviceItem, serviceOrderView, serviceStatusNumbers,
} from './service-service.ts';

const SHEET_MAX_BYTES = 2 * 1024 * 1024;
/** The text field of the transfer receipt form (beside the file). */
const RECEIPT_FIELDS = ['id'] as const;

const serviceRoutes: Routes = async (app) => {
  await acceptMultipart(app);
  // The catalogue is read by visitors too, like goods (/open/); the spec's /api/ paths stay.
  for (const prefix of ['/open/common', '/api/common']) {
    app.post(
      `${prefix}/serviceItem/list`,
      { schema: { description: '服务项目列表（可按分类筛选、按关键词搜索）', body: ServiceItemQuery, response: Answers(PageOf(ServiceItemCard)) } },
      async (request) => ok(await listServiceItems(app.db, request.body)),
    );

    app.get(
      `${prefix}/serviceItem/get/:id`,
      { schema: { description: '服务项目详情：说明、范围、交付物、价格、服务区域', params: IdParams, response: Answers(ServiceItemView) } },
      async (request) => ok(await serviceItem(app.db, request.params.id)),
    );
  }

  app.post(
    '/api/common/serviceOrder/save',
    { schema: { description: '预约服务：仪器或设备清单、服务地址（地址簿）、联系人、期望日期、备注', body: SaveServiceOrderBody, response: Answers(Type.Object({ id: Type.Integer({ description: '服务订单编号' }) })) } },
    async (request) => {
      const id = await saveServiceOrder(app.db, requireMember(request), request.body, new Date(), app.providers.uploads);
      return ok({ id }, SVC_MSG.saved);
    },
  );

  app.post(
    '/api/common/serviceOrder/readInstruments',
    {
      schema: {
        description: '导入仪器清单（multipart：file，.xlsx/.xls/.ods/.csv）：按表头识别制造商、型号规格、出厂编号、资产编号、测量范围、数量，返回逐行结果供预约表单使用（不保存）',
        consumes: ['multipart/form-data'],
        form: FormDoc({ file: FormFile({ description: '仪器清单表格（.xlsx/.xls/.ods/.csv）' }) }, ['file']),
        response: Answers(Type.Object({ rows: Type.Array(InstrumentRow) })),
      },
    },
    async (request) => {
      requireMember(request);
      const file = await readSingleFile(request, { maxBytes: SHEET_MAX_BYTES, missing: SVC_MSG.sheetMissing, tooLarge: SVC_MSG.sheetTooLarge });
      return ok({ rows: await readInstrumentSheet(file.bytes, file.fileName) });
    },
  );

  app.post(
    '/api/common/serviceOrder/uploadAttachment',
    {
      schema: {
        description: '上传预约附件（multipart：file，PDF、PNG 或 JPG，按内容识别，单个不超过 5 MB）：文件仅本人和后台可读，预约时在 attachments 中提交',
        consumes: ['multipart/form-data'],
        form: FormDoc({ file: FormFile({ description: '预约附件（PDF、PNG 或 JPG）' }) }, ['file']),
        response: Answers(UploadedAttachment),
      },
    },
    async (request) => {
      const memberId = requireMember(request);
      const file = await readSingleFile(request, { maxBytes: ATTACHMENT_MAX_BYTES, missing: SVC_MSG.attachmentMissing, tooLarge: SVC_MSG.attachmentTooLarge });
      const bytes = file.bytes;
      if (bytes.byteLength === 0) throw badRequest(SVC_MSG.attachmentMissing);
      const mime = detectFile(bytes, ATTACHMENT_TYPES);
      if (!mime) throw badRequest(SVC_MSG.attachmentType);
      const stored = await app.providers.uploads.put({ bytes, mime, purpose: ATTACHMENT_PURPOSE, ownerMemberId: memberId, visibility: 'private' });
      return ok({ uploadUrl: stored.url, fileName: safeFileName(file.fileName), mime, sizeBytes: bytes.byteLength }, SVC_MSG.attachmentUploaded);
    },
  );

  app.post(
    '/api/common/serviceOrder/pay',
    { schema: { description: '支付服务订单（已报价且已接受、未支付）：返回支付页面地址，支付后回到订单详情', body: PayServiceBody, response: Answers(ServicePayStart) } },
    async (request) => {
      const memberId = requireMember(request);
      if (request.body.channel && request.body.channel !== app.providers.payment.name) throw badRequest(SVC_MSG.payChannel);
      return ok(await startServicePayment(app.db, app.providers.payment, { id: request.body.id, memberId }), SVC_MSG.payStarted);
    },
  );

  app.post(
    '/api/common/serviceOrder/uploadPayReceipt',
    {
      schema: {
        description: '上传对公转账回单（multipart：id、file；JPG、PNG、WEBP 或 PDF，按内容识别，不超过 5 MB）：已接受报价未支付的订单，或账期订单还款；新回单替换等待确认的旧回单，等待财务确认',
        consumes: ['multipart/form-data'],
        form: ReceiptFormDoc(RECEIPT_FIELDS),
        response: Answers(ServiceOrderView),
      },
    },
    async (request) => {
      const memberId = requireMember(request);
      const form = await readReceiptForm(request, RECEIPT_FIELDS);
      const id = formInt(form.fields.id);
      if (!Number.isSafeInteger(id) || id < 1) throw badRequest(SVC_MSG.badId);
      if (!form.file) throw badRequest(PAY_MSG.receiptMissing);
      await submitServiceReceipt(app.db, app.providers.uploads, { memberId, id, bytes: form.file });
      return ok(await serviceOrderView(app.db, id, memberId), SVC_MSG.receiptUploaded);
    },
  );

  app.post(
    '/api/common/serviceOrder/payOnCredit',
    { schema: { description: '账期支付：企业会员在账期额度内（与商品账期订单共用额度）选择账期，到期前对公转账还款', body: ServiceOrderIdBody, response: Answers(ServiceOrderView) } },
    async (request) => {
      const memberId = requireMember(request);
      await payServiceOnCredit(app.db, { memberId, id: request.body.id });
      return ok(await serviceOrderView(app.db, request.body.id, memberId), SVC_MSG.creditChosen);
    },
  );

  app.post(
    '/api/common/serviceOrder/list',
    { schema: { description: '我的服务订单（按下单时间倒序，可按状态筛选）', body: ServiceOrderQuery, response: Answers(PageOf(ServiceOrderRow)) } },
    async (request) => ok(await listServiceOrders(app.db, requireMember(request), request.body)),
  );

  app.get(
    '/api/common/serviceOrder/findDiffStatusNumber',
    { schema: { description: '我的服务订单各状态数量', response: Answers(ServiceStatusCounts) } },
    async (request) => ok(await serviceStatusNumbers(app.db, requireMember(request))),
  );

  app.get(
    '/api/common/serviceOrder/get/:id',
    { schema: { description: '服务订单详情：状态、仪器、报价、证书、时间线', params: IdParams, response: Answers(ServiceOrderView) } },
    async (request) => ok(await serviceOrderView(app.db, request.params.id, requireMember(request))),
  );

  app.post(
    '/api/common/serviceOrder/cancelServe',
    { schema: { description: '取消服务订单（排期前可取消，须填写原因）', body: CancelServiceBody, response: Answers(ServiceOrderView) } },
    async (request) => {
      const memberId = requireMember(request);
      await cancelService(app.db, memberActor(memberId), request.body);
      return ok(await serviceOrderView(app.db, request.body.id, memberId), SVC_MSG.cancelled);
    },
  );

  app.post(
    '/api/common/serviceOrder/acceptQuote',
    { schema: { description: '接受报价（价格与计划日期）', body: ServiceOrderIdBody, response: Answers(ServiceOrderView) } },
    async (request) => {
      const memberId = requireMember(request);
      await acceptQuote(app.db, memberId, request.body.id);
      return ok(await serviceOrderView(app.db, request.body.id, memberId), SVC_MSG.accepted);
    },
  );

  app.post(
    '/api/common/serviceOrder/confirmComplete',
    { schema: { description: '验收：确认服务完成', body: ServiceOrderIdBody, response: Answers(ServiceOrderView) } },
    async (request) => {
      const memberId = requireMember(request);
      await confirmComplete(app.db, memberId, request.body.id);
      return ok(await serviceOrderView(app.db, request.body.id, memberId), SVC_MSG.completed);
    },
  );
};

export default serviceRoutes;
