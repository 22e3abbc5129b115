import { describe, expect, it } from 'vitest';
import type { PluginManifest } from '../../../kernel/index.js';
import { Engine } from '../../../plugins/formulas/engine/index.js';
import { formulasPlugin } from '../../../plugins/formulas/index.js';
import { ERRORS } from '../../../plugins/formulas/values.js';
import { hexColor, paletteLooks, palettesPlugin, readPalette, resolvePalette, type Palette } from '../../../plugins/palettes/index.js';
import type { Workbook, WorkbookView } from '../../../plugins/workbook/index.js';
import { boot, expectRefused, runUndoable } from '../workbook/boot.js';
import { engineOptions } from '../../support/engine.js';

const palettes = [formulasPlugin, palettesPlugin] as PluginManifest<Workbook, WorkbookView>[];

const ALERT: Palette = {
  id: 'p1',
  name: 'Alert',
  styles: { backgroundColor: { formula: '=IF(A1>10,"#f00","00ff00")' }, bold: { formula: 'A1>10' }, fontSize: { formula: '=1/0' } },
};

describe('palette resolution', () => {
  it('reads hex colours of 3 or 6 digits, with or without #, as #rrggbb; anything else is no colour', () => {
    expect(hexColor('#F0a')).toBe('#ff00aa');
    expect(hexColor('1f3a5f')).toBe('#1f3a5f');
    expect(hexColor(' #1F3A5F ')).toBe('#1f3a5f');
    for (const bad of ['#ff', '#ffff', 'red', '#ggg', '', 12, true, null]) expect(hexColor(bad)).toBeUndefined();
  });

  it('takes each style from its formula and ignores errors and unusable values (the cell keeps its own format)', () => {
    const results: Record<string, unknown> = { '=A': '#abc', '=B': ERRORS.DIV0, '=C': 'not a colour', '=D': 14, '=E': -3, '=F': true, '=G': 'Lato', '=H': 0 };
    const palette: Palette = {
      id: 'p', name: 'P',
      styles: {
        textColor: { formula: 'A' }, backgroundColor: { formula: '=B' }, borderColor: { formula: 'C' }, fontSize: { formula: 'D' },
        bold: { formula: 'F' }, fontFamily: { formula: 'G' }, italic: { formula: 'H' },
      },
    };
    const look = resolvePalette(palette, (text) => results[text] as never);
    expect(look).toEqual({ textColor: '#aabbcc', fontSize: 14, bold: true, fontFamily: 'Lato', italic: false });
    expect(resolvePalette({ ...palette, styles: { fontSize: { formula: 'E' } } }, (text) => results[text] as never)).toEqual({});
    expect(resolvePalette(palette, () => { throw new Error('engine failure'); })).toEqual({});
  });

  it('reads palette records from files and the server, leaving out unknown style types', () => {
    expect(readPalette({ id: 'x', name: 'X', styles: { fill: { formula: '"#fff"' }, textColor: { formula: '"#000"' }, bold: { formula: '' } } })).toEqual({ id: 'x', name: 'X', styles: { textColor: { formula: '"#000"' } } });
    expect(readPalette({ id: 'x', name: 'X', styles: {}, fromLibrary: true })?.fromLibrary).toBe(true);
    for (const bad of [null, 'x', { id: 1, name: 'X' }, { id: 'x' }]) expect(readPalette(bad)).toBeUndefined();
  });

  it('computes a template palette with the engine, following the sheet\'s values', () => {
    const t = boot(undefined, palettes);
    t.run('workbook.set-cell', { sheetId: t.sheetId, row: 0, col: 0, text: '5' });
    t.run('palettes.apply', { sheetId: t.sheetId, area: { top: 1, left: 1, bottom: 1, right: 1 }, palette: ALERT });
    const engine = new Engine(engineOptions());
    engine.loadWorkbook(t.state());
    expect(paletteLooks(engine, t.state(), t.sheetId)('p1')).toEqual({ backgroundColor: '#00ff00', bold: false });
    engine.setCellContent(t.sheetId, 0, 0, 50);
    expect(paletteLooks(engine, t.state(), t.sheetId)('p1')).toEqual({ backgroundColor: '#ff0000', bold: true });
    expect(paletteLooks(engine, t.state(), t.sheetId)('unknown')).toBeUndefined();
  });
});

describe('palettes.apply and palettes.clear', () => {
  it('gives the cells of an area the palette and keeps a copy in the template, in one undo step', () => {
    const t = boot(undefined, palettes);
    runUndoable(t, 'palettes.apply', { sheetId: t.sheetId, area: { top: 0, left: 0, bottom: 1, right: 1 }, palette: { ...ALERT, extra: 'dropped' } });
    expect(t.state().palettesById.p1).toEqual(ALERT);
    expect(t.cell(1, 1)?.format?.paletteId).toBe('p1');
    expect(t.cell(2, 2)?.format?.paletteId).toBeUndefined();
    runUndoable(t, 'palettes.clear', { sheetId: t.sheetId, area: { top: 0, left: 0, bottom: 0, right: 1 } });
    expect(t.cell(0, 0)).toBeUndefined();
    expect(t.cell(1, 0)?.format?.paletteId).toBe('p1');
  });

  it('refuses what is not a palette and changes nothing', () => {
    const t = boot(undefined, palettes);
    expectRefused(t, 'palettes.apply', { sheetId: t.sheetId, area: { top: 0, left: 0, bottom: 0, right: 0 }, palette: { name: 'no id' } }, 'That is not a palette.');
  });
});
