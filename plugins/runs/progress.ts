/** How far a run is: inputs answered, failed, and for a known amount of work the share done and the time left. */
export interface RunProgress {
  readonly done: number;
  readonly failed: number;
  /** Inputs answered per second since the run started. */
  readonly rate: number;
  /** 0 to 1, when the whole is known (inputs, or bytes of the file read). */
  readonly fraction?: number;
  /** Seconds left at the rate so far, when the whole is known. */
  readonly secondsLeft?: number;
}

/**
 * Progress from counts: `fraction` of the work done (by inputs or bytes, whichever the caller knows) after
 * `elapsedMs`. The time left assumes the rest goes at the rate so far.
 */
export function runProgress(done: number, failed: number, elapsedMs: number, fraction?: number): RunProgress {
  const seconds = elapsedMs / 1000;
  const rate = seconds > 0 ? done / seconds : 0;
  if (fraction === undefined) return { done, failed, rate };
  const bounded = Math.min(1, Math.max(0, fraction));
  const secondsLeft = bounded > 0 ? (seconds * (1 - bounded)) / bounded : undefined;
  return { done, failed, rate, fraction: bounded, ...(secondsLeft === undefined ? {} : { secondsLeft }) };
}

/** A duration as a person reads it: `42s`, `3m05s`, `1h02m`. */
export function shortDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  if (whole < 60) return `${whole}s`;
  if (whole < 3600) return `${Math.floor(whole / 60)}m${String(whole % 60).padStart(2, '0')}s`;
  return `${Math.floor(whole / 3600)}h${String(Math.floor((whole % 3600) / 60)).padStart(2, '0')}m`;
}
