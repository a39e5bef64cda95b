// Entry point: installs the chunk-reload guard and the prefetchers (page chunks, product details),
// starts the actors and the first page's chunk, and renders the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { startActors } from './app/actors.ts';
import { loadFirstPage, prefetchRoute } from './app/routes.ts';
import { installChunkReloadGuard } from './lib/chunk-reload.ts';
import { registerGoodsPrefetch, registerPrefetch } from './lib/prefetch.ts';
import { prefetchGoodsDetail } from './features/catalogue/api.ts';

installChunkReloadGuard();
registerPrefetch(prefetchRoute);
registerGoodsPrefetch(prefetchGoodsDetail);
startActors();
// The page's chunk is preloaded by the HTML: its module is in before the guard lets it render.
loadFirstPage(window.location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
