import { BehaviorSubject } from 'rxjs';
import type { ShadowInput } from '../plugin-api/index.js';
import type { EditorSession } from '../editor/editor-session.js';

/** An input taken for a save: the one Save applied. */
export interface AppliedInput {
  readonly input: unknown;
}

/**
 * A shadow's input between its Input section and its save: a filled-in input waits (the shadow is unsaved
 * meanwhile) until Save applies it to the session, so the grid recomputes with it, and sends it.
 */
export class ShadowInputState implements ShadowInput {
  readonly applied$: BehaviorSubject<unknown>;
  private waiting: AppliedInput | undefined;

  constructor(private readonly session: EditorSession) {
    this.applied$ = new BehaviorSubject(session.input);
  }

  get pending(): unknown {
    return this.waiting?.input;
  }

  propose(input: unknown): void {
    this.waiting = input === undefined ? undefined : { input };
    if (this.waiting) this.session.kernel.dirty.markDirty();
  }

  /** Save: the waiting input, if any, becomes the grid's; answers it to be sent. */
  applyPending(): AppliedInput | undefined {
    const applied = this.waiting;
    if (!applied) return undefined;
    this.waiting = undefined;
    this.session.setInput(applied.input);
    this.applied$.next(applied.input);
    return applied;
  }

  dispose(): void {
    this.applied$.complete();
  }
}
