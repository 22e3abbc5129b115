import { BehaviorSubject, distinctUntilChanged, map, type Subscription } from 'rxjs';
import type { SetInputParams } from '../../plugins/input-form/index.js';
import type { ShadowInput } from '../plugin-api/index.js';
import type { EditorSession } from '../editor/editor-session.js';

/** The overrides of the address's inputOverridesUrl, laid over the shadow's input (as the server does). */
export type InputOverrides = Readonly<Record<string, unknown>> | undefined;

/** The input the grid computes with: the shadow's, with the overrides' top-level keys replacing its own. */
export function withOverrides(input: unknown, overrides: InputOverrides): unknown {
  if (!overrides) return input;
  const base = typeof input === 'object' && input !== null && !Array.isArray(input) ? input : {};
  return { ...base, ...overrides };
}

/**
 * What the person typed, to store as the shadow's own input: the Input section proposes the input it shows
 * (the overrides laid over the own one), so a top-level key the overrides cover whose value is still the
 * override's keeps the shadow's own value (or stays absent); every other key, changed or not, is as proposed.
 */
export function typedInput(proposed: unknown, own: unknown, overrides: InputOverrides): unknown {
  if (!overrides || !isObject(proposed)) return proposed;
  const ownObject = isObject(own) ? own : {};
  const typed: Record<string, unknown> = { ...proposed };
  for (const key of Object.keys(overrides)) {
    if (!(key in proposed) || !sameJson(proposed[key], overrides[key])) continue;
    if (key in ownObject) typed[key] = ownObject[key];
    else delete typed[key];
  }
  return typed;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const sameJson = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * A shadow's input between its Input section and the document. The input is a slot of the shadow's
 * document (`input`, plugins/input-form), so it follows the document: set here, by another tab (over the
 * live channel) or by a reload, the grid recomputes with it. A filled-in input waits (the shadow is
 * unsaved meanwhile) until Save applies it, as the command `input-form.set-input`.
 */
export class ShadowInputState implements ShadowInput {
  readonly applied$: BehaviorSubject<unknown>;
  private waiting: { readonly input: unknown } | undefined;
  private readonly following: Subscription;

  constructor(private readonly session: EditorSession, private readonly overrides: InputOverrides = undefined) {
    this.applied$ = new BehaviorSubject(session.input);
    this.following = session.kernel.store.state$.pipe(map((document) => document.input), distinctUntilChanged()).subscribe((input) => this.follow(input));
  }

  get pending(): unknown {
    return this.waiting?.input;
  }

  propose(input: unknown): void {
    this.waiting = input === undefined ? undefined : { input };
    if (this.waiting) this.session.kernel.dirty.markDirty();
  }

  /** Save: the waiting input, if any, becomes the shadow's (a command: it travels and is saved like an edit). */
  applyPending(): boolean {
    const applied = this.waiting;
    if (!applied) return false;
    this.waiting = undefined;
    const params: SetInputParams = { input: typedInput(applied.input, this.session.workbook.input, this.overrides) };
    return this.session.kernel.execute('input-form.set-input', params).ok;
  }

  dispose(): void {
    this.following.unsubscribe();
    this.applied$.complete();
  }

  private follow(input: unknown): void {
    if (input === undefined) return;
    const computed = withOverrides(input, this.overrides);
    this.session.setInput(computed);
    this.applied$.next(computed);
  }
}
