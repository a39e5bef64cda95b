// System service: the token endpoint and logout.
import { post } from './client.ts';
import type { Credentials, TokenGrant } from '../../machines/password-login.ts';

/** POST /system/oauth/token, credentials as query parameters (spec 5, 7), client credential as Basic. */
export function requestPasswordToken(credentials: Credentials): Promise<TokenGrant> {
  return post<TokenGrant>('/system/oauth/token', undefined, { clientAuth: true }, {
    username: credentials.username,
    password: credentials.password,
    grant_type: 'password',
    user_type: 0,
    auth_type: 'password',
  });
}

/** POST /system/api/oauth/logout: revokes the token (failures are the caller's to ignore). */
export function revokeToken(token: string): Promise<void> {
  return post<void>('/system/api/oauth/logout', undefined, { token, silent: true, background: true });
}
