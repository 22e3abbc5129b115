import { describe, expect, it } from 'vitest';
import { DocumentSlots, KernelError } from '../../kernel/index.js';

const plugins = [
  { id: 'book', documentSlots: [
    { path: 'sheetsById', affectsValues: true, editableInShadows: true },
    { path: 'sheetsById.*.cells', affectsValues: true, editableInShadows: true },
    { path: 'settings', affectsValues: false, editableInShadows: false },
    { path: 'settings.calculation', affectsValues: true, editableInShadows: false },
  ] },
  { id: 'panes', documentSlots: [{ path: 'sheetsById.*.frozen', affectsValues: false, editableInShadows: true }] },
  { id: 'colours', documentSlots: [{ path: 'palettesById', affectsValues: false, editableInShadows: true }] },
];

describe('document slots', () => {
  const slots = new DocumentSlots(plugins);

  it('finds the most specific slot covering a patch path, a sheet id matching *', () => {
    expect(slots.at(['sheetsById', 's1', 'frozen', 'rows'])?.path).toBe('sheetsById.*.frozen');
    expect(slots.at(['sheetsById', 's1', 'cells', 'b0', 'r1'])?.path).toBe('sheetsById.*.cells');
    expect(slots.at(['sheetsById', 's1'])?.path).toBe('sheetsById');
    expect(slots.at(['settings', 'defaultFontFamily'])?.path).toBe('settings');
    expect(slots.at(['mystery'])).toBeUndefined();
  });

  it('says whether a change affects values: the slot’s word, true for replacing a part that holds one that does, undefined where nobody declares', () => {
    expect(slots.affectsValues(['sheetsById', 's1', 'frozen'])).toBe(false);
    expect(slots.affectsValues(['settings', 'defaultFontFamily'])).toBe(false);
    expect(slots.affectsValues(['settings', 'calculation', 'excel'])).toBe(true);
    expect(slots.affectsValues(['settings'])).toBe(true);
    expect(slots.affectsValues(['palettesById', 'p1'])).toBe(false);
    expect(slots.affectsValues(['mystery', 'x'])).toBeUndefined();
  });

  it('lists the top-level parts a shadow keeps, in the plugins’ order', () => {
    expect(slots.shadowKeys()).toEqual(['sheetsById', 'palettesById']);
  });

  it('refuses a part two plugins declare, and a malformed path, naming the plugins', () => {
    const twice = [...plugins, { id: 'other', documentSlots: [{ path: 'palettesById', affectsValues: false, editableInShadows: false }] }];
    expect(() => new DocumentSlots(twice)).toThrow(new KernelError('Plugins "colours" and "other" both declare the document slot "palettesById".'));
    expect(() => new DocumentSlots([{ id: 'bad', documentSlots: [{ path: 'sheetsById..frozen', affectsValues: false, editableInShadows: false }] }]))
      .toThrow('Plugin "bad" declares a document slot with a malformed path "sheetsById..frozen".');
  });
});
