import type { EagerFunction } from '../../function-definition.js';
import { textTransform } from './args.js';

/** Excel's TRIM removes only the space character (32), not tabs or non-breaking spaces. */
const trim = (text: string) => text.replace(/ +/g, ' ').replace(/^ | $/g, '');

/** CLEAN removes the 7-bit control characters 0-31 only, as documented by Excel. */
// eslint-disable-next-line no-control-regex
const clean = (text: string) => text.replace(/[\x00-\x1f]/g, '');

/**
 * ASC turns full-width (double-byte) ASCII letters, digits, punctuation and the ideographic space into
 * their half-width forms. Full-width katakana are left as they are (not needed by Gridcast's users).
 */
const asc = (text: string) =>
  text.replace(/[\uff01-\uff5e\u3000]/g, (ch) =>
    ch === '\u3000' ? ' ' : String.fromCharCode(ch.charCodeAt(0) - 0xfee0),
  );

/** JIS (DBCS in older Excel) is ASC's inverse: half-width ASCII and space to full-width. */
const jis = (text: string) =>
  text.replace(/[\x20-\x7e]/g, (ch) => (ch === ' ' ? '\u3000' : String.fromCharCode(ch.charCodeAt(0) + 0xfee0)));


export const cleanFunctions: readonly EagerFunction[] = [
  textTransform('TRIM', 'The text without leading, trailing and repeated spaces.', trim),
  textTransform('CLEAN', 'The text without non-printable characters (codes 0-31).', clean),
  textTransform('ASC', 'The text with full-width characters changed to half-width.', asc),
  textTransform('JIS', 'The text with half-width characters changed to full-width.', jis),
  textTransform('DBCS', 'The text with half-width characters changed to full-width (as JIS).', jis),
];
