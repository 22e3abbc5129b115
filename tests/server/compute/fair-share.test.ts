import { describe, expect, it } from 'vitest';
import { FairShare, workersPerAccount } from '../../../server/compute/fair-share.js';

/** Takes every task that may start now: [account, task] in the order they start. */
function startable(share: FairShare<string>): [number, string][] {
  const started: [number, string][] = [];
  for (let next = share.take(); next; next = share.take()) started.push([next.account, next.task]);
  return started;
}

describe('FairShare: the compute workers shared between accounts', () => {
  it('keeps one worker for other accounts when there are several', () => {
    expect([1, 2, 3, 8].map(workersPerAccount)).toEqual([1, 1, 2, 7]);
  });

  it('never lets one account\'s queue hold another\'s next task: a waiting account starts on the worker kept free', () => {
    const share = new FairShare<string>({ workers: 2, queuedPerAccount: 100 });
    for (let i = 0; i < 10; i++) share.add(1, `a${i}`);
    expect(startable(share)).toEqual([[1, 'a0']]);
    share.add(2, 'b0');
    expect(startable(share)).toEqual([[2, 'b0']]);
  });

  it('serves accounts in turns, oldest task first within each', () => {
    const share = new FairShare<string>({ workers: 4, queuedPerAccount: 100 });
    for (const task of ['a0', 'a1', 'a2']) share.add(1, task);
    for (const task of ['b0', 'b1']) share.add(2, task);
    share.add(3, 'c0');
    expect(startable(share)).toEqual([[1, 'a0'], [2, 'b0'], [3, 'c0'], [1, 'a1']]);
    share.release(2);
    expect(startable(share)).toEqual([[2, 'b1']]);
    share.release(1);
    share.release(1);
    expect(startable(share)).toEqual([[1, 'a2']]);
  });

  it('starts nothing past the workers, and the next task once one is given back', () => {
    const share = new FairShare<string>({ workers: 2, queuedPerAccount: 100 });
    share.add(1, 'a0');
    share.add(2, 'b0');
    share.add(3, 'c0');
    expect(startable(share)).toEqual([[1, 'a0'], [2, 'b0']]);
    expect(share.running).toBe(2);
    expect(share.queued).toBe(1);
    share.release(1);
    expect(startable(share)).toEqual([[3, 'c0']]);
  });

  it('refuses a task past the account\'s queue, and drops a waiting task taken out', () => {
    const share = new FairShare<string>({ workers: 1, queuedPerAccount: 2 });
    expect(share.add(1, 'a0')).toBe(true);
    expect(share.add(1, 'a1')).toBe(true);
    expect(share.add(1, 'a2')).toBe(false);
    expect(share.add(2, 'b0')).toBe(true);
    expect(share.remove(1, 'a0')).toBe(true);
    expect(share.remove(1, 'a0')).toBe(false);
    expect(startable(share)).toEqual([[1, 'a1']]);
  });

  it('lets an account use the one worker there is', () => {
    const share = new FairShare<string>({ workers: 1, queuedPerAccount: 10 });
    share.add(1, 'a0');
    share.add(1, 'a1');
    expect(startable(share)).toEqual([[1, 'a0']]);
    share.release(1);
    expect(startable(share)).toEqual([[1, 'a1']]);
  });
});

describe('FairShare: background tasks (runs\' batches)', () => {
  it('lets background tasks fill every worker while no request\'s task waits', () => {
    const share = new FairShare<string>({ workers: 2, queuedPerAccount: 100 });
    for (let i = 0; i < 4; i++) share.add(1, `r${i}`, true);
    expect(startable(share)).toEqual([[1, 'r0'], [1, 'r1']]);
  });

  it('starts a waiting request\'s task before the next background task, of another account or of the run\'s own', () => {
    const share = new FairShare<string>({ workers: 2, queuedPerAccount: 100 });
    for (let i = 0; i < 4; i++) share.add(1, `r${i}`, true);
    startable(share);
    share.add(2, 'b0');
    share.add(1, 'a0');
    expect(startable(share)).toEqual([]);
    share.release(1, true);
    expect(startable(share)).toEqual([[2, 'b0']]);
    share.release(1, true);
    expect(startable(share)).toEqual([[1, 'a0']]);
    share.release(2);
    expect(startable(share)).toEqual([[1, 'r2']]);
  });

  it('serves the background tasks of several accounts in turns', () => {
    const share = new FairShare<string>({ workers: 3, queuedPerAccount: 100 });
    for (const task of ['a0', 'a1', 'a2']) share.add(1, task, true);
    for (const task of ['b0', 'b1']) share.add(2, task, true);
    expect(startable(share)).toEqual([[1, 'a0'], [2, 'b0'], [1, 'a1']]);
    expect(share.queued).toBe(2);
  });
});
