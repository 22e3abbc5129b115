import { BehaviorSubject } from 'rxjs';
import { templateFileText } from '../../plugins/workbook/file/index.js';
import { api } from '../api/client.js';
import type { EditorSession } from '../editor/editor-session.js';
import type { EditorSaver, SaveStatus } from '../plugin-api/index.js';
import { SerialSaves } from '../editor/serial-saves.js';
import type { ShadowInputState } from './shadow-input.js';

/** The members of the template file a shadow keeps as its own (PUT /api/shadows/{token}, SPEC section 7). */
const SHADOW_MEMBERS = ['sheetsById', 'sheetIds', 'namedRangesById', 'conditionalFormatsById', 'palettesById', 'tablesById'] as const;

export interface ShadowTarget {
  readonly token: string;
  readonly gridVersionId: string;
  /** Sent back as loaded: the server keeps it with the shadow. */
  readonly inputDependents: unknown;
  /** The x-context header, when the address carried context. */
  readonly context?: string;
  /**
   * Called after a save moved the shadow to this version with nothing left unsaved: the page opens it again,
   * now in its own version, so it is edited live. Saving the whole shadow again later would replace edits
   * other tabs made live in the meantime (acknowledged, so never to be lost).
   */
  readonly moved?: () => void;
}

/**
 * Saves a shadow opened in another version than its own (the Versions menu's Change Version) when its
 * Save button (or the shortcut, or the Input section's Save) is pressed: never on its own (SPEC section 4).
 * The whole shadow goes in one PUT, which moves it to that version; the input filled in meanwhile is applied
 * and sent with the sheets. A failed save keeps the edits in the page and unsaved. A shadow opened in its own
 * version is edited live instead (shadow-live-saver.ts), and so is this one once a save moved it (`moved`).
 */
export class ShadowSaveController implements EditorSaver {
  readonly status$ = new BehaviorSubject<SaveStatus>('idle');
  private readonly serial = new SerialSaves(() => this.run());
  /** An input applied by a save that did not reach the server: the next save sends it. */
  private unsavedInput: { readonly input: unknown } | undefined;

  /** `input` is the shadow's Input section's: a save applies the input waiting there and sends it. */
  constructor(private readonly session: EditorSession, private readonly target: ShadowTarget, private readonly input?: ShadowInputState) {}

  get dirty(): boolean {
    return this.session.kernel.dirty.dirty;
  }

  async save(): Promise<void> {
    return this.serial.save();
  }

  dispose(): void {
    this.status$.complete();
  }

  private async run(): Promise<void> {
    const dirty = this.session.kernel.dirty;
    if (this.input?.applyPending()) this.unsavedInput = { input: this.session.workbook.input };
    const sending = this.unsavedInput;
    this.status$.next('saving');
    dirty.markClean();
    try {
      await api.put(this.path(), { shadow: { ...this.body(), ...(sending ? { input: sending.input } : {}) } }, this.options());
      if (this.unsavedInput === sending) this.unsavedInput = undefined;
      this.status$.next('saved');
      if (!dirty.dirty) this.target.moved?.();
    } catch {
      this.status$.next('error');
      dirty.markDirty();
    }
  }

  private body(): Record<string, unknown> {
    const file = JSON.parse(templateFileText(this.session.workbook)) as Record<string, unknown>;
    const body: Record<string, unknown> = { gridVersionId: this.target.gridVersionId, inputDependents: this.target.inputDependents ?? {} };
    // A template without tables writes none: an empty record says so, rather than keeping the saved ones.
    for (const key of SHADOW_MEMBERS) body[key] = file[key] ?? (key === 'tablesById' ? {} : undefined);
    return body;
  }

  private path(): string {
    return `/api/shadows/${encodeURIComponent(this.target.token)}`;
  }

  private options() {
    return this.target.context ? { headers: { 'x-context': this.target.context } } : {};
  }
}
