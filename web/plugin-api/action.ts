import type { ActionRef, EditorHost } from './web-part.js';

/** The parameters an action would run with now. */
export function actionParams(host: EditorHost, action: ActionRef): unknown {
  return action.params?.(host);
}

/**
 * Runs a contribution's action: a view operation when one has that id, otherwise a kernel command
 * (a refusal is shown in the alert dialog). Resolves to whether it ran.
 */
export async function runAction(host: EditorHost, action: ActionRef): Promise<boolean> {
  const params = actionParams(host, action);
  if (host.kernel.view.has(action.command)) {
    host.kernel.view.run(action.command, params);
    return true;
  }
  return host.run(action.command, params);
}
