// The member's calls (member service): POST /api/member/enterprise/apply (multipart: the text
// fields of CertificationFields, flags as "true"/"false", and the images `licence` and
// `authorisation`), GET /api/member/enterprise/getEnterpriseAuthStatus,
// GET /api/member/enterprise/getEnterpriseAuthInfo. docs/api/certification.md.
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import { CERTIFICATION_FLAG_FIELDS, CERTIFICATION_TEXT_FIELDS, CertificationFields, certificationProblems } from '../../../domain/certification/certification-payloads.ts';
import { CERT_FILE_MAX_BYTES } from '../../../domain/certification/certification-rules.ts';
import { CertificationInfo, CertificationState } from '../../../domain/certification/certification-views.ts';
import { Nullable } from '../../../domain/shared/nullable.ts';
import { requireMember } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { badRequest } from '../../http/errors.ts';
import { acceptMultipart, FormDoc, FormFile, formText } from '../../http/multipart.ts';
import { Answers, Id, type Routes } from '../../http/schemas.ts';
import { applyCertification, certificationInfo, certificationState } from './certification-service.ts';
import { CERT_MSG } from './messages.ts';

const TEXTS = new Set<string>(CERTIFICATION_TEXT_FIELDS);
const FLAGS = new Set<string>(CERTIFICATION_FLAG_FIELDS);
const FILES = { licence: CERT_MSG.licence, authorisation: CERT_MSG.authorisation } as const;
type FileField = keyof typeof FILES;

/** The form as documented (OpenAPI): the text fields, the flags as "true"/"false", two images. */
const FORM_DOC = FormDoc({
  ...Object.fromEntries([...TEXTS].map((n) => [n, Type.String()])),
  ...Object.fromEntries([...FLAGS].map((n) => [n, Type.String({ enum: ['true', 'false'] })])),
  licence: FormFile({ description: CERT_MSG.licence }),
  authorisation: FormFile({ description: CERT_MSG.authorisation }),
});

interface CertificationForm {
  fields: Record<string, string>;
  files: Partial<Record<FileField, Uint8Array>>;
}

/** Reads the form part by part; a part with an unknown name, or one sent twice, is refused. */
async function readForm(request: FastifyRequest): Promise<CertificationForm> {
  if (!request.isMultipart()) throw badRequest(CERT_MSG.notMultipart);
  const form: CertificationForm = { fields: {}, files: {} };
  const parts = request.parts({ limits: { fileSize: CERT_FILE_MAX_BYTES, files: 2, fields: 12, fieldSize: 1000, parts: 14 } });
  for await (const part of parts) {
    if (part.type === 'file') {
      if (!(part.fieldname in FILES)) throw badRequest(CERT_MSG.unknownField(part.fieldname));
      const name = part.fieldname as FileField;
      const bytes = await part.toBuffer().catch((err: { code?: string }) => {
        if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(CERT_MSG.fileTooLarge(FILES[name]));
        throw err;
      });
      if (form.files[name]) throw badRequest(CERT_MSG.fieldRepeated(name));
      form.files[name] = bytes;
    } else {
      const name = part.fieldname;
      if (!TEXTS.has(name) && !FLAGS.has(name)) throw badRequest(CERT_MSG.unknownField(name));
      if (name in form.fields) throw badRequest(CERT_MSG.fieldRepeated(name));
      form.fields[name] = formText(part);
    }
  }
  return form;
}

function flag(raw: Record<string, string>, name: string, fallback: boolean): boolean {
  const v = raw[name]?.trim();
  if (v === undefined || v === '') return fallback;
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  throw badRequest(CERT_MSG.flag(name));
}

/** The form's text fields as CertificationFields, or 400 with the first problem's sentence. */
function fieldsOfForm(raw: Record<string, string>): CertificationFields {
  const text = (k: string) => (raw[k] ?? '').trim();
  const candidate = {
    companyName: text('companyName'),
    creditCode: text('creditCode').toUpperCase(),
    legalPerson: text('legalPerson'),
    regAddress: text('regAddress'),
    applicantName: text('applicantName'),
    applicantMobile: text('applicantMobile'),
    applicantIsLegal: flag(raw, 'applicantIsLegal', true),
    confirmCodeWarning: flag(raw, 'confirmCodeWarning', false),
    linkRequest: flag(raw, 'linkRequest', false),
  };
  const first = Object.values(certificationProblems(candidate))[0];
  if (first) throw badRequest(first);
  if (!Value.Check(CertificationFields, candidate)) throw badRequest(CERT_MSG.badForm);
  return candidate;
}

const InfoQuery = Type.Object({ id: Type.Optional(Id) }, { additionalProperties: false });

const certificationRoutes: Routes = async (app) => {
  await acceptMultipart(app);
  app.post(
    '/api/member/enterprise/apply',
    {
      schema: {
        description: '提交企业认证申请（multipart：认证信息字段，标志字段为 true/false；图片 licence 营业执照，authorisation 授权委托书（经办人非法定代表人时必传））',
        consumes: ['multipart/form-data'],
        form: FORM_DOC,
        response: Answers(Type.Object({ id: Type.Integer({ description: '申请编号' }) })),
      },
    },
    async (request) => {
      const memberId = requireMember(request);
      const form = await readForm(request);
      const fields = fieldsOfForm(form.fields);
      const id = await applyCertification(app.db, app.providers.uploads, {
        memberId,
        fields,
        licence: form.files.licence ?? null,
        authorisation: form.files.authorisation ?? null,
      });
      return ok({ id }, CERT_MSG.submitted);
    },
  );

  app.get(
    '/api/member/enterprise/getEnterpriseAuthStatus',
    { schema: { description: '我的企业认证状态、可否提交、驳回原因、VIP 到期时间与试用天数', response: Answers(CertificationState) } },
    async (request) => ok(await certificationState(app.db, requireMember(request), app.config.vip688Offer)),
  );

  app.get(
    '/api/member/enterprise/getEnterpriseAuthInfo',
    {
      schema: {
        description: '我的企业认证申请（默认最近一份；id 可查本人的历史申请）及全部认证步骤；没有申请时为 null',
        querystring: InfoQuery,
        response: Answers(Nullable(CertificationInfo)),
      },
    },
    async (request) => ok(await certificationInfo(app.db, requireMember(request), request.query.id)),
  );
};

export default certificationRoutes;
