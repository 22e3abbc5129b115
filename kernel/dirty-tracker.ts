import { BehaviorSubject, type Observable, type Subscription } from 'rxjs';
import type { CommandBus } from './command-bus.js';

/**
 * Whether the document has changes not yet saved, derived from the command bus: any executed
 * command, undo or redo sets it; loading a document or starting or finishing a save clears it.
 */
export class DirtyTracker<D> {
  private readonly dirtySubject = new BehaviorSubject(false);
  private readonly subscription: Subscription;

  constructor(bus: CommandBus<D>) {
    this.subscription = bus.executed$.subscribe((event) => this.dirtySubject.next(event.source !== 'load'));
  }

  get dirty(): boolean {
    return this.dirtySubject.value;
  }

  get dirty$(): Observable<boolean> {
    return this.dirtySubject.asObservable();
  }

  /** Called when a save starts and when it finishes (SPEC section 4: either clears the flag). */
  markClean(): void {
    this.dirtySubject.next(false);
  }

  /** A save that failed leaves its changes unsaved. */
  markDirty(): void {
    this.dirtySubject.next(true);
  }

  dispose(): void {
    this.subscription.unsubscribe();
  }
}
