// Saves a member's nickname and/or avatar; a new avatar replaces the stored one, which is deleted.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { UploadStore } from '../../providers/storage/upload-store.ts';
import { findMemberAvatarUrl, updateMemberProfile } from './member-repository.ts';

export interface ProfileChanges {
  nickname?: string;
  avatar?: { bytes: Uint8Array; mime: string };
}

/** Stores the changes and answers what was saved (the avatar's new URL). */
export async function saveProfile(
  deps: { db: Kysely<Database>; uploads: UploadStore },
  memberId: number,
  input: ProfileChanges,
): Promise<{ nickname?: string; avatarUrl?: string }> {
  const changes: { nickname?: string; avatarUrl?: string } = {};
  if (input.nickname !== undefined) changes.nickname = input.nickname;
  if (input.avatar) {
    const previous = await findMemberAvatarUrl(deps.db, memberId);
    const stored = await deps.uploads.replace(previous, { ...input.avatar, purpose: 'avatar', ownerMemberId: memberId });
    changes.avatarUrl = stored.url;
  }
  await updateMemberProfile(deps.db, memberId, changes);
  return changes;
}
