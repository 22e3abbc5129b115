/** What one account's runs may use (ServerConfig.runs). */
export interface RunLimits {
  /** Runs uploading or computing at once. */
  readonly runsAtOnce: number;
  readonly inputsPerRun: number;
  /** Bytes of a run's file (an upload, or what a URL answers). */
  readonly fileBytes: number;
  /** Bytes the account's runs keep (inputs and results) before a new run is refused. */
  readonly storedBytes: number;
  /** Days a finished run is kept. */
  readonly retentionDays: number;
  /** Fetching a run's inputs from a URL (the webhooks' address rules apply). */
  readonly urlTimeoutMs: number;
}

export const DEFAULT_RUN_LIMITS: RunLimits = {
  runsAtOnce: 2,
  inputsPerRun: 1_000_000,
  fileBytes: 512 * 1024 * 1024,
  storedBytes: 4 * 1024 * 1024 * 1024,
  retentionDays: 7,
  urlTimeoutMs: 30_000,
};

/** A byte count as a person reads it. */
export function bytesText(bytes: number): string {
  if (bytes >= 1 << 30) return `${(bytes / (1 << 30)).toFixed(1)} GB`;
  if (bytes >= 1 << 20) return `${(bytes / (1 << 20)).toFixed(1)} MB`;
  return `${Math.ceil(bytes / 1024)} KB`;
}
