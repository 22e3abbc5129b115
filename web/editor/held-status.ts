import { distinctUntilChanged, type Observable, of, pairwise, startWith, switchMap, timer, map } from 'rxjs';
import type { SaveStatus } from '../plugin-api/index.js';

/** How long 'Saving...' stays after the last change is saved, in case another follows. */
export const SAVING_HELD_MS = 300;

/**
 * The status as the top bar shows it: 'Saving...' stays SAVING_HELD_MS after the last pending change is
 * saved, and goes at once if another edit comes meanwhile. Someone typing a cell or two a second then
 * sees 'Saving...' throughout instead of it and 'All changes saved' in turn, and the page does not lay
 * out and paint the top bar twice per edit (with co-editors' acknowledgements in a few milliseconds, that
 * was a third of an own edit's cost). Every other change (offline, an error) is shown at once.
 */
export function heldStatus(status$: Observable<SaveStatus>, heldMs = SAVING_HELD_MS): Observable<SaveStatus> {
  return status$.pipe(
    // A saver may tell the same status again (the live channel does at each of others' commands): that
    // must not end the wait, or 'Saving...' flips back at once.
    distinctUntilChanged(),
    startWith(undefined),
    pairwise(),
    switchMap(([before, status]) => (before === 'saving' && status === 'saved' ? timer(heldMs).pipe(map(() => status)) : of(status as SaveStatus))),
  );
}
