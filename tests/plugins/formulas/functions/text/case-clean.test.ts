import { describe } from 'vitest';
import { table } from './table.js';

describe('LOWER, UPPER, PROPER, TRIM, CLEAN, ASC', () => {
  table([
    ['LOWER', ['E. E. Cummings'], 'e. e. cummings'],
    ['LOWER', ['Apt. 2B'], 'apt. 2b'],
    ['LOWER', [true], 'true'],
    ['UPPER', ['total'], 'TOTAL'],
    ['UPPER', [12.5], '12.5'],
    ['PROPER', ['this is a TITLE'], 'This Is A Title'],
    ['PROPER', ['2-way street'], '2-Way Street'],
    ['PROPER', ['76BudGet'], '76Budget'],
    ['PROPER', ["it's"], "It'S"],
    ['TRIM', [' First Quarter   Earnings '], 'First Quarter Earnings'],
    ['TRIM', ['a\u00a0 b'], 'a\u00a0 b'],
    ['TRIM', ['\ta  b\t'], '\ta b\t'],
    ['TRIM', ['   '], ''],
    ['CLEAN', ['\u0009Monthly report\u000a'], 'Monthly report'],
    ['CLEAN', ['a\u007fb'], 'a\u007fb'],
    ['ASC', ['ＡＢＣ１２３'], 'ABC123'],
    ['ASC', ['ｅｘｃｅｌ\u3000！'], 'excel !'],
    ['ASC', ['plain'], 'plain'],
  ]);
});
