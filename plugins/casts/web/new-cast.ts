import { api, type EditorHost } from '../../../web/plugin-api/index.js';
import type { SelectedCast } from '../sizing.js';

/** A cast as GET /api/shadows/{token}/casts lists it. */
export interface StoredCast extends SelectedCast {
  readonly token: string;
  readonly updatedAt: string;
  /** Its token opens it without signing in (a token the server made). */
  readonly shared: boolean;
}

const shadowPath = (shadowToken: string): string => `/api/shadows/${encodeURIComponent(shadowToken)}/casts`;

/** The cast editor's address (SPEC section 2), served by the light cast entry. */
export const castEditorPath = (shadowToken: string, castToken: string): string =>
  `/app/shadows/${encodeURIComponent(shadowToken)}/casts/${encodeURIComponent(castToken)}/edit`;

/** The cast viewer's address for a cast token. */
export const castViewerPath = (castToken: string): string => `/app/casts/${encodeURIComponent(castToken)}`;

/**
 * Makes a cast of a shadow under a token the server makes (POST /api/shadows/{token}/casts), showing
 * `cast` until the cast editor says otherwise; resolves to its token.
 */
export async function createCast(shadowToken: string, cast: SelectedCast = {}): Promise<string> {
  return (await api.post<{ cast: StoredCast }>(shadowPath(shadowToken), { cast })).cast.token;
}

/** A shadow's casts, the most recently changed first. */
export async function listCasts(shadowToken: string): Promise<readonly StoredCast[]> {
  return (await api.get<{ casts: StoredCast[] }>(shadowPath(shadowToken))).casts;
}

/** Makes a cast of a shadow and opens the cast editor on it (a page of the light cast entry: a full load). */
export async function openNewCast(shadowToken: string, cast: SelectedCast = {}): Promise<void> {
  const token = await createCast(shadowToken, cast);
  location.assign(castEditorPath(shadowToken, token));
}

/**
 * What a new cast of the open shadow shows first: the selected range when more than one cell is selected,
 * else the active sheet.
 */
export function castOfSelection(host: EditorHost): SelectedCast {
  const { sheet, area } = host;
  const single = area.top === area.bottom && area.left === area.right;
  const id = (row: number, col: number) => `${sheet.columnIds[col]}&${sheet.rowIds[row]}`;
  if (single) return { type: 'sheet', sheetId: sheet.id };
  return { type: 'range', sheetId: sheet.id, fromCellId: id(area.top, area.left), toCellId: id(area.bottom, area.right) };
}

/**
 * "New cast" on the shadow page: the shadow's edits are saved first (a cast shows the shadow as stored),
 * then the cast is made and its editor opened. Refusals are shown in the editor's alert.
 */
export async function newCastOfShadow(host: EditorHost): Promise<void> {
  const shadow = host.shadow;
  if (!shadow) return;
  try {
    if (host.save.dirty) await host.save.save();
    if (host.save.dirty) return void (await host.alert('Save this grid before making a cast of it: the save did not go through.'));
    await openNewCast(shadow.token, castOfSelection(host));
  } catch (error) {
    await host.alert(`The cast could not be made: ${(error as Error).message}`);
  }
}
