import type { WebPart } from '../../../web/plugin-api/index.js';
import { compareOverlay } from './compare-overlay.js';
import { compareDialogOpen } from './diff-dialog-state.js';

const OPEN = 'version-diff.open-dialog';

/** Version differences' web part: Versioning > Compare Versions opens the dialog. */
export const versionDiffWebPart: WebPart = {
  id: 'version-diff',
  commands: [{ id: OPEN, run: () => compareDialogOpen.next(true) }],
  menuItems: [
    {
      menu: 'Versioning',
      label: 'Compare Versions',
      command: OPEN,
      order: 10,
      isDisabled: (host) => host.grid.versions.length < 2,
      // Shadow mode has no Versioning menu (SPEC section 2).
      isVisible: (host) => !host.mode.shadow,
    },
  ],
  cellOverlays: [compareOverlay],
};
