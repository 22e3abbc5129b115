import { KEEP_DEV_MODE_KEY, type EditorMode } from '../plugin-api/index.js';

/** The Developers menu's 'Keep enabled on page reload' (storage may be refused: then it is off). */
function devModeKept(): boolean {
  try {
    return localStorage.getItem(KEEP_DEV_MODE_KEY) === '1';
  } catch {
    return false;
  }
}

/** SPEC section 2: dev is on with true or 1; userFunctions with any truthy value (not empty, 0 or false). */
export function editorMode(query: URLSearchParams, shadow = false): EditorMode {
  const dev = query.get('dev');
  const userFunctions = query.get('userFunctions');
  return { shadow, dev: dev === 'true' || dev === '1' || devModeKept(), userFunctions: userFunctions !== null && !['', '0', 'false'].includes(userFunctions.toLowerCase()) };
}
