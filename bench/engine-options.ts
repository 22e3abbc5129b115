// The kernel's immer settings (patches on, no auto-freeze), which every host that edits a document runs with.
import '../kernel/immer-setup.js';
import { withAssembledFunctions } from '../plugins/formulas/assembled-functions.js';
import type { EngineOptions } from '../plugins/formulas/engine/index.js';
import { serverPlugins } from '../server/plugin-manifests.js';

/**
 * The bench's engines: the functions the hosts' plugins contribute (all the formulas plugin's) and the
 * document parts the server's plugins declare (the charts, freeze, locks, tables... the editor follows
 * too), so a bench of a document change leaves alone what the editor's engine leaves alone. The editor's
 * own list (web/plugins.ts) loads its web parts, which Node cannot.
 */
export const BENCH_ENGINE: EngineOptions = withAssembledFunctions({}, serverPlugins);
