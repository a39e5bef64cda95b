// The 订单发货 queue's calls (issue 22, staff token with order.ship): POST
// /api/staff/order/shipping/list {state?, orderNo?, from?, to?, current, size} -> a page of orders
// with the count per state; the batch import of tracking numbers: POST shipBatch/preview
// (multipart: one .xlsx `file`) -> each row judged, nothing written; POST shipBatch/confirm
// {rows} -> each valid row shipped in its own transaction (idempotent); GET shipBatch/template ->
// the .xlsx to fill in (base64 in the envelope, like every staff answer). One order ships with POST /api/staff/order/ship (staff-order-routes.ts).
import { ShipBatchConfirmBody, ShipBatchPreview, ShipBatchResult, ShipBatchTemplate, ShippingListAnswer, ShippingListBody, SHIP_BATCH_MAX_BYTES, SHIP_BATCH_MSG } from '../../../domain/orders/staff-shipping-payloads.ts';
import { requireStaff } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { acceptMultipart, FormDoc, FormFile, readSingleFile } from '../../http/multipart.ts';
import { Answers, type Routes } from '../../http/schemas.ts';
import { confirmShipBatch, previewShipBatch, readShipSheet, shipBatchTemplate } from './ship-batch-service.ts';
import { staffActor } from '../../../domain/staff/staff-actor.ts';
import { listShippingOrders } from './staff-shipping-service.ts';

const STAFF = '/api/staff/order';
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PREVIEW_FORM = FormDoc({ file: FormFile({ description: '发货表格（.xlsx，列：订单号、物流公司、运单号）' }) }, ['file']);

const staffShippingRoutes: Routes = async (app) => {
  await acceptMultipart(app);
  app.post(`${STAFF}/shipping/list`, { schema: { description: '发货队列：待发货、已发货、已完成的订单（含各状态数量）', body: ShippingListBody, response: Answers(ShippingListAnswer) } }, async (request) => {
    requireStaff(request);
    return ok(await listShippingOrders(app.db, request.body));
  });

  app.post(
    `${STAFF}/shipBatch/preview`,
    { schema: { description: '批量发货预览：读取表格，逐行判断（可发货、已发货将跳过、错误原因），不写入', consumes: ['multipart/form-data'], form: PREVIEW_FORM, response: Answers(ShipBatchPreview) } },
    async (request) => {
      requireStaff(request);
      const file = await readSingleFile(request, { maxBytes: SHIP_BATCH_MAX_BYTES, missing: SHIP_BATCH_MSG.fileMissing, tooLarge: SHIP_BATCH_MSG.fileTooLarge });
      return ok(await previewShipBatch(app.db, await readShipSheet(file.bytes, file.fileName)));
    },
  );

  app.post(
    `${STAFF}/shipBatch/confirm`,
    { schema: { description: '批量发货：逐行发货（每行单独事务；已按相同运单号发货的跳过，可重复提交）', body: ShipBatchConfirmBody, response: Answers(ShipBatchResult) } },
    async (request) => {
      const who = staffActor(requireStaff(request));
      const result = await confirmShipBatch(app.db, who, request.body.rows);
      return ok(result, SHIP_BATCH_MSG.confirmed(result.shipped, result.already, result.failed));
    },
  );

  app.get(`${STAFF}/shipBatch/template`, { schema: { description: '批量发货模板（.xlsx 的 Base64 与文件名）', response: Answers(ShipBatchTemplate) } }, async (request) => {
    requireStaff(request);
    return ok({ fileName: SHIP_BATCH_MSG.templateFileName, mime: XLSX_MIME, base64: shipBatchTemplate().toString('base64') });
  });
};

export default staffShippingRoutes;
