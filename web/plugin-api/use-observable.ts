import { useSyncExternalStore } from 'react';
import type { BehaviorSubject, Observable } from 'rxjs';

/** The current value of a BehaviorSubject-like source, re-rendering when it changes. */
export function useObservable<T>(source: Observable<T> & { readonly value?: T }, current: () => T): T {
  return useSyncExternalStore(
    (onChange) => {
      const subscription = source.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    current,
  );
}

export function useSubject<T>(subject: BehaviorSubject<T>): T {
  return useObservable(subject, () => subject.value);
}
