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
  /** Saves now, or after the save under way. */
  save(): Promise<void>;
  dispose(): void;
}
