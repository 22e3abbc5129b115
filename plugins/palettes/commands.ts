import { type CellArea, type CommandDefinition, UserError } from '../../kernel/index.js';
import {
  clampArea, draftSheet, forEachPosition, forEachStoredCell, sheetBefore, tidy, updateCell,
} from '../workbook/commands/index.js';
import { indexOfIds, type Workbook } from '../workbook/index.js';
import { readPalette, type Palette } from './model.js';

export interface ApplyPaletteParams {
  readonly sheetId: string;
  readonly area: CellArea;
  /** The palette (the template's, the account's or the library's): the template keeps its own copy. */
  readonly palette: Palette;
}

export interface ClearPaletteParams {
  readonly sheetId: string;
  readonly area: CellArea;
}

/**
 * Gives the cells of an area a palette's look (`paletteId` in their format), in one undo step. The
 * palette is copied into the template (`palettesById`), so the server, the CLI and casts compute the same
 * look without the account's palettes; applying it again brings the copy up to date.
 */
export const applyPalette: CommandDefinition<ApplyPaletteParams, Workbook> = {
  id: 'palettes.apply',
  run(draft, params, ctx) {
    const palette = readPalette(params.palette);
    if (!palette) throw new UserError('That is not a palette.');
    draft.palettesById[palette.id] = palette;
    const before = sheetBefore(ctx, params.sheetId);
    const sheet = draftSheet(draft, params.sheetId);
    forEachPosition(before, clampArea(before, params.area), (rowId, columnId) =>
      updateCell(sheet, rowId, columnId, (cell) => ({ ...cell, format: tidy({ ...cell?.format, paletteId: palette.id }) })),
    );
  },
};

/** Takes the palette off the cells of an area: they show their own format again. */
export const clearPalette: CommandDefinition<ClearPaletteParams, Workbook> = {
  id: 'palettes.clear',
  run(draft, params, ctx) {
    const before = sheetBefore(ctx, params.sheetId);
    const sheet = draftSheet(draft, params.sheetId);
    forEachStoredCell(before, indexOfIds(before.columnIds), clampArea(before, params.area), (rowId, columnId) =>
      updateCell(sheet, rowId, columnId, (cell) => (cell?.format?.paletteId === undefined ? cell : { ...cell, format: tidy({ ...cell.format, paletteId: undefined }) })),
    );
  },
};
