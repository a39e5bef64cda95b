// The member's calls (common service): POST /api/common/cooperationInfo/save (multipart: the
// text fields of CooperationFields, categoryIds and brands repeated once per value, and the files
// `licence` and `authorisation`), GET /api/common/cooperationInfo/getSupplierAuditInfo.
// docs/api/cooperation.md.
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import { COOPERATION_FIELD_NAMES, CooperationFields, cooperationProblems } from '../../../domain/cooperation/cooperation-payloads.ts';
import { COOPERATION_FILE_MAX_BYTES, MAX_BRANDS, MAX_CATEGORIES } from '../../../domain/cooperation/cooperation-rules.ts';
import { CooperationAudit } from '../../../domain/cooperation/cooperation-views.ts';
import { Nullable } from '../../../domain/shared/nullable.ts';
import { requireMember } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { badRequest } from '../../http/errors.ts';
import { acceptMultipart, FormDoc, FormFile, formText } from '../../http/multipart.ts';
import { Answers, type Routes } from '../../http/schemas.ts';
import { COOP_MSG } from './messages.ts';
import { submitCooperation, supplierAuditInfo } from './cooperation-service.ts';

const LISTS = new Set(['categoryIds', 'brands']);
const SCALARS = new Set<string>(COOPERATION_FIELD_NAMES.filter((n) => !LISTS.has(n)));
const FILES = { licence: COOP_MSG.licence, authorisation: COOP_MSG.authorisation } as const;
type FileField = keyof typeof FILES;

/** The form as documented (OpenAPI): each scalar once, each list value as its own part, two files. */
const FORM_DOC = FormDoc({
  ...Object.fromEntries([...SCALARS].map((n) => [n, Type.String()])),
  ...Object.fromEntries([...LISTS].map((n) => [n, Type.Array(Type.String())])),
  licence: FormFile({ description: COOP_MSG.licence }),
  authorisation: FormFile({ description: COOP_MSG.authorisation }),
});

interface CooperationForm {
  fields: Record<string, string | string[]>;
  files: Partial<Record<FileField, Uint8Array>>;
}

/** Reads the form part by part; a part with an unknown name, or a scalar sent twice, is refused. */
async function readCooperationForm(request: FastifyRequest): Promise<CooperationForm> {
  if (!request.isMultipart()) throw badRequest(COOP_MSG.notMultipart);
  const form: CooperationForm = { fields: {}, files: {} };
  const parts = request.parts({ limits: { fileSize: COOPERATION_FILE_MAX_BYTES, files: 2, fields: MAX_BRANDS + MAX_CATEGORIES + 10, fieldSize: 2000, parts: MAX_BRANDS + MAX_CATEGORIES + 12 } });
  for await (const part of parts) {
    if (part.type === 'file') {
      if (!(part.fieldname in FILES)) throw badRequest(COOP_MSG.unknownField(part.fieldname));
      const name = part.fieldname as FileField;
      const bytes = await part.toBuffer().catch((err: { code?: string }) => {
        if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(COOP_MSG.fileTooLarge(FILES[name]));
        throw err;
      });
      if (form.files[name]) throw badRequest(COOP_MSG.fieldRepeated(name));
      form.files[name] = bytes;
    } else {
      const name = part.fieldname;
      if (LISTS.has(name)) {
        const list = (form.fields[name] as string[] | undefined) ?? [];
        list.push(formText(part));
        form.fields[name] = list;
      } else if (SCALARS.has(name)) {
        if (name in form.fields) throw badRequest(COOP_MSG.fieldRepeated(name));
        form.fields[name] = formText(part);
      } else {
        throw badRequest(COOP_MSG.unknownField(name));
      }
    }
  }
  return form;
}

const int = (v: string) => (/^\d{1,15}$/.test(v.trim()) ? Number(v.trim()) : Number.NaN);

/** The form's text fields as CooperationFields, or 400 with the first problem's sentence. */
function fieldsOfForm(raw: Record<string, string | string[]>): CooperationFields {
  const one = (k: string) => (typeof raw[k] === 'string' ? (raw[k] as string) : undefined);
  const many = (k: string) => (Array.isArray(raw[k]) ? (raw[k] as string[]) : []);
  const email = one('email')?.trim();
  const candidate = {
    programme: int(one('programme') ?? ''),
    companyName: (one('companyName') ?? '').trim(),
    creditCode: (one('creditCode') ?? '').trim().toUpperCase(),
    contact: (one('contact') ?? '').trim(),
    mobile: (one('mobile') ?? '').trim(),
    ...(email ? { email } : {}),
    categoryIds: many('categoryIds').map(int),
    brands: many('brands').map((b) => b.trim()).filter((b) => b.length > 0),
    salesRange: int(one('salesRange') ?? ''),
  };
  if (Value.Check(CooperationFields, candidate)) return candidate;
  // The domain's sentence for the first field that is wrong.
  const draft = { ...candidate, programme: candidate.programme, salesRange: candidate.salesRange, email: email ?? '' };
  throw badRequest(Object.values(cooperationProblems(draft))[0] ?? COOP_MSG.badForm);
}

const cooperationRoutes: Routes = async (app) => {
  await acceptMultipart(app);
  app.post(
    '/api/common/cooperationInfo/save',
    {
      schema: {
        description: '提交供应商合作申请（multipart：合作信息字段，categoryIds、brands 每个值一个字段；文件 licence 营业执照、authorisation 品牌授权书）',
        consumes: ['multipart/form-data'],
        form: FORM_DOC,
        response: Answers(Type.Object({ id: Type.Integer({ description: '申请编号' }) })),
      },
    },
    async (request) => {
      const memberId = requireMember(request);
      const form = await readCooperationForm(request);
      const fields = fieldsOfForm(form.fields);
      const id = await submitCooperation(app.db, app.providers.uploads, {
        memberId,
        fields,
        licence: form.files.licence ?? null,
        authorisation: form.files.authorisation ?? null,
      });
      return ok({ id }, COOP_MSG.saved);
    },
  );

  app.get(
    '/api/common/cooperationInfo/getSupplierAuditInfo',
    { schema: { description: '我的合作申请及审核状态（没有申请时为 null）', response: Answers(Nullable(CooperationAudit)) } },
    async (request) => ok(await supplierAuditInfo(app.db, requireMember(request))),
  );
};

export default cooperationRoutes;
