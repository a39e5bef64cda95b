// The member's after-sales calls (order service, docs/api/after-sales.md): the spec's refund/list,
// findRefundStatusCnt, writeRefundOrder, getTrace and get/{id}, and beside them preview/{orderId}
// (what an order still allows, shown before submitting), cancel, shipBack and uploadEvidence.
import type { FastifyRequest } from 'fastify';
import { RefundCountBody, RefundIdBody, RefundListBody, ShipBackBody, WriteRefundBody } from '../../../domain/after-sales/refund-payloads.ts';
import { EVIDENCE_MAX_BYTES } from '../../../domain/after-sales/refund-rules.ts';
import { EvidenceUploaded, RefundCounts, RefundDetail, RefundPreview, RefundSummary, RefundTrace } from '../../../domain/after-sales/refund-views.ts';
import { requireMember } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { badRequest } from '../../http/errors.ts';
import { acceptMultipart, FormDoc, FormFile, unknownPart } from '../../http/multipart.ts';
import { Type } from 'typebox';
import { Answers, IdParams, PageOf, type Routes } from '../../http/schemas.ts';
import { AS_MSG } from './messages.ts';
import { memberRefund, tabStatuses } from './refund-read.ts';
import { myRefundCounts, myRefundList } from './refund-scope.ts';
import { cancelRefund, previewRefund, shipBack, uploadEvidence, writeRefund } from './refund-service.ts';

const REFUND = '/api/ord/refund';

/** The upload form as documented (OpenAPI). */
const EVIDENCE_FORM = FormDoc({ file: FormFile({ description: '凭证图片（PNG、JPEG 或 WebP，不超过 5 MB）' }) }, ['file']);

/** The one image part `file` of a multipart form (at most EVIDENCE_MAX_BYTES); any other part is refused. */
async function readEvidence(request: FastifyRequest): Promise<Uint8Array> {
  if (!request.isMultipart()) throw badRequest(AS_MSG.evidenceFields);
  let file: Uint8Array | null = null;
  for await (const part of request.parts({ limits: { fileSize: EVIDENCE_MAX_BYTES, files: 1 } })) {
    if (part.type !== 'file' || part.fieldname !== 'file') throw unknownPart(part.fieldname);
    const bytes = await part.toBuffer().catch((err: { code?: string }) => {
      if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(AS_MSG.evidenceTooLarge);
      throw err;
    });
    file = bytes;
  }
  if (!file) throw badRequest(AS_MSG.evidenceMissing);
  return file;
}

const refundRoutes: Routes = async (app) => {
  await acceptMultipart(app);
  const clock = () => ({ windowDays: app.config.afterSalesWindowDays });

  app.post(
    `${REFUND}/list`,
    { schema: { description: '我的售后单列表（按标签、关键字，分页；企业成员可按角色查看全公司，按成员、部门筛选）', body: RefundListBody, response: Answers(PageOf(RefundSummary)) } },
    async (request) => {
      const { tab, keyword, current, size, ...scope } = request.body;
      return ok(await myRefundList(app.db, requireMember(request), scope, { statuses: tabStatuses(tab), keyword, current, size }));
    },
  );

  app.post(
    `${REFUND}/findRefundStatusCnt`,
    { schema: { description: '各标签的售后单数（范围同售后单列表，不传为我的）', body: Type.Union([RefundCountBody, Type.Null()]), response: Answers(RefundCounts) } },
    async (request) => ok(await myRefundCounts(app.db, requireMember(request), request.body ?? {})),
  );

  app.post(
    `${REFUND}/writeRefundOrder`,
    { schema: { description: '提交售后申请（仅退款或退货退款，可含订单的多个商品行；金额由服务器按实付计算）', body: WriteRefundBody, response: Answers(RefundDetail) } },
    async (request) => {
      const memberId = requireMember(request);
      const { id } = await writeRefund(app.db, memberId, request.body, clock());
      return ok(await memberRefund(app.db, memberId, id), AS_MSG.written);
    },
  );

  app.post(`${REFUND}/getTrace`, { schema: { description: '售后进度：状态记录与退货物流', body: RefundIdBody, response: Answers(RefundTrace) } }, async (request) => {
    return ok((await memberRefund(app.db, requireMember(request), request.body.id)).trace);
  });

  app.get(`${REFUND}/get/:id`, { schema: { description: '售后单详情', params: IdParams, response: Answers(RefundDetail) } }, async (request) => {
    return ok(await memberRefund(app.db, requireMember(request), request.params.id));
  });

  app.get(`${REFUND}/preview/:id`, { schema: { description: '订单可申请售后的商品行、数量与金额（id 为订单编号）', params: IdParams, response: Answers(RefundPreview) } }, async (request) => {
    return ok(await previewRefund(app.db, requireMember(request), request.params.id, clock()));
  });

  app.post(`${REFUND}/cancel`, { schema: { description: '取消售后申请（寄回商品之前）', body: RefundIdBody, response: Answers(RefundDetail) } }, async (request) => {
    const memberId = requireMember(request);
    await cancelRefund(app.db, memberId, request.body.id);
    return ok(await memberRefund(app.db, memberId, request.body.id), AS_MSG.cancelled);
  });

  app.post(`${REFUND}/shipBack`, { schema: { description: '填写退货物流（退货退款，商家同意后）', body: ShipBackBody, response: Answers(RefundDetail) } }, async (request) => {
    const memberId = requireMember(request);
    await shipBack(app.db, memberId, request.body);
    return ok(await memberRefund(app.db, memberId, request.body.id), AS_MSG.shippedBack);
  });

  app.post(
    `${REFUND}/uploadEvidence`,
    { schema: { description: '上传一张凭证图片（multipart：file；按内容识别，PNG、JPEG、WebP，不超过 5 MB）', consumes: ['multipart/form-data'], form: EVIDENCE_FORM, response: Answers(EvidenceUploaded) } },
    async (request) => {
      const memberId = requireMember(request);
      const bytes = await readEvidence(request);
      return ok({ url: await uploadEvidence(app.providers.uploads, memberId, bytes) }, AS_MSG.uploaded);
    },
  );
};

export default refundRoutes;
