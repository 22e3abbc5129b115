import { BehaviorSubject } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { heldStatus, SAVING_HELD_MS } from '../../../web/editor/held-status.js';
import type { SaveStatus } from '../../../web/plugin-api/index.js';

/** A saver's status from `initial`, and what the top bar shows of it. */
function watchShown(initial: SaveStatus) {
  const status = new BehaviorSubject<SaveStatus>(initial);
  const shown: SaveStatus[] = [];
  const subscription = heldStatus(status).subscribe((value) => shown.push(value));
  return { status, shown, stop: () => subscription.unsubscribe() };
}

describe('heldStatus', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("keeps 'saving' a moment after the last change is saved, through edits that follow meanwhile", () => {
    const { status, shown, stop } = watchShown('saved');
    status.next('saving');
    status.next('saved');
    vi.advanceTimersByTime(SAVING_HELD_MS - 1);
    status.next('saving');
    status.next('saved');
    vi.advanceTimersByTime(SAVING_HELD_MS - 1);
    expect(shown).toEqual(['saved', 'saving', 'saving']);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual(['saved', 'saving', 'saving', 'saved']);
    stop();
  });

  it("keeps 'saving' when the saver tells 'saved' again meanwhile (at each of others' commands)", () => {
    const { status, shown, stop } = watchShown('saved');
    status.next('saving');
    status.next('saved');
    status.next('saved');
    vi.advanceTimersByTime(SAVING_HELD_MS - 1);
    expect(shown).toEqual(['saved', 'saving']);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual(['saved', 'saving', 'saved']);
    stop();
  });

  it('shows going offline and a failure at once', () => {
    const { status, shown, stop } = watchShown('saving');
    status.next('offline');
    status.next('error');
    expect(shown).toEqual(['saving', 'offline', 'error']);
    stop();
  });
});
