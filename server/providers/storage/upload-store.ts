// Where uploaded files (avatars, payment receipts) live. The database store keeps the bytes in
// the upload table, so every process behind a proxy sees every upload with no shared disk; a
// deployment with object storage implements UploadStore against it.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface StoredUpload {
  id: string;
  url: string;
}

export interface UploadStore {
  put(file: { bytes: Uint8Array; mime: string; purpose: string; ownerMemberId: number | null }): Promise<StoredUpload>;
  get(id: string): Promise<{ bytes: Uint8Array; mime: string } | null>;
}

export const uploadUrl = (id: string) => `/media/uploads/${id}`;

export class DbUploadStore implements UploadStore {
  constructor(private readonly db: Kysely<Database>) {}

  async put(file: { bytes: Uint8Array; mime: string; purpose: string; ownerMemberId: number | null }): Promise<StoredUpload> {
    const id = randomBytes(16).toString('hex');
    await this.db
      .insertInto('upload')
      .values({
        id,
        ownerMemberId: file.ownerMemberId,
        purpose: file.purpose,
        mime: file.mime,
        sizeBytes: file.bytes.byteLength,
        sha256: createHash('sha256').update(file.bytes).digest('hex'),
        bytes: file.bytes,
      })
      .execute();
    return { id, url: uploadUrl(id) };
  }

  async get(id: string): Promise<{ bytes: Uint8Array; mime: string } | null> {
    if (!/^[0-9a-f]{32}$/.test(id)) return null;
    const row = await this.db.selectFrom('upload').select(['bytes', 'mime']).where('id', '=', id).executeTakeFirst();
    return row ?? null;
  }
}
