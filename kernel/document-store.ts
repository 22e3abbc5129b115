import { BehaviorSubject, type Observable } from 'rxjs';

/**
 * Holds the persisted document. It only ever holds whole immutable states: the command bus produces
 * them, so nothing else writes here.
 */
export class DocumentStore<D> {
  private readonly subject: BehaviorSubject<D>;

  constructor(initial: D) {
    this.subject = new BehaviorSubject(initial);
  }

  get state(): D {
    return this.subject.value;
  }

  get state$(): Observable<D> {
    return this.subject.asObservable();
  }

  /** Used by the command bus only. */
  set(next: D): void {
    this.subject.next(next);
  }
}
