// The loading bar's state (spec 9: duration 5000 ms, throttle 200 ms, height 2 px): a count of
// work under way (route chunks, API calls); the bar appears only when work lasts past the
// throttle, and fills over the duration.
export const LOADING_BAR = { durationMs: 5000, throttleMs: 200, height: '2px' } as const;

type Listener = () => void;

let pending = 0;
let visible = false;
let throttleTimer: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function startLoading(): void {
  pending += 1;
  if (pending === 1 && !visible && throttleTimer === null) {
    throttleTimer = setTimeout(() => {
      throttleTimer = null;
      if (pending > 0) {
        visible = true;
        emit();
      }
    }, LOADING_BAR.throttleMs);
  }
}

export function finishLoading(): void {
  pending = Math.max(0, pending - 1);
  if (pending > 0) return;
  if (throttleTimer !== null) {
    clearTimeout(throttleTimer);
    throttleTimer = null;
  }
  if (visible) {
    visible = false;
    emit();
  }
}

export function isLoadingVisible(): boolean {
  return visible;
}

export function subscribeLoading(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
