import { useEffect, useRef, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';

/** The controls of a toolbar: what Left and Right move between. */
const ITEMS = 'button:not(:disabled), input:not(:disabled), select:not(:disabled)';

const TEXT_ENTRY = 'input:not([type="checkbox"]):not([type="radio"]):not([type="button"]), textarea';

export interface RovingFocus {
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
  onFocus(event: FocusEvent<HTMLElement>): void;
}

/**
 * A toolbar's roving tab stop (WAI-ARIA toolbar pattern): the whole bar is one stop in the Tab order, the
 * control last focused in it (the first at the start); Left and Right move between its controls, Home and
 * End to the ends, wrapping round. The controls are whatever the bar holds, its own and those plugins add,
 * found in the DOM, so none needs to know it is in a toolbar. A text field (the zoom box) keeps its arrows
 * for its caret and Home and End for its text; Left at its start and Right at its end leave it.
 */
export function useRovingFocus(bar: RefObject<HTMLElement | null>): RovingFocus {
  const current = useRef<HTMLElement | null>(null);
  const items = () => [...(bar.current?.querySelectorAll<HTMLElement>(ITEMS) ?? [])].filter((item) => item.getClientRects().length > 0);
  const sync = () => {
    const all = items();
    const stop = current.current && all.includes(current.current) ? current.current : all[0];
    for (const item of all) item.tabIndex = item === stop ? 0 : -1;
  };
  const syncRef = useRef(sync);
  syncRef.current = sync;
  useEffect(() => {
    const element = bar.current;
    if (!element) return undefined;
    syncRef.current();
    // Controls come and go, and are disabled and enabled, without the bar rendering (a plugin's widget).
    const observer = new MutationObserver(() => syncRef.current());
    observer.observe(element, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] });
    return () => observer.disconnect();
  }, [bar]);
  return {
    onFocus: (event) => {
      if (!(event.target instanceof HTMLElement) || !event.target.matches(ITEMS)) return;
      current.current = event.target;
      sync();
    },
    onKeyDown: (event) => {
      if (!(event.target instanceof HTMLElement) || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.target.matches(TEXT_ENTRY) && !leavesText(event.target as HTMLInputElement, event.key)) return;
      const all = items();
      const at = all.indexOf(event.target);
      if (at < 0) return;
      const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: all.length - 1 }[event.key];
      if (next === undefined) return;
      event.preventDefault();
      all[(next + all.length) % all.length].focus();
    },
  };
}

/** Whether an arrow leaves a text field: Left with the caret at its start, Right with it at its end. */
function leavesText(field: HTMLInputElement, key: string): boolean {
  const { selectionStart, selectionEnd, value } = field;
  if (selectionStart === null || selectionStart !== selectionEnd) return false;
  return (key === 'ArrowLeft' && selectionStart === 0) || (key === 'ArrowRight' && selectionEnd === value.length);
}
