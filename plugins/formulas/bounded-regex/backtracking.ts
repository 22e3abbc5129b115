/**
 * Whether a backtracking engine (JavaScript's RegExp) runs a pattern in time linear in the text: nothing
 * in it may match in more than one way. So no quantifier but an exact `{n}` on a single atom (a group's
 * `{n}` can repeat alternatives), and alternatives only at the top (`a|b`; `(a|a)(a|a)...` doubles its
 * paths per group). Anything else may take exponential time (`(a|aa)*b`) or cubic (`a*a*b`: 80 s on 5,000
 * a's), and is searched by re2js instead, as is a Unicode class `\\p{..}`. Character classes and escapes are single atoms; a group's own
 * prefix (`(?:`, `(?<name>`) is not a quantifier.
 */
export function backtracksLinearly(pattern: string): boolean {
  let depth = 0;
  let afterGroup = false;
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i];
    const closesGroup = char === ')';
    if (char === '\\') {
      // `\p{L}` is a letter to RE2 but `p{L}` to RegExp without the `u` flag: RE2's meaning, always.
      if (pattern[++i] === 'p' || pattern[i] === 'P') return false;
    } else if (char === '[') i = classEnd(pattern, i);
    else if (char === '(') {
      depth++;
      if (pattern[i + 1] === '?') i = groupPrefixEnd(pattern, i);
    } else if (char === ')') depth--;
    else if (char === '|' && depth > 0) return false;
    else if (char === '*' || char === '+' || char === '?') return false;
    else if (char === '{' && /^\{\d+(,\d*)?\}/.test(pattern.slice(i, i + 24))) {
      if (afterGroup || !/^\{\d+\}/.test(pattern.slice(i, i + 24))) return false;
    }
    afterGroup = closesGroup;
  }
  return true;
}

/** The index of the `]` closing the class opened at `open` (a `]` first in the class is literal). */
function classEnd(pattern: string, open: number): number {
  let i = open + 1;
  if (pattern[i] === '^') i++;
  if (pattern[i] === ']') i++;
  for (; i < pattern.length; i++) {
    if (pattern[i] === '\\') i++;
    else if (pattern[i] === ']') return i;
  }
  return pattern.length;
}

/** The last index of a group's `?` prefix: `(?:`, `(?=`, `(?!`, `(?<=`, `(?<!` or `(?<name>`. */
function groupPrefixEnd(pattern: string, open: number): number {
  if (pattern[open + 2] !== '<') return open + 2;
  if (pattern[open + 3] === '=' || pattern[open + 3] === '!') return open + 3;
  const close = pattern.indexOf('>', open);
  return close === -1 ? open + 2 : close;
}
