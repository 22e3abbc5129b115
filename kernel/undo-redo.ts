import type { Patch } from 'immer';
import { BehaviorSubject, type Observable, type Subscription } from 'rxjs';
import type { ExecutedCommand } from './command.js';
import type { CommandBus } from './command-bus.js';
import type { DescribedChange } from './structural-change.js';

/** The undo history's length (SPEC section 9). */
export const UNDO_LIMIT = 100;

interface Step {
  readonly batch?: number;
  readonly patches: Patch[];
  readonly inversePatches: Patch[];
  readonly structural: DescribedChange[];
}

export interface UndoState {
  readonly canUndo: boolean;
  readonly canRedo: boolean;
}

/**
 * Records the patches of undoable commands and replays their inverses. Commands of one batch merge
 * into one step; loading a document clears the history.
 */
export class UndoRedoService<D> {
  private readonly undoStack: Step[] = [];
  private redoStack: Step[] = [];
  private readonly stateSubject = new BehaviorSubject<UndoState>({ canUndo: false, canRedo: false });
  private readonly subscription: Subscription;

  constructor(private readonly bus: CommandBus<D>, private readonly limit = UNDO_LIMIT) {
    this.subscription = bus.executed$.subscribe((event) => this.record(event));
  }

  get state$(): Observable<UndoState> {
    return this.stateSubject.asObservable();
  }

  get canUndo(): boolean {
    return this.undoStack.length > 0;
  }

  get canRedo(): boolean {
    return this.redoStack.length > 0;
  }

  undo(): boolean {
    const step = this.undoStack.pop();
    if (!step) return false;
    this.redoStack.push(step);
    this.bus.replay('undo', step.inversePatches, step.patches, step.structural);
    this.publish();
    return true;
  }

  redo(): boolean {
    const step = this.redoStack.pop();
    if (!step) return false;
    this.undoStack.push(step);
    this.bus.replay('redo', step.patches, step.inversePatches, step.structural);
    this.publish();
    return true;
  }

  clear(): void {
    this.undoStack.length = 0;
    this.redoStack = [];
    this.publish();
  }

  dispose(): void {
    this.subscription.unsubscribe();
  }

  private record(event: ExecutedCommand): void {
    if (event.source === 'load') return this.clear();
    if (event.source !== 'command' || !event.undoable) return;
    const last = this.undoStack[this.undoStack.length - 1];
    if (event.batch !== undefined && last?.batch === event.batch) {
      last.patches.push(...event.patches);
      // Inverse patches apply in reverse order: the newest change is undone first.
      last.inversePatches.unshift(...event.inversePatches);
      last.structural.push(...event.structural);
    } else {
      this.undoStack.push({ batch: event.batch, patches: [...event.patches], inversePatches: [...event.inversePatches], structural: [...event.structural] });
      if (this.undoStack.length > this.limit) this.undoStack.shift();
    }
    this.redoStack = [];
    this.publish();
  }

  private publish(): void {
    this.stateSubject.next({ canUndo: this.canUndo, canRedo: this.canRedo });
  }
}
