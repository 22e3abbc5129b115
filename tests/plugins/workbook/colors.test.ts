import { describe, expect, it } from 'vitest';
import { CUSTOM_COLORS_LIMIT } from '../../../plugins/workbook/index.js';
import { boot, expectRefused, runUndoable } from './boot.js';

describe('workbook.add-custom-color', () => {
  it('puts the newest colour first', () => {
    const t = boot();
    t.run('workbook.add-custom-color', { color: '#112233' });
    expect(runUndoable(t, 'workbook.add-custom-color', { color: '#445566' }).customColors).toEqual(['#445566', '#112233']);
  });

  it('moves a colour already there to the front instead of repeating it', () => {
    const t = boot();
    for (const color of ['#111111', '#222222', '#333333']) t.run('workbook.add-custom-color', { color });
    expect(runUndoable(t, 'workbook.add-custom-color', { color: '#111111' }).customColors).toEqual(['#111111', '#333333', '#222222']);
  });

  it('compares colours case-insensitively and stores them lower-case', () => {
    const t = boot();
    t.run('workbook.add-custom-color', { color: '#ABCDEF' });
    const before = t.state();
    t.run('workbook.add-custom-color', { color: '#abcdef' });
    expect(t.state()).toBe(before);
    expect(t.state().customColors).toEqual(['#abcdef']);
  });

  it('keeps at most 10, dropping the oldest', () => {
    const t = boot();
    for (let i = 0; i < 12; i++) t.run('workbook.add-custom-color', { color: `#0000${String(i).padStart(2, '0')}` });
    expect(t.state().customColors).toHaveLength(CUSTOM_COLORS_LIMIT);
    expect(t.state().customColors[0]).toBe('#000011');
    expect(t.state().customColors[9]).toBe('#000002');
  });

  it('refuses text that is not a hex colour', () => {
    const t = boot();
    expectRefused(t, 'workbook.add-custom-color', { color: 'red' }, 'Enter a colour such as #ff0000.');
  });
});
