import { enablePatches, setAutoFreeze } from 'immer';

enablePatches();
// Freezing a 1M-cell document costs about a second at load, and immer would otherwise walk unfrozen
// subtrees on every edit. The document is immutable by convention: only the command bus produces states.
setAutoFreeze(false);
