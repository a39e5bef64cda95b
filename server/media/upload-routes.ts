// GET /files/uploads/:id serves a stored upload with its checked content type, never sniffed.
// Public uploads (avatars) are readable by anyone with the URL; a private one by its owner and by
// the staff roles whose queue uses it (issue 35, item 3: its purpose names the staff route that
// reviews it, domain/staff/staff-routes.ts UPLOAD_REVIEW_ROUTES). The caller is read from the
// Authorization header, the SPA's `token` cookie and the staff console's session cookie; anyone
// else (another member, another staff role, nobody) gets the same 404 as for a missing file, so
// an id reveals nothing. PDFs are sent as attachments in a CSP sandbox, so a browser never runs
// what a file carries.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { MSG } from '../../domain/shared/messages.ts';
import { staffMayReadUpload } from '../../domain/staff/staff-routes.ts';
import type { Principal } from '../http/fastify-types.ts';
import { bearerToken, findPrincipal } from '../http/auth.ts';
import { accessTokenCookie } from '../http/cookie-header.ts';
import { staffCookieToken } from '../http/staff-cookie.ts';
import { notFound } from '../http/errors.ts';
import { FileAnswers } from '../http/openapi.ts';
import type { UploadFile } from '../providers/storage/upload-store.ts';
import { filePath } from './paths.ts';

/** The cookie the SPA keeps its access token in (machines/shell/session.ts: TOKEN_COOKIE). */
const TOKEN_COOKIE = 'token';

/** The access token of the request: the Authorization header first, then the `token` cookie. */
export function requestToken(request: FastifyRequest): string | null {
  const fromHeader = bearerToken(request);
  if (fromHeader) return fromHeader;
  return accessTokenCookie(request.headers.cookie, TOKEN_COOKIE);
}

/** Whether `principal` may read a private `file`: its owner, or staff whose role reviews its purpose. */
export function principalMayRead(principal: Principal, file: Pick<UploadFile, 'ownerMemberId' | 'purpose'>): boolean {
  if (principal.kind === 'staff') return staffMayReadUpload(principal.role, file.purpose);
  return file.ownerMemberId !== null && principal.memberId === file.ownerMemberId;
}

/**
 * The callers of a request: the token of the Authorization header or the member's `token` cookie,
 * and the staff console's session cookie (a member and a staff member may share a browser).
 */
export async function requestPrincipals(app: FastifyInstance, request: FastifyRequest): Promise<Principal[]> {
  const tokens = [...new Set([requestToken(request), staffCookieToken(request)].filter((t): t is string => t !== null))];
  const found = await Promise.all(tokens.map((t) => findPrincipal(app, t)));
  return found.filter((p): p is Principal => p !== null);
}

async function mayRead(app: FastifyInstance, request: FastifyRequest, file: UploadFile): Promise<boolean> {
  if (file.visibility === 'public') return true;
  return (await requestPrincipals(app, request)).some((p) => principalMayRead(p, file));
}

const EXTENSION: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'application/pdf': 'pdf' };

/** The id of an upload in its URL. */
export const UPLOAD_PARAMS = Type.Object({ id: Type.String({ pattern: '^[0-9a-f]{32}$', maxLength: 32 }) }, { additionalProperties: false });

export default async function uploadRoutes(plain: FastifyInstance) {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  app.get(filePath('uploads', ':id'), {
    schema: {
      params: UPLOAD_PARAMS,
      response: FileAnswers(['image/png', 'image/jpeg', 'image/webp', 'application/pdf'], '上传的文件'),
    },
  }, async (request, reply) => {
    const { id } = request.params;
    const file = await app.providers.uploads.get(id);
    if (!file || !(await mayRead(app, request, file))) throw notFound(MSG.notFound);
    const pdf = file.mime === 'application/pdf';
    reply
      .header('content-type', file.mime)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', file.visibility === 'public' ? 'private, max-age=86400' : 'private, no-store');
    if (pdf) {
      reply
        .header('content-disposition', `attachment; filename="${id}.pdf"`)
        .header('content-security-policy', "sandbox; default-src 'none'");
    } else {
      reply
        .header('content-disposition', `inline; filename="${id}.${EXTENSION[file.mime] ?? 'bin'}"`)
        .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
    }
    if (file.visibility === 'private') reply.header('vary', 'Authorization, Cookie');
    return reply.send(Buffer.from(file.bytes));
  });
}
