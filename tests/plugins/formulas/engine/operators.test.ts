import { describe, expect, it } from 'vitest';
import { Book, evaluate } from './helpers.js';

describe('engine: operators and coercion', () => {
  it('follows Excel precedence', () => {
    expect(evaluate('=-2^2')).toBe(4);
    expect(evaluate('=2^3^2')).toBe(64);
    expect(evaluate('=1+2*3')).toBe(7);
    expect(evaluate('=50%*2')).toBe(1);
    expect(evaluate('=(1+2)*3')).toBe(9);
  });
  it('coerces text numbers, booleans and empty cells in arithmetic', () => {
    expect(evaluate('="3"+4')).toBe(7);
    expect(evaluate('=TRUE+1')).toBe(2);
    expect(evaluate('=B9+1')).toBe(1);
    expect(evaluate('="$1,000"*2')).toBe(2000);
    expect(evaluate('="abc"+1')).toBe('#VALUE!');
  });
  it('concatenates with numberToText', () => {
    expect(evaluate('="a"&1.5&TRUE')).toBe('a1.5TRUE');
    expect(evaluate('=1/3&""')).toBe('0.333333333333333');
    expect(evaluate('=B9&"x"')).toBe('x');
  });
  it('writes whole numbers in full below 1E+15 and in scientific notation from it', () => {
    expect(evaluate('=100000&""')).toBe('100000');
    expect(evaluate('=999999999999999&""')).toBe('999999999999999');
    expect(evaluate('=-999999999999999&""')).toBe('-999999999999999');
    expect(evaluate('=1E+15&""')).toBe('1E+15');
    expect(evaluate('=-1E+15&""')).toBe('-1E+15');
    expect(evaluate('=123456789012345678&""')).toBe('1.23456789012346E+17');
    expect(evaluate('=-0&""')).toBe('0');
  });
  it('compares text case-insensitively, numbers below text below booleans', () => {
    expect(evaluate('="abc"="ABC"')).toBe(true);
    expect(evaluate('="a"<"B"')).toBe(true);
    expect(evaluate('=1<"1"')).toBe(true);
    expect(evaluate('="z"<TRUE')).toBe(true);
    expect(evaluate('=B9=""')).toBe(true);
    expect(evaluate('=B9=0')).toBe(true);
    expect(evaluate('=B9<>FALSE')).toBe(false);
  });
  it('gives arithmetic errors', () => {
    expect(evaluate('=1/0')).toBe('#DIV/0!');
    expect(evaluate('=0^0')).toBe('#NUM!');
    expect(evaluate('=(-8)^(1/3)')).toBe('#NUM!');
    expect(evaluate('=10^400')).toBe('#NUM!');
  });
  it('propagates the left error first', () => {
    expect(evaluate('=#N/A+1/0')).toBe('#N/A');
    expect(evaluate('=1/0&#N/A')).toBe('#DIV/0!');
  });
  it('rounds stored results to 12 significant digits', () => {
    expect(evaluate('=0.1+0.2')).toBe(0.3);
    expect(evaluate('=1/3')).toBe(0.333333333333);
    expect(evaluate('=123456789012345')).toBe(123456789012000);
  });
  it('shows an empty referenced cell as 0', () => {
    expect(evaluate('=B9')).toBe(0);
  });
  it('gives #ERROR! for syntax errors and #NAME? for unknown functions and names', () => {
    expect(evaluate('=1+')).toBe('#ERROR!');
    expect(evaluate('="abc')).toBe('#ERROR!');
    expect(evaluate('=NOSUCHFUNCTION(1)')).toBe('#NAME?');
    expect(evaluate('=nosuchname+1')).toBe('#NAME?');
  });
  it('stores a formula of only = as empty', () => {
    expect(new Book().set('A1', '=').get('A1')).toBe(null);
  });
  it('applies operators element-wise to arrays and ranges', () => {
    const book = new Book().set('A1', 1).set('A2', 2).set('B1', '=A1:A2*10');
    expect(book.get('B1')).toBe(10);
    expect(book.get('B2')).toBe(20);
    expect(new Book().set('A1', '={1,2}+{10;20}').get('B2')).toBe(22);
  });
});
