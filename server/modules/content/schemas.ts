// The content module's own TypeBox schemas: the request shapes of its calls.
import { Type } from 'typebox';

const closed = { additionalProperties: false } as const;

export const AgreementParams = Type.Object(
  {
    type: Type.String({ maxLength: 20, description: '协议类型（1 用户协议，2 隐私政策）' }),
    platform: Type.String({ maxLength: 10, description: '平台（1 网页）' }),
  },
  closed,
);

export const AdParams = Type.Object({ code: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$', description: '广告位编码' }) }, closed);

export const AdQuery = Type.Object({ displayPosition: Type.Optional(Type.Integer({ minimum: 1, maximum: 99, description: '展示位置' })) }, closed);
