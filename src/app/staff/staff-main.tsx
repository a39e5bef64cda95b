// Entry of the staff console (admin.html, served for /admin and every path under it): its own
// bundle, so nothing of it is in the storefront's first load. Starts the staff session and renders.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installChunkReloadGuard } from '../../lib/chunk-reload.ts';
import { startStaffSession } from '../../features/staff/session.ts';
import { StaffApp } from './staff-app.tsx';

installChunkReloadGuard();
startStaffSession();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from admin.html');
createRoot(root).render(
  <StrictMode>
    <StaffApp />
  </StrictMode>,
);
