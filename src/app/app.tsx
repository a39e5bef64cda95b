// Providers: Chakra UI's system, the router, the loading bar and the toaster.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { Router } from 'wouter';
import { system } from '../ui/theme.ts';
import { AppRouter } from './app-router.tsx';
import { ROUTE_PARSER } from './routes.ts';
import { LoadingBar } from '../lib/loading-bar.tsx';
import { subscribeToastRequests, toastRequested } from '../lib/toaster.ts';

const ToasterView = lazy(() => import('./toaster-view.tsx'));

// The toast renderer (and the toaster's store) is loaded with the first toast, not with the first page.
function ToasterHost() {
  const needed = useSyncExternalStore(subscribeToastRequests, toastRequested, () => false);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}

export function App() {
  return (
    <ChakraProvider value={system}>
      <LoadingBar />
      <Router parser={ROUTE_PARSER}>
        <AppRouter />
      </Router>
      <ToasterHost />
    </ChakraProvider>
  );
}
