import { runProgress, shortDuration } from '../../plugins/runs/index.js';

/** Where the bar is drawn: a terminal (stderr), or anything with the same two members (tests). */
export interface BarTarget {
  readonly isTTY?: boolean;
  readonly columns?: number;
  write(text: string): unknown;
}

/** Redraw at most this often: a terminal redrawn per batch would cost more than the batches. */
const REDRAW_MS = 150;
const BAR_WIDTH = 24;

/**
 * `gridcast run`'s progress bar, on one terminal line redrawn in place: the share done (by bytes of the
 * file read, when its size is known), inputs answered and failed, the rate and the time left. Quiet (draws
 * nothing) when its target is not a terminal or when asked to be.
 */
export class ProgressBar {
  private readonly active: boolean;
  private lastDraw = -Infinity;
  private drawn = false;

  constructor(private readonly target: BarTarget, quiet: boolean, private readonly now: () => number = () => performance.now(), private readonly started = now()) {
    this.active = !quiet && target.isTTY === true;
  }

  /** Shows the counts so far (redrawn only every REDRAW_MS unless `force`). */
  update(done: number, failed: number, fraction: number | undefined, force = false): void {
    if (!this.active) return;
    const at = this.now();
    if (!force && at - this.lastDraw < REDRAW_MS) return;
    this.lastDraw = at;
    const line = progressLine(done, failed, at - this.started, fraction);
    const width = Math.max(20, (this.target.columns ?? 80) - 1);
    this.target.write(`\r${line.slice(0, width)}\u001b[K`);
    this.drawn = true;
  }

  /** Clears the bar's line, so that what is printed next starts on a clean line. */
  clear(): void {
    if (this.drawn) this.target.write('\r\u001b[K');
    this.drawn = false;
  }
}

/** The bar's text: `[=======>      ]  45% 450,000 inputs (3 failed)  5,812/s  1m34s left`. */
export function progressLine(done: number, failed: number, elapsedMs: number, fraction?: number): string {
  const progress = runProgress(done, failed, elapsedMs, fraction);
  const counts = `${done.toLocaleString('en-US')} inputs${failed ? ` (${failed.toLocaleString('en-US')} failed)` : ''}  ${Math.round(progress.rate).toLocaleString('en-US')}/s`;
  if (progress.fraction === undefined) return counts;
  const filled = Math.round(progress.fraction * BAR_WIDTH);
  const bar = `[${'='.repeat(Math.max(0, filled - 1))}${filled > 0 ? '>' : ''}${' '.repeat(BAR_WIDTH - filled)}]`;
  const percent = `${Math.floor(progress.fraction * 100)}%`.padStart(4);
  const left = progress.secondsLeft === undefined ? '' : `  ${shortDuration(progress.secondsLeft)} left`;
  return `${bar} ${percent} ${counts}${left}`;
}
