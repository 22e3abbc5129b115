import { describe, expect, it } from 'vitest';
import { cellSpeech, headerSpeech, momentSpeech, selectionSpeech, type GridMoment, type HeaderTexts } from '../../../web/editor/grid-speech.js';

const NO_HEADERS: HeaderTexts = { column: () => '', row: () => '' };
const at = (row: number, col: number, editing?: string): GridMoment => ({ area: { top: row, bottom: row, left: col, right: col }, anchor: { row, col }, editing });

describe('grid speech', () => {
  it('says a cell as address, content as shown, formula in words, then the plugins\' parts', () => {
    expect(cellSpeech({ address: 'B5', shown: '1,264.14', formula: '=PMT(B2/12,B3*12,-B1)' })).toBe('B5, 1,264.14, formula equals PMT of B2 over 12 comma B3 times 12 comma minus B1');
    expect(cellSpeech({ address: 'A1', shown: '', parts: ['note: Check', ''] })).toBe('A1, blank, note: Check');
  });
  it('says a range by its corners and its size', () => {
    expect(selectionSpeech({ top: 0, left: 0, bottom: 2, right: 2 })).toBe('A1 to C3 selected, 9 cells');
  });
  it('says the new row or column on a move, by its header text when it has one', () => {
    expect(headerSpeech({ row: 4, col: 2 }, { row: 5, col: 2 }, NO_HEADERS)).toBe('row 6');
    expect(headerSpeech({ row: 4, col: 2 }, { row: 4, col: 3 }, NO_HEADERS)).toBe('column D');
    expect(headerSpeech({ row: 4, col: 2 }, { row: 0, col: 0 }, NO_HEADERS)).toBe('row 1, column A');
    const headers: HeaderTexts = { column: ({ col }) => (col === 3 ? 'Price' : ''), row: () => '' };
    expect(headerSpeech({ row: 4, col: 2 }, { row: 4, col: 3 }, headers)).toBe('Price');
    expect(headerSpeech({ row: 4, col: 2 }, { row: 4, col: 2 }, headers)).toBe('');
  });
  it('says edit mode entered and left, and a selection grown into a range', () => {
    expect(momentSpeech(at(1, 1), at(1, 1, 'B2'), NO_HEADERS)).toBe('Editing B2');
    expect(momentSpeech(at(1, 1, 'B2'), at(2, 1), NO_HEADERS)).toBe('Left edit mode, row 3');
    const range: GridMoment = { area: { top: 0, bottom: 1, left: 0, right: 0 }, anchor: { row: 0, col: 0 } };
    expect(momentSpeech(at(0, 0), range, NO_HEADERS)).toBe('A1 to A2 selected, 2 cells');
    expect(momentSpeech(range, range, NO_HEADERS)).toBe('');
  });
});
