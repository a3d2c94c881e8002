import { Route, Routes } from 'react-router-dom';
import { RequireStaff, RequireToken, VisitorsOnly } from './guards';
import { Layout } from './Layout';
import { ROUTES, type AppRoute } from './routes';

const NotFound = ROUTES.find((route) => route.path === '*')!.Page;

function element({ path, Page, access }: AppRoute) {
  // key: a fresh guard per route, so access is decided again on entering another route.
  if (access === 'visitors')
    return (
      <VisitorsOnly key={path}>
        <Page />
      </VisitorsOnly>
    );
  if (access === 'token')
    return (
      <RequireToken key={path}>
        <Page />
      </RequireToken>
    );
  if (access === 'staff')
    return (
      <RequireStaff key={path} notFound={<NotFound />}>
        <Page />
      </RequireStaff>
    );
  return <Page />;
}

/** Declarative <Routes> inside <BrowserRouter> (App.tsx): docs/decisions/0006-browser-router.md. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {ROUTES.map((route) => (
          <Route key={route.path} path={route.path} element={element(route)} />
        ))}
      </Route>
    </Routes>
  );
}
