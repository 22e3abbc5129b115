/**
 * Whether a regular expression repeats without bound (`*`, `+`, `{n,}`) a group that holds a repetition
 * (other than an exact `{n}`) or alternatives, at any depth: `(a+)+`, `((a+))*`, `(a|aa)*`, `(a{1,2})*`.
 * Those are the patterns whose backtracking grows exponentially with the text (`(a|aa)*b` takes a second
 * on 32 a's), and nothing can interrupt a regular expression once it runs. Character classes and escapes are read as single atoms; a group's own
 * prefix (`(?:`, `(?=`, `(?<name>`) is not a quantifier.
 */
export function repeatsRiskyGroup(pattern: string): boolean {
  // Per open group: whether it holds a quantifier or `|` so far.
  const groups: boolean[] = [];
  const markOpen = () => {
    if (groups.length > 0) groups[groups.length - 1] = true;
  };
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i];
    if (char === '\\') i++;
    else if (char === '[') i = classEnd(pattern, i);
    else if (char === '(') {
      groups.push(false);
      if (pattern[i + 1] === '?') i = groupPrefixEnd(pattern, i);
    } else if (char === ')') {
      const risky = groups.pop() ?? false;
      const quantifier = quantifierAt(pattern, i + 1);
      if (risky && quantifier === 'unbounded') return true;
      if (risky || varies(quantifier)) markOpen();
    } else if (char === '|' || varies(quantifierAt(pattern, i))) markOpen();
  }
  return false;
}

type Quantifier = 'none' | 'exact' | 'bounded' | 'unbounded';

/** A quantifier that lets its atom match in more than one way: all but none and `{n}`. */
function varies(quantifier: Quantifier): boolean {
  return quantifier === 'bounded' || quantifier === 'unbounded';
}

/** The quantifier starting at `i`: `*`, `+` and `{n,}` repeat without bound, `?` and `{n,m}` do, `{n}` exactly. */
function quantifierAt(pattern: string, i: number): Quantifier {
  const char = pattern[i];
  if (char === '*' || char === '+') return 'unbounded';
  if (char === '?') return 'bounded';
  if (char !== '{') return 'none';
  const braces = /^\{\d+(,\d*)?\}/.exec(pattern.slice(i, i + 24));
  if (!braces) return 'none';
  if (braces[1] === undefined) return 'exact';
  return braces[1] === ',' ? 'unbounded' : 'bounded';
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
