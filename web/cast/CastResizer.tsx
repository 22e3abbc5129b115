import { useCallback, useEffect, useRef, useState } from 'react';
// Straight from the modules (not the plugin's index), so that no layout or engine code comes along.
import type { CastLayout } from '../../plugins/casts/index.js';
import { MAX_REPEAT_HEADER_ROWS } from '../../plugins/casts/limits.js';
import { withHeaderRows, withHidden, withoutSizing, withSize, type Axis, type SelectedCast } from '../../plugins/casts/sizing.js';
import { parseViewport } from '../../plugins/casts/viewport.js';
import { CastHeaders } from '../../plugins/casts/web/CastHeaders.js';
import { CastPageView } from '../../plugins/casts/web/CastPageView.js';
import { pageGeometry } from '../../plugins/casts/web/page-geometry.js';
import { Button } from '../ui/Button.js';
import { Select } from '../ui/Select.js';
import { CastLoadError, loadLayout, loadSelectedCast, saveSelectedCast } from './cast-api.js';

interface ResizerProps {
  readonly shadowToken: string;
  readonly castToken: string;
  /** The page's query: viewport (required, WIDTHxHEIGHT) and paginationDisabled. */
  readonly search: string;
}

type SaveState = 'idle' | 'saving' | 'saved' | 'error';
const SAVE_TEXT: Record<SaveState, string> = { idle: '', saving: 'Saving...', saved: 'All changes saved', error: 'Save failed' };
const HEADER_ROW_OPTIONS = Array.from({ length: MAX_REPEAT_HEADER_ROWS + 1 }, (_, count) => ({ value: String(count), label: String(count) }));

/**
 * The cast resizer (SPEC section 2): every row of the cast against the viewport, columns and rows hidden
 * or shown by their headers (hidden ones drawn at 0.3 opacity), resized by their handles, header rows to
 * repeat, and Reset; each change is saved at once through PUT /api/shadows/{token}/casts/{castId}.
 */
export function CastResizer({ shadowToken, castToken, search }: ResizerProps) {
  const query = new URLSearchParams(search);
  const viewportText = query.get('viewport') ?? '';
  const viewport = parseViewport(viewportText);
  const paginationDisabled = query.get('paginationDisabled') === 'true';
  const [cast, setCast] = useState<SelectedCast | null>(null);
  const [layouts, setLayouts] = useState<{ all: CastLayout; paged: CastLayout } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const saves = useRef(Promise.resolve());

  const reload = useCallback(async () => {
    const base = `/api/casts/${encodeURIComponent(castToken)}/page?viewport=${encodeURIComponent(viewportText)}`;
    // Every row to resize, and the overflow the viewer will meet (pages, or the error without them).
    const [all, paged] = await Promise.all([loadLayout(`${base}&paginationDisabled=true`), paginationDisabled ? undefined : loadLayout(base)]);
    setLayouts({ all, paged: paged ?? all });
  }, [castToken, viewportText, paginationDisabled]);

  const hasViewport = viewport !== undefined;
  useEffect(() => {
    if (!hasViewport) return;
    Promise.all([loadSelectedCast(castToken).then(setCast), reload()]).catch((error: unknown) => setFailure(messageOf(error)));
  }, [castToken, reload, hasViewport]);

  /** Saves one change after the ones before it, then draws the cast as the server now lays it out. */
  const change = (next: SelectedCast) => {
    setCast(next);
    setSaveState('saving');
    saves.current = saves.current
      .then(() => saveSelectedCast(shadowToken, castToken, next))
      .then(reload)
      .then(() => setSaveState('saved'), () => setSaveState('error'));
  };

  if (!viewport) return <p className="cast-note cast-note-error" role="alert">The cast resizer needs a viewport: add ?viewport=WIDTHxHEIGHT with both sizes positive (e.g. 800x600).</p>;
  if (failure) return <p className="cast-note cast-note-error" role="alert">{failure}</p>;
  if (!cast || !layouts) return <p className="cast-loading">Loading...</p>;

  const geometry = pageGeometry(layouts.all, true);
  const { overflowing } = layouts.paged;
  const toggle = (axis: Axis) => (id: string, hidden: boolean) => change(withHidden(cast, axis, id, hidden));
  const resize = (axis: Axis) => (id: string, size: number) => change(withSize(cast, axis, id, size));
  const pageBreaks = layouts.paged.pages.slice(1).map((page) => geometry.rows.find((row) => row.item.index === layouts.all.offset.row + page.rowOffset)?.start);
  return (
    <main className="cast-resizer">
      <div className="cast-resizer-bar" role="toolbar" aria-label="Cast resizer">
        <Select label="Repeat header rows" showLabel size="sm" value={String(layouts.all.repeatHeaderRows)} options={HEADER_ROW_OPTIONS} onChange={(count) => change(withHeaderRows(cast, Number(count)))} />
        <Button size="sm" onClick={() => change(withoutSizing(cast))}>
          Reset
        </Button>
        <span className="cast-save-status" role="status" aria-label="Save status">
          {SAVE_TEXT[saveState]}
        </span>
      </div>
      {!layouts.all.chart && (
        <div className="cast-resizer-sheet" style={{ gridTemplateColumns: `46px ${geometry.width}px`, gridTemplateRows: `24px ${geometry.height}px` }}>
          <div className="cast-headers-corner" />
          <CastHeaders axis="columns" vectors={geometry.columns} onToggle={toggle('columns')} onResize={resize('columns')} />
          <CastHeaders axis="rows" vectors={geometry.rows} onToggle={toggle('rows')} onResize={resize('rows')} />
          <div className="cast-resizer-cells">
            <CastPageView geometry={geometry} chart={null} label={layouts.all.sheet.name} />
            <div className="cast-viewport-edge" style={{ width: viewport.width, height: viewport.height }} aria-hidden />
            {pageBreaks.map((top) => top !== undefined && <div key={top} className="cast-page-break" style={{ top }} aria-hidden />)}
          </div>
        </div>
      )}
      {layouts.all.chart && <CastPageView geometry={geometry} chart={layouts.all.chart} label={String(layouts.all.chart.chart.name ?? 'Chart')} />}
      {overflowing.messages.length > 0 && (
        <p className={`cast-note ${overflowing.horizontal || overflowing.vertical === 'error' ? 'cast-note-error' : 'cast-note-warning'}`} role={overflowing.horizontal || overflowing.vertical === 'error' ? 'alert' : 'status'}>
          {overflowing.messages.join(' ')}
        </p>
      )}
    </main>
  );
}

const messageOf = (error: unknown): string => (error instanceof CastLoadError || error instanceof Error ? error.message : String(error));
