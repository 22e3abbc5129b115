import { useCallback, useEffect, useRef, useState } from 'react';
import { api, ApiError, useHost } from '../../../web/plugin-api/index.js';
import { Button } from '../../../web/ui/Button.js';
import { RunHistogram } from './RunHistogram.js';
import { progressText, STATUS_TEXT, uploadType, type RunView } from './run-view.js';
import './runs.css';

/** How often the list is asked for again while a run computes. */
const POLL_MS = 700;

/**
 * The Runs panel (issue 38): run the version open in the editor over a file of inputs (JSON lines or CSV),
 * follow its progress, see the last runs with their counts, download their results, and draw the
 * distribution of one output of a done run.
 */
export function RunsPanel() {
  const { grid } = useHost();
  const base = `/api/grids/${encodeURIComponent(grid.id)}/runs`;
  const [runs, setRuns] = useState<readonly RunView[]>([]);
  const [error, setError] = useState<string>();
  const [chosen, setChosen] = useState<string>();
  const [sending, setSending] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const reload = useCallback(() => api.get<{ runs: RunView[] }>(base).then((answer) => setRuns(answer.runs), () => undefined), [base]);
  useEffect(() => void reload(), [reload]);
  const computing = runs.some((run) => run.status === 'running' || run.status === 'uploading');
  useEffect(() => {
    if (!computing) return;
    const timer = setInterval(() => void reload(), POLL_MS);
    return () => clearInterval(timer);
  }, [computing, reload]);

  const start = async (file: File) => {
    setError(undefined);
    setSending(true);
    try {
      const { run } = await api.upload<{ run: RunView }>(base, file, uploadType(file), { query: { gridVersionId: grid.versionId, name: file.name } });
      setChosen(run.id);
      await reload();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'The run could not be started.');
    } finally {
      setSending(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };
  const act = async (action: () => Promise<unknown>) => {
    setError(undefined);
    try {
      await action();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'That did not work.');
    }
    await reload();
  };

  const latest = runs.find((run) => run.id === chosen) ?? runs[0];
  const shown = latest?.status === 'done' ? latest : runs.find((run) => run.status === 'done');
  return (
    <section className="runs-panel" aria-label="Runs">
      <div className="runs-start">
        <h2>Runs</h2>
        <label className="runs-file">
          Run over a file
          <input ref={fileInput} type="file" accept=".jsonl,.ndjson,.csv,application/x-ndjson,text/csv" disabled={sending} onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void start(file);
          }} />
        </label>
        <p className="runs-hint">One JSON object per line (.jsonl), or CSV with a header row naming the input keys.</p>
        {error && <p role="alert" className="runs-error">{error}</p>}
        {latest && (
          <div className="runs-progress">
            <progress aria-label="Run progress" max={Math.max(1, latest.inputs)} value={latest.done} />
            <span>{STATUS_TEXT[latest.status]}: {progressText(latest)}</span>
          </div>
        )}
      </div>
      <table className="runs-list" aria-label="Last runs">
        <thead>
          <tr><th>File</th><th>Status</th><th>Inputs</th><th>Failed</th><th>Started</th><th><span className="runs-hidden">Actions</span></th></tr>
        </thead>
        <tbody>
          {runs.slice(0, 10).map((run) => (
            <tr key={run.id} aria-selected={run.id === latest?.id} onClick={() => setChosen(run.id)}>
              <td>{run.source}</td>
              <td>{STATUS_TEXT[run.status]}</td>
              <td>{run.status === 'done' ? run.inputs.toLocaleString('en-US') : `${run.done.toLocaleString('en-US')} / ${run.inputs.toLocaleString('en-US')}`}</td>
              <td>{run.failed.toLocaleString('en-US')}</td>
              <td>{new Date(run.createdAt).toLocaleString()}</td>
              <td className="runs-actions">
                {run.status === 'done' && (
                  <>
                    <a href={`${base}/${run.id}/results`} download={`${run.source}.results.jsonl`} aria-label={`Download results of ${run.source} as JSON lines`}>JSON lines</a>
                    <a href={`${base}/${run.id}/results?format=csv`} download={`${run.source}.results.csv`} aria-label={`Download results of ${run.source} as CSV`}>CSV</a>
                  </>
                )}
                {(run.status === 'running' || run.status === 'uploading')
                  ? <Button size="sm" variant="secondary" aria-label={`Cancel run of ${run.source}`} onClick={() => void act(() => api.delete(`${base}/${run.id}`))}>Cancel</Button>
                  : <Button size="sm" variant="secondary" aria-label={`Delete run of ${run.source}`} onClick={() => void act(() => api.delete(`${base}/${run.id}`))}>Delete</Button>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {shown && <RunHistogram key={shown.id} gridId={grid.id} run={shown} />}
    </section>
  );
}
