import type { EditorHost } from './editor-host.js';
import type { ActionRef, WebCommand } from './web-part.js';

/** The parameters an action would run with now. */
export function actionParams(host: EditorHost, action: ActionRef): unknown {
  return action.params?.(host);
}

/**
 * Runs a contribution's action: a web part's own command when one of `webCommands` has that id, a view
 * operation when one has it, otherwise a kernel command (a refusal is shown in the alert dialog).
 * Resolves to whether it ran.
 */
export async function runAction(host: EditorHost, action: ActionRef, webCommands: ReadonlyMap<string, WebCommand> = new Map()): Promise<boolean> {
  const own = webCommands.get(action.command);
  if (own) {
    own.run(host);
    return true;
  }
  const params = actionParams(host, action);
  if (host.kernel.view.has(action.command)) {
    host.kernel.view.run(action.command, params);
    return true;
  }
  return host.run(action.command, params);
}
