// The staff console's providers and router (wouter, base /admin): the same Chakra system as the
// storefront, the login page while signed out, then the layout with the page of the path when
// the role's permissions open it (else 没有权限). Each page is a lazy chunk (staff-pages.ts).
import { lazy, Suspense } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { Router, useLocation } from 'wouter';
import { pageAllowed, pageAt } from '../../../machines/staff/staff-menu.ts';
import { StaffLayout, StaffNotice } from '../../features/staff/components/staff-layout.tsx';
import { staffSessionActor } from '../../features/staff/session.ts';
import { staffText } from '../../features/staff/text.ts';
import { STAFF_PAGE_VIEWS } from './staff-pages.ts';
import { LoadingBar, PageLoading } from '../../lib/loading-bar.tsx';
import { system } from '../../ui/theme.ts';

const ToasterView = lazy(() => import('../toaster-view.tsx'));
const LoginPage = lazy(() => import('../../features/staff/pages/login-page.tsx'));

function StaffRoutes() {
  const [location] = useLocation();
  const session = useSelector(staffSessionActor, (s) => s);
  if (session.matches('checking')) return <PageLoading />;
  const me = session.context.me;
  if (!me || !(session.matches('signedIn') || session.matches('loggingOut'))) return <LoginPage />;
  const page = pageAt(location);
  const Page = page && pageAllowed(page, me.permissions) ? STAFF_PAGE_VIEWS[page.key] : null;
  const body =
    page === null ? (
      <StaffNotice title={staffText.notFound.title} body={staffText.notFound.body} />
    ) : Page === null ? (
      <StaffNotice title={staffText.forbidden.title} body={staffText.forbidden.body} />
    ) : (
      <Page me={me} />
    );
  return (
    <StaffLayout me={me} active={page?.key ?? null} loggingOut={session.matches('loggingOut')} onLogout={() => staffSessionActor.send({ type: 'LOGOUT' })}>
      <Suspense fallback={<PageLoading />}>{body}</Suspense>
    </StaffLayout>
  );
}

export function StaffApp() {
  return (
    <ChakraProvider value={system}>
      <LoadingBar />
      <Router base="/admin">
        <Suspense fallback={<PageLoading />}>
          <StaffRoutes />
        </Suspense>
      </Router>
      <Suspense fallback={null}>
        <ToasterView />
      </Suspense>
    </ChakraProvider>
  );
}
