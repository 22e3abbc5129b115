import { BehaviorSubject, type Subscription } from 'rxjs';
import { templateFileText } from '../../plugins/workbook/file/index.js';
import { api, ApiError } from '../api/client.js';
import type { EditorSaver } from './editor-saver.js';
import type { EditorSession } from './editor-session.js';
import { SerialSaves } from './serial-saves.js';

/** SPEC section 9: autosave 2000 ms after the last change. */
export const AUTOSAVE_DELAY_MS = 2000;

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'error' | 'conflict';

/** The texts of SPEC section 4 for each status ('All changes saved' only after a first save). */
/**
 * The words of the save status, always shown: 'All changes saved' from the moment the template loads
 * (nothing is unsaved yet), 'Unsaved changes' while an edit waits for the autosave.
 */
export function saveStatusText(status: SaveStatus, dirty: boolean): string {
  if ((status === 'idle' || status === 'saved') && dirty) return 'Unsaved changes';
  return { idle: 'All changes saved', saving: 'Saving...', saved: 'All changes saved', error: 'Save failed', conflict: 'This grid was changed elsewhere.' }[status];
}

/**
 * Saves the version a while after the last change, one save at a time; a save that fails keeps the
 * edits in the page and says so, and a stale save (409) is reported as a conflict, never retried over
 * the newer version.
 */
export class SaveController implements EditorSaver {
  readonly status$ = new BehaviorSubject<SaveStatus>('idle');
  readonly autosave$ = new BehaviorSubject(true);
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly serial = new SerialSaves(() => this.run());
  private readonly subscription: Subscription;

  constructor(
    private readonly session: EditorSession,
    private readonly gridId: string,
    private readonly versionId: string,
    private updatedAt: string | undefined,
  ) {
    this.subscription = session.kernel.bus.executed$.subscribe((event) => {
      if (event.source !== 'load' && event.autosave) this.schedule();
    });
  }

  get dirty(): boolean {
    return this.session.kernel.dirty.dirty;
  }

  schedule(): void {
    if (this.status$.value === 'conflict' || !this.autosave$.value) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.save();
    }, AUTOSAVE_DELAY_MS);
  }

  /** Saves now (the Save command and the shortcut), or after the save under way. */
  async save(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    return this.serial.save();
  }

  private async run(): Promise<void> {
    const dirty = this.session.kernel.dirty;
    this.status$.next('saving');
    dirty.markClean();
    const content = JSON.parse(templateFileText(this.session.workbook)) as Record<string, unknown>;
    try {
      const answer = await api.put<{ gridVersion: { updatedAt?: string } }>(
        `/api/grids/${encodeURIComponent(this.gridId)}/versions/${encodeURIComponent(this.versionId)}`,
        { gridVersion: { ...content, ...(this.updatedAt ? { updatedAt: this.updatedAt } : {}) } },
      );
      this.updatedAt = answer.gridVersion.updatedAt ?? this.updatedAt;
      // The flag was cleared when the save started: if it is set again, edits made during the save are
      // not in it and must stay unsaved (leaving the page or changing version still saves or asks).
      this.status$.next('saved');
    } catch (error) {
      // The edits stay in the page: mark them unsaved again so a later save carries them.
      this.status$.next(error instanceof ApiError && error.status === 409 ? 'conflict' : 'error');
      dirty.markDirty();
    }
  }

  /**
   * Leaving the editor (Exit, another grid) saves edits not saved yet: waiting for the autosave timer, or
   * left over from a failed save. Discarded edits were marked clean; a conflict's are never sent.
   */
  dispose(): void {
    const waiting = this.dirty && this.status$.value !== 'conflict';
    clearTimeout(this.timer);
    this.subscription.unsubscribe();
    if (waiting) void this.save();
  }
}
