import { useCallback, useSyncExternalStore } from 'react';
import type { BehaviorSubject, Observable } from 'rxjs';

/**
 * `current()`, rendered again whenever `source` emits (a BehaviorSubject's value, or a store read when a
 * signal says it changed). The value is also the server snapshot: rendered to markup (a test of the assembled editor), the editor reads its stores as they are.
 */
export function useObservable<T>(source: Observable<unknown>, current: () => T): T {
  // One subscription while the source stays the same: a new one per render would unsubscribe and subscribe again each time.
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = source.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [source],
  );
  return useSyncExternalStore(subscribe, current, current);
}

export function useSubject<T>(subject: BehaviorSubject<T>): T {
  return useObservable(subject, () => subject.value);
}
