import { useEffect, useState } from 'react';
import { castOfChoice, choiceOfCast, rangeTextError, type CastChoice, type CastSheet } from '../../plugins/casts/choice.js';
import { a1, parseA1 } from '../../plugins/workbook/a1.js';
import type { CellRect } from '../grid/index.js';
import type { CastLayout } from '../../plugins/casts/index.js';
import type { SelectedCast } from '../../plugins/casts/sizing.js';
import { CastPageView } from '../../plugins/casts/web/CastPageView.js';
import { pageGeometry } from '../../plugins/casts/web/page-geometry.js';
import { Button } from '../ui/Button.js';
import { TextField } from '../ui/Input.js';
import { RadioGroup } from '../ui/RadioGroup.js';
import { Select } from '../ui/Select.js';
import { castRequest, CastLoadError, loadLayout, saveSelectedCast } from './cast-api.js';
import { CastSheetGrid, type PlacedChart } from './CastSheetGrid.js';

interface EditorProps {
  readonly shadowToken: string;
  readonly castToken: string;
  /** The page's query: a viewport, passed on to the preview and the resizer. */
  readonly search: string;
}

interface ShadowView {
  readonly sheetIds: readonly string[];
  readonly sheetsById: Readonly<Record<string, { name: string; hidden?: boolean; rowIds: string[]; columnIds: string[]; chartsById?: Record<string, StoredChart> }>>;
  readonly recommendedCastsByName: Readonly<Record<string, { isDefault?: boolean }>>;
  readonly castsByToken: Readonly<Record<string, SelectedCast>>;
}

interface StoredChart {
  readonly name?: string;
  readonly left?: number;
  readonly top?: number;
  readonly width?: number;
  readonly height?: number;
}

interface Loaded {
  readonly sheets: readonly CastSheet[];
  /** Each sheet's charts where the template places them, for the grid to show and choose. */
  readonly chartsBySheet: Readonly<Record<string, readonly PlacedChart[]>>;
  readonly suggestions: readonly { readonly value: string; readonly label: string }[];
}

type Kind = CastChoice['kind'];
const KINDS: readonly { value: Kind; label: string }[] = [
  { value: 'sheet', label: 'Sheet' },
  { value: 'range', label: 'Range' },
  { value: 'chart', label: 'Chart' },
  { value: 'suggestion', label: 'Suggested cast' },
];

function readShadow(view: ShadowView): Loaded {
  const sheets = view.sheetIds.flatMap((id): CastSheet[] => {
    const sheet = view.sheetsById[id];
    if (!sheet || sheet.hidden) return [];
    const charts = Object.entries(sheet.chartsById ?? {}).map(([chartId, chart]) => ({ id: chartId, name: chart.name ?? chartId }));
    return [{ id, name: sheet.name, rowIds: sheet.rowIds, columnIds: sheet.columnIds, charts }];
  });
  const suggestions = Object.entries(view.recommendedCastsByName).map(([name, cast]) => ({ value: name, label: cast.isDefault ? `${name} (default)` : name }));
  const chartsBySheet = Object.fromEntries(sheets.map((sheet) => [sheet.id, placedCharts(view.sheetsById[sheet.id].chartsById ?? {})]));
  return { sheets, suggestions, chartsBySheet };
}

/** Charts' places as the editor draws them (SPEC section 3: 600 x 300 unless sized). */
function placedCharts(charts: Readonly<Record<string, StoredChart>>): PlacedChart[] {
  const size = (value: number | undefined, otherwise: number) => (typeof value === 'number' && value > 0 ? value : otherwise);
  return Object.entries(charts).map(([id, chart]) => ({
    id, name: chart.name ?? id, left: chart.left ?? 0, top: chart.top ?? 0, width: size(chart.width, 600), height: size(chart.height, 300),
  }));
}

/**
 * The cast editor (SPEC section 2): what a shadow's cast shows (a sheet, a range of it, a chart, or a
 * suggested cast), chosen with the form or on the template's sheet shown read-only in the editor's grid
 * (drag a range, click a chart), previewed live as the viewer would draw it, and saved through
 * PUT /api/shadows/{token}/casts/{castId}. Casting chooses what to show, never edits the template.
 */
export function CastEditor({ shadowToken, castToken, search }: EditorProps) {
  const viewport = new URLSearchParams(search).get('viewport') ?? undefined;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [cast, setCast] = useState<SelectedCast>({});
  const [choice, setChoice] = useState<CastChoice | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'error'>('idle');
  const [preview, setPreview] = useState<CastLayout | string | null>(null);
  const [sheetLayout, setSheetLayout] = useState<CastLayout | string | null>(null);
  const draftPath = `/api/shadows/${encodeURIComponent(shadowToken)}/cast/draft`;

  useEffect(() => {
    castRequest<ShadowView>('GET', `/api/shadows/${encodeURIComponent(shadowToken)}`).then((view) => {
      const read = readShadow(view);
      const stored = view.castsByToken[castToken];
      setLoaded(read);
      setCast(stored ?? {});
      setChoice(choiceOfCast(stored, read.sheets));
    }, (error: unknown) => setFailure(error instanceof CastLoadError ? error.message : String(error)));
  }, [shadowToken, castToken]);

  const sheets = loaded?.sheets ?? [];
  const sheetOf = (id: string) => sheets.find((sheet) => sheet.id === id);
  const sheetId = choice && 'sheetId' in choice ? choice.sheetId : (sheets[0]?.id ?? '');
  const problem = choice ? problemOf(choice, sheetOf(sheetId)) : undefined;

  // The sheet in the grid: its cells as a cast of the whole sheet computes them, without the cast's sizing.
  useEffect(() => {
    if (!sheetId) return;
    let live = true;
    void previewOf(`${draftPath}?${new URLSearchParams({ type: 'sheet', sheetId })}`).then((layout) => live && setSheetLayout(layout));
    return () => {
      live = false;
    };
  }, [draftPath, sheetId]);

  // The live preview: the choice as the viewer would draw it, with this cast's sizing, before it is saved.
  const draft = choice && !problem ? draftQuery(castOfChoice(choice, sheets, cast), castToken, viewport) : undefined;
  useEffect(() => {
    if (draft === undefined) return;
    let live = true;
    const timer = setTimeout(() => void previewOf(`${draftPath}?${draft}`).then((layout) => live && setPreview(layout)), 150);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [draftPath, draft]);

  if (failure) {
    return (
      <main className="cast-editor">
        <p className="cast-note cast-note-error" role="alert">{failure}</p>
        <a href="/app/grids">Back to grid templates</a>
      </main>
    );
  }
  if (!loaded || !choice) return <p className="cast-loading">Loading...</p>;
  const { suggestions, chartsBySheet } = loaded;
  const charts = sheetOf(sheetId)?.charts ?? [];

  const choose = (kind: Kind) => {
    if (kind === 'sheet') setChoice({ kind, sheetId });
    if (kind === 'range') setChoice({ kind, sheetId, text: '' });
    if (kind === 'chart') setChoice({ kind, sheetId, chartId: charts[0]?.id ?? '' });
    if (kind === 'suggestion') setChoice({ kind, name: suggestions[0]?.value ?? '' });
  };
  const onSheet = (id: string) => {
    if (choice.kind === 'range') setChoice({ ...choice, sheetId: id });
    else if (choice.kind === 'chart') setChoice({ kind: 'chart', sheetId: id, chartId: sheetOf(id)?.charts[0]?.id ?? '' });
    else setChoice({ kind: 'sheet', sheetId: id });
  };
  const save = async () => {
    const next = castOfChoice(choice, sheets, cast);
    setStatus('saving');
    try {
      await saveSelectedCast(shadowToken, castToken, next);
      setCast(next);
      setStatus('saved');
    } catch {
      setStatus('error');
    }
  };

  return (
    <main className="cast-editor">
      <header className="cast-editor-header">
        <h1 className="cast-editor-title">Cast editor</h1>
        <nav className="cast-editor-links" aria-label="Cast">
          <a href={`/app/shadows/${encodeURIComponent(shadowToken)}`}>Back to the grid</a>
          <a href={`/app/casts/${encodeURIComponent(castToken)}`} target="_blank" rel="noopener">
            Open the cast
          </a>
        </nav>
      </header>
      <form
        className="cast-editor-form"
        aria-label="What the cast shows"
        onSubmit={(event) => {
          event.preventDefault();
          if (!problem) void save();
        }}
      >
        <RadioGroup label="Cast" value={choice.kind} options={KINDS} onChange={choose} />
        {choice.kind !== 'suggestion' && <Select label="Sheet" showLabel value={sheetId} options={sheets.map((sheet) => ({ value: sheet.id, label: sheet.name }))} onChange={onSheet} />}
        {choice.kind === 'range' && <TextField label="Range" placeholder="A1:C9" value={choice.text} error={problem} onChange={(event) => setChoice({ ...choice, text: event.target.value })} />}
        {choice.kind === 'chart' && charts.length > 0 && <Select label="Chart" showLabel value={choice.chartId} options={charts.map((chart) => ({ value: chart.id, label: chart.name }))} onChange={(chartId) => setChoice({ ...choice, chartId })} />}
        {choice.kind === 'suggestion' && suggestions.length > 0 && <Select label="Suggested cast" showLabel value={choice.name} options={suggestions} onChange={(name) => setChoice({ kind: 'suggestion', name })} />}
        {problem && choice.kind !== 'range' && <p className="ui-error" role="alert">{problem}</p>}
        <div className="cast-editor-actions">
          <Button type="submit" variant="primary" disabled={problem !== undefined || status === 'saving'}>
            Save
          </Button>
          {viewport && <a href={`/app/shadows/${encodeURIComponent(shadowToken)}/casts/${encodeURIComponent(castToken)}/resize?viewport=${encodeURIComponent(viewport)}`}>Resize</a>}
          <span className="cast-save-status" role="status" aria-label="Save status">
            {{ idle: '', saving: 'Saving...', saved: 'Saved', error: 'Save Failed' }[status]}
          </span>
        </div>
      </form>
      <section className="cast-editor-sheet" aria-label="Template sheet">
        {typeof sheetLayout === 'string' && <p className="cast-note cast-note-error" role="alert">{sheetLayout}</p>}
        {sheetLayout && typeof sheetLayout !== 'string' && sheetLayout.sheet.id === sheetId && (
          <CastSheetGrid
            layout={sheetLayout}
            charts={chartsBySheet[sheetId] ?? []}
            range={choice.kind === 'range' ? rangeOfText(choice.text) : undefined}
            chartId={choice.kind === 'chart' ? choice.chartId : undefined}
            onRange={(range) => setChoice({ kind: 'range', sheetId, text: textOfRange(range) })}
            onChart={(chartId) => setChoice({ kind: 'chart', sheetId, chartId })}
          />
        )}
      </section>
      <section className="cast-editor-preview" aria-label="Preview">
        {typeof preview === 'string' && <p className="cast-note cast-note-error" role="alert">{preview}</p>}
        {preview && typeof preview !== 'string' && <CastPageView geometry={pageGeometry(preview)} chart={preview.chart} label={preview.chart ? String(preview.chart.chart.name ?? 'Chart') : preview.sheet.name} />}
      </section>
    </main>
  );
}

/** The draft route's query for a cast not saved yet: what it shows, whose sizing, and the page's viewport. */
function draftQuery(cast: SelectedCast, castToken: string, viewport: string | undefined): string {
  const params = new URLSearchParams({ castToken });
  for (const key of ['type', 'sheetId', 'fromCellId', 'toCellId', 'chartId', 'recommendedCast'] as const) {
    const value = cast[key];
    if (value !== undefined) params.set(key, value);
  }
  if (params.get('type') === 'suggestion') params.delete('type');
  if (viewport) params.set('viewport', viewport);
  return params.toString();
}

const textOfRange = (range: CellRect): string => {
  const from = a1(range.top, range.left);
  const to = a1(range.bottom, range.right);
  return from === to ? from : `${from}:${to}`;
};

/** The range an A1 text names, when it is one. */
function rangeOfText(text: string): CellRect | undefined {
  const [first, second = first, extra] = text.trim().split(':');
  const from = parseA1(first);
  const to = parseA1(second);
  if (extra !== undefined || !from || !to) return undefined;
  return { top: Math.min(from.row, to.row), bottom: Math.max(from.row, to.row), left: Math.min(from.column, to.column), right: Math.max(from.column, to.column) };
}

/** A cast as the viewer lays it out, or why it cannot be. */
function previewOf(url: string): Promise<CastLayout | string> {
  return loadLayout(url).catch((error: unknown) => (error instanceof Error ? error.message : String(error)));
}

function problemOf(choice: CastChoice, sheet: CastSheet | undefined): string | undefined {
  if (choice.kind === 'range') return rangeTextError(sheet, choice.text);
  if (choice.kind === 'chart' && !choice.chartId) return 'This sheet has no charts.';
  if (choice.kind === 'suggestion' && !choice.name) return 'This template has no suggested casts.';
  return undefined;
}
