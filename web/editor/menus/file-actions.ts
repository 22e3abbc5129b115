import type { GridVersionRef } from '../../plugin-api/index.js';
import type { useDialogs } from '../../ui/dialogs.js';
import type { EditorApp } from '../editor-app.js';
import type { EditorContextValue } from '../editor-context.js';

type Dialogs = ReturnType<typeof useDialogs>;

/**
 * File and Versioning menu actions (SPEC section 2): they talk to the server through the app's routes and
 * move to other pages, so they live apart from commands.
 */
export function fileActions(context: EditorContextValue, dialogs: Dialogs, app: EditorApp) {
  const { server, navigate } = app;
  const gridId = context.grid.id;
  const gridPath = `/api/grids/${encodeURIComponent(gridId)}`;
  const fail = (error: unknown) => dialogs.alert({ message: error instanceof Error ? error.message : String(error) });
  const saveFirst = async () => {
    if (context.kernel.dirty.dirty) await context.save.save();
  };
  /** Renames the template, or the shadow in shadow mode (the Rename dialog and the top bar's name box). */
  const renameTo = async (name: string) => {
    if (name === context.grid.name) return;
    try {
      if (context.shadow) await context.shadow.rename(name);
      else await server.rename(gridId, name);
      context.updateGrid({ name });
    } catch (error) {
      await fail(error);
    }
  };
  return {
    save: () => void context.save.save(),
    async download(csv: boolean) {
      await saveFirst();
      const link = document.createElement('a');
      const source = context.shadow ? `/api/shadows/${encodeURIComponent(context.shadow.token)}` : gridPath;
      link.href = `${source}/export${csv ? '?csv=true' : ''}`;
      link.download = '';
      link.click();
    },
    upload() {
      const input = document.createElement('input');
      input.type = 'file';
      input.accept = '.xlsx,.xls,.csv';
      input.onchange = () => {
        const file = input.files?.[0];
        if (!file) return;
        void server
          .importFile(file)
          .then((id) => navigate(`/app/grids/${id}`))
          .catch(fail);
      };
      input.click();
    },
    async newGrid() {
      try {
        navigate(`/app/grids/${await server.create()}`);
      } catch (error) {
        await fail(error);
      }
    },
    async makeCopy() {
      await saveFirst();
      try {
        navigate(`/app/grids/${await server.duplicate(gridId)}`);
      } catch (error) {
        await fail(error);
      }
    },
    async rename() {
      const name = await dialogs.prompt({ title: 'Rename', label: 'Name', defaultValue: context.grid.name, validate: (v) => (v.trim() ? undefined : "Name can't be blank") });
      if (name) await renameTo(name);
    },
    renameTo,
    configure: () => navigate(`/app/grids/${gridId}/configure`),
    exit: () => navigate('/app/grids'),
    async togglePublish() {
      const publish = !context.grid.published;
      const ok = await dialogs.confirm({ message: `Are you sure you want to ${publish ? '' : 'un'}publish ${context.grid.name || 'this grid'}?`, acceptText: publish ? 'Publish' : 'Un-publish', negative: !publish });
      if (!ok) return;
      try {
        await saveFirst();
        await server.setPublished(gridId, context.grid.versionId, publish);
        context.updateGrid({ published: publish });
      } catch (error) {
        await fail(error);
      }
    },
    async createVersion() {
      const name = await dialogs.prompt({ title: 'Create New Version', label: 'Version Name', defaultValue: 'New Version', acceptText: 'Create', validate: (v) => (v.trim() ? undefined : "Name can't be blank") });
      if (!name) return;
      try {
        await saveFirst();
        const versionId = await server.createVersion(gridId, name);
        navigate(`/app/grids/${gridId}?gridVersionId=${encodeURIComponent(versionId)}`);
      } catch (error) {
        await fail(error);
      }
    },
    async renameVersion() {
      const name = await dialogs.prompt({ title: 'Rename Version', label: 'Version Name', defaultValue: context.grid.versionName, acceptText: 'Rename', validate: (v) => (v.trim() ? undefined : "Name can't be blank") });
      if (!name || name === context.grid.versionName) return;
      try {
        await server.renameVersion(gridId, context.grid.versionId, name);
        context.updateGrid({ versionName: name });
      } catch (error) {
        await fail(error);
      }
    },
    /** Change Version: with unsaved changes asks Cancel / Discard Changes / Save Changes first. */
    async changeVersion(versionId: string) {
      if (versionId === context.grid.versionId) return;
      if (context.kernel.dirty.dirty) {
        const answer = await dialogs.choose({
          title: 'Change Versions',
          message: 'You have unsaved changes. What would you like to do with them?',
          buttons: [
            { label: 'Discard Changes', value: 'discard', style: 'negative' },
            { label: 'Save Changes', value: 'save', style: 'positive' },
          ],
        });
        if (!answer) return;
        if (answer === 'save') await context.save.save();
        else context.kernel.dirty.markClean();
      }
      if (context.shadow) context.shadow.changeVersion(versionId);
      else navigate(`/app/grids/${gridId}?gridVersionId=${encodeURIComponent(versionId)}`);
    },
  };
}

export type FileActions = ReturnType<typeof fileActions>;

/** Versions as the Change Version menu lists them: unpublished ones suffixed ' (unpublished)'. */
export function versionLabel(version: GridVersionRef): string {
  return version.published ? version.name : `${version.name} (unpublished)`;
}
