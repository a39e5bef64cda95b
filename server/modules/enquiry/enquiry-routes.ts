// The member's enquiry calls (goods service, spec 7): import (multipart `file`, or JSON rows
// pasted from Excel), getReportsByOrderId/{id}, downloadReport, getMyEnquiryList,
// againEnquiry/{id}, delete/{id} and deleteEnquiry/{id}, saveCart/batch/{id}; and requestQuote/{id}
// chooseGoods/{id}, previewSheet (the mapping step, issue 33) and the template, which the spec does not name. docs/api/enquiry.md.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import { ENQUIRY_MAX_BYTES, ENQUIRY_MAX_LINES } from '../../../domain/enquiry/enquiry-rules.ts';
import { ChooseBody, ColumnMappingBody, DownloadBody, MyEnquiryQuery, PasteBody, RequestQuoteBody, SaveCartBody } from '../../../domain/enquiry/enquiry-payloads.ts';
import { EnquiryListRow, EnquiryReport, ImportAnswer, SaveCartAnswer } from '../../../domain/enquiry/enquiry-views.ts';
import { SheetPreview } from '../../../domain/enquiry/sheet-mapping.ts';
import { requireMember } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { badRequest } from '../../http/errors.ts';
import { acceptMultipart, FormDoc, FormFile, formFileName, formText } from '../../http/multipart.ts';
import { FileAnswers } from '../../http/openapi.ts';
import { Answers, IdParams, OkEnvelope, PageOf, type Routes } from '../../http/schemas.ts';
import { againEnquiry, chooseGoods, deleteEnquiry, importEnquiry, listMyEnquiries, readReport, requestQuote, saveCartBatch, type ImportInput } from './enquiry-service.ts';
import { inputLinesOf, previewOf, readEnquirySheet } from './enquiry-sheet.ts';
import { brandIndex } from './matcher.ts';
import { ENQUIRY_MSG } from './messages.ts';
import { reportWorkbook, templateWorkbook } from './report-workbook.ts';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PREFIX = '/api/goods/enquiryMember';

const attachment = (name: string) => `attachment; filename="enquiry.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** The upload form as documented (OpenAPI). */
const IMPORT_FORM = FormDoc(
  {
    file: FormFile({ description: '询价表格（.xlsx / .xls / .ods / .csv）' }),
    mapping: Type.String({ description: '可选：各列的对应关系（JSON {model, brand, qty, unit, buyerCode, remark}，从 0 起的列序号，model 必填，其余为列序号或 null）；不提交时按表头与内容判断，或用该会员对同一表头上次确认的对应关系' }),
  },
  ['file'],
);

interface Upload {
  bytes: Buffer;
  fileName: string;
  mapping: ColumnMappingBody | null;
}

/** The mapping field: JSON of the columns, checked by its schema (the sheet checks the indexes). */
function mappingOf(text: string): ColumnMappingBody {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest(ENQUIRY_MSG.badMapping);
  }
  if (!Value.Check(ColumnMappingBody, value)) throw badRequest(ENQUIRY_MSG.badMapping);
  return value;
}

/** The uploaded form, read part by part: one part `file` and at most one text part `mapping`; anything else is refused by name. */
async function uploadedFile(request: FastifyRequest): Promise<Upload> {
  let file: { bytes: Buffer; fileName: string } | null = null;
  // The mapping's text is kept and read after every part is in, so a part of another name is
  // refused by its name whatever the order of the parts.
  let mappingText: string | null = null;
  const parts = request.parts({ limits: { fileSize: ENQUIRY_MAX_BYTES, files: 1, fields: 2, parts: 3 } });
  for await (const part of parts) {
    if (part.type === 'field' && part.fieldname === 'mapping') {
      if (mappingText !== null) throw badRequest(ENQUIRY_MSG.mappingTwiceSent);
      mappingText = formText(part, 1000);
      continue;
    }
    if (part.type !== 'file' || part.fieldname !== 'file') throw badRequest(ENQUIRY_MSG.unknownField(part.fieldname));
    const bytes = await part.toBuffer().catch((err: { code?: string }) => {
      if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(ENQUIRY_MSG.fileTooLarge);
      throw err;
    });
    file = { bytes, fileName: formFileName(part) };
  }
  if (!file || file.bytes.length === 0) throw badRequest(ENQUIRY_MSG.fileMissing);
  return { ...file, mapping: mappingText === null ? null : mappingOf(mappingText) };
}

async function importInput(db: FastifyInstance['db'], memberId: number, request: FastifyRequest): Promise<ImportInput> {
  if (request.isMultipart()) {
    const { bytes, fileName, mapping } = await uploadedFile(request);
    // The brand words are read once per import: for telling a brand column and for matching.
    const brands = await brandIndex(db);
    const sheet = await readEnquirySheet(db, memberId, bytes, fileName, mapping, brands);
    return {
      source: 'file',
      fileName,
      brands,
      lines: inputLinesOf(sheet),
      skipped: sheet.skipped,
      mapping: sheet.mapping,
      remember: mapping && sheet.headerKey !== null ? { headerKey: sheet.headerKey, mapping: sheet.mapping } : null,
    };
  }
  const body: unknown = request.body;
  if (!Value.Check(PasteBody, body)) {
    const rows = (body as { rows?: unknown } | null)?.rows;
    throw badRequest(Array.isArray(rows) && rows.length > ENQUIRY_MAX_LINES ? ENQUIRY_MSG.tooManyLines : ENQUIRY_MSG.badPaste);
  }
  return {
    source: 'paste',
    fileName: null,
    lines: body.rows.map((r, i) => ({ rowNo: i + 1, model: r.model.trim(), brand: (r.brand ?? '').trim(), qtyText: (r.qty ?? '').trim(), unit: '', remark: '', buyerCode: '' })),
  };
}

const enquiryRoutes: Routes = async (app) => {
  await acceptMultipart(app);
  app.post(
    `${PREFIX}/import`,
    {
      bodyLimit: ENQUIRY_MAX_BYTES + 64 * 1024,
      schema: {
        description: `批量询价：上传表格（multipart 字段 file：.xlsx / .xls / .ods / .csv，按内容识别，最大 5 MB、${ENQUIRY_MAX_LINES} 行），或提交 JSON {rows:[{model, brand, qty}]}（从 Excel 粘贴的行）；读取、匹配并保存，返回询价编号`,
        // The pasted rows are validated as the JSON body; the multipart form is read by uploadedFile.
        body: { content: { 'application/json': { schema: PasteBody } } },
        form: IMPORT_FORM,
        response: Answers(ImportAnswer),
      },
    },
    async (request) => {
      const memberId = requireMember(request);
      const input = await importInput(app.db, memberId, request);
      const answer = await importEnquiry(app.db, memberId, input);
      return ok(answer, ENQUIRY_MSG.imported(answer.lineCount, answer.counts.matched));
    },
  );

  app.post(
    `${PREFIX}/previewSheet`,
    {
      bodyLimit: ENQUIRY_MAX_BYTES + 64 * 1024,
      schema: {
        description: '读取询价表格但不保存：表头所在行、各列（表头与示例值）、猜测的（或该会员上次确认的）列对应关系、前 8 个数据行、不作为询价行的行及原因，供买家确认或修改列的对应关系后再 import',
        form: IMPORT_FORM,
        response: Answers(SheetPreview),
      },
    },
    async (request) => {
      const memberId = requireMember(request);
      if (!request.isMultipart()) throw badRequest(ENQUIRY_MSG.fileMissing);
      const { bytes, fileName, mapping } = await uploadedFile(request);
      const sheet = await readEnquirySheet(app.db, memberId, bytes, fileName, mapping);
      return ok(previewOf(sheet, fileName), ENQUIRY_MSG.previewed);
    },
  );

  app.get(
    `${PREFIX}/getReportsByOrderId/:id`,
    { schema: { description: '询价结果：按表格顺序的每一行、匹配商品（当前价格与库存）、候选商品与人工报价', params: IdParams, response: Answers(EnquiryReport) } },
    async (request) => ok(await readReport(app.db, requireMember(request), request.params.id)),
  );

  app.post(
    `${PREFIX}/downloadReport`,
    { schema: { description: '下载询价结果（.xlsx：表头冻结、按状态着色，第二个工作表为问题行）', body: DownloadBody, response: FileAnswers([XLSX_MIME], ENQUIRY_MSG.docReportFile) } },
    async (request, reply) => {
      const report = await readReport(app.db, requireMember(request), request.body.id);
      return reply.type(XLSX_MIME).header('content-disposition', attachment(ENQUIRY_MSG.reportFileName(report.enquiryNo))).send(reportWorkbook(report));
    },
  );

  app.get(
    `${PREFIX}/template`,
    { schema: { description: '下载批量询价模板（.xlsx）', response: FileAnswers([XLSX_MIME], ENQUIRY_MSG.docTemplateFile) } },
    async (request, reply) => {
      requireMember(request);
      return reply.type(XLSX_MIME).header('content-disposition', attachment(ENQUIRY_MSG.templateFileName)).send(templateWorkbook());
    },
  );

  app.post(
    `${PREFIX}/getMyEnquiryList`,
    { schema: { description: '我的询价（按时间倒序，分页）', body: MyEnquiryQuery, response: Answers(PageOf(EnquiryListRow)) } },
    async (request) => ok(await listMyEnquiries(app.db, requireMember(request), request.body)),
  );

  app.post(
    `${PREFIX}/againEnquiry/:id`,
    { schema: { description: '重新询价：按今天的商品与价格重新匹配（人工报价保留）', params: IdParams, response: Answers(ImportAnswer) } },
    async (request) => ok(await againEnquiry(app.db, requireMember(request), request.params.id), ENQUIRY_MSG.again),
  );

  const remove = async (request: FastifyRequest<{ Params: { id: number } }>) => {
    await deleteEnquiry(app.db, requireMember(request), request.params.id);
    return ok(null, ENQUIRY_MSG.deleted);
  };
  app.post(`${PREFIX}/delete/:id`, { schema: { description: '删除询价单', params: IdParams, response: { 200: OkEnvelope } } }, remove);
  app.get(`${PREFIX}/deleteEnquiry/:id`, { schema: { description: '删除询价单（与 delete/{id} 相同）', params: IdParams, response: { 200: OkEnvelope } } }, remove);

  app.post(
    `${PREFIX}/saveCart/batch/:id`,
    { schema: { description: '把勾选的行一次加入购物车（每行为匹配商品、所选候选或报价商品）；不能加入的行返回原因', params: IdParams, body: SaveCartBody, response: Answers(SaveCartAnswer) } },
    async (request) => {
      const answer = await saveCartBatch(app.db, requireMember(request), request.params.id, request.body);
      return ok(answer, answer.added > 0 ? ENQUIRY_MSG.addedToCart(answer.added) : ENQUIRY_MSG.noneAdded);
    },
  );

  app.post(
    `${PREFIX}/chooseGoods/:id`,
    {
      schema: {
        description: '保存买家在询价结果中为各行选择的商品（匹配商品、候选商品或报价商品；null 取消选择），并记住该会员对同一型号文字的选择，用于下次询价',
        params: IdParams,
        body: ChooseBody,
        response: Answers(Type.Object({ saved: Type.Integer({ description: '保存的行数' }) })),
      },
    },
    async (request) => {
      const n = await chooseGoods(app.db, requireMember(request), request.params.id, request.body);
      return ok({ saved: n }, ENQUIRY_MSG.chosen(n));
    },
  );

  app.post(
    `${PREFIX}/requestQuote/:id`,
    { schema: { description: '为未匹配或待选择的行申请人工报价（重复申请不重复记录）', params: IdParams, body: RequestQuoteBody, response: Answers(Type.Object({ requested: Type.Integer({ description: '新申请的行数' }) })) } },
    async (request) => {
      const n = await requestQuote(app.db, requireMember(request), request.params.id, request.body.lineIds);
      return ok({ requested: n }, ENQUIRY_MSG.quoteRequested(n));
    },
  );
};

export default enquiryRoutes;
