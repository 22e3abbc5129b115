import type { CallAtCaret } from './formula-call.js';

/** What the editor knows of a function to help write a call: built-ins, and named LAMBDAs. */
export interface FunctionInfo {
  /** As defined: upper case for built-ins, as named for a named LAMBDA (calls match it in any case). */
  readonly name: string;
  /** E.g. 'VLOOKUP(search_key, range, index, [is_sorted])'. */
  readonly syntax: string;
  /** One line saying what it gives. */
  readonly description: string;
}

/**
 * A syntax split into its parameters as written ('number1', '[number2]', '...'), with which of them
 * repeats: the one before a bare '...', or a bracketed group holding '...' ('[key1, key2, ...]').
 */
export interface Signature {
  readonly name: string;
  readonly parameters: readonly string[];
  readonly repeats?: number;
}

/** Splits at the commas outside brackets. */
function topLevelParts(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < list.length; i++) {
    if (list[i] === '[') depth += 1;
    else if (list[i] === ']') depth -= 1;
    else if (list[i] === ',' && depth === 0) {
      parts.push(list.slice(from, i).trim());
      from = i + 1;
    }
  }
  const last = list.slice(from).trim();
  if (last !== '' || parts.length > 0) parts.push(last);
  return parts;
}

export function parseSignature(syntax: string): Signature {
  const open = syntax.indexOf('(');
  const close = syntax.lastIndexOf(')');
  if (open < 0 || close < open) return { name: syntax, parameters: [] };
  const parameters = topLevelParts(syntax.slice(open + 1, close));
  const bare = parameters.indexOf('...');
  const repeats = bare > 0 ? bare - 1 : parameters.findIndex((part) => part.startsWith('[') && part.includes('...'));
  return { name: syntax.slice(0, open), parameters, repeats: repeats >= 0 ? repeats : undefined };
}

/**
 * The parameter the caret's argument fills, or -1 past the last one. Arguments past a repeating
 * parameter map to it, except the last ones when required parameters follow the repetition
 * (MAP(array1, [array2, ...], lambda): the last argument is the lambda).
 */
export function activeParameter(signature: Signature, call: Pick<CallAtCaret, 'index' | 'count'>): number {
  const { parameters, repeats } = signature;
  if (repeats === undefined) return call.index < parameters.length ? call.index : -1;
  if (call.index < repeats) return call.index;
  const afterRepeat = parameters.slice(repeats + 1).filter((part) => part !== '...');
  const fromEnd = call.count - call.index;
  // An optional repetition may be empty, so the argument at its place may already be a trailing one.
  const firstTrailing = parameters[repeats].startsWith('[') ? repeats : repeats + 1;
  if (fromEnd <= afterRepeat.length && call.index >= firstTrailing) return parameters.indexOf(afterRepeat[afterRepeat.length - fromEnd]);
  return repeats;
}

/** The help shown while typing a call's arguments: the function, its parameters and the current one. */
export interface SignatureHelp {
  readonly info: FunctionInfo;
  readonly signature: Signature;
  readonly active: number;
}

/** `functions` is keyed by upper-case name, as the tokenizer gives a call's name. */
export function signatureHelp(call: CallAtCaret | undefined, functions: ReadonlyMap<string, FunctionInfo>): SignatureHelp | undefined {
  const info = call && functions.get(call.fn);
  if (!call || !info) return undefined;
  const signature = parseSignature(info.syntax);
  return { info, signature, active: activeParameter(signature, call) };
}
