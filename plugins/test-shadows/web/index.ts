import type { WebPart } from '../../../web/plugin-api/index.js';
import { TestShadowsEditor } from './TestShadowsEditor.js';

/** SPEC section 7: the message the parent window receives when the Inputs / Outputs editor opens or closes. */
export const TEST_SHADOW_EDITOR_MESSAGE = 'shadow.showTestShadowEditorChanged';

/**
 * Test shadows in the editor: the Inputs / Outputs editor (File > Edit inputs / outputs), an author's
 * tool, so not offered in shadow mode. Each opening and closing is posted to the parent window (an
 * embedding page sizes its frame by it); a page that is not embedded is its own parent, so it hears it too.
 */
export const testShadowsWebPart: WebPart = {
  id: 'test-shadows',
  editorPanels: [
    {
      id: 'test-shadows',
      menuLabel: 'Edit inputs / outputs',
      isVisible: (mode) => !mode.shadow,
      onToggle: (open) => window.parent.postMessage({ type: TEST_SHADOW_EDITOR_MESSAGE, value: open }, '*'),
      Panel: TestShadowsEditor,
    },
  ],
};
