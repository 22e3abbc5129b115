import { produce, type Draft } from 'immer';
import { BehaviorSubject, type Observable } from 'rxjs';
import { KernelError } from './errors.js';

/** A change to view state (selection, zoom, active sheet...): never undoable, never dirties the document. */
export interface OperationDefinition<P, V> {
  readonly id: string;
  run(draft: Draft<V>, params: P): void;
}

/** Holds the view state, separate from the persisted document. */
export class ViewStore<V> {
  private readonly subject: BehaviorSubject<V>;
  private readonly operations = new Map<string, OperationDefinition<unknown, V>>();

  constructor(initial: V) {
    this.subject = new BehaviorSubject(initial);
  }

  get state(): V {
    return this.subject.value;
  }

  get state$(): Observable<V> {
    return this.subject.asObservable();
  }

  register<P>(operation: OperationDefinition<P, V>): void {
    if (this.operations.has(operation.id)) throw new KernelError(`Operation "${operation.id}" is registered twice.`);
    this.operations.set(operation.id, operation as OperationDefinition<unknown, V>);
  }

  has(id: string): boolean {
    return this.operations.has(id);
  }

  run<P>(id: string, params: P): void {
    const operation = this.operations.get(id);
    if (!operation) throw new KernelError(`Unknown operation "${id}".`);
    const next = produce(this.subject.value, (draft) => operation.run(draft, params));
    if (next !== this.subject.value) this.subject.next(next);
  }
}
