// POST /api/member/updateNickAvatar: a nickname and/or an avatar image (multipart), or a JSON
// nickname. The avatar is checked by its content (PNG, JPEG or WebP structure) and size.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Value } from 'typebox/value';
import { MSG } from '../../../domain/messages.ts';
import { NicknameField } from '../../../domain/schemas/account-payloads.ts';
import { requireMember } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { detectFile } from '../../security/file-check.ts';

interface ProfileInput {
  nickname?: string;
  avatar?: Uint8Array;
}

async function readInput(request: FastifyRequest, maxBytes: number): Promise<ProfileInput> {
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as { nickname?: unknown };
    return typeof body.nickname === 'string' ? { nickname: body.nickname } : {};
  }
  const input: ProfileInput = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer().catch((err: { code?: string }) => {
        if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, MSG.avatarTooLarge(maxBytes / 1024 / 1024));
        throw err;
      });
      if (part.fieldname === 'avatar') input.avatar = bytes;
    } else if (part.fieldname === 'nickname' && typeof part.value === 'string') {
      input.nickname = part.value;
    }
  }
  return input;
}

export default async function profileRoutes(app: FastifyInstance) {
  const maxBytes = app.config.limits.avatarMaxBytes;

  app.post('/api/member/updateNickAvatar', async (request) => {
    const memberId = requireMember(request);
    const input = await readInput(request, maxBytes);
    if (input.nickname === undefined && !input.avatar) throw badRequest(MSG.uploadMissing);
    const changes: { nickname?: string; avatarUrl?: string; updatedAt: Date } = { updatedAt: new Date() };
    if (input.nickname !== undefined) {
      const nickname = input.nickname.trim();
      if (!Value.Check(NicknameField, nickname)) throw badRequest(MSG.nicknameInvalid);
      changes.nickname = nickname;
    }
    if (input.avatar) {
      if (input.avatar.byteLength > maxBytes) throw new AppError(413, MSG.avatarTooLarge(maxBytes / 1024 / 1024));
      const mime = detectFile(input.avatar, ['image/png', 'image/jpeg', 'image/webp']);
      if (!mime) throw new AppError(415, MSG.avatarType);
      const stored = await app.providers.uploads.put({ bytes: input.avatar, mime, purpose: 'avatar', ownerMemberId: memberId });
      changes.avatarUrl = stored.url;
    }
    await app.db.updateTable('member').set(changes).where('id', '=', memberId).execute();
    return ok({ nickname: changes.nickname, avatarUrl: changes.avatarUrl }, '个人资料已更新');
  });
}
