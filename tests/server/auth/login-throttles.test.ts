import { describe, expect, it } from 'vitest';
import { GrowingDelay } from '../../../server/auth/growing-delay.js';
import { LoginThrottle } from '../../../server/auth/login-throttle.js';

describe('GrowingDelay', () => {
  it('lets the first failures through, then doubles the wait after each failure up to the maximum', async () => {
    const delay = new GrowingDelay({ free: 3, baseMs: 1000, maxMs: 8000, forgetMs: 60_000 });
    const t0 = 1_000_000;
    for (let i = 0; i < 3; i++) {
      expect(await delay.retryAfter('k', t0)).toBe(0);
      await delay.fail('k', t0);
    }
    expect(await delay.retryAfter('k', t0)).toBe(1);
    expect(await delay.retryAfter('k', t0 + 1000)).toBe(0);
    await delay.fail('k', t0 + 1000);
    expect(await delay.retryAfter('k', t0 + 1000)).toBe(2);
    await delay.fail('k', t0 + 3000);
    await delay.fail('k', t0 + 7000);
    expect(await delay.retryAfter('k', t0 + 7000)).toBe(8);
    await delay.fail('k', t0 + 15_000);
    expect(await delay.retryAfter('k', t0 + 15_000)).toBe(8);
    expect(await delay.retryAfter('other', t0 + 15_000)).toBe(0);
  });

  it('forgets a key after a success, or once forgetMs has passed since its last failure', async () => {
    const delay = new GrowingDelay({ free: 1, baseMs: 1000, maxMs: 4000, forgetMs: 10_000 });
    await delay.fail('a', 0);
    await delay.fail('a', 0);
    expect(await delay.retryAfter('a', 0)).toBeGreaterThan(0);
    await delay.succeed('a');
    expect(await delay.retryAfter('a', 0)).toBe(0);
    await delay.fail('b', 0);
    await delay.fail('b', 0);
    await delay.fail('b', 4000);
    expect(await delay.retryAfter('b', 4000)).toBe(4);
    expect(await delay.retryAfter('b', 14_000)).toBe(0);
    await delay.fail('b', 14_000);
    expect(await delay.retryAfter('b', 14_000)).toBe(1);
  });

  it('keeps at most maxKeys keys, dropping the oldest', async () => {
    const delay = new GrowingDelay({ free: 0, baseMs: 1000, maxMs: 60_000, forgetMs: 60_000, maxKeys: 2 });
    await delay.fail('a', 0);
    await delay.fail('b', 1);
    await delay.fail('c', 2);
    expect(await delay.retryAfter('a', 2)).toBe(0);
    expect(await delay.retryAfter('c', 2)).toBeGreaterThan(0);
  });
});

describe('LoginThrottle (the per-address cap)', () => {
  it('refuses a key after its limit of failures within the window, until the window passes', async () => {
    const cap = new LoginThrottle({ limit: 3, windowMs: 60_000 });
    for (let i = 0; i < 3; i++) {
      expect(await cap.retryAfter(['addr'], i)).toBe(0);
      await cap.fail(['addr'], i);
    }
    expect(await cap.retryAfter(['addr'], 10)).toBe(60);
    expect(await cap.retryAfter(['other'], 10)).toBe(0);
    expect(await cap.retryAfter(['addr'], 60_001)).toBe(0);
  });
});
