import { Cast as CastIcon, ExternalLink, Pencil } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatRange } from '../../names/index.js';
import type { Workbook } from '../../workbook/model/index.js';
import { Button, IconButton } from '../../../web/ui/Button.js';
import { EmptyState } from '../../../web/ui/EmptyState.js';
import { List } from '../../../web/ui/List.js';
import { castEditorPath, castViewerPath, listCasts, type StoredCast } from './new-cast.js';

/** What a cast of a grid shows, in words: a suggested cast by name, a chart, a range, or a whole sheet. */
export function castShows(workbook: Workbook, cast: StoredCast): string {
  if (cast.recommendedCast) return `Suggested cast ${cast.recommendedCast}`;
  const sheet = cast.sheetId ? workbook.sheetsById[cast.sheetId] : workbook.sheetsById[workbook.sheetIds[0]];
  if (!sheet) return 'A sheet that no longer exists';
  if (cast.chartId && cast.type !== 'range' && cast.type !== 'sheet') {
    const chart = sheet.chartsById[cast.chartId] as { name?: string } | undefined;
    return `Chart ${chart?.name ?? cast.chartId}`;
  }
  if (cast.fromCellId && cast.type !== 'sheet') {
    return formatRange(workbook, { sheetId: sheet.id, fromCellId: cast.fromCellId, toCellId: cast.toCellId ?? cast.fromCellId }) ?? 'A range that no longer exists';
  }
  return `Sheet ${sheet.name}`;
}

type Loaded = { state: 'loading' } | { state: 'loaded'; casts: readonly StoredCast[] } | { state: 'failed'; error: string };

/** The shadow page's own casts (GET /api/shadows/{token}/casts): each opens in the cast editor or the viewer. */
export function ShadowCasts({ workbook, shadowToken }: { readonly workbook: Workbook; readonly shadowToken: string }) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    listCasts(shadowToken).then(
      (casts) => live && setLoaded({ state: 'loaded', casts }),
      (error: Error) => live && setLoaded({ state: 'failed', error: error.message }),
    );
    return () => {
      live = false;
    };
  }, [shadowToken, attempt]);
  return (
    <section className="casting-own" aria-labelledby="casting-own-title">
      <h3 id="casting-own-title" className="casting-subtitle">
        This grid's casts
      </h3>
      {loaded.state === 'loading' && <p className="muted">Loading...</p>}
      {loaded.state === 'failed' && (
        <p role="alert">
          Could not load this grid's casts: {loaded.error} <Button size="sm" onClick={() => setAttempt(attempt + 1)}>Try again</Button>
        </p>
      )}
      {loaded.state === 'loaded' && (
        <List
          label="This grid's casts"
          items={loaded.casts}
          itemKey={(cast) => cast.token}
          renderItem={(cast) => <span className="range-text">{castShows(workbook, cast)}</span>}
          renderActions={(cast) => {
            const shows = castShows(workbook, cast);
            return (
              <>
                <IconButton icon={Pencil} size="sm" label={`Edit cast of ${shows}`} onClick={() => location.assign(castEditorPath(shadowToken, cast.token))} />
                <IconButton icon={ExternalLink} size="sm" label={`Open cast of ${shows}`} onClick={() => window.open(castViewerPath(cast.token), '_blank', 'noopener')} />
              </>
            );
          }}
          empty={<EmptyState icon={CastIcon} title="No casts of this grid yet." description="New cast makes one: a sheet, a range or a chart of this grid, for another page or a PDF." />}
        />
      )}
    </section>
  );
}
