import { describe, expect, it } from 'vitest';
import { GrowingDelay } from '../../../server/auth/growing-delay.js';
import { LoginThrottle } from '../../../server/auth/login-throttle.js';

describe('GrowingDelay', () => {
  it('lets the first failures through, then doubles the wait after each failure up to the maximum', () => {
    const delay = new GrowingDelay(3, 1000, 8000, 60_000);
    const t0 = 1_000_000;
    for (let i = 0; i < 3; i++) {
      expect(delay.retryAfter('k', t0)).toBe(0);
      delay.fail('k', t0);
    }
    expect(delay.retryAfter('k', t0)).toBe(1);
    expect(delay.retryAfter('k', t0 + 1000)).toBe(0);
    delay.fail('k', t0 + 1000);
    expect(delay.retryAfter('k', t0 + 1000)).toBe(2);
    delay.fail('k', t0 + 3000);
    delay.fail('k', t0 + 7000);
    expect(delay.retryAfter('k', t0 + 7000)).toBe(8);
    delay.fail('k', t0 + 15_000);
    expect(delay.retryAfter('k', t0 + 15_000)).toBe(8);
    expect(delay.retryAfter('other', t0 + 15_000)).toBe(0);
  });

  it('forgets a key after a success, or once forgetMs has passed since its last failure', () => {
    const delay = new GrowingDelay(1, 1000, 4000, 10_000);
    delay.fail('a', 0);
    delay.fail('a', 0);
    expect(delay.retryAfter('a', 0)).toBeGreaterThan(0);
    delay.succeed('a');
    expect(delay.retryAfter('a', 0)).toBe(0);
    delay.fail('b', 0);
    delay.fail('b', 0);
    delay.fail('b', 4000);
    expect(delay.retryAfter('b', 4000)).toBe(4);
    expect(delay.retryAfter('b', 14_000)).toBe(0);
    delay.fail('b', 14_000);
    expect(delay.retryAfter('b', 14_000)).toBe(1);
  });

  it('keeps at most maxKeys keys, dropping the oldest', () => {
    const delay = new GrowingDelay(0, 1000, 60_000, 60_000, 2);
    delay.fail('a', 0);
    delay.fail('b', 1);
    delay.fail('c', 2);
    expect(delay.retryAfter('a', 2)).toBe(0);
    expect(delay.retryAfter('c', 2)).toBeGreaterThan(0);
  });
});

describe('LoginThrottle (the per-address cap)', () => {
  it('refuses a key after its limit of failures within the window, until the window passes', () => {
    const cap = new LoginThrottle(3, 60_000);
    for (let i = 0; i < 3; i++) {
      expect(cap.retryAfter(['addr'], i)).toBe(0);
      cap.fail(['addr'], i);
    }
    expect(cap.retryAfter(['addr'], 10)).toBe(60);
    expect(cap.retryAfter(['other'], 10)).toBe(0);
    expect(cap.retryAfter(['addr'], 60_001)).toBe(0);
  });
});
