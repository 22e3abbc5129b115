import { describe, expect, it } from 'vitest';
import { DATE_1904_OFFSET, dateToSerial, jsDateToSerial, serialToDate, serialWeekday } from '../../../plugins/workbook/dates.js';

describe('the two date systems', () => {
  it('counts 1904 serials from 1904-01-01 (serial 0), 1,462 days after the 1900 system', () => {
    expect(dateToSerial(1904, 1, 1, 1904)).toBe(0);
    expect(dateToSerial(1904, 1, 1)).toBe(DATE_1904_OFFSET);
    expect(serialToDate(0, 1904)).toEqual({ year: 1904, month: 1, day: 1 });
    expect(dateToSerial(2024, 1, 15, 1904)).toBe(43844);
    expect(dateToSerial(2024, 1, 15)).toBe(45306);
  });

  it('has no fictitious 1900-02-29 in the 1904 system, and reads every day back', () => {
    for (let serial = 0; serial < 3000; serial += 7) {
      const { year, month, day } = serialToDate(serial, 1904);
      expect(dateToSerial(year, month, day, 1904)).toBe(serial);
      expect(serialToDate(serial + DATE_1904_OFFSET)).toEqual({ year, month, day });
    }
  });

  it('gives 1904-01-01 its weekday, a Friday', () => {
    expect(serialWeekday(0, 1904)).toBe(5);
    expect(serialWeekday(DATE_1904_OFFSET)).toBe(5);
  });

  it("gives now's serial in either system", () => {
    const now = new Date(2024, 0, 15, 6, 0, 0);
    expect(jsDateToSerial(now, 1904)).toBe(43844.25);
    expect(jsDateToSerial(now)).toBe(45306.25);
  });
});
