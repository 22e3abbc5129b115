import { UserError } from '../../../kernel/index.js';
import { CUSTOM_COLORS_LIMIT } from '../defaults.js';
import type { WorkbookCommand } from './context.js';
import { INVALID_COLOR_MESSAGE } from './messages.js';

export interface AddCustomColorParams {
  /** A hex colour, '#rgb' or '#rrggbb'. */
  readonly color: string;
}

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** SPEC section 3: at most 10 custom colours, newest first, no duplicates (compared case-insensitively). */
export const addCustomColor: WorkbookCommand<AddCustomColorParams> = {
  id: 'workbook.add-custom-color',
  run(draft, params, ctx) {
    const color = params.color.trim().toLowerCase();
    if (!HEX_COLOR.test(color)) throw new UserError(INVALID_COLOR_MESSAGE);
    const current = ctx.before.customColors;
    if (current[0]?.toLowerCase() === color) return;
    const others = current.filter((existing) => existing.toLowerCase() !== color);
    draft.customColors = [color, ...others].slice(0, CUSTOM_COLORS_LIMIT);
  },
};
