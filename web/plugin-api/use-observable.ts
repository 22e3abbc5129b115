import { useSyncExternalStore } from 'react';
import type { BehaviorSubject, Observable } from 'rxjs';

/**
 * The current value of a BehaviorSubject-like source, re-rendering when it changes. The value is also the
 * server snapshot: rendered to markup (a test of the assembled editor), the editor reads its stores as they are.
 */
export function useObservable<T>(source: Observable<T> & { readonly value?: T }, current: () => T): T {
  return useSyncExternalStore(
    (onChange) => {
      const subscription = source.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    current,
    current,
  );
}

export function useSubject<T>(subject: BehaviorSubject<T>): T {
  return useObservable(subject, () => subject.value);
}
