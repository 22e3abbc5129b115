import { describe, expect, it } from 'vitest';
import { PALETTE_COLORS } from '../../../web/plugin-api/palette-colors.js';

describe('toolbar popups and colours (SPEC sections 2 and 9)', () => {
  it('offers 30 distinct default colours', () => {
    expect(PALETTE_COLORS).toHaveLength(30);
    expect(new Set(PALETTE_COLORS).size).toBe(30);
    expect(PALETTE_COLORS.every((color) => /^#[0-9a-f]{6}$/.test(color))).toBe(true);
  });
});
