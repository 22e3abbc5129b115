import type { CopyMode } from '../editor/editor-app.js';

export type { CopyMode };

/** What the copy-grid modal holds (SPEC sections 2 and 5). */
export interface CopyForm {
  readonly targetAccountId?: number;
  readonly targetGridName: string;
  readonly targetGridId?: string;
  readonly targetVersionName: string;
  readonly publish: boolean;
}

/** SPEC section 5: grid mode needs a target name; version mode a target grid and a version name. */
export function canSubmit(mode: CopyMode, form: CopyForm): boolean {
  if (form.targetAccountId === undefined) return false;
  return mode === 'grid' ? form.targetGridName.trim() !== '' : Boolean(form.targetGridId) && form.targetVersionName.trim() !== '';
}
