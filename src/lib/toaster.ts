// The one toaster of the app (Chakra UI's). The API client shows failures here (spec 8).
// Its store (toaster-store.ts) is loaded with the first toast, not with the first page (issue 20):
// `toaster.create` starts that load and hands the toast over once it is in; `subscribeToastRequests`
// tells the app to mount the renderer (src/app/app.tsx) at the first toast.
import type { CreateToasterReturn } from '@chakra-ui/react';

type ToastOptions = Parameters<CreateToasterReturn['create']>[0];

let store: Promise<CreateToasterReturn> | null = null;
let requested = false;
const listeners = new Set<() => void>();

/** The toaster's store, loaded once. */
export function loadToasterStore(): Promise<CreateToasterReturn> {
  store ??= import('./toaster-store.ts').then((m) => m.toasterStore);
  return store;
}

export const toaster = {
  create(options: ToastOptions): void {
    if (!requested) {
      requested = true;
      for (const listener of listeners) listener();
    }
    void loadToasterStore().then((t) => t.create(options));
  },
};

/** Whether any toast was asked for yet (the renderer is mounted from then on). */
export const toastRequested = (): boolean => requested;

export function subscribeToastRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function showError(message: string): void {
  toaster.create({ type: 'error', title: message, duration: 3000 });
}

export function showInfo(message: string): void {
  toaster.create({ type: 'info', title: message, duration: 3000 });
}
