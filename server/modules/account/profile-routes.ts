// POST /api/member/updateNickAvatar: a nickname and/or an avatar image (multipart), or a JSON
// nickname. The avatar is checked by its content (PNG, JPEG or WebP structure) and size; the
// upload store re-encodes it, and the avatar it replaces is deleted.
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import { ProfileSaved } from '../../../domain/account/account-answers.ts';
import { NICKNAME_MAX_LENGTH, NICKNAME_RULE, NicknameField } from '../../../domain/account/account-payloads.ts';
import { MSG } from '../../../domain/shared/messages.ts';
import { requireMember } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { acceptMultipart, FormDoc, FormFile, formText, unknownPart } from '../../http/multipart.ts';
import { Answers, type Routes } from '../../http/schemas.ts';
import { detectFile } from '../../security/file-check.ts';
import { ACCOUNT_MSG } from './messages.ts';
import { saveProfile, type ProfileChanges } from './profile-service.ts';
import { ProfileJsonBody } from './schemas.ts';

interface ProfileInput {
  nickname?: string;
  avatar?: Uint8Array;
}

function tooLarge(maxBytes: number) {
  return new AppError(413, MSG.avatarTooLarge(maxBytes / 1024 / 1024));
}

const NICKNAME_MAX = NICKNAME_MAX_LENGTH;

/** The multipart form as documented (OpenAPI). */
const FORM_DOC = FormDoc({
  nickname: Type.String({ maxLength: NICKNAME_MAX, description: NICKNAME_RULE }),
  avatar: FormFile({ description: '头像（PNG、JPEG 或 WebP）' }),
});

/** The parts of a multipart body: the `avatar` file and the `nickname` field; any other part is refused. */
async function readParts(request: FastifyRequest, maxBytes: number): Promise<ProfileInput> {
  const input: ProfileInput = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'avatar') throw unknownPart(part.fieldname);
      const bytes = await part.toBuffer().catch((err: unknown) => {
        if (err instanceof Error && 'code' in err && err.code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
        throw err;
      });
      input.avatar = bytes;
    } else if (part.fieldname === 'nickname') {
      input.nickname = formText(part, NICKNAME_MAX);
    } else {
      throw unknownPart(part.fieldname);
    }
  }
  return input;
}

const profileRoutes: Routes = async (app) => {
  await acceptMultipart(app);
  const maxBytes = app.config.limits.avatarMaxBytes;

  app.post('/api/member/updateNickAvatar', { schema: { body: ProfileJsonBody, form: FORM_DOC, response: Answers(ProfileSaved) } }, async (request) => {
    const memberId = requireMember(request);
    const json = request.body;
    const input: ProfileInput = request.isMultipart() ? await readParts(request, maxBytes) : json?.nickname !== undefined ? { nickname: json.nickname } : {};
    if (input.nickname === undefined && !input.avatar) throw badRequest(MSG.uploadMissing);
    const changes: ProfileChanges = {};
    if (input.nickname !== undefined) {
      const nickname = input.nickname.trim();
      if (!Value.Check(NicknameField, nickname)) throw badRequest(MSG.nicknameInvalid);
      changes.nickname = nickname;
    }
    if (input.avatar) {
      if (input.avatar.byteLength > maxBytes) throw tooLarge(maxBytes);
      const mime = detectFile(input.avatar, ['image/png', 'image/jpeg', 'image/webp']);
      if (!mime) throw new AppError(415, MSG.avatarType);
      changes.avatar = { bytes: input.avatar, mime };
    }
    const saved = await saveProfile({ db: app.db, uploads: app.providers.uploads }, memberId, changes);
    return ok({ nickname: saved.nickname, avatarUrl: saved.avatarUrl }, ACCOUNT_MSG.profileUpdated);
  });
};

export default profileRoutes;
