// Downloads of a service order's files (docs/api/services.md): GET
// /open/common/serviceOrder/certificate/{id} and /open/common/serviceOrder/attachment/{id}. The
// browser follows a plain link, so the token comes from the Authorization header or the SPA's
// `token` cookie or the staff console's cookie (as for /files/uploads); only the order's member
// and the staff roles of the 服务订单 queue (issue 35, item 3) read a file, anyone
// else gets the same 404 as for a missing one. The file is sent as an attachment named after the
// order (校准证书-FW…-1.pdf), the Chinese name in RFC 5987/6266 `filename*` with an ASCII fallback.
import { staffMayReadUpload } from '../../../domain/staff/staff-routes.ts';
import { notFound } from '../../http/errors.ts';
import { FileAnswers } from '../../http/openapi.ts';
import { IdParams, type Routes } from '../../http/schemas.ts';
import { requestPrincipals } from '../../media/upload-routes.ts';
import { uploadIdOf } from '../../providers/storage/upload-store.ts';
import { SVC_MSG } from './messages.ts';
import { orderFile, orderFileIds } from './service-repository.ts';

const EXTENSION: Record<string, string> = { 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg' };

/**
 * A Content-Disposition of `name` (RFC 6266): `filename` an ASCII fallback (every other character
 * replaced), `filename*` the UTF-8 name percent-encoded as RFC 5987 asks (attr-char only).
 */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

const serviceFileRoutes: Routes = async (app) => {
  const kinds = [
    { kind: 'certificate', route: { description: '下载服务订单的证书或报告（仅本人和后台；文件名为 校准证书-服务单号-序号）' }, file: { description: '证书或报告' } },
    { kind: 'attachment', route: { description: '下载预约附件（仅本人和后台；文件名为 预约附件-服务单号-序号）' }, file: { description: '附件' } },
  ] as const;
  for (const { kind, route, file: fileDoc } of kinds) {
    app.get(
      `/open/common/serviceOrder/${kind}/:id`,
      {
        schema: {
          description: route.description,
          params: IdParams,
          response: FileAnswers(['application/pdf', 'image/png', 'image/jpeg'], fileDoc.description),
        },
      },
      async (request, reply) => {
        const row = await orderFile(app.db, kind, request.params.id);
        const purpose = kind === 'certificate' ? 'service-certificate' : 'service-attachment';
        const principals = row ? await requestPrincipals(app, request) : [];
        // The order's member, or staff whose role reviews the purpose (服务订单: 客服 and 管理员).
        const allowed = row !== undefined && principals.some((p) => (p.kind === 'staff' ? staffMayReadUpload(p.role, purpose) : p.memberId === row.memberId));
        const uploadId = allowed ? uploadIdOf(row.url) : null;
        const file = uploadId ? await app.providers.uploads.get(uploadId) : null;
        if (!row || !file) throw notFound(SVC_MSG.fileNotFound);
        const n = (await orderFileIds(app.db, kind, row.serviceOrderId)).indexOf(row.id) + 1;
        const ext = EXTENSION[file.mime] ?? 'bin';
        const name = kind === 'certificate' ? SVC_MSG.certificateFileName(row.serviceNo, n, ext) : SVC_MSG.attachmentFileName(row.serviceNo, n, ext);
        return reply
          .header('content-type', file.mime)
          .header('content-disposition', attachmentDisposition(name))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .header('vary', 'Authorization, Cookie')
          .header('content-security-policy', "sandbox; default-src 'none'")
          .send(Buffer.from(file.bytes));
      },
    );
  }
};

export default serviceFileRoutes;
