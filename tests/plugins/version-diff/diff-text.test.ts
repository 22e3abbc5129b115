import { describe, expect, it } from 'vitest';
import { cellText, valueText } from '../../../plugins/version-diff/web/diff-text.js';

describe('how the Compare Versions dialog words a change', () => {
  it('shows a formula with its value, a value alone, and an empty side', () => {
    expect(cellText({ formula: '=A1*2', value: 4 })).toBe('=A1*2 → 4');
    expect(cellText({ value: 'North' })).toBe('North');
    expect(cellText({ value: null })).toBe('(empty)');
    expect(cellText(null)).toBe('(empty)');
  });

  it('tells an output one version lacks from an empty one, and shows lists as JSON', () => {
    expect(valueText(undefined)).toBe('(none)');
    expect(valueText('')).toBe('(empty)');
    expect(valueText(true)).toBe('true');
    expect(valueText([1, 'a'])).toBe('[1,"a"]');
  });
});
