import { useEffect, useMemo, useRef, useState } from 'react';
import { castCaption, type CastLayout } from '../../plugins/casts/index.js';
import { paperPageCss } from '../../plugins/casts/paper.js';
import { CastPageView } from '../../plugins/casts/web/CastPageView.js';
import { pageGeometry } from '../../plugins/casts/web/page-geometry.js';
import { tableHeaders } from '../../plugins/casts/web/cast-table.js';
import { Button } from '../ui/Button.js';
import { CastLoadError } from './cast-api.js';
import { fontsReady } from '../fonts/font-faces.js';
import { familiesOf } from './page-families.js';
import { loadCast } from './load-cast.js';
import { postToParent } from './parent-messages.js';
import { allowedStylesheet, loadStylesheet } from './stylesheet.js';
import { pageViewerUrl, type ViewerQuery } from './viewer-query.js';

type Loaded = { readonly state: 'loading' } | { readonly state: 'error'; readonly error: CastLoadError } | { readonly state: 'ready'; readonly pages: readonly CastLayout[]; readonly scale: number };

/**
 * The cast viewer: one page of a cast (every page, stacked one per printed page, for PDF), its overflow
 * notes, and the messages to the embedding page. When painted it marks `#cast-root` with
 * `data-cast-ready="true"` (or "error"), which the PDF printer waits for.
 */
export function CastViewer({ query, root }: { readonly query: ViewerQuery; readonly root: HTMLElement }) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const frame = useRef<HTMLElement>(null);
  const stylesheet = useMemo(() => {
    const url = query.stylesheet === undefined ? undefined : allowedStylesheet(query.stylesheet, location.hostname);
    if (query.stylesheet !== undefined && !url) console.warn(`Cast stylesheet ${query.stylesheet} ignored: only localhost and ${location.hostname} may style a cast.`);
    // The account's branding fonts (SPEC section 1) come first, so a given stylesheet may still override them.
    const fonts = loadStylesheet(new URL(query.fontsPath, location.origin));
    return Promise.all([fonts, url ? loadStylesheet(url) : undefined]).then(() => undefined);
  }, [query.stylesheet, query.fontsPath]);

  useEffect(() => {
    let live = true;
    loadCast(query).then(
      ({ pages, scale }) => live && setLoaded({ state: 'ready', pages, scale }),
      (error: unknown) => live && setLoaded({ state: 'error', error: error instanceof CastLoadError ? error : new CastLoadError(String(error), 0) }),
    );
    return () => {
      live = false;
    };
  }, [query]);

  useEffect(() => {
    if (loaded.state === 'loading') return;
    let live = true;
    void painted(stylesheet, loaded.state === 'ready' ? loaded.pages : []).then(() => {
      if (!live) return;
      if (loaded.state === 'error') {
        root.dataset.castReady = 'error';
        root.dataset.castError = loaded.error.message;
        postToParent({ type: 'castLoadError', status: loaded.error.status, error: loaded.error.message }, query.clientId);
        return;
      }
      root.dataset.castReady = 'true';
      const box = frame.current!.getBoundingClientRect();
      postToParent({ type: 'dimensions', dimensions: { width: Math.ceil(box.width), height: Math.ceil(box.height) } }, query.clientId);
      const [page] = loaded.pages;
      if (page.overflowing.vertical || page.overflowing.horizontal) {
        const pages = page.pages.map(({ rowOffset, width, height }) => ({ rowOffset, dimensions: { width, height }, url: pageViewerUrl(location.href, rowOffset) }));
        postToParent({ type: 'overflow', overflowing: page.overflowing, pages }, query.clientId);
      }
    });
    return () => {
      live = false;
    };
  }, [loaded, query.clientId, root, stylesheet]);

  if (loaded.state === 'loading') return <p className="cast-loading">Loading...</p>;
  if (loaded.state === 'error') {
    return (
      <main className="cast-viewer" ref={frame}>
        <p className="cast-note cast-note-error" role="alert">
          {loaded.error.message}
        </p>
      </main>
    );
  }
  const [first] = loaded.pages;
  return (
    <main className="cast-viewer" ref={frame} data-pdf={query.forPdf || undefined}>
      {query.forPdf && (query.paper === 'content' ? <PrintedPageSize pages={loaded.pages} /> : <style>{paperPageCss(query.paper, query.orientation)}</style>)}
      {loaded.pages.map((page) => (
        <section key={page.rowOffset} className="cast-page" data-row-offset={page.rowOffset} style={loaded.scale === 1 ? undefined : { zoom: loaded.scale }}>
          <CastPageView geometry={pageGeometry(page)} chart={page.chart} label={castCaption(page)} headers={tableHeaders(page)} chartTable={!query.forPdf} showNotes={!query.forPdf} />
        </section>
      ))}
      {!query.forPdf && first.overflowing.messages.length > 0 && (
        <p className={`cast-note ${first.overflowing.horizontal || first.overflowing.vertical === 'error' ? 'cast-note-error' : 'cast-note-warning'}`} role={first.overflowing.horizontal || first.overflowing.vertical === 'error' ? 'alert' : 'status'}>
          {first.overflowing.messages.join(' ')}
        </p>
      )}
      {query.enableCastWorkflow && !query.forPdf && (
        <nav className="cast-workflow" aria-label="Cast workflow">
          <Button onClick={() => postToParent({ type: 'castWorkflow.back' }, query.clientId)}>Back</Button>
          <Button variant="primary" onClick={() => postToParent({ type: 'castWorkflow.next' }, query.clientId)}>
            Next
          </Button>
        </nav>
      )}
    </main>
  );
}

/** For PDF, one printed page per cast page, sized to the largest of them, without margins. */
function PrintedPageSize({ pages }: { readonly pages: readonly CastLayout[] }) {
  const width = Math.max(1, ...pages[0].pages.map((page) => page.width));
  const height = Math.max(1, ...pages[0].pages.map((page) => page.height));
  return <style>{`@page { size: ${width}px ${height}px; margin: 0; }`}</style>;
}

/**
 * Resolves once the stylesheet and the faces the pages use (the sheet's default font, the cells' own and
 * a chart's) are in and the browser has painted the cast: a PDF printed then shows the faces the editor's
 * canvas shows.
 */
async function painted(stylesheet: Promise<void>, pages: readonly CastLayout[]): Promise<void> {
  await stylesheet;
  await fontsReady(pages.flatMap(familiesOf));
  await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}
