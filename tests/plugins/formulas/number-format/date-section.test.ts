import { describe, expect, it } from 'vitest';
import { readDateSection, type DateSection } from '../../../../plugins/formulas/number-format/date-section.js';

const kinds = (section: string) => (readDateSection(section) as DateSection).codes.map((code) => code.kind);

describe('reading a date section', () => {
  it('reads m and mm as minutes after an hour or before a second, else as the month', () => {
    expect(kinds('h:mm')).toEqual(['hour', 'literal', 'minute']);
    expect(kinds('[h]:mm')).toEqual(['elapsed', 'literal', 'minute']);
    expect(kinds('mm:ss')).toEqual(['minute', 'literal', 'second']);
    expect(kinds('m/d/yy')).toEqual(['month', 'literal', 'day', 'literal', 'year']);
    expect(kinds('mm dd ss')).toEqual(['month', 'literal', 'day', 'literal', 'second']);
    expect(kinds('h:mm:mm')).toEqual(['hour', 'literal', 'minute', 'literal', 'month']);
    expect(kinds('hh:mmm')).toEqual(['hour', 'literal', 'month-name']);
  });

  it('reads the lengths of each code', () => {
    const section = readDateSection('yy yyy e bb bbbb d dd ddd dddd aaa mmmmm mmmmmm') as DateSection;
    expect(section.codes.filter((code) => code.kind !== 'literal')).toEqual([
      { kind: 'year', digits: 2, buddhist: false },
      { kind: 'year', digits: 4, buddhist: false },
      { kind: 'year', digits: 4, buddhist: false },
      { kind: 'year', digits: 2, buddhist: true },
      { kind: 'year', digits: 4, buddhist: true },
      { kind: 'day', pad: false },
      { kind: 'day', pad: true },
      { kind: 'weekday', form: 'short' },
      { kind: 'weekday', form: 'long' },
      { kind: 'weekday', form: 'short' },
      { kind: 'month-name', form: 'letter' },
      { kind: 'month-name', form: 'long' },
    ]);
  });

  it('reads fractions of a second after a time code, and the clock', () => {
    const section = readDateSection('h:mm:ss.00 AM/PM') as DateSection;
    expect(section.secondDecimals).toBe(2);
    expect(section.twelveHour).toBe(true);
    expect(section.codes.at(-1)).toEqual({ kind: 'meridiem', am: 'AM', pm: 'PM' });
    expect((readDateSection('h a/P') as DateSection).codes.at(-1)).toEqual({ kind: 'meridiem', am: 'a', pm: 'P' });
    expect(kinds('.0 ss')).toEqual(['literal', 'second']); // a point before any date code is a character
  });

  it('tells which limits apply: elapsed time alone has no upper date', () => {
    expect((readDateSection('[h]') as DateSection).checksRange).toBe(false);
    expect((readDateSection('[h]:mm') as DateSection).checksRange).toBe(true);
    expect((readDateSection('yyyy') as DateSection).showsTime).toBe(false);
  });

  it('prints quoted text, escapes, spacing and currency; drops colours, conditions and fills', () => {
    const section = readDateSection('[Red][<1][$€-409]"at "h\\h_)*-') as DateSection;
    expect(section.codes).toEqual([{ kind: 'literal', text: '€at ' }, { kind: 'hour', pad: false }, { kind: 'literal', text: 'h ' }]);
  });

  it('reads the system date and time codes as the English long date and time', () => {
    expect(kinds('[$-F800]')).toEqual(kinds('dddd, mmmm d, yyyy'));
    expect(kinds('[$-F400]h')).toEqual(kinds('h:mm:ss AM/PM'));
  });

  it('tells number sections apart, and leaves other calendars and languages to numfmt', () => {
    expect(readDateSection('#,##0.00')).toBe('number');
    expect(readDateSection('"yyyy" 0')).toBe('number');
    expect(readDateSection('0.0E+0')).toBe('number');
    expect(readDateSection('B2yyyy')).toBe('unsupported');
    expect(readDateSection('[$-407]mmmm')).toBe('unsupported');
    expect(readDateSection('[$-409]mmmm')).not.toBe('unsupported');
    expect(readDateSection('[$-en-GB]mmmm')).not.toBe('unsupported');
  });
});

describe('General', () => {
  it('is a number section', () => {
    expect(readDateSection('General')).toBe('number');
    expect(readDateSection('[Blue]General')).toBe('number');
  });
});
