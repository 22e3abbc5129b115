import type { CastOverflow } from '../../plugins/casts/index.js';

export interface Dimensions {
  readonly width: number;
  readonly height: number;
}

/**
 * What the cast viewer tells the page that embeds it (SPEC section 7). Every message carries `type` and
 * the viewer's `clientId` (null when none was given), so a parent with several casts knows which spoke.
 */
export type CastMessage =
  | { readonly type: 'dimensions'; readonly dimensions: Dimensions }
  | { readonly type: 'overflow'; readonly overflowing: CastOverflow; readonly pages: readonly { readonly rowOffset: number; readonly dimensions: Dimensions; readonly url: string }[] }
  | { readonly type: 'castWorkflow.next' }
  | { readonly type: 'castWorkflow.back' }
  | { readonly type: 'castLoadError'; readonly status: number; readonly error: string };

/** Posts to the embedding window; a viewer opened on its own (no parent) has nobody to tell. */
export function postToParent(message: CastMessage, clientId: string | undefined): void {
  if (window.parent === window) return;
  // The parent's origin is unknown (any site may embed a cast); the messages hold nothing it was not given.
  window.parent.postMessage({ ...message, clientId: clientId ?? null }, '*');
}
