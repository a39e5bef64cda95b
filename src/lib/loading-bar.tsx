// The 2 px loading bar at the top of the window (spec 9): appears after 200 ms of loading and
// fills over 5000 ms.
import { useEffect, useSyncExternalStore } from 'react';
import { Box } from '@chakra-ui/react';
import { finishLoading, isLoadingVisible, LOADING_BAR, startLoading, subscribeLoading } from './loading-store.ts';
import { libText } from './text.ts';

export function LoadingBar() {
  const visible = useSyncExternalStore(subscribeLoading, isLoadingVisible, isLoadingVisible);
  if (!visible) return null;
  return (
    <Box
      role="progressbar"
      aria-label={libText.loading}
      position="fixed"
      top="0"
      left="0"
      height={LOADING_BAR.height}
      width="0"
      bg="brand.600"
      zIndex="toast"
      animation={`loadingBar ${LOADING_BAR.durationMs}ms linear forwards`}
    />
  );
}

/** Rendered while a page chunk loads: keeps the page's room (a window's height, so the footer
 * never shows and then jumps down: no layout shift) and drives the loading bar. */
export function PageLoading() {
  useEffect(() => {
    startLoading();
    return finishLoading;
  }, []);
  return <Box minHeight="100vh" aria-busy="true" />;
}
