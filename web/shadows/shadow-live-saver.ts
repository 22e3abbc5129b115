import { BehaviorSubject, type Subscription } from 'rxjs';
import { api } from '../api/client.js';
import type { EditorSaver, SaveStatus } from '../plugin-api/index.js';
import type { EditorSession } from '../editor/editor-session.js';
import { SerialSaves } from '../editor/serial-saves.js';
import type { ShadowInputState } from './shadow-input.js';

export interface LiveShadowTarget {
  readonly token: string;
  /** The x-context header, when the address carried context. */
  readonly context?: string;
}

/** Why a Save could not be recorded while edits wait for the connection. */
export class UnsentEditsError extends Error {
  constructor() {
    super('Some edits have not reached the server yet.');
  }
}

/**
 * A shadow opened in its own version, edited live: its edits (its input among them) go over the live
 * channel as they are made, and its Save button (SPEC section 4: 'Save' or 'Done' with changes, 'Saving...',
 * 'Saved', 'Save Failed') records a save: it applies the input waiting in the Input section, waits until the
 * server has acknowledged every edit, then asks the server to record the save (`POST .../save`: the webhooks
 * get the outputs, with the address's x-context). Dirty means this page's own changes since its last Save,
 * not others' (another tab's edits are that tab's to save); the channel's own status words (saved as made,
 * offline) are `channel`'s.
 */
export class ShadowLiveSaver implements EditorSaver {
  readonly status$ = new BehaviorSubject<SaveStatus>('idle');
  readonly history: EditorSaver['history'];
  readonly progress$: EditorSaver['progress$'];
  private readonly serial = new SerialSaves(() => this.run());
  private readonly watching: Subscription;
  private ownChanges = false;

  constructor(readonly channel: EditorSaver, private readonly session: EditorSession, private readonly input: ShadowInputState, private readonly target: LiveShadowTarget) {
    this.history = channel.history;
    this.progress$ = channel.progress$;
    // After the kernel's own tracker (subscribed first), which marks every change, others' included.
    this.watching = session.kernel.bus.executed$.subscribe((event) => {
      if (event.source === 'command') this.ownChanges = true;
      this.showDirty();
    });
  }

  get dirty(): boolean {
    return this.ownChanges || this.input.pending !== undefined;
  }

  save(): Promise<void> {
    return this.serial.save();
  }

  dispose(): void {
    this.watching.unsubscribe();
    this.channel.dispose();
    this.status$.complete();
  }

  private async run(): Promise<void> {
    this.input.applyPending();
    // SPEC section 4: a save's start clears the dirty flag; what is changed meanwhile is the next save's.
    this.ownChanges = false;
    this.showDirty();
    this.status$.next('saving');
    try {
      await this.channel.save();
      if (this.channel.dirty) throw new UnsentEditsError();
      await api.post(`/api/shadows/${encodeURIComponent(this.target.token)}/save`, {}, this.target.context ? { headers: { 'x-context': this.target.context } } : {});
      this.status$.next('saved');
    } catch {
      this.ownChanges = true;
      this.showDirty();
      this.status$.next('error');
    }
  }

  /** The kernel's dirty flag, which the menus, the shortcut and the Save button read, says this page's. */
  private showDirty(): void {
    const flag = this.session.kernel.dirty;
    if (flag.dirty === this.dirty) return;
    if (this.dirty) flag.markDirty();
    else flag.markClean();
  }
}
