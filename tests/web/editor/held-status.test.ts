import { BehaviorSubject } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { heldStatus, SAVING_HELD_MS } from '../../../web/editor/held-status.js';
import type { SaveStatus } from '../../../web/plugin-api/index.js';

describe('heldStatus', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("keeps 'saving' a moment after the last change is saved, through edits that follow meanwhile", () => {
    const status = new BehaviorSubject<SaveStatus>('saved');
    const shown: SaveStatus[] = [];
    const subscription = heldStatus(status).subscribe((value) => shown.push(value));
    status.next('saving');
    status.next('saved');
    vi.advanceTimersByTime(SAVING_HELD_MS - 1);
    status.next('saving');
    status.next('saved');
    vi.advanceTimersByTime(SAVING_HELD_MS - 1);
    expect(shown).toEqual(['saved', 'saving', 'saving']);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual(['saved', 'saving', 'saving', 'saved']);
    subscription.unsubscribe();
  });

  it('shows going offline and a failure at once', () => {
    const status = new BehaviorSubject<SaveStatus>('saving');
    const shown: SaveStatus[] = [];
    const subscription = heldStatus(status).subscribe((value) => shown.push(value));
    status.next('offline');
    status.next('error');
    expect(shown).toEqual(['saving', 'offline', 'error']);
    subscription.unsubscribe();
  });
});
