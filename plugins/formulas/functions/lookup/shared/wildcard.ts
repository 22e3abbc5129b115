/**
 * Excel wildcards in lookup and criteria text: `*` any run, `?` one character, `~` escapes the next.
 * Matching is case-insensitive and anchored on the whole text.
 */
export function hasWildcard(text: string): boolean {
  return /[*?~]/.test(text);
}

export function wildcardRegExp(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i];
    if (ch === '~' && i + 1 < pattern.length && /[*?~]/.test(pattern[i + 1])) {
      source += escapeRegExp(pattern[++i]);
    } else if (ch === '*') source += '[\\s\\S]*';
    else if (ch === '?') source += '[\\s\\S]';
    else source += escapeRegExp(ch);
  }
  return new RegExp(`^${source}$`, 'i');
}

function escapeRegExp(ch: string): string {
  return ch.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}
