import { describe, expect, it } from 'vitest';
import { csvField, csvInput, csvRecords, headerPaths } from '../../../plugins/runs/index.js';

/** The inputs of a whole CSV text: header first. */
function inputs(csv: string): unknown[] {
  const [header, ...records] = csvRecords(csv);
  const paths = headerPaths(header);
  return records.map((fields) => csvInput(paths, fields));
}

describe('CSV inputs: fields typed, dotted headers nesting', () => {
  it('types numbers and booleans, keeps quoted fields and codes with leading zeros as text, and leaves empty fields out', () => {
    expect(inputs('principal,rate,insured,code,name,quotedNumber,empty\n200000,0.065,TRUE,007,Ann,"42",\n-1.5e3,.5,false,0,"Smith, J.",x,\n')).toEqual([
      { principal: 200000, rate: 0.065, insured: true, code: '007', name: 'Ann', quotedNumber: '42' },
      { principal: -1500, rate: 0.5, insured: false, code: 0, name: 'Smith, J.', quotedNumber: 'x' },
    ]);
  });

  it('nests dotted headers into objects, and numeric parts into lists', () => {
    expect(inputs('buyer.name,buyer.address.city,items.0.price,items.1.price,items.1.qty\nAnn,Paris,3,4,2\n')).toEqual([
      { buyer: { name: 'Ann', address: { city: 'Paris' } }, items: [{ price: 3 }, { price: 4, qty: 2 }] },
    ]);
  });

  it('reads quoted fields with commas, quotes and line breaks, CRLF records, and skips blank records', () => {
    expect(csvRecords('a,b\r\n"x, ""y""","two\nlines"\r\n\r\n1,\n')).toEqual([
      [{ text: 'a', quoted: false }, { text: 'b', quoted: false }],
      [{ text: 'x, "y"', quoted: true }, { text: 'two\nlines', quoted: true }],
      [{ text: '1', quoted: false }, { text: '', quoted: false }],
    ]);
  });

  it('refuses a header with a blank or repeated column, and a record longer than its header', () => {
    expect(() => headerPaths(csvRecords('a,,b\n')[0])).toThrow('column 2 of the header has no name');
    expect(() => headerPaths(csvRecords('a,b,a\n')[0])).toThrow('the header names column "a" twice');
    expect(() => inputs('a,b\n1,2,3\n')).toThrow('the record has 3 fields but the header names 2 columns');
  });

  it('quotes a written field only when it must', () => {
    expect(['plain', 'a,b', 'say "hi"', 'two\nlines', ' padded'].map(csvField)).toEqual(['plain', '"a,b"', '"say ""hi"""', '"two\nlines"', '" padded"']);
  });
});
