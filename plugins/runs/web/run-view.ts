import { shortDuration } from '../progress.js';

/** A run as GET /api/grids/{id}/runs answers it (server/routes/runs.ts). */
export interface RunView {
  readonly id: string;
  readonly source: string;
  readonly format: 'jsonl' | 'csv';
  readonly status: 'uploading' | 'running' | 'done' | 'cancelled';
  readonly inputs: number;
  readonly done: number;
  readonly failed: number;
  readonly rate: number;
  readonly secondsLeft?: number;
  readonly outputs: readonly string[];
  readonly createdAt: string;
}

/** A run's distribution of one output (GET .../histogram). */
export interface Histogram {
  readonly output: string;
  readonly values: number;
  readonly bins: readonly { readonly x0: number; readonly x1: number; readonly count: number }[];
}

const count = (n: number) => n.toLocaleString('en-US');

/** `1,234 of 10,000 inputs, 3 failed, 2,500 a second, 4s left`. */
export function progressText(run: RunView): string {
  const failed = run.failed ? `, ${count(run.failed)} failed` : '';
  const left = run.status === 'running' && run.secondsLeft !== undefined ? `, ${shortDuration(run.secondsLeft)} left` : '';
  return `${count(run.done)} of ${count(run.inputs)} inputs${failed}, ${count(Math.round(run.rate))} a second${left}`;
}

/** The Content-Type a file of inputs is sent with: CSV by its name or type, else JSON lines. */
export function uploadType(file: { readonly name: string; readonly type: string }): string {
  return /\.csv$/i.test(file.name) || file.type === 'text/csv' ? 'text/csv' : 'application/x-ndjson';
}

export const STATUS_TEXT: Record<RunView['status'], string> = { uploading: 'Uploading', running: 'Running', done: 'Done', cancelled: 'Cancelled' };
