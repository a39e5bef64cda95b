// GET /media/uploads/:id serves a stored upload with its checked content type. Uploads are
// images or PDFs validated on the way in; they are sent as attachments-safe, never sniffed.
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { MSG } from '../../domain/messages.ts';
import { notFound } from '../http/errors.ts';

export default async function uploadRoutes(app: FastifyInstance) {
  app.get('/media/uploads/:id', { schema: { params: Type.Object({ id: Type.String({ pattern: '^[0-9a-f]{32}$' }) }) } }, async (request, reply) => {
    const file = await app.providers.uploads.get((request.params as { id: string }).id);
    if (!file) throw notFound(MSG.notFound);
    return reply
      .header('content-type', file.mime)
      .header('cache-control', 'private, max-age=86400')
      .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'")
      .send(Buffer.from(file.bytes));
  });
}
