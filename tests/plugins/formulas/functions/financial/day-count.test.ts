import { describe, expect, it } from 'vitest';
import { days360, yearFrac } from '../../../../../plugins/formulas/functions/financial/day-count.js';
import { dateToSerial } from '../../../../../plugins/workbook/dates.js';
import { call } from '../call.js';
import { near } from './near.js';

const d = dateToSerial;

describe('30/360 day counts', () => {
  it('US: a start on the last day of February counts as the 30th, and an end on the 31st then stays 31', () => {
    expect(days360(d(2021, 2, 28), d(2021, 3, 31), 'us')).toBe(31);
    expect(days360(d(2021, 2, 28), d(2022, 2, 28), 'us')).toBe(360);
    expect(days360(d(2021, 1, 30), d(2021, 3, 31), 'us')).toBe(60);
  });

  it('US with both ends moved: a coupon period ending at the end of February is a whole period', () => {
    expect(days360(d(2020, 8, 31), d(2021, 2, 28), 'us-both')).toBe(180);
    expect(days360(d(2020, 8, 31), d(2021, 2, 28), 'us')).toBe(178);
  });

  it('European: every 31st counts as the 30th', () => {
    expect(days360(d(2021, 2, 28), d(2021, 3, 31), 'european')).toBe(32);
  });
});

describe('securities count days as YEARFRAC does', () => {
  it('ACCRINTM and DISC over an end-of-February start under basis 0', () => {
    expect(yearFrac(d(2021, 2, 28), d(2021, 3, 31), 0)).toBe(31 / 360);
    near(call('ACCRINTM', [d(2021, 2, 28), d(2021, 3, 31), 0.1, 1000, 0]), (1000 * 0.1 * 31) / 360);
    near(call('DISC', [d(2021, 2, 28), d(2021, 3, 31), 99, 100, 0]), (0.01 * 360) / 31);
  });
});
