import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { completionAt, type CompletionSources } from './autocomplete.js';
import { callAtCaret } from './formula-call.js';
import { applySuggestion, type Suggestion } from './formula-text.js';
import { signatureHelp, type SignatureHelp } from './function-signature.js';

/** What is offered while a formula is typed, in the cell or in the formula bar. */
export interface FormulaAssist {
  /** The suggestions for the word at the caret (none once dismissed with Escape). */
  readonly offered: readonly Suggestion[];
  /** The highlighted suggestion. */
  readonly chosen: number;
  /** While a call's arguments are typed (and nothing is offered): its syntax with the current argument. */
  readonly help?: SignatureHelp;
  /** Arrows, Tab, Enter and Escape while suggestions are offered; true when the key was used. */
  onKey(event: KeyboardEvent): boolean;
  /** Puts the suggestion at `index` in place of the word. */
  accept(index: number): void;
}

/**
 * The autocomplete and argument help of one formula input. `onAccept` receives the text and caret
 * after a suggestion is put in.
 */
export function useFormulaAssist(text: string, caret: number, sources: CompletionSources, onAccept: (text: string, caret: number) => void): FormulaAssist {
  const [chosen, setChosen] = useState(0);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const completion = useMemo(() => completionAt(text, caret, sources), [text, caret, sources]);
  const typedWord = completion && `${completion.start}:${completion.typed}`;
  const offered = completion && typedWord !== dismissed ? completion.items : [];
  useEffect(() => setChosen(0), [typedWord]);
  const help = useMemo(() => (offered.length > 0 ? undefined : signatureHelp(callAtCaret(text, caret), sources.functionsByName)), [offered.length, text, caret, sources]);

  const accept = (index: number) => {
    if (!completion || !offered[index]) return;
    const next = applySuggestion(text, caret, completion.start, offered[index]);
    onAccept(next.text, next.caret);
  };
  const onKey = (event: KeyboardEvent): boolean => {
    if (offered.length === 0 || event.shiftKey) return false;
    const keys: Record<string, () => void> = {
      ArrowDown: () => setChosen((chosen + 1) % offered.length),
      ArrowUp: () => setChosen((chosen - 1 + offered.length) % offered.length),
      Tab: () => accept(chosen),
      Enter: () => accept(chosen),
      Escape: () => setDismissed(typedWord ?? null),
    };
    const action = keys[event.key];
    if (!action) return false;
    event.preventDefault();
    action();
    return true;
  };
  return { offered, chosen, help, onKey, accept };
}
