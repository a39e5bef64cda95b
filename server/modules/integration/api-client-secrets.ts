// A company API client's credentials (issue 40): a public id (`abk_` and 16 hex digits) and a
// secret of 32 random bytes (base64url), shown once; only the secret's SHA-256 is stored.
import { randomBytes } from 'node:crypto';
import { secretHash } from './api-client-credentials.ts';

export interface NewCredentials {
  clientId: string;
  secret: string;
  secretHash: string;
}

export function newClientId(): string {
  return `abk_${randomBytes(8).toString('hex')}`;
}

export function newClientSecret(): { secret: string; secretHash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, secretHash: secretHash(secret) };
}

export function newCredentials(): NewCredentials {
  return { clientId: newClientId(), ...newClientSecret() };
}
