// The router (wouter): picks the layout of the matched route, runs the route guard before the
// page is shown (spec 2.2), refetches member info on every navigation (spec 4), and renders
// the lazily loaded page; an unmatched path shows the 404 page.
import { lazy, Suspense, useLayoutEffect, useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { Route, Switch, useLocation, useRouter } from 'wouter';
import { routeGuardActor, sessionActor } from '../lib/session.ts';
import { findRoute, ROUTES } from './routes.ts';
import { Shell } from './layouts/shell.tsx';
import { PageBoundary } from './page-boundary.tsx';
import { PageLoading } from '../lib/loading-bar.tsx';

const NotFoundPage = lazy(() => import('../features/shell/pages/not-found-page.tsx'));

export function AppRouter() {
  const [location] = useLocation();
  const { parser } = useRouter();
  const route = useMemo(() => findRoute(parser, location), [parser, location]);
  const name = route?.name ?? null;

  useLayoutEffect(() => {
    routeGuardActor.send({ type: 'NAVIGATE', name, path: `${location}${window.location.search}` });
    sessionActor.send({ type: 'NAVIGATE' });
    window.scrollTo(0, 0);
  }, [location, name]);

  const allowed = useSelector(routeGuardActor, (s) => s.matches('allowed') && s.context.routeName === name);

  return (
    <Shell layout={route?.layout ?? 'default'}>
      {allowed ? (
        <PageBoundary key={location}>
          <Suspense fallback={<PageLoading />}>
            <Switch>
              {ROUTES.map((def) => (
                <Route key={def.path} path={def.path} component={def.Page} />
              ))}
              <Route component={NotFoundPage} />
            </Switch>
          </Suspense>
        </PageBoundary>
      ) : (
        <PageLoading />
      )}
    </Shell>
  );
}
