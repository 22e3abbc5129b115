import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { castEntryPage } from '../../plugins/casts/viewer-routes.js';
import { CastViewer } from './CastViewer.js';
import { readViewerQuery } from './viewer-query.js';
import '../ui/tokens.css';
import '../ui/components.css';
import '../../plugins/casts/web/cast.css';
import './viewer.css';

// The resizer is loaded only on its own page: the viewer, embedded everywhere, stays as light as it can.
const CastResizer = lazy(() => import('./CastResizer.js').then((module) => ({ default: module.CastResizer })));

// The light cast entry: no editor, no router, no session; just the cast page the address names.
const root = document.getElementById('cast-root')!;
const page = castEntryPage(location.pathname);
const query = readViewerQuery(location);

function CastEntry() {
  if (page?.kind === 'resizer') {
    return (
      <Suspense fallback={<p className="cast-loading">Loading...</p>}>
        <CastResizer shadowToken={page.shadowToken} castToken={page.castToken} search={location.search} />
      </Suspense>
    );
  }
  return query ? <CastViewer query={query} root={root} /> : <p role="alert">This address is not a cast.</p>;
}

createRoot(root).render(
  <StrictMode>
    <CastEntry />
  </StrictMode>,
);
