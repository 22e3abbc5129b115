import { useEffect, type ReactNode } from 'react';
import { AccountPage } from './admin/AccountPage.js';
import { AccountsPage } from './admin/AccountsPage.js';
import { AdminHeader } from './admin/AdminHeader.js';
import { AdminOnly } from './admin/AdminOnly.js';
import { AssumeBanner } from './admin/AssumeBanner.js';
import { AssumePage } from './admin/AssumePage.js';
import { ServerStatsPage } from './admin/ServerStatsPage.js';
import { UsersPage } from './admin/UsersPage.js';
import { CurrentAccountPage } from './account/AccountPage.js';
import { ApiDocsPage } from './api-docs/ApiDocsPage.js';
import { EditorPage } from './pages/EditorPage.js';
import { ConfigurePage } from './pages/ConfigurePage.js';
import { GridsPage } from './pages/GridsPage.js';
import { LoginPage } from './pages/LoginPage.js';
import { NotFoundPage } from './pages/NotFoundPage.js';
import { ShadowPage } from './shadows/ShadowPage.js';
import { DataPresetPage } from './settings/DataPresetPage.js';
import { DataPresetsPage } from './settings/DataPresetsPage.js';
import { StylePage } from './settings/StylePage.js';
import { StylesPage } from './settings/StylesPage.js';
import { DefaultsPage } from './settings/DefaultsPage.js';
import { SettingsFrame } from './settings/SettingsFrame.js';
import { matchPath, navigate, useLocation } from './router/router.js';
import { Layout, Loading } from './shell/Layout.js';
import { useSession } from './shell/session.js';

interface Route {
  readonly path: string;
  /** Full-screen pages (the editor) skip the shared layout. */
  readonly bare?: boolean;
  render(params: Record<string, string>): ReactNode;
}

/** The routes under /app (SPEC section 2). */
const routes: readonly Route[] = [
  { path: '/app/grids', render: () => <GridsPage /> },
  { path: '/app/account', render: () => <CurrentAccountPage /> },
  { path: '/app/api', render: () => <ApiDocsPage /> },
  { path: '/app/grids/:gridId/configure', render: ({ gridId }) => <ConfigurePage gridId={gridId} /> },
  { path: '/app/grids/:gridId', render: ({ gridId }) => <EditorPage gridId={gridId} />, bare: true },
  { path: '/app/settings/data_presets', render: () => <SettingsFrame><DataPresetsPage /></SettingsFrame> },
  { path: '/app/settings/defaults', render: () => <SettingsFrame><DefaultsPage /></SettingsFrame> },
  { path: '/app/settings/data_presets/:dataPresetId', render: ({ dataPresetId }) => <SettingsFrame><DataPresetPage id={dataPresetId} /></SettingsFrame> },
  { path: '/app/settings/styles', render: () => <SettingsFrame><StylesPage /></SettingsFrame> },
  { path: '/app/settings/styles/:paletteId', render: ({ paletteId }) => <SettingsFrame><StylePage id={paletteId} /></SettingsFrame> },
  { path: '/app/shadows/:shadowToken', render: ({ shadowToken }) => <ShadowPage token={shadowToken} />, bare: true },
  { path: '/app/admin/accounts', render: () => <AdminOnly><AccountsPage /></AdminOnly> },
  { path: '/app/admin/accounts/:accountId', render: ({ accountId }) => <AdminOnly><AccountPage accountId={accountId} /></AdminOnly> },
  { path: '/app/admin/users', render: () => <AdminOnly><UsersPage /></AdminOnly> },
  { path: '/app/admin/assume', render: () => <AdminOnly><AssumePage /></AdminOnly> },
  { path: '/app/admin/stats/server', render: () => <AdminOnly><ServerStatsPage /></AdminOnly> },
];

const isAppRoot = (pathname: string): boolean => pathname === '/app' || pathname === '/app/';

export function App() {
  const { pathname } = useLocation();
  const { user } = useSession();
  useEffect(() => {
    if (isAppRoot(pathname)) navigate('/app/grids', { replace: true });
  }, [pathname]);
  // /app is on its way to /app/grids: no 'Page not found' flash meanwhile.
  if (user === undefined || isAppRoot(pathname)) return <Loading />;
  if (user === null) return <LoginPage />;
  return (
    <>
      {user.assumedBy && <AssumeBanner email={user.email} />}
      <AdminHeader />
      <Page pathname={pathname} />
    </>
  );
}

function Page({ pathname }: { pathname: string }) {
  for (const route of routes) {
    const params = matchPath(route.path, pathname);
    if (params) return route.bare ? route.render(params) : <Layout>{route.render(params)}</Layout>;
  }
  return (
    <Layout>
      <NotFoundPage />
    </Layout>
  );
}
