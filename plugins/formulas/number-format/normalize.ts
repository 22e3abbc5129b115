import { scanPattern } from './pattern-scan.js';

/**
 * Codes Excel reads in any case that numfmt knows in one spelling only: `am/pm` and `Am/Pm` are AM/PM,
 * `a/p` is A/P, and `e+` / `e-` after a digit placeholder is scientific notation (Microsoft lists
 * "E- E+ e- e+"; as a date code `e` is the year). Only unquoted, unescaped text is rewritten.
 * numfmt gets every spelling (normalizeCodes); the date formatter reads `a/p` as written, since it
 * prints a lower-case a or p, and so gets only the scientific one (spellScientific).
 */
export function normalizeCodes(pattern: string): string {
  return rewritePlain(pattern, (text) => spellMeridiem(spellExponent(text)));
}

export function spellScientific(pattern: string): string {
  return rewritePlain(pattern, spellExponent);
}

function spellExponent(text: string): string {
  return text.replace(/([0#?.])e([+-])/g, '$1E$2');
}

function spellMeridiem(text: string): string {
  return text.replace(/am\/pm/gi, 'AM/PM').replace(/a\/p/gi, 'A/P');
}

/** Rewrites each run of unquoted, unescaped, unbracketed characters. */
function rewritePlain(pattern: string, rewrite: (text: string) => string): string {
  let out = '';
  let plain = '';
  for (const piece of scanPattern(pattern)) {
    if (piece.kind === 'char') {
      plain += piece.raw;
      continue;
    }
    if (plain) out += rewrite(plain);
    out += piece.raw;
    plain = '';
  }
  return plain ? out + rewrite(plain) : out;
}
