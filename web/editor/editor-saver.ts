import type { BehaviorSubject } from 'rxjs';
import type { SaveStatus } from './save-controller.js';

/** The version a template's edits are saved into, as the editor shows it. */
export interface OpenVersion {
  readonly id: string;
  readonly name: string;
  readonly published: boolean;
  /** The content's stale-save token: what the editor loaded or last saved. */
  readonly updatedAt?: string;
}

/**
 * How the editor saves what it edits: a template version (autosaved) or a shadow (saved with its Save
 * button). The editor's parts only see this.
 */
export interface EditorSaver {
  readonly status$: BehaviorSubject<SaveStatus>;
  /** Whether there are edits not saved yet. */
  readonly dirty: boolean;
  /**
   * Whether edits save themselves (a template version; the Developers menu's Autosave switches it off, and
   * a Save button stands in). Absent for savers that never autosave (a shadow's).
   */
  readonly autosave$?: BehaviorSubject<boolean>;
  /**
   * A template's saver: the version its saves go into. A published one is never saved into: the first save
   * makes a draft version of the edits, and the saves after it go there (absent for a shadow's saver).
   */
  readonly version$?: BehaviorSubject<OpenVersion>;
  /** Saves now, or after the save under way. */
  save(): Promise<void>;
  dispose(): void;
}
