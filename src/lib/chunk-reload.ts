// A page chunk that fails to load (a new deployment removed it) reloads the page, at most once
// per 60000 ms so a broken deployment cannot loop (spec 8, 9).
export const RELOAD_GUARD_MS = 60000;
const STORAGE_KEY = 'aibeike:chunk-reload-at';

export function shouldReload(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= RELOAD_GUARD_MS;
}

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|Loading chunk/i.test(
    message,
  );
}

function lastReloadAt(): number | null {
  try {
    const value = sessionStorage.getItem(STORAGE_KEY);
    return value === null ? null : Number(value);
  } catch {
    return null;
  }
}

/** Reloads the page unless it already did so in the last minute; tells whether it did. */
export function reloadForChunkError(): boolean {
  const now = Date.now();
  if (!shouldReload(lastReloadAt(), now)) return false;
  try {
    sessionStorage.setItem(STORAGE_KEY, String(now));
  } catch {
    // Without storage the guard cannot remember; reload anyway (once per page life).
  }
  window.location.reload();
  return true;
}

/** Vite reports a failed preload of a dynamic import as `vite:preloadError`. */
export function installChunkReloadGuard(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForChunkError()) event.preventDefault();
  });
}
