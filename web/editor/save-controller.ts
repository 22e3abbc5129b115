import { BehaviorSubject, type Subscription } from 'rxjs';
import { templateFileText } from '../../plugins/workbook/file/index.js';
import { api, ApiError } from '../api/client.js';
import type { EditorSaver, OpenVersion } from './editor-saver.js';
import type { EditorSession } from './editor-session.js';
import { SerialSaves } from './serial-saves.js';

/** A draft version's name: "Version N", N one more than the versions there are, or the first number not taken. */
export function draftName(taken: readonly string[]): string {
  const names = new Set(taken);
  let number = names.size + 1;
  while (names.has(`Version ${number}`)) number += 1;
  return `Version ${number}`;
}

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
 * the newer version. A published version is what the API and the grids read, so it is never saved into:
 * the first save makes a draft version (the template's current one, unpublished) and the saves after it
 * go there, until the author publishes it.
 */
export class SaveController implements EditorSaver {
  readonly status$ = new BehaviorSubject<SaveStatus>('idle');
  readonly autosave$ = new BehaviorSubject(true);
  readonly version$: BehaviorSubject<OpenVersion>;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly serial = new SerialSaves(() => this.run());
  private readonly subscription: Subscription;

  /** The names of the template's other versions, which a draft's name must not repeat. */
  private readonly otherNames: string[];

  constructor(private readonly session: EditorSession, private readonly gridId: string, version: OpenVersion, otherNames: readonly string[] = []) {
    this.version$ = new BehaviorSubject(version);
    this.otherNames = [...otherNames];
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
    const version = this.version$.value;
    try {
      if (version.published) {
        this.version$.next(await this.makeDraft(content));
      } else {
        const answer = await api.put<{ gridVersion: { updatedAt?: string } }>(
          `${this.gridPath()}/versions/${encodeURIComponent(version.id)}`,
          { gridVersion: { ...content, ...(version.updatedAt ? { updatedAt: version.updatedAt } : {}) } },
        );
        this.version$.next({ ...this.version$.value, updatedAt: answer.gridVersion.updatedAt ?? version.updatedAt });
      }
      // The flag was cleared when the save started: if it is set again, edits made during the save are
      // not in it and must stay unsaved (leaving the page or changing version still saves or asks).
      this.status$.next('saved');
    } catch (error) {
      // The edits stay in the page: mark them unsaved again so a later save carries them.
      this.status$.next(error instanceof ApiError && error.status === 409 ? 'conflict' : 'error');
      dirty.markDirty();
    }
  }

  /** A new version holding the edits (in a file's content its `name` is the version's, as on import). */
  private async makeDraft(content: Record<string, unknown>): Promise<OpenVersion> {
    const published = this.version$.value.name;
    const name = draftName([...this.otherNames, published]);
    const { gridVersion } = await api.post<{ gridVersion: OpenVersion }>(`${this.gridPath()}/versions`, { gridVersion: { ...content, name } });
    this.otherNames.push(published);
    return { id: gridVersion.id, name: gridVersion.name, published: false, updatedAt: gridVersion.updatedAt };
  }

  private gridPath(): string {
    return `/api/grids/${encodeURIComponent(this.gridId)}`;
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
