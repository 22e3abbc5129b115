import { ClipboardCopy, GitBranch, Network, Play, Timer, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { valueText } from '../../formulas/log/index.js';
import { sheetPrefix } from '../../formulas/parser/index.js';
import { isError } from '../../formulas/index.js';
import { a1 } from '../../workbook/index.js';
import { templateFileText } from '../../workbook/file/index.js';
import { api, ApiError, useHost, type EditorHost } from '../../../web/plugin-api/index.js';
import { Button } from '../../../web/ui/Button.js';
import { TextField } from '../../../web/ui/Input.js';
import { useToast } from '../../../web/ui/Toast.js';
import { DEFAULT_BENCHMARK_COUNT, parseBenchmarkCount, summarize, summaryText } from '../benchmark.js';
import { checkImportedVersion } from '../import-version.js';
import { updateDev } from './dev-session.js';

/**
 * The Developers section (dev mode only, SPEC section 2): Current Cell, Reevaluator, Benchmarking, Export
 * (the grid state as JSON to the clipboard) and Import (a new version from a name and JSON text).
 */
export function DevelopersPanel() {
  return (
    <div className="dev-panel">
      <CurrentCell />
      <Reevaluator />
      <Benchmarking />
      <ExportState />
      <ImportVersion />
    </div>
  );
}

function CurrentCell() {
  const host = useHost();
  const { sheet, anchor, activeCell, session } = host;
  const inSheet = sheet.rowIds[anchor.row] !== undefined && sheet.columnIds[anchor.col] !== undefined;
  const address = `${sheetPrefix(sheet.name)}${a1(anchor.row, anchor.col)}`;
  const value = inSheet ? session.engine.getValue(sheet.id, anchor.row, anchor.col) : null;
  const open = (kind: 'dependencies' | 'dependents') => updateDev({ tree: { kind, at: { sheetId: sheet.id, row: anchor.row, col: anchor.col }, address } });
  return (
    <section aria-label="Current Cell" className="dev-section">
      <h3>Current Cell</h3>
      {inSheet ? (
        <>
          <dl className="dev-facts">
            <dt>Cell</dt>
            <dd>{address}</dd>
            <dt>Formula</dt>
            <dd>{activeCell?.formula ?? '(none)'}</dd>
            <dt>Value</dt>
            <dd>{isError(value) ? `${value.code}${value.cause ? ` (${value.cause})` : ''}` : valueText(value)}</dd>
            <dt>Type</dt>
            <dd>{activeCell?.data?.type ?? '(automatic)'}</dd>
            <dt>Format</dt>
            <dd>{activeCell?.format ? JSON.stringify(activeCell.format) : '(none)'}</dd>
          </dl>
          <div className="sidebar-actions">
            <Button size="sm" icon={GitBranch} onClick={() => open('dependencies')}>
              Dependencies tree
            </Button>
            <Button size="sm" icon={Network} onClick={() => open('dependents')}>
              Dependents tree
            </Button>
          </div>
        </>
      ) : (
        <p>No cell selected.</p>
      )}
    </section>
  );
}

/** Computes every formula again and says how long it took. */
function reevaluate(host: EditorHost): number {
  const started = performance.now();
  host.session.reevaluate();
  return performance.now() - started;
}

function Reevaluator() {
  const host = useHost();
  const [took, setTook] = useState<number>();
  return (
    <section aria-label="Reevaluator" className="dev-section">
      <h3>Reevaluator</h3>
      <p className="muted">Computes every formula of the template again, from scratch.</p>
      <Button size="sm" icon={Play} onClick={() => setTook(reevaluate(host))}>
        Reevaluate
      </Button>
      {took !== undefined && <p role="status">Reevaluated in {took.toFixed(1)} ms.</p>}
    </section>
  );
}

function Benchmarking() {
  const host = useHost();
  const [count, setCount] = useState(String(DEFAULT_BENCHMARK_COUNT));
  const [result, setResult] = useState<string>();
  const parsed = parseBenchmarkCount(count);
  const run = () => {
    if (!parsed.ok) return;
    const durations = Array.from({ length: parsed.count }, () => reevaluate(host));
    setResult(summaryText(summarize(durations)));
  };
  return (
    <section aria-label="Benchmarking" className="dev-section">
      <h3>Benchmarking</h3>
      <TextField label="Count" inputMode="numeric" value={count} error={parsed.ok ? undefined : parsed.error} onChange={(event) => setCount(event.target.value)} />
      <Button size="sm" icon={Timer} disabled={!parsed.ok} onClick={run}>
        Run benchmark
      </Button>
      {result && <p role="status">{result}</p>}
    </section>
  );
}

function ExportState() {
  const { workbook } = useHost();
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(templateFileText(workbook));
      toast({ title: 'Copied the grid state to the clipboard', tone: 'success' });
    } catch (error) {
      toast({ title: 'Could not copy to the clipboard', description: (error as Error).message, tone: 'error' });
    }
  };
  return (
    <section aria-label="Export" className="dev-section">
      <h3>Export</h3>
      <p className="muted">The template as JSON (the template file format), for Import or the command line.</p>
      <Button size="sm" icon={ClipboardCopy} onClick={() => void copy()}>
        Copy JSON to clipboard
      </Button>
    </section>
  );
}

/**
 * A new version of this template from a name and the JSON text of a template file, checked here first
 * with the file format's own errors (the exact path and reason); the editor then opens the new version.
 */
function ImportVersion() {
  const host = useHost();
  const [name, setName] = useState('');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const textId = useId();
  const submit = async () => {
    const check = checkImportedVersion(name, text);
    if (!check.ok) return setProblem(check.error);
    setProblem(undefined);
    setBusy(true);
    try {
      if (host.save.dirty) await host.save.save();
      const { gridVersion } = await api.post<{ gridVersion: { id: string } }>(`/api/grids/${encodeURIComponent(host.grid.id)}/versions`, { gridVersion: { ...check.content, name: name.trim() } });
      const url = new URL(window.location.href);
      url.searchParams.set('gridVersionId', gridVersion.id);
      window.location.assign(url.toString());
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : String(error));
      setBusy(false);
    }
  };
  return (
    <section aria-label="Import" className="dev-section">
      <h3>Import</h3>
      <form
        className="sidebar-form"
        aria-label="Import a version"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField label="Version name" value={name} onChange={(event) => setName(event.target.value)} />
        <div className="ui-field">
          <label className="ui-label" htmlFor={textId}>
            JSON
          </label>
          <textarea id={textId} className="ui-input dev-json" rows={6} spellCheck={false} value={text} onChange={(event) => setText(event.target.value)} />
        </div>
        {problem && (
          <p className="ui-error" role="alert">
            {problem}
          </p>
        )}
        <Button type="submit" size="sm" icon={Upload} disabled={busy || host.mode.shadow}>
          Import
        </Button>
      </form>
    </section>
  );
}
