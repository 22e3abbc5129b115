import { describe } from 'vitest';
import { table } from '../shared/table.js';

/** Reference values computed to full precision (R, mpmath): the tails and inverses Excel gets right. */
describe('distributions to double precision', () => {
  table('GAMMALN', [[[100], 359.1342053695754], [[0.5], 0.5723649429247001]]);
  table('GAMMA', [[[0.5], 1.772453850905516], [[10.5], 1133278.3889487855], [[-0.5], -3.544907701811032]]);
  table('NORM.S.DIST', [[[-10, true], 7.619853024160527e-24], [[-5, true], 2.866515718791939e-7]]);
  table('NORM.S.INV', [[[1e-10], -6.361340902404056], [[0.975], 1.959963984540054]]);
  table('T.DIST.2T', [[[1, 1], 0.5]]);
  table('T.INV', [[[0.975, 1], 12.706204736174698], [[0.975, 30], 2.042272456301238]]);
  table('CHISQ.DIST.RT', [[[3.841458820694124, 1], 0.05], [[100, 10], 4.679993e-17]]);
  table('CHISQ.INV', [[[0.95, 1], 3.841458820694124], [[0.5, 100], 99.33412923311628]]);
  table('F.DIST.RT', [[[1, 10, 10], 0.5]]);
  table('F.INV', [[[0.95, 5, 10], 3.325834530413012]]);
  table('BETA.DIST', [[[0.5, 2, 2, true], 0.5]]);
  table('BETA.INV', [[[0.5, 2, 3], 0.38572756813238945]]);
  table('GAMMA.INV', [[[0.5, 1, 1], Math.LN2]]);
  table('POISSON.DIST', [[[1000, 1000, true], 0.5084093671685868]]);
  table('BINOM.DIST', [[[500, 1000, 0.5, true], 0.5126125090891598]]);
});
