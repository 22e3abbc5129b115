import { describe, expect, it } from 'vitest';
import { castOfChoice, choiceOfCast, rangeTextError, type CastSheet } from '../../../plugins/casts/choice.js';

const sheet: CastSheet = { id: 's1', name: 'Main', rowIds: ['r1', 'r2', 'r3'], columnIds: ['c1', 'c2'], charts: [{ id: 'ch1', name: 'Chart 1' }] };

describe('the cast editor\'s choice', () => {
  it('checks a typed range against the sheet', () => {
    expect(rangeTextError(sheet, ' ')).toBe("Range can't be blank");
    expect(rangeTextError(sheet, 'A1:B2:C3')).toBe('Range not valid');
    expect(rangeTextError(sheet, 'hello')).toBe('Range not valid');
    expect(rangeTextError(sheet, 'A1:C3')).toBe("Range doesn't exist");
    expect(rangeTextError(sheet, 'B3')).toBeUndefined();
  });

  it('stores a range by cell ids, keeping the cast\'s sizing, and reads it back', () => {
    const cast = castOfChoice({ kind: 'range', sheetId: 's1', text: 'A2:B3' }, [sheet], { type: 'sheet', sheetId: 's1', repeatHeaderRows: 1 });
    expect(cast).toEqual({ type: 'range', sheetId: 's1', fromCellId: 'c1&r2', toCellId: 'c2&r3', repeatHeaderRows: 1, columns: undefined, rows: undefined });
    expect(choiceOfCast(cast, [sheet])).toEqual({ kind: 'range', sheetId: 's1', text: 'A2:B3' });
  });

  it('reads charts, suggestions and sheets, and a new cast as the first sheet', () => {
    expect(choiceOfCast({ type: 'chart', sheetId: 's1', chartId: 'ch1' }, [sheet])).toEqual({ kind: 'chart', sheetId: 's1', chartId: 'ch1' });
    expect(choiceOfCast({ type: 'suggestion', recommendedCast: 'Top' }, [sheet])).toEqual({ kind: 'suggestion', name: 'Top' });
    expect(choiceOfCast(undefined, [sheet])).toEqual({ kind: 'sheet', sheetId: 's1' });
    expect(castOfChoice({ kind: 'suggestion', name: 'Top' }, [sheet], {})).toMatchObject({ type: 'suggestion', recommendedCast: 'Top' });
  });
});
