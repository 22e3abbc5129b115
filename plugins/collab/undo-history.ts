import { BehaviorSubject, type Observable } from 'rxjs';
import type { DescribedChange, ExecutedCommand, Kernel } from '../../kernel/runtime.js';
import type { Workbook, WorkbookView } from '../workbook/index.js';
import { applyPatchesCommand, type ApplyPatchesParams } from './apply-patches.js';
import { invertChanges } from './invert-changes.js';
import { UNDO_INVALID_MESSAGE } from './messages.js';
import { changedPaths, undoPatches, type OwnChange } from './undo-patches.js';

/** One undoable change of one's own (a batch as one step), with the documents around it. */
export interface UndoStep extends OwnChange<Workbook> {
  batch?: number;
  structural: DescribedChange[];
  /** Set once its first command is acknowledged: `before` is the server's document from then on. */
  confirmedBefore?: boolean;
}

type Mode = 'normal' | 'undoing' | 'redoing';

type Path = readonly (string | number)[];

/**
 * A tab's own undo and redo stacks under co-editing (ClientSync's): undo takes back one's own steps only,
 * from the document as it is now (undo-patches.ts), as a `collab.apply-patches` command that travels like
 * any other; a step that can no longer be taken back is skipped with `skipped(message)`.
 */
export class UndoHistory {
  private readonly stateSubject = new BehaviorSubject({ canUndo: false, canRedo: false });
  private undoStack: UndoStep[] = [];
  private redoStack: UndoStep[] = [];
  private mode: Mode = 'normal';

  constructor(private readonly kernel: Kernel<Workbook, WorkbookView>, private readonly skipped: (message: string) => void) {}

  get state$(): Observable<{ canUndo: boolean; canRedo: boolean }> {
    return this.stateSubject.asObservable();
  }

  get canUndo(): boolean {
    return this.undoStack.length > 0;
  }

  get canRedo(): boolean {
    return this.redoStack.length > 0;
  }

  /** A loaded document starts a new history. */
  clear(): void {
    this.undoStack = [];
    this.redoStack = [];
    this.publish();
  }

  /**
   * An own command run from `before`: on the undo stack (a batch joins its step), or on the redo stack
   * when it is an undo's. Undefined for a command that is not undoable.
   */
  record(event: ExecutedCommand, before: Workbook): UndoStep | undefined {
    if (!event.undoable) return undefined;
    const target = this.mode === 'undoing' ? this.redoStack : this.undoStack;
    const last = target[target.length - 1];
    const after = this.kernel.store.state;
    if (this.mode === 'normal' && event.batch !== undefined && last?.batch === event.batch) {
      Object.assign(last, { after, paths: mergePaths(last.paths, changedPaths(event.patches)) });
      last.structural.push(...event.structural);
      return last;
    }
    const step: UndoStep = { before, after, paths: changedPaths(event.patches), batch: event.batch, structural: [...event.structural] };
    target.push(step);
    if (this.mode === 'normal') this.redoStack = [];
    this.publish();
    return step;
  }

  /** Takes back one's own last step (also after others' edits); false when there is none or it was skipped. */
  undo(): boolean {
    return this.replay(this.undoStack, 'undoing');
  }

  redo(): boolean {
    return this.replay(this.redoStack, 'redoing');
  }

  /**
   * An acknowledged step holds the server's documents around it and the paths its patches wrote (its ids
   * for new rows, its transformed params): undo restores what the server has.
   */
  acknowledged(step: UndoStep, patches: ExecutedCommand['patches'], confirmedBefore: Workbook, confirmedAfter: Workbook): void {
    const paths = changedPaths(patches);
    if (!step.confirmedBefore) Object.assign(step, { before: confirmedBefore, paths, confirmedBefore: true });
    else Object.assign(step, { paths: mergePaths(step.paths, paths) });
    Object.assign(step, { after: confirmedAfter });
  }

  /** A step whose command will not be made is forgotten (a batch's stays: its other commands were made). */
  drop(step: UndoStep): void {
    if (step.batch !== undefined) return;
    this.undoStack = this.undoStack.filter((other) => other !== step);
    this.redoStack = this.redoStack.filter((other) => other !== step);
    this.publish();
  }

  private replay(stack: UndoStep[], mode: Mode): boolean {
    const step = stack.pop();
    if (!step) return false;
    this.publish();
    const patches = undoPatches(this.kernel.store.state, step);
    if (patches === 'conflict') {
      this.skipped(UNDO_INVALID_MESSAGE);
      return false;
    }
    if (patches.length === 0) return false;
    const params: ApplyPatchesParams = { patches, structural: invertChanges(step.structural) };
    this.mode = mode;
    try {
      const outcome = this.kernel.bus.execute(applyPatchesCommand.id, params);
      if (!outcome.ok) this.skipped(UNDO_INVALID_MESSAGE);
      return outcome.ok;
    } finally {
      this.mode = 'normal';
      this.publish();
    }
  }

  private publish(): void {
    this.stateSubject.next({ canUndo: this.canUndo, canRedo: this.canRedo });
  }
}

function mergePaths(a: readonly Path[], b: readonly Path[]): Path[] {
  const seen = new Set(a.map((path) => JSON.stringify(path)));
  return [...a, ...b.filter((path) => !seen.has(JSON.stringify(path)))];
}
