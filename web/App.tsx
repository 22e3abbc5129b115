import { useEffect, type ReactNode } from 'react';
import { EditorPage } from './editor/EditorPage.js';
import { ConfigurePage } from './pages/ConfigurePage.js';
import { GridsPage } from './pages/GridsPage.js';
import { LoginPage } from './pages/LoginPage.js';
import { NotAvailablePage } from './pages/NotAvailablePage.js';
import { matchPath, navigate, useLocation } from './router/router.js';
import { Layout, Loading } from './shell/Layout.js';
import { useSession } from './shell/session.js';

interface Route {
  readonly path: string;
  /** Full-screen pages (the editor) skip the shared layout. */
  readonly bare?: boolean;
  render(params: Record<string, string>): ReactNode;
}

/** The routes under /app (SPEC section 2). Routes whose features are still to come say so. */
const routes: readonly Route[] = [
  { path: '/app/grids', render: () => <GridsPage /> },
  { path: '/app/grids/:gridId/configure', render: ({ gridId }) => <ConfigurePage gridId={gridId} /> },
  { path: '/app/grids/:gridId', render: ({ gridId }) => <EditorPage gridId={gridId} />, bare: true },
  { path: '/app/shadows/:shadowToken', render: () => <NotAvailablePage what="Grid" /> },
  { path: '/app/account', render: () => <NotAvailablePage what="Account" /> },
  { path: '/app/api', render: () => <NotAvailablePage what="API" /> },
  { path: '/app/settings/data_presets', render: () => <NotAvailablePage what="Data presets" /> },
  { path: '/app/settings/defaults', render: () => <NotAvailablePage what="Defaults" /> },
  { path: '/app/settings/styles', render: () => <NotAvailablePage what="Styles" /> },
];

export function App() {
  const { pathname } = useLocation();
  const { user } = useSession();
  useEffect(() => {
    if (pathname === '/app' || pathname === '/app/') navigate('/app/grids', { replace: true });
  }, [pathname]);
  if (user === undefined) return <Loading />;
  if (user === null) return <LoginPage />;
  for (const route of routes) {
    const params = matchPath(route.path, pathname);
    if (params) return route.bare ? route.render(params) : <Layout>{route.render(params)}</Layout>;
  }
  return (
    <Layout>
      <NotAvailablePage what="Not found" />
    </Layout>
  );
}
