import { useEffect, useRef, useState } from 'react';

/** SPEC section 9: the JSON editor's debounce. */
export const JSON_EDITOR_DEBOUNCE_MS = 10;

/** Text that parses as a JSON object, or undefined (invalid JSON is ignored until it is valid). */
export function parseInputText(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The JSON input editor's text: kept as typed, and handed to `apply` 10 ms after the last keystroke when
 * it is a valid JSON object. `valid` says whether what is shown is what is applied.
 */
export function useInputText(initial: string, apply: (input: Record<string, unknown>, text: string) => void) {
  const [text, setText] = useState(initial);
  const latest = useRef(apply);
  latest.current = apply;
  useEffect(() => setText(initial), [initial]);
  useEffect(() => {
    if (text === initial) return undefined;
    const timer = setTimeout(() => {
      const input = parseInputText(text);
      if (input) latest.current(input, text);
    }, JSON_EDITOR_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, initial]);
  return { text, setText, valid: parseInputText(text) !== undefined };
}
