// POST /punchout/cxml/order (issue 40): a buyer's purchasing system (Ariba, Coupa) sends its cXML
// 1.2 OrderRequest; no bearer token, the document's Sender credential is the API client's id and
// secret. Answered with a cXML Response whose Status code is also the HTTP status (cxml-order.ts).
import type { FastifyInstance } from 'fastify';
import { answerOrderRequest } from './cxml-order.ts';

const XML_TYPES = ['text/xml', 'application/xml'];
const content = { 'text/xml': { schema: { type: 'string', description: 'cXML Response' } } };

export default async function cxmlOrderRoutes(app: FastifyInstance) {
  // Encapsulated: the XML body is read as text here only (PunchOut setup has its own plugin).
  for (const type of XML_TYPES) {
    if (!app.hasContentTypeParser(type)) app.addContentTypeParser(type, { parseAs: 'string' }, (_req, body, done) => done(null, body));
  }
  app.post('/punchout/cxml/order', {
    schema: {
      description: 'cXML 订单（OrderRequest）：Ariba、Coupa 等采购系统提交采购单生成订单；凭 Header/Sender/Credential 的接口客户端编号和密钥（需 orders:write），payloadID 为幂等键，回答 cXML Response',
      consumes: XML_TYPES,
      security: [],
      response: {
        200: { description: 'cXML Response，Status code="200"：订单已提交（同一 payloadID 重发时为同一订单）', content },
        400: { description: 'cXML Response，Status code="400"：文档不正确、含 DTD 声明、编码不明、地址不符、库存不足外的拒绝', content },
        401: { description: 'cXML Response，Status code="401"：接口客户端编号或密钥错误', content },
        403: { description: 'cXML Response，Status code="403"：客户端停用、地址不允许或没有 orders:write', content },
        404: { description: 'cXML Response，Status code="404"：地址或开票信息不存在', content },
        409: { description: 'cXML Response，Status code="409"：库存不足、预算不足、payloadID 已用于另一份订单', content },
      },
    },
  }, async (request, reply) => {
    const text = typeof request.body === 'string' ? request.body : '';
    const answer = await answerOrderRequest(app.db, text, request.ip, {
      sms: app.providers.sms, approvalHoldHours: app.config.orders.approvalHoldHours, log: request.log,
    });
    return reply.status(answer.status as 200).type('text/xml; charset=utf-8').send(answer.body);
  });
}
