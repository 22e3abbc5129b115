/**
 * Replaces typographic quotes, dashes and non-breaking spaces by their ASCII forms, one character for
 * one character, so token offsets stay valid in the original text.
 */
const REPLACEMENTS: Readonly<Record<string, string>> = {
  '\u201C': '"', '\u201D': '"', '\u201E': '"', '\u201F': '"', '\u2033': '"',
  '\u2018': "'", '\u2019': "'", '\u201A': "'", '\u201B': "'", '\u2032': "'",
  '\u2010': '-', '\u2011': '-', '\u2012': '-', '\u2013': '-', '\u2014': '-', '\u2212': '-',
  '\u00A0': ' ', '\u2007': ' ', '\u202F': ' ',
};
const CLASS = '[\u201C-\u201F\u2033\u2018\u2019\u201A\u201B\u2032\u2010-\u2014\u2212\u00A0\u2007\u202F]';
const ANY = new RegExp(CLASS);
const ALL = new RegExp(CLASS, 'g');

export function normalizeFormulaText(text: string): string {
  return ANY.test(text) ? text.replace(ALL, (ch) => REPLACEMENTS[ch] ?? ch) : text;
}
