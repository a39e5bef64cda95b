// Where generated media and uploads are served: under /files/<kind>/, a prefix no SPA page uses
// (the storefront's own pages live at /media/mediaList and /media/mediaDetail). Files were once
// served at /media/<kind>/..., and those old addresses answer a 301 to the new ones.
export const FILES_PREFIX = '/files';

/** The old prefix of served files; only /media/<kind>/<file> for these kinds is redirected. */
export const LEGACY_PREFIX = '/media';

/** The kinds of served files, each a folder under FILES_PREFIX. */
export const FILE_KINDS = ['goods', 'brand', 'banner', 'qr', 'uploads'] as const;

export type FileKind = (typeof FILE_KINDS)[number];

/** The path of a served file of `kind` (e.g. filePath('goods', 'ball-bearing.svg?v=2')). */
export function filePath(kind: FileKind, file: string): string {
  return `${FILES_PREFIX}/${kind}/${file}`;
}

/** The new address of an old /media/<kind>/<file> URL (path and query kept as sent), or null. */
export function movedFileUrl(url: string): string | null {
  for (const kind of FILE_KINDS) {
    const old = `${LEGACY_PREFIX}/${kind}/`;
    if (url.startsWith(old) && url.length > old.length) return `${FILES_PREFIX}/${kind}/${url.slice(old.length)}`;
  }
  return null;
}
