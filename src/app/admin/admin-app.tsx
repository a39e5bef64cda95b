// The staff console's providers and router (wouter, base /admin): the same Chakra system as the
// storefront, the login page while signed out, then the layout with the page of the path when
// the role's permissions open it (else 没有权限). Each page is a lazy chunk (admin-pages.ts).
import { lazy, Suspense } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { Router, useLocation } from 'wouter';
import { pageAllowed, pageAt } from '../../../machines/admin/admin-menu.ts';
import { AdminLayout, AdminNotice } from '../../features/admin/components/admin-layout.tsx';
import { staffSessionActor } from '../../features/admin/session.ts';
import { adminText } from '../../features/admin/text.ts';
import { ADMIN_PAGE_VIEWS } from './admin-pages.ts';
import { LoadingBar, PageLoading } from '../../lib/loading-bar.tsx';
import { system } from '../../ui/theme.ts';

const ToasterView = lazy(() => import('../toaster-view.tsx'));
const LoginPage = lazy(() => import('../../features/admin/pages/login-page.tsx'));

function AdminRoutes() {
  const [location] = useLocation();
  const session = useSelector(staffSessionActor, (s) => s);
  if (session.matches('checking')) return <PageLoading />;
  const me = session.context.me;
  if (!me || !(session.matches('signedIn') || session.matches('loggingOut'))) return <LoginPage />;
  const page = pageAt(location);
  const Page = page && pageAllowed(page, me.permissions) ? ADMIN_PAGE_VIEWS[page.key] : null;
  const body =
    page === null ? (
      <AdminNotice title={adminText.notFound.title} body={adminText.notFound.body} />
    ) : Page === null ? (
      <AdminNotice title={adminText.forbidden.title} body={adminText.forbidden.body} />
    ) : (
      <Page me={me} />
    );
  return (
    <AdminLayout me={me} active={page?.key ?? null} loggingOut={session.matches('loggingOut')} onLogout={() => staffSessionActor.send({ type: 'LOGOUT' })}>
      <Suspense fallback={<PageLoading />}>{body}</Suspense>
    </AdminLayout>
  );
}

export function AdminApp() {
  return (
    <ChakraProvider value={system}>
      <LoadingBar />
      <Router base="/admin">
        <Suspense fallback={<PageLoading />}>
          <AdminRoutes />
        </Suspense>
      </Router>
      <Suspense fallback={null}>
        <ToasterView />
      </Suspense>
    </ChakraProvider>
  );
}
