import { useCallback, useState } from 'react';

/** SPEC section 7: the message the parent window receives when the Inputs / Outputs editor opens or closes. */
export const TEST_SHADOW_EDITOR_MESSAGE = 'shadow.showTestShadowEditorChanged';

/**
 * Whether the Inputs / Outputs editor is open. Each change is posted to the parent window (an embedding
 * page sizes its frame by it); a page that is not embedded is its own parent, so it receives it too.
 */
export function useTestShadowEditor(): [boolean, (value: boolean) => void] {
  const [open, setOpen] = useState(false);
  const change = useCallback((value: boolean) => {
    setOpen(value);
    window.parent.postMessage({ type: TEST_SHADOW_EDITOR_MESSAGE, value }, '*');
  }, []);
  return [open, change];
}
