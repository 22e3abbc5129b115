import { useBrandingFontNames } from '../account/use-branding-fonts.js';
import { api } from '../api/client.js';
import type { GridSummary, GridVersionRef } from '../api/types.js';
import { CopyGridDialog } from '../copy-grid/CopyGridDialog.js';
import type { EditorAccount, EditorApp, GridServer } from '../editor/editor-app.js';
import { navigate } from '../router/router.js';
import { useSession } from './session.js';

const gridPath = (gridId: string): string => `/api/grids/${encodeURIComponent(gridId)}`;
const versionPath = (gridId: string, versionId: string): string => `${gridPath(gridId)}/versions/${encodeURIComponent(versionId)}`;

/** The template routes of DESIGN.md's API, as the editor's File and Versioning menus call them. */
const gridServer: GridServer = {
  async rename(gridId, name) {
    await api.put(gridPath(gridId), { grid: { name } });
  },
  async importFile(file) {
    const form = new FormData();
    form.append('file', file);
    return (await api.post<{ grid: GridSummary }>('/api/import', form)).grid.id;
  },
  async create() {
    return (await api.post<{ grid: GridSummary }>('/api/grids', {})).grid.id;
  },
  async duplicate(gridId) {
    return (await api.post<{ grid: GridSummary }>(`${gridPath(gridId)}/duplicate`, {})).grid.id;
  },
  async setPublished(gridId, versionId, published) {
    await api.put(`${versionPath(gridId, versionId)}/${published ? 'publish' : 'unpublish'}`, {});
    await api.put(gridPath(gridId), { grid: { published } });
  },
  async createVersion(gridId, name) {
    return (await api.post<{ gridVersion: GridVersionRef }>(`${gridPath(gridId)}/versions`, { gridVersion: { name } })).gridVersion.id;
  },
  async renameVersion(gridId, versionId, name) {
    await api.put(versionPath(gridId, versionId), { gridVersion: { name } });
  },
};

function useAccount(): EditorAccount {
  const { user } = useSession();
  return { accountId: user?.accountId ?? null, copiesToOtherAccounts: Boolean(user && (user.accounts.length >= 2 || user.asAdmin)) };
}

/** What the editor asks of the web app (web/editor/editor-app.ts), given by the app's entry. */
export const webEditorApp: EditorApp = {
  server: gridServer,
  navigate: (to) => navigate(to),
  useAccount,
  useBrandingFontNames,
  CopyDialog: CopyGridDialog,
};
