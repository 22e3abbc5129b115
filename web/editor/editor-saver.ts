import type { BehaviorSubject } from 'rxjs';
import type { SaveStatus } from './save-controller.js';

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
  /** Saves now, or after the save under way. */
  save(): Promise<void>;
  dispose(): void;
}
