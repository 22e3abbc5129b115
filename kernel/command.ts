import type { Draft, Patch } from 'immer';
import type { Services } from './services.js';
import type { Steps } from './steps.js';
import type { DescribedChange, StructuralChange } from './structural-change.js';


/** What a running command may use besides its draft. */
export interface CommandContext<D> {
  /** Tells every plugin's adjusters about a structural change, inside the same draft. */
  adjust(change: StructuralChange): void;
  /**
   * Records a structural change in the executed event without telling the adjusters: for a change that
   * moves contents but leaves every range where it is (a sort), which readers of the event (the engine)
   * can apply faster than from the patches.
   */
  describe(change: DescribedChange): void;
  /** What plugins provide one another (kernel/services.ts): the workbook's ids, the formulas plugin's FormulaRebase. */
  readonly services: Services;
  /** The document before this command started (for reading positions before a change). */
  readonly before: D;
  /**
   * What the command's `prepare` steps gave, when a co-editing room prepared it ahead (absent otherwise).
   * Others' commands may have run since: `run` uses it only if it was made from what it reads now.
   */
  readonly prepared?: unknown;
}

/**
 * A user-level action on the document. `run` mutates the immer draft; throwing a UserError refuses the
 * action and leaves the document untouched.
 */
export interface CommandDefinition<P, D> {
  readonly id: string;
  /** Recorded for undo (default true). */
  readonly undoable?: boolean;
  /** Triggers autosave in the editor (default true). */
  readonly autosave?: boolean;
  /**
   * Its outcome depends only on the document and its params (no computed value, no clock, no id drawn):
   * a copy of the document can run it again instead of being sent its patches (co-editing: a sort of
   * 200k rows has 16 MB of patches and 1.3 MB of params).
   */
  readonly deterministic?: boolean;
  run(draft: Draft<D>, params: P, ctx: CommandContext<D>): void;
  /**
   * Co-editing rooms: the costly part of a big run (a sort of 200k rows) done ahead on `document`, in
   * steps (each `next()` a few milliseconds), so that the room runs others' commands between them and
   * then this one, given the steps' result as `ctx.prepared`. Undefined: nothing worth doing ahead (a
   * small command, or params the run will refuse). It reads only `document`, and changes nothing.
   */
  prepare?(document: D, params: P): Steps<unknown> | undefined;
  /**
   * Co-editing: the params this command would have had if it had been made after `change`, a structural
   * change someone else made concurrently on `before`; `services` are the kernel's services (the formulas
   * plugin's FormulaRebase, for formula texts). It returns params of the same shape (typed `unknown` so
   * that manifests' lists of commands of any params stay assignable), or `undefined` to drop the command: what it targets was
   * deleted. Absent: the kernel's rebasePositions (row, col, area, cells of the changed sheet).
   */
  rebase?(params: P, change: DescribedChange, before: D, services: Services): unknown;
}

/**
 * Where a co-editing change came from, for the developer log and the evaluation log: `remote` marks a
 * command another author made (with who and its seq), `rebase` one's own pending command taken back or
 * run again around a remote one.
 */
export interface RemoteMark {
  readonly kind: 'remote' | 'rebase';
  readonly author?: { readonly userId: string; readonly name: string };
  readonly seq?: number;
}

/** Emitted on `executed$` after each command, undo or redo that changed the document. */
export interface ExecutedCommand {
  readonly id: string;
  readonly params: unknown;
  readonly patches: readonly Patch[];
  readonly inversePatches: readonly Patch[];
  readonly undoable: boolean;
  readonly autosave: boolean;
  /** Commands executed inside one `batch` share this number and undo as one step. */
  readonly batch?: number;
  /**
   * 'undo' and 'redo' replay recorded patches; 'load' replaces the whole document. Co-editing: 'remote'
   * applies changes made elsewhere, forward (a remote command's patches, one's own pending command run
   * again); 'take-back' undoes one's own pending commands before a remote one (followers treat it as an
   * undo: its structural changes are taken back, last first). Neither is recorded for undo.
   */
  readonly source: ExecutedSource;
  /** Set on co-editing events ('remote' and 'take-back'). */
  readonly remote?: RemoteMark;
  /**
   * The structural changes the command described to the adjusters (`ctx.adjust`) or recorded
   * (`ctx.describe`), in order, for followers that cannot read them from the patches (cells shifted
   * move contents between ids, a sort permutes rows). A redo
   * carries the changes it makes again; an undo the changes it takes back, which followers invert, last
   * first. Empty when there were none.
   */
  readonly structural: readonly DescribedChange[];
}

export type ExecutedSource = 'command' | 'undo' | 'redo' | 'load' | 'remote' | 'take-back';

/** Whether an event takes changes back (its structural changes are inverted, last first). */
export function takesBack(source: ExecutedSource): boolean {
  return source === 'undo' || source === 'take-back';
}

export type CommandResult = { readonly ok: true } | { readonly ok: false; readonly error: string; readonly title: string };

/** Emitted on `before$`; a subscriber may veto the command with a user-facing reason. */
export interface PendingCommand {
  readonly id: string;
  readonly params: unknown;
  veto(reason: string): void;
}

/** Adjusts a plugin's ranges in the draft after a structural change. */
export type Adjuster<D> = (draft: Draft<D>, change: StructuralChange, before: D) => void;
