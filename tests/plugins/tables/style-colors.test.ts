import { describe, expect, it } from 'vitest';
import { tableLook, tint } from '../../../plugins/tables/style-colors.js';

describe('table styles as colours', () => {
  it("draws Excel's default Medium 2 in the theme's blue, header filled and bands a light tint", () => {
    expect(tableLook('TableStyleMedium2')).toEqual({ header: '#4472c4', headerText: '#ffffff', band: tint('#4472c4', 0.8), line: '#4472c4' });
    expect(tableLook(undefined)).toEqual(tableLook('TableStyleMedium2'));
  });

  it('cycles the theme colours by sevens and gives Light styles no header fill', () => {
    expect(tableLook('TableStyleMedium9').header).toBe('#4472c4');
    expect(tableLook('TableStyleMedium7').header).toBe('#70ad47');
    expect(tableLook('TableStyleLight12').header).toBeUndefined();
    expect(tableLook('TableStyleDark1').header).toBe('#000000');
    expect(tableLook('SomethingCustom')).toEqual(tableLook('TableStyleMedium2'));
  });
});
