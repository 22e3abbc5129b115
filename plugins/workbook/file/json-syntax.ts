/**
 * Finds where a JSON text stops being valid. JSON.parse's messages in Node 20 give a position for some
 * mistakes and not for others, so after a failed parse this scanner locates the first bad character
 * itself. It only runs on the error path; it is iterative so deep nesting cannot overflow the stack.
 */
export interface JsonSyntaxProblem {
  readonly offset: number;
  readonly problem: string;
}

type State = 'value' | 'valueOrEnd' | 'key' | 'keyOrEnd' | 'colon' | 'commaOrEnd' | 'done';

export function findJsonSyntaxError(text: string): JsonSyntaxProblem | undefined {
  const stack: ('{' | '[')[] = [];
  let state: State = 'value';
  let i = 0;
  const afterValue = (): State => (stack.length === 0 ? 'done' : 'commaOrEnd');
  for (;;) {
    i = skipSpace(text, i);
    if (i >= text.length) return state === 'done' ? undefined : { offset: i, problem: 'unexpected end of the text' };
    const c = text[i];
    if (state === 'done') return { offset: i, problem: `unexpected ${show(c)} after the end of the JSON value` };
    if (state === 'colon') {
      if (c !== ':') return { offset: i, problem: `expected ':' after a property name, got ${show(c)}` };
      i++;
      state = 'value';
      continue;
    }
    if (state === 'commaOrEnd') {
      const top = stack[stack.length - 1];
      const close = top === '{' ? '}' : ']';
      if (c === ',') state = top === '{' ? 'key' : 'value';
      else if (c === close) { stack.pop(); state = afterValue(); }
      else return { offset: i, problem: `expected ',' or '${close}', got ${show(c)}` };
      i++;
      continue;
    }
    if (state === 'key' || state === 'keyOrEnd') {
      if (c === '}' && state === 'keyOrEnd') { stack.pop(); state = afterValue(); i++; continue; }
      if (c !== '"') return { offset: i, problem: `expected a property name in double quotes, got ${show(c)}` };
      const end = scanString(text, i);
      if (typeof end !== 'number') return end;
      i = end;
      state = 'colon';
      continue;
    }
    if (c === ']' && state === 'valueOrEnd') { stack.pop(); state = afterValue(); i++; continue; }
    if (c === '{' || c === '[') { stack.push(c); state = c === '{' ? 'keyOrEnd' : 'valueOrEnd'; i++; continue; }
    const end = scanScalar(text, i);
    if (typeof end !== 'number') return end;
    i = end;
    state = afterValue();
  }
}

function skipSpace(text: string, i: number): number {
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) break;
  }
  return i;
}

function scanScalar(text: string, i: number): number | JsonSyntaxProblem {
  const c = text[i];
  if (c === '"') return scanString(text, i);
  if (c === '-' || (c >= '0' && c <= '9')) return scanNumber(text, i);
  for (const literal of ['true', 'false', 'null']) {
    if (text.startsWith(literal, i)) return i + literal.length;
  }
  return { offset: i, problem: `expected a value, got ${show(c)}` };
}

const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;

function scanNumber(text: string, i: number): number | JsonSyntaxProblem {
  NUMBER.lastIndex = i;
  const match = NUMBER.exec(text);
  if (!match) return { offset: i, problem: 'malformed number' };
  const end = i + match[0].length;
  const next = text[end];
  if (next !== undefined && /[0-9.eE+-]/.test(next)) return { offset: end, problem: 'malformed number' };
  return end;
}

function scanString(text: string, start: number): number | JsonSyntaxProblem {
  for (let i = start + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) return i + 1;
    if (c < 0x20) return { offset: i, problem: 'control character (such as a raw line break) inside a string' };
    if (c !== 0x5c) continue;
    const escape = text[i + 1];
    if (escape === 'u') {
      if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) return { offset: i, problem: 'malformed \\u escape in a string' };
      i += 5;
    } else if (escape !== undefined && '"\\/bfnrt'.includes(escape)) {
      i++;
    } else {
      return { offset: i, problem: 'malformed escape in a string' };
    }
  }
  return { offset: start, problem: 'string is not terminated' };
}

function show(c: string): string {
  return JSON.stringify(c);
}

/** One-based line and column of an offset. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}
