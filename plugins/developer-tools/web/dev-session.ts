import { BehaviorSubject } from 'rxjs';
import { EvaluationLog, type LogEntry } from '../../formulas/log/index.js';
import type { CellAt } from '../../formulas/trees/index.js';
import type { EditorHost } from '../../../web/plugin-api/index.js';

/** Which dependency tree is shown, of which cell. */
export interface OpenTree {
  readonly kind: 'dependencies' | 'dependents';
  readonly at: CellAt;
  readonly address: string;
}

/** What the Developers menu, the log modal and the tree modals share. */
export interface DevState {
  readonly logOpen: boolean;
  /** Formula logging is on: the engine records into the log. */
  readonly logging: boolean;
  /** Each entry is also written to the browser's console. */
  readonly logToConsole: boolean;
  readonly tree: OpenTree | null;
  /** Counts changes of the log's entries (cleared, filled by a reevaluation). */
  readonly logRevision: number;
}

export const INITIAL_DEV_STATE: DevState = { logOpen: false, logging: false, logToConsole: false, tree: null, logRevision: 0 };

/**
 * The editor's developer tools session: one editor is open per page, so one serves it (as find's does);
 * the editor's overlay resets it when the editor goes. The log stays readable after logging is switched
 * off, until Clear.
 */
export const devSession = new BehaviorSubject<DevState>(INITIAL_DEV_STATE);
let log: EvaluationLog | undefined;

/** Entries kept at most: a million-formula template must not exhaust the page's memory. */
const MAX_LOG_ENTRIES = 200_000;

export function updateDev(patch: Partial<DevState>): void {
  devSession.next({ ...devSession.value, ...patch });
}

export function logEntries(): readonly LogEntry[] {
  return log?.entries ?? [];
}

export function droppedEntries(): number {
  return log?.dropped ?? 0;
}

/**
 * Switches formula logging on or off. Switched on, the whole template is computed again so the log holds
 * a full evaluation, then every later change adds to it.
 */
export function setLogging(host: EditorHost, on: boolean): void {
  if (on === devSession.value.logging) return;
  if (on) {
    log?.detach();
    log = new EvaluationLog({ maxEntries: MAX_LOG_ENTRIES, onEntry: (entry) => devSession.value.logToConsole && console.debug('[gridcast log]', entry) });
    log.attach(host.session.engine);
    updateDev({ logging: true });
    host.session.reevaluate();
  } else {
    log?.detach();
    updateDev({ logging: false });
  }
  updateDev({ logRevision: devSession.value.logRevision + 1 });
}

export function clearLog(): void {
  log?.clear();
  updateDev({ logRevision: devSession.value.logRevision + 1 });
}

/** The editor went: nothing of its session outlives it. */
export function endDevSession(): void {
  log?.detach();
  log = undefined;
  devSession.next(INITIAL_DEV_STATE);
}
