// The fields of POST /oauth/token, sent as query parameters (as the spec does) or as a form body.
import { Type, type Static } from 'typebox';

export const TokenRequest = Type.Object({
  grant_type: Type.Union([Type.Literal('password'), Type.Literal('refresh_token'), Type.Literal('client_credentials')]),
  username: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  password: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
  user_type: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])),
  auth_type: Type.Optional(Type.String({ maxLength: 16 })),
  social_type: Type.Optional(Type.String({ maxLength: 16 })),
  refresh_token: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  captchaKey: Type.Optional(Type.String({ maxLength: 64 })),
  captchaCode: Type.Optional(Type.String({ maxLength: 16 })),
  smsCode: Type.Optional(Type.String({ maxLength: 16 })),
});
export type TokenRequest = Static<typeof TokenRequest>;
