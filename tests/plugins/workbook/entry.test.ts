import { describe, expect, it } from 'vitest';
import { dateToSerial, normaliseFormulaText, parseEntry, readDateText } from '../../../plugins/workbook/index.js';

const TODAY = new Date(2026, 10, 21);

describe('parseEntry', () => {
  it('keeps a formula as typed', () => {
    expect(parseEntry('=SUM(A1:B2)')).toEqual({ kind: 'formula', formula: '=SUM(A1:B2)' });
  });

  it('stores a formula of only "=" as empty', () => {
    expect(parseEntry('=')).toEqual({ kind: 'empty' });
    expect(parseEntry('= ')).toEqual({ kind: 'empty' });
  });

  it('normalises smart quotes and dashes in formulas', () => {
    expect(parseEntry('=IF(A1=\u201Cyes\u201D,\u2018x\u2019,1\u20132\u20143)')).toEqual({ kind: 'formula', formula: '=IF(A1="yes",\'x\',1-2-3)' });
    expect(normaliseFormulaText('\u201Ca\u201D')).toBe('"a"');
  });

  it('reads empty and blank text as empty', () => {
    expect(parseEntry('')).toEqual({ kind: 'empty' });
    expect(parseEntry('   ')).toEqual({ kind: 'empty' });
  });

  it.each([
    ['42', 42], ['-3.5', -3.5], ['+7', 7], ['1,234,567.89', 1234567.89], ['.5', 0.5], [' 12 ', 12], ['0', 0], ['-0', 0],
  ])('reads %j as the number %d', (text, value) => {
    expect(parseEntry(text)).toEqual({ kind: 'value', value, type: 'NUMBER' });
  });

  it('gives a currency number format to amounts with $', () => {
    expect(parseEntry('$1,200.50')).toEqual({ kind: 'value', value: 1200.5, type: 'NUMBER', format: '$#,##0.00' });
    expect(parseEntry('-$5')).toEqual({ kind: 'value', value: -5, type: 'NUMBER', format: '$#,##0.00' });
    expect(parseEntry('$-5')).toEqual({ kind: 'value', value: -5, type: 'NUMBER', format: '$#,##0.00' });
  });

  it('gives type PERCENT to percentages, divided by 100 without binary noise, shown with the decimals typed', () => {
    expect(parseEntry('15%')).toEqual({ kind: 'value', value: 0.15, type: 'PERCENT', format: '0%' });
    expect(parseEntry('1.1%')).toEqual({ kind: 'value', value: 0.011, type: 'PERCENT', format: '0.0%' });
    expect(parseEntry('-2.50%')).toEqual({ kind: 'value', value: -0.025, type: 'PERCENT', format: '0.00%' });
  });

  it.each(['1,23', '12,3456', '1.2.3', '$', '%', '-', '+-1', '1e5', '12abc', '1 000'])('keeps %j as text', (text) => {
    expect(parseEntry(text)).toEqual({ kind: 'value', value: text, type: 'TEXT' });
  });

  it('reads TRUE and FALSE in any case as booleans', () => {
    expect(parseEntry('TRUE')).toEqual({ kind: 'value', value: true, type: 'BOOLEAN' });
    expect(parseEntry('false')).toEqual({ kind: 'value', value: false, type: 'BOOLEAN' });
  });

  it('reads dates as serials of type DATE with the m/d/yyyy format', () => {
    expect(parseEntry('2024-03-07')).toEqual({ kind: 'value', value: dateToSerial(2024, 3, 7), type: 'DATE', format: 'm/d/yyyy' });
  });

  it('keeps text as typed, spaces included, and drops a leading apostrophe', () => {
    expect(parseEntry(' hello ')).toEqual({ kind: 'value', value: ' hello ', type: 'TEXT' });
    expect(parseEntry("'123")).toEqual({ kind: 'value', value: '123', type: 'TEXT' });
  });
});

describe('readDateText', () => {
  it.each([
    ['2024-03-07', 2024, 3, 7],
    ['2024-3-7', 2024, 3, 7],
    ['03/07/2024', 2024, 3, 7],
    ['3/7/2024', 2024, 3, 7],
    ['Mar 2024', 2024, 3, 1],
    ['march 2024', 2024, 3, 1],
    ['Mar 7 2024', 2024, 3, 7],
    ['Mar 7, 2024', 2024, 3, 7],
    ['7 Mar 2024', 2024, 3, 7],
    ['7 March 2024', 2024, 3, 7],
    ['1900-01-01', 1900, 1, 1],
  ])('reads %j', (text, year, month, day) => {
    expect(readDateText(text, TODAY)).toBe(dateToSerial(year, month, day));
  });

  it('gives M/D dates the current year', () => {
    expect(readDateText('3/7', TODAY)).toBe(dateToSerial(2026, 3, 7));
    expect(readDateText('12/31', new Date(2030, 0, 1))).toBe(dateToSerial(2030, 12, 31));
  });

  it('refuses February 29 without a year in a year that has none', () => {
    expect(readDateText('2/29', new Date(2026, 0, 1))).toBeUndefined();
    expect(readDateText('2/29', new Date(2028, 0, 1))).toBe(dateToSerial(2028, 2, 29));
  });

  it.each(['2024-13-01', '2/30/2024', '1/5/24', '13/1', 'Foo 2024', '1899-12-31', 'hello', '2024'])('does not read %j as a date', (text) => {
    expect(readDateText(text, TODAY)).toBeUndefined();
  });
});

describe('dates typed into a workbook of the 1904 date system', () => {
  it('become its serials, and dates before 1904 stay text', () => {
    expect(parseEntry('2024-01-15', TODAY, 1904)).toMatchObject({ kind: 'value', value: 43844, type: 'DATE' });
    expect(parseEntry('1/1/1904', TODAY, 1904)).toMatchObject({ kind: 'value', value: 0, type: 'DATE' });
    expect(parseEntry('12/31/1903', TODAY, 1904)).toEqual({ kind: 'value', value: '12/31/1903', type: 'TEXT' });
    expect(readDateText('2024-01-15', TODAY, 1904)).toBe(dateToSerial(2024, 1, 15) - 1462);
  });
});
