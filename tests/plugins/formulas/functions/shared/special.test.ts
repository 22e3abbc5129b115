import { describe, expect, it } from 'vitest';
import { erfc, gamma, incompleteBeta, invertCdf, logGamma, lowerGamma, upperGamma } from '../../../../../plugins/formulas/functions/shared/special.js';

const close = (actual: number, expected: number, relative = 1e-13) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(Math.abs(expected) * relative + 1e-300);

describe('special functions', () => {
  it('log-gamma and gamma match known values to about 1e-14', () => {
    close(logGamma(100), 359.1342053695754);
    close(logGamma(0.1), 2.252712651734206);
    close(gamma(5), 24);
    close(gamma(0.5), Math.sqrt(Math.PI));
    close(gamma(-1.5), 2.363271801207355);
  });

  it('incomplete gamma in both tails', () => {
    close(lowerGamma(1, 1), 1 - Math.exp(-1));
    close(upperGamma(1, 30), Math.exp(-30));
    close(lowerGamma(5, 0), 0);
  });

  it('incomplete beta, symmetric and at the ends', () => {
    close(incompleteBeta(0.5, 3, 3), 0.5);
    close(incompleteBeta(0.2, 1, 1), 0.2);
    close(incompleteBeta(0.3, 2, 5), 0.579825);
    expect(incompleteBeta(0, 2, 2)).toBe(0);
    expect(incompleteBeta(1, 2, 2)).toBe(1);
  });

  it('erfc keeps relative precision far in the tail', () => {
    close(erfc(0), 1);
    close(erfc(5), 1.5374597944280349e-12);
    close(erfc(-1), 1.8427007929497148);
  });

  it('inverts a cdf inside its bracket even from a bad guess', () => {
    close(invertCdf((x) => 1 - Math.exp(-x), (x) => Math.exp(-x), 0.5, 1e6, 0, Infinity), Math.LN2, 1e-12);
  });
});
