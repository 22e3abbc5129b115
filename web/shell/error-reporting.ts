import { type AirbrakeSettings, errorReporting, isRequestFailure, onceLogger } from './error-report-rules.js';

/** Errors seen before the settings arrive, kept for the notifier (a crash while loading still counts). */
const EARLY_ERRORS_KEPT = 20;

let early: unknown[] | null = [];
let send: ((error: unknown) => void) | null = null;
const logIncomplete = onceLogger((message) => console.error(message));

/** Reports an error to the configured service; request failures (4xx/5xx) and unconfigured reporting send nothing. */
export function reportError(error: unknown): void {
  if (isRequestFailure(error)) return;
  if (send) send(error);
  else if (early && early.length < EARLY_ERRORS_KEPT) early.push(error);
}

/** Uncaught errors and rejected promises, from the page's first script on. */
export function listenForUncaughtErrors(): void {
  window.addEventListener('error', (event) => reportError(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => reportError(event.reason));
}

/**
 * Starts the Airbrake client when the settings are complete. It is imported only then, so an unconfigured
 * server's pages never load it; its own instrumentation, remote configuration and stats stay off, since
 * the listeners above decide what is reported and nothing else may be sent.
 */
export async function startErrorReporting(settings: AirbrakeSettings): Promise<void> {
  const decision = errorReporting(settings);
  if (decision.kind !== 'on') {
    early = null;
    if (decision.kind === 'incomplete') logIncomplete();
    return;
  }
  try {
    const { Notifier } = await import('@airbrake/browser');
    const notifier = new Notifier({
      ...decision.options,
      remoteConfig: false, performanceStats: false, queryStats: false, queueStats: false,
      instrumentation: { onerror: false, unhandledrejection: false, fetch: false, xhr: false, history: false, console: false },
    });
    send = (error) => void notifier.notify(error);
  } catch (error) {
    console.error('The error-reporting client could not be loaded', error);
  }
  const kept = early ?? [];
  early = null;
  if (send) kept.forEach(send);
}
