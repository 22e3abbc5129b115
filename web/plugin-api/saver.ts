import type { BehaviorSubject, Observable } from 'rxjs';
import type { UndoState } from '../../kernel/index.js';

/** The version a template's edits are saved into, as the editor shows it. */
export interface OpenVersion {
  readonly id: string;
  readonly name: string;
  readonly published: boolean;
  /** The content's stale-save token: what the editor loaded or last saved. */
  readonly updatedAt?: string;
}

/**
 * Where the editor's edits stand: 'saving' while some are not yet acknowledged by the server, 'saved'
 * when all are, 'offline' while the connection is down (edits are kept and sent on reconnect), 'error'
 * when a save failed and the edits are only in the page.
 */
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'error' | 'offline';

export interface SaveProgress {
  readonly done: number;
  readonly total: number;
}

/**
 * Undo and redo as the editor's buttons, menu items and keys use them: the kernel's own history, or a
 * live channel's, which takes back only this editor's own commands.
 */
export interface EditHistory {
  readonly state$: Observable<UndoState>;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  undo(): boolean;
  redo(): boolean;
}

/**
 * How the editor saves what it edits (a template version or a shadow, over the live channel). The
 * editor's parts only see this; a web part's document channel (collab's) makes it.
 */
export interface EditorSaver {
  readonly status$: BehaviorSubject<SaveStatus>;
  /** Whether there are edits the server has not acknowledged yet. */
  readonly dirty: boolean;
  /**
   * A template's saver: the version its edits go into. A published one is never saved into: the server
   * makes a draft version of the edits, and the edits after it go there (absent for a shadow's saver).
   */
  readonly version$?: BehaviorSubject<OpenVersion>;
  /**
   * While several commands wait for the server (a big paste sent in parts): how many of those waiting
   * when it began are acknowledged; undefined when at most one waits.
   */
  readonly progress$?: BehaviorSubject<SaveProgress | undefined>;
  /**
   * A template's autosave switch (SPEC section 2's Developers menu; absent for a shadow): switched off, edits
   * wait for the Save button, which stands in for the status.
   */
  readonly autosave$?: BehaviorSubject<boolean>;
  /** Undo and redo of this editor's own edits; the kernel's history when absent. */
  readonly history?: EditHistory;
  /** Resolves once every edit made so far is acknowledged, or at once while offline (they wait there). */
  save(): Promise<void>;
  dispose(): void;
}
