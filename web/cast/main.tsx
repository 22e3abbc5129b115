import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { castEntryPage } from '../../plugins/casts/viewer-routes.js';
import { listenForUncaughtErrors } from '../shell/error-reporting.js';
import { CastViewer } from './CastViewer.js';
import { readViewerQuery } from './viewer-query.js';
import { registerFontFaces } from '../fonts/font-faces.js';
import { useAssumedEmail } from './use-assumed-user.js';
import '../ui/tokens.css';
import '../ui/components.css';
import '../../plugins/casts/web/cast.css';
import './viewer.css';

// Errors are kept from the first script on.
listenForUncaughtErrors();
registerFontFaces();

// The editor and resizer are loaded only on their own pages: the viewer, embedded everywhere, stays light.
const CastResizer = lazy(() => import('./CastResizer.js').then((module) => ({ default: module.CastResizer })));
const CastEditor = lazy(() => import('./CastEditor.js').then((module) => ({ default: module.CastEditor })));
const AssumeBanner = lazy(() => import('../admin/AssumeBanner.js').then((module) => ({ default: module.AssumeBanner })));

// The light cast entry: no editor, no router, no session; just the cast page the address names.
const root = document.getElementById('cast-root')!;
const page = castEntryPage(location.pathname);
const query = readViewerQuery(location);

function CastEntry() {
  if (page?.kind === 'resizer' || page?.kind === 'editor') {
    const Page = page.kind === 'resizer' ? CastResizer : CastEditor;
    return (
      <Suspense fallback={<p className="cast-loading">Loading...</p>}>
        <AccountPageBanner />
        <Page shadowToken={page.shadowToken} castToken={page.castToken} search={location.search} />
      </Suspense>
    );
  }
  return query ? <CastViewer query={query} root={root} /> : <p role="alert">This address is not a cast.</p>;
}

/** The cast editor and resizer are the account's pages: an admin acting as someone sees it there too. */
function AccountPageBanner() {
  const email = useAssumedEmail();
  return email ? <AssumeBanner email={email} /> : null;
}

createRoot(root).render(
  <StrictMode>
    <CastEntry />
  </StrictMode>,
);

// The settings and (when configured) the Airbrake client come in their own chunks once the cast is on its
// way, so the embedded viewer stays light.
void import('../shell/client-settings.js').then(({ startCastErrorReporting }) => startCastErrorReporting());
