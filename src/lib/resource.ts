// Data the shell shows on every page (site settings, zones, help list, ...): loaded once per
// page life, shared by every component that reads it, and observed with useSyncExternalStore.
import { useSyncExternalStore } from 'react';

export type ResourceState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; error: unknown };

export interface Resource<T> {
  get: () => ResourceState<T>;
  subscribe: (listener: () => void) => () => void;
  load: () => void;
}

export function createResource<T>(fetcher: () => Promise<T>): Resource<T> {
  let state: ResourceState<T> = { status: 'idle' };
  const listeners = new Set<() => void>();
  const set = (next: ResourceState<T>): void => {
    state = next;
    for (const listener of listeners) listener();
  };
  const load = (): void => {
    if (state.status === 'loading' || state.status === 'ready') return;
    set({ status: 'loading' });
    fetcher().then(
      (data) => set({ status: 'ready', data }),
      (error: unknown) => set({ status: 'error', error }),
    );
  };
  return {
    get: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      // The first reader starts the load (after mount, never during render).
      queueMicrotask(load);
      return () => listeners.delete(listener);
    },
    load,
  };
}

export function useResource<T>(resource: Resource<T>): ResourceState<T> {
  return useSyncExternalStore(resource.subscribe, resource.get, resource.get);
}

/** The data if ready, else undefined. */
export function useResourceData<T>(resource: Resource<T>): T | undefined {
  const state = useResource(resource);
  return state.status === 'ready' ? state.data : undefined;
}
