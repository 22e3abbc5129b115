import { describe, expect, it } from 'vitest';
import { customStyleColors, plainColor } from '../../web/settings/style-colors.js';

describe('the style editor\'s colours', () => {
  it('reads a colour named plainly by a formula, quoted or not, and none from a computed one', () => {
    expect(plainColor('"#F00"')).toBe('#ff0000');
    expect(plainColor('="0f0"')).toBe('#00ff00');
    expect(plainColor(' #123456 ')).toBe('#123456');
    for (const computed of ['IF(A1>1,"#f00","#0f0")', '', undefined, '"red"']) expect(plainColor(computed)).toBeUndefined();
  });

  it('offers the colours the account\'s styles name, newest style first, without the ones shown already, at most 10', () => {
    const style = (id: string, updatedAt: string, colors: string[]) => ({
      id, name: id, updatedAt,
      styles: Object.fromEntries(colors.map((color, i) => [['textColor', 'backgroundColor', 'borderColor'][i], { formula: `"${color}"` }])),
    });
    const palettes = [
      style('old', '2026-01-01', ['#111111', '#ff0000']),
      style('new', '2026-06-01', ['#222222', '#111111']),
      ...Array.from({ length: 6 }, (_, i) => style(`many${i}`, `2025-0${i + 1}-01`, [`#a0000${i}`, `#b0000${i}`])),
    ];
    const colors = customStyleColors(palettes, ['#FF0000']);
    expect(colors.slice(0, 2)).toEqual(['#222222', '#111111']);
    expect(colors).not.toContain('#ff0000');
    expect(colors).toHaveLength(10);
  });
});
