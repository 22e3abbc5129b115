import { tokenize, type Token } from '../../plugins/formulas/parser/index.js';

/** Operators in words, as a screen reader user hears them from Sheets ("B2 over 12"). */
const OPERATOR_WORDS: Readonly<Record<string, string>> = {
  '+': 'plus',
  '-': 'minus',
  '*': 'times',
  '/': 'over',
  '^': 'to the power of',
  '&': 'ampersand',
  '%': 'percent',
  '=': 'equals',
  '<>': 'not equal to',
  '<': 'less than',
  '>': 'greater than',
  '<=': 'less than or equal to',
  '>=': 'greater than or equal to',
  ':': 'to',
  '#': 'spill',
  '@': 'at',
};

const PUNCTUATION_WORDS: Partial<Record<Token['kind'], string>> = {
  comma: 'comma',
  semicolon: 'semicolon',
  lparen: 'open paren',
  rparen: 'close paren',
  lbrace: 'open brace',
  rbrace: 'close brace',
};

/**
 * A formula in words for a screen reader: `=PMT(B2/12,B3*12,-B1)` reads "equals PMT of B2 over 12 comma B3
 * times 12 comma minus B1". A function's own parenthesis is "of"; the parentheses that close the formula
 * are left unsaid (they carry nothing a listener needs); references, names, numbers and errors read as
 * written; text reads between the words "quote". Text that is no formula is returned as it is.
 */
export function spokenFormula(formula: string): string {
  if (!formula.startsWith('=')) return formula;
  const tokens = tokenize(formula);
  let end = tokens.length;
  while (end > 0 && tokens[end - 1].kind === 'rparen') end--;
  const words = ['equals'];
  for (let i = 0; i < end; i++) {
    const token = tokens[i];
    // The parenthesis right after a function name is part of "PMT of".
    if (token.kind === 'lparen' && tokens[i - 1]?.kind === 'function') continue;
    words.push(tokenWords(token));
  }
  return words.join(' ');
}

function tokenWords(token: Token): string {
  switch (token.kind) {
    case 'function':
      return `${token.text} of`;
    case 'op':
      return OPERATOR_WORDS[token.text] ?? token.text;
    case 'string':
      return `quote ${String(token.value ?? '')} quote`;
    default:
      return PUNCTUATION_WORDS[token.kind] ?? token.text;
  }
}
